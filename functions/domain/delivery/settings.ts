import { secretSetting } from '#adapters/secrets';

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
  telegramToken: secretSetting('TELEGRAM_BOT_TOKEN'),
  get telegramBaseUrl(): string {
    return baseUrl('TELEGRAM_API_BASE_URL', 'https://api.telegram.org');
  },
  whatsappToken: secretSetting('WHATSAPP_TOKEN'),
  get whatsappPhoneNumberId(): string | undefined {
    return process.env.WHATSAPP_PHONE_NUMBER_ID || undefined;
  },
  get whatsappBaseUrl(): string {
    return baseUrl('WHATSAPP_API_BASE_URL', 'https://graph.facebook.com/v21.0');
  },
};
