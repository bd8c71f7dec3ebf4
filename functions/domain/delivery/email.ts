import { type EmailRequest, sendEmail } from '#adapters/email-sender';
import { AwsRequestError } from '#adapters/signed-requests';
import type { ChannelAdapter } from './channel-adapter.ts';
import { channelSettings } from './settings.ts';

/** Sender shown in outbox entries when no SES identity is configured. */
const LOCAL_SENDER = 'briefings@localhost';

/** The service's own e-mail address: the SES identity it sends from. */
export const serviceAddress = (): string => channelSettings.sesFromAddress ?? LOCAL_SENDER;

/** E-mail through Amazon SES v2 (plain text; the audio is a link). */
export const email: ChannelAdapter<EmailRequest> = {
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
      return { ok: true, code: await sendEmail(request) };
    } catch (error) {
      const failure = error as Error;
      // No status: the connection failed before SES answered.
      const code = failure instanceof AwsRequestError ? failure.status : null;
      const throttled = /Throttl|TooManyRequests|LimitExceeded/.test(failure.name);
      return {
        ok: false,
        code,
        error: `SES ${failure.name}: ${failure.message}`.slice(0, 300),
        retryable: throttled || code === null || code === 429 || code >= 500,
      };
    }
  },
};
