import { readSecret } from '#adapters/secrets';

/** A token from NAME, or from the Secrets Manager secret whose ARN is in NAME_SECRET_ARN (read once per process). */
function token(name: string): () => Promise<string | undefined> {
  let cached: Promise<string | undefined> | undefined;
  return () => {
    const direct = process.env[name];
    if (direct) return Promise.resolve(direct);
    const secretArn = process.env[`${name}_SECRET_ARN`];
    if (!secretArn) return Promise.resolve(undefined);
    cached ??= readSecret(secretArn).catch((error: unknown) => {
      cached = undefined;
      throw error;
    });
    return cached;
  };
}

const baseUrl = (name: string, fallback: string): string => (process.env[name] || fallback).replace(/\/$/, '');

/**
 * Settings of the scheduled-delivery channels. A channel with no credentials
 * writes to the local outbox in local mode and fails the delivery in AWS.
 */
export const channelSettings = {
  /** Verified SES identity the e-mails come from. */
  get sesFromAddress(): string | undefined {
    return process.env.SES_FROM_ADDRESS || undefined;
  },
  telegramToken: token('TELEGRAM_BOT_TOKEN'),
  get telegramBaseUrl(): string {
    return baseUrl('TELEGRAM_API_BASE_URL', 'https://api.telegram.org');
  },
  whatsappToken: token('WHATSAPP_TOKEN'),
  get whatsappPhoneNumberId(): string | undefined {
    return process.env.WHATSAPP_PHONE_NUMBER_ID || undefined;
  },
  get whatsappBaseUrl(): string {
    return baseUrl('WHATSAPP_API_BASE_URL', 'https://graph.facebook.com/v21.0');
  },
};
