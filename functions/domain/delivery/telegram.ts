import { type ChannelAdapter, truncate } from './channel-adapter.ts';
import { postJson } from './http-api.ts';
import { channelSettings } from './settings.ts';

export interface TelegramRequest {
  /** Bot API method: sendAudio when there is audio (Telegram fetches the link), else sendMessage. */
  method: 'sendAudio' | 'sendMessage';
  body: Record<string, unknown>;
}

const CAPTION_MAX = 1024;
const MESSAGE_MAX = 4096;

/** Telegram Bot API; the destination is the chat id the bot writes to. */
export const telegram: ChannelAdapter<TelegramRequest> = {
  build(chatId, message) {
    if (message.audioUrl) {
      return {
        method: 'sendAudio',
        body: { chat_id: chatId, audio: message.audioUrl, title: truncate(message.subject, 64), caption: truncate(message.text, CAPTION_MAX) },
      };
    }
    return { method: 'sendMessage', body: { chat_id: chatId, text: truncate(`${message.subject}\n\n${message.text}`, MESSAGE_MAX) } };
  },
  async missingConfiguration() {
    return (await channelSettings.telegramToken()) ? undefined : 'TELEGRAM_BOT_TOKEN is not set';
  },
  async send(request) {
    const token = await channelSettings.telegramToken();
    return postJson(`${channelSettings.telegramBaseUrl}/bot${token}/${request.method}`, request.body);
  },
};
