import { createAccount } from '#domain/accounts';
import { createApiKey } from '#domain/api-keys';
import { dynamo } from '#adapters/aws';
import { startLocalStack } from '#local/stack';

/**
 * DynamoDB calls per authenticated GET /me, and requests per second of GET /me
 * through the local gateway with 32 concurrent clients (one key each, so the
 * per-key limit of 600 reads a minute is not what is measured).
 */
process.env.LOG_LEVEL = 'silent';
const CLIENTS = 32;
const REQUESTS_PER_CLIENT = 60;

const stack = await startLocalStack({ port: 0 });
let calls = 0;
dynamo().middlewareStack.add((next) => async (args) => {
  calls++;
  return next(args);
}, { step: 'initialize', name: 'countCalls' });

const account = await createAccount(`bench-${Date.now()}@example.test`);
const keys = await Promise.all(Array.from({ length: CLIENTS }, (_, i) => createApiKey(account.user_id, { name: `bench${i}` })));
const getMe = async (key: string) => {
  const response = await fetch(`${stack.apiUrl}/me`, { headers: { authorization: `Bearer ${key}` } });
  await response.arrayBuffer();
  if (response.status !== 200) throw new Error(`GET /me answered ${response.status}`);
};

await getMe(keys[0]!.key);
calls = 0;
const samples = 50;
for (let i = 0; i < samples; i++) await getMe(keys[1]!.key);
console.log(`\nDynamoDB calls per authenticated GET /me: ${(calls / samples).toFixed(2)} (target <= 3; includes the once-a-minute last_used_at write)`);

const started = performance.now();
await Promise.all(keys.map(async ({ key }) => {
  for (let i = 0; i < REQUESTS_PER_CLIENT; i++) await getMe(key);
}));
const seconds = (performance.now() - started) / 1000;
const total = CLIENTS * REQUESTS_PER_CLIENT;
console.log(`GET /me through the local gateway: ${total} requests, ${CLIENTS} concurrent clients, ${(total / seconds).toFixed(0)} requests/s (${(seconds * 1000 / total * CLIENTS).toFixed(1)} ms mean latency)`);
await stack.stop();
