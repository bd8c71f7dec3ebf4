import { appendFile, mkdir, readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { Channel } from '#schemas/delivery/events';
import { config } from '#shared/config';

/** One message a channel would have sent, with the exact request its API would have received. */
export interface OutboxEntry {
  channel: Channel;
  event_id: string;
  destination: string;
  request: unknown;
  written_at: number;
}

/** OUTBOX_DIR (set by the local stack), else <DATA_DIR>/outbox. */
export function outboxDir(): string {
  return config.optional('OUTBOX_DIR') ?? join(config.optional('DATA_DIR') ?? '.data', 'outbox');
}

/** Appends a JSON line to outbox/<channel>.jsonl. */
export async function appendToOutbox(entry: OutboxEntry): Promise<void> {
  const dir = outboxDir();
  await mkdir(dir, { recursive: true });
  await appendFile(join(dir, `${entry.channel}.jsonl`), `${JSON.stringify(entry)}\n`);
}

/** Every entry of every channel (or one), oldest first. */
export async function readOutbox(channel?: Channel): Promise<OutboxEntry[]> {
  const dir = outboxDir();
  let files: string[];
  try {
    files = (await readdir(dir)).filter((file) => file.endsWith('.jsonl') && (!channel || file === `${channel}.jsonl`));
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return [];
    throw error;
  }
  const entries: OutboxEntry[] = [];
  for (const file of files) {
    const text = await readFile(join(dir, file), 'utf8');
    for (const line of text.split('\n')) if (line.trim()) entries.push(JSON.parse(line) as OutboxEntry);
  }
  return entries.sort((a, b) => a.written_at - b.written_at);
}
