import { config } from '#shared/config';
import type { Channel } from '#schemas/delivery/events';
import type { ChannelAdapter } from './channel-adapter.ts';
import type { BriefingMessage } from './message.ts';
import { appendToOutbox } from './outbox.ts';
import { permanentFailure, type SendResult } from './send-result.ts';

/**
 * Sends one message through a channel's provider. A channel without its
 * credentials writes the exact provider request to the local outbox in local
 * mode (`reference` names the event or message there) and fails in AWS.
 */
export async function sendThroughChannel<R>(
  adapter: ChannelAdapter<R>,
  channel: Channel,
  destination: string,
  message: BriefingMessage,
  reference: string,
  sentAt: number,
): Promise<SendResult> {
  const request = adapter.build(destination, message);
  const missing = await adapter.missingConfiguration();
  if (!missing) return adapter.send(request);
  if (!config.localMode) return permanentFailure(`${channel} delivery is not configured: ${missing}`);
  await appendToOutbox({ channel, event_id: reference, destination, request, written_at: sentAt });
  return { ok: true, code: null };
}
