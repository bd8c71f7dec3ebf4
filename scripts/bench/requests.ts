import { Session } from 'node:inspector/promises';
import { parseArgs } from 'node:util';
import { createAccount } from '#domain/access/accounts';
import { createApiKey } from '#domain/access/api-keys';
import { dynamo } from '#adapters/aws';
import { startLocalStack } from '#local/stack';
import { cpuByComponent, type Profile } from './cpu-profile.ts';
import { startLoadClients } from './load-clients.ts';

/**
 * DynamoDB calls per authenticated read and write, and requests per second of GET /me through the
 * local gateway with 32 concurrent clients (one key each, so the per-key limit of 600 reads a
 * minute is not what is measured), with the CPU time per request of the gateway's process. As in
 * AWS, where callers, API Gateway with the functions, and DynamoDB are different machines, the
 * clients and the local DynamoDB run in processes of their own (the table's CPU is printed too):
 * requests/s is bounded by the CPU the machine gives the three. --profile adds where the gateway
 * process's CPU goes (sampling adds some CPU).
 */
process.env.LOG_LEVEL = 'silent';
const { values } = parseArgs({ args: process.argv.slice(2), options: { profile: { type: 'boolean', default: false } } });
const CLIENTS = 32;
const REQUESTS_PER_CLIENT = 60;
const SAMPLES = 50;

const stack = await startLocalStack({ port: 0, dynamoProcess: true });
let calls = 0;
dynamo().middlewareStack.add((next) => async (args) => {
  calls++;
  return next(args);
}, { step: 'initialize', name: 'countCalls' });

const account = await createAccount(`bench-${Date.now()}@example.test`);
const keys = await Promise.all(Array.from({ length: CLIENTS }, (_, i) => createApiKey(account.user_id, { name: `bench${i}` })));
async function request(key: string, path: string, init: RequestInit = {}): Promise<unknown> {
  const response = await fetch(`${stack.apiUrl}${path}`, {
    ...init,
    headers: { authorization: `Bearer ${key}`, ...(init.body ? { 'content-type': 'application/json' } : {}) },
  });
  const body = await response.json() as { data?: unknown };
  if (!response.ok) throw new Error(`${init.method ?? 'GET'} ${path} answered ${response.status}`);
  return body.data;
}

/** Mean DynamoDB calls of `send` over SAMPLES sequential requests (one key, so mostly inside one minute's window). */
async function callsPer(send: (i: number) => Promise<unknown>): Promise<string> {
  await send(-1);
  calls = 0;
  for (let i = 0; i < SAMPLES; i++) await send(i);
  return (calls / SAMPLES).toFixed(2);
}

const key = keys[1]!.key;
const profile = await request(key, '/profiles', { method: 'POST', body: JSON.stringify({ name: 'Bench' }) }) as { id: string };
const me = await callsPer(() => request(key, '/me'));
const read = await callsPer(() => request(key, `/profiles/${profile.id}`));
const write = await callsPer((i) => request(key, `/profiles/${profile.id}`, { method: 'PATCH', body: JSON.stringify({ name: `Bench ${i}` }) }));
console.log(`\nDynamoDB calls per authenticated request (mean of ${SAMPLES}; the first of each minute also opens the key's window):`);
console.log(`  GET /me ${me}, GET /profiles/{id} ${read} (target <= 2 per read, the read included)`);
console.log(`  PATCH /profiles/{id} ${write} (admission, the read, the update with its audit entry in one transaction)`);

const clients = await startLoadClients({ url: `${stack.apiUrl}/me`, keys: keys.map(({ key: clientKey }) => clientKey), requests: REQUESTS_PER_CLIENT });
const profiler = values.profile ? new Session() : undefined;
if (profiler) {
  profiler.connect();
  await profiler.post('Profiler.enable');
  await profiler.post('Profiler.start');
}
const cpuBefore = process.cpuUsage();
const tableCpuBefore = await stack.dynamoCpuMicros();
const { seconds, failed } = await clients.run();
const cpu = process.cpuUsage(cpuBefore);
const tableCpu = await stack.dynamoCpuMicros() - tableCpuBefore;
const cpuProfile = profiler ? (await profiler.post('Profiler.stop') as { profile: Profile }).profile : undefined;
profiler?.disconnect();

const total = CLIENTS * REQUESTS_PER_CLIENT;
const cpuMsPerRequest = (cpu.user + cpu.system) / 1000 / total;
console.log(`GET /me through the local gateway: ${total} requests (${failed} failed), ${CLIENTS} concurrent clients in their own process, ${(total / seconds).toFixed(0)} requests/s (target >= 400), ${(seconds * 1000 / total * CLIENTS).toFixed(1)} ms mean latency`);
console.log(`  CPU of the gateway's process (gateway, handlers, table requests): ${cpuMsPerRequest.toFixed(2)} ms per request, ${(1000 / cpuMsPerRequest).toFixed(0)} requests/s per fully available core; ${((cpu.user + cpu.system) / 1e6 / seconds * 100).toFixed(0)} % of a core used over the run`);
console.log(`  CPU of the local DynamoDB's process: ${(tableCpu / 1000 / total).toFixed(2)} ms per request`);
if (cpuProfile) {
  console.log('  where the gateway process\'s CPU goes:');
  for (const [component, share] of cpuByComponent(cpuProfile)) console.log(`    ${component.padEnd(44)} ${(share * 100).toFixed(0).padStart(3)} %`);
}
await stack.stop();
