import { secretSetting } from '#adapters/secrets';
import { config } from '#shared/config';
import type { EnvName } from '#shared/env-names';

const baseUrl = (name: EnvName, fallback: string): string => (config.optional(name) ?? fallback).replace(/\/$/, '');

/**
 * Settings of the scheduled-delivery channels. A channel with no credentials
 * writes to the local outbox in local mode and fails the delivery in AWS.
 */
export const channelSettings = {
  /** Verified SES identity the e-mails come from. */
  get sesFromAddress(): string | undefined {
    return config.optional('SES_FROM_ADDRESS');
  },
  telegramToken: secretSetting('TELEGRAM_BOT_TOKEN'),
  get telegramBaseUrl(): string {
    return baseUrl('TELEGRAM_API_BASE_URL', 'https://api.telegram.org');
  },
  whatsappToken: secretSetting('WHATSAPP_TOKEN'),
  get whatsappPhoneNumberId(): string | undefined {
    return config.optional('WHATSAPP_PHONE_NUMBER_ID');
  },
  get whatsappBaseUrl(): string {
    return baseUrl('WHATSAPP_API_BASE_URL', 'https://graph.facebook.com/v21.0');
  },
};
