import { outboxDir, readOutbox } from '#domain/delivery/outbox';
import { CHANNELS, type Channel } from '#schemas/delivery/events';

const OUTBOX_CHANNELS: readonly Channel[] = CHANNELS.filter((channel) => channel !== 'webhook');

/**
 * `npm run admin -- outbox`: what the e-mail, Telegram and WhatsApp channels
 * would have sent while running locally without provider credentials, oldest
 * first, each with the exact provider request.
 */
export async function printOutbox(channel: string | undefined): Promise<void> {
  if (channel !== undefined && !OUTBOX_CHANNELS.includes(channel as Channel)) {
    throw new Error(`--channel must be one of ${OUTBOX_CHANNELS.join(', ')}`);
  }
  const entries = await readOutbox(channel as Channel | undefined);
  if (entries.length === 0) {
    console.log(`No messages in ${outboxDir()}${channel ? ` for ${channel}` : ''}`);
    return;
  }
  for (const entry of entries) {
    console.log(`${new Date(entry.written_at * 1000).toISOString()}  ${entry.channel} to ${entry.destination}  (event ${entry.event_id})`);
    console.log(JSON.stringify(entry.request, null, 2).replace(/^/gm, '    '));
  }
}
