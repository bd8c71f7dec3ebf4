import { SendEmailCommand, type SendEmailCommandInput } from '@aws-sdk/client-sesv2';
import { ses } from '#adapters/aws';
import type { ChannelAdapter } from './channel-adapter.ts';
import { channelSettings } from './settings.ts';

/** Sender shown in outbox entries when no SES identity is configured. */
const LOCAL_SENDER = 'briefings@localhost';

/** The service's own e-mail address: the SES identity it sends from. */
export const serviceAddress = (): string => channelSettings.sesFromAddress ?? LOCAL_SENDER;

interface AwsError {
  name?: string;
  message?: string;
  $retryable?: unknown;
  $metadata?: { httpStatusCode?: number };
}

/** E-mail through Amazon SES v2 (plain text; the audio is a link). */
export const email: ChannelAdapter<SendEmailCommandInput> = {
  build(to, message) {
    return {
      FromEmailAddress: serviceAddress(),
      Destination: { ToAddresses: [to] },
      Content: {
        Simple: {
          Subject: { Data: message.subject, Charset: 'UTF-8' },
          Body: { Text: { Data: message.text, Charset: 'UTF-8' } },
        },
      },
    };
  },
  async missingConfiguration() {
    return channelSettings.sesFromAddress ? undefined : 'SES_FROM_ADDRESS is not set';
  },
  async send(request) {
    try {
      const result = await ses().send(new SendEmailCommand(request));
      return { ok: true, code: result.$metadata.httpStatusCode ?? 200 };
    } catch (error) {
      const failure = error as AwsError;
      const code = failure.$metadata?.httpStatusCode ?? null;
      const throttled = /Throttl|TooManyRequests|LimitExceeded/.test(failure.name ?? '');
      return {
        ok: false,
        code,
        error: `SES ${failure.name ?? 'error'}: ${failure.message ?? ''}`.slice(0, 300),
        retryable: throttled || failure.$retryable !== undefined || code === null || code >= 500,
      };
    }
  },
};
