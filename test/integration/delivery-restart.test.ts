import assert from 'node:assert/strict';
import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, describe, it } from 'node:test';
import { startReceiver } from '../helpers/webhook-receiver.ts';

/**
 * `npm start` as a user runs it, in its own process on a persisted DATA_DIR:
 * a webhook delivery in flight when the process stops must not stay pending.
 */
interface Service {
  process: ChildProcess;
  apiUrl: string;
  /** Printed on the first start only. */
  key?: string;
  exited: Promise<void>;
}

async function startService(dataDir: string, firstStart: boolean): Promise<Service> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'scripts/start.ts'], {
    env: { ...process.env, PORT: '0', SAMPLES_PORT: '0', DATA_DIR: dataDir, LOG_LEVEL: 'silent', DELIVERY_RETRY_INTERVAL_SCALE: '0.01' },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  let output = '';
  const apiUrl = await new Promise<string>((resolve, reject) => {
    child.stdout!.on('data', (chunk: Buffer) => {
      output += chunk.toString('utf8');
      const listening = /Briefings API listening on (\S+)/.exec(output);
      const ready = firstStart ? /API key \(all scopes\):\s+\S+\n/.test(output) : output.includes('Sample feeds');
      if (listening && ready) resolve(listening[1]!);
    });
    child.once('exit', (code) => reject(new Error(`the service exited (${code}) before listening:\n${output}`)));
  });
  return { process: child, apiUrl, key: /API key \(all scopes\):\s+(\S+)/.exec(output)?.[1], exited };
}

async function until<T>(what: string, probe: () => Promise<T | undefined> | T | undefined, timeoutMs = 60_000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await probe();
    if (value !== undefined) return value;
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

describe('webhook deliveries across a restart of the local service', () => {
  for (const signal of ['SIGKILL', 'SIGTERM'] as const) {
    it(`resumes a delivery that was in flight when the service got ${signal}`, async () => {
      const dataDir = mkdtempSync(join(tmpdir(), 'briefings-restart-'));
      after(() => rmSync(dataDir, { recursive: true, force: true }));
      // The first request hangs, as a slow receiver would; later ones are answered.
      const receiver = await startReceiver((_request, nth) => (nth === 1 ? new Promise<number>(() => undefined) : 200));

      let service = await startService(dataDir, true);
      after(() => {
        service.process.kill('SIGKILL');
      });
      const key = service.key;
      assert.ok(key, 'the first start prints an API key');
      const api = (path: string, init: { method?: string; body?: unknown } = {}) => fetch(`${service.apiUrl}${path}`, {
        method: init.method ?? 'GET',
        headers: { authorization: `Bearer ${key}`, 'content-type': 'application/json' },
        body: init.body === undefined ? undefined : JSON.stringify(init.body),
      }).then(async (response) => ({ status: response.status, body: await response.json() as any }));

      assert.equal((await api('/webhooks', { method: 'POST', body: { url: receiver.url, events: ['briefing.failed'] } })).status, 201);
      const profile = (await api('/profiles', { method: 'POST', body: { name: 'no sources', interests: ['x'] } })).body.data;
      // A profile without sources fails its briefing at once: that publishes briefing.failed.
      assert.equal((await api('/briefings', { method: 'POST', body: { profile_id: profile.id } })).status, 202);
      await until('the first delivery attempt', () => (receiver.received.length >= 1 ? true : undefined));

      service.process.kill(signal);
      await service.exited;

      service = await startService(dataDir, false);
      await until('the resumed delivery', () => (receiver.received.length >= 2 ? true : undefined));
      const events = await until('the delivery recorded as delivered', async () => {
        const listed = await api('/webhook-events?type=briefing.failed');
        return listed.body.data?.[0]?.deliveries?.[0]?.status === 'delivered' ? listed.body.data : undefined;
      });
      assert.equal(events.length, 1);
      assert.equal(JSON.parse(receiver.received[1]!.body).type, 'briefing.failed');
      assert.equal(JSON.parse(receiver.received[1]!.body).id, JSON.parse(receiver.received[0]!.body).id, 'the same event is sent again');

      service.process.kill('SIGTERM');
      await service.exited;
    });
  }
});
