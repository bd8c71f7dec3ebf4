import { type ChannelAdapter, truncate } from './channel-adapter.ts';
import { postJson } from './http-api.ts';
import { channelSettings } from './settings.ts';

const BODY_MAX = 4096;

/**
 * WhatsApp Business Cloud API text message with the links previewed. The
 * destination is the phone number in international form; non-digits are dropped.
 */
export const whatsapp: ChannelAdapter<Record<string, unknown>> = {
  build(phone, message) {
    return {
      messaging_product: 'whatsapp',
      recipient_type: 'individual',
      to: phone.replace(/\D/g, ''),
      type: 'text',
      text: { preview_url: true, body: truncate(`${message.subject}\n\n${message.text}`, BODY_MAX) },
    };
  },
  async missingConfiguration() {
    if (!channelSettings.whatsappPhoneNumberId) return 'WHATSAPP_PHONE_NUMBER_ID is not set';
    return (await channelSettings.whatsappToken()) ? undefined : 'WHATSAPP_TOKEN is not set';
  },
  async send(request) {
    const token = await channelSettings.whatsappToken();
    const url = `${channelSettings.whatsappBaseUrl}/${channelSettings.whatsappPhoneNumberId}/messages`;
    return postJson(url, request, { authorization: `Bearer ${token}` });
  },
};
