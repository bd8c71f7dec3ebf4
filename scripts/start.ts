import { createAccount, createSession } from '#domain/accounts';
import { createApiKey } from '#domain/api-keys';
import { findAccountIdByEmail } from '#store/accounts';
import { startLocalStack } from '#local/stack';

const LOCAL_OWNER = 'owner@localhost';

const port = Number(process.env.PORT ?? 3000);
const dataDir = process.env.DATA_DIR ?? '.data';

const stack = await startLocalStack({ dataDir, port });
console.log(`Briefings API listening on ${stack.apiUrl} (data in ${dataDir})`);

if (!(await findAccountIdByEmail(LOCAL_OWNER))) {
  const account = await createAccount(LOCAL_OWNER);
  const session = await createSession(LOCAL_OWNER);
  const key = await createApiKey(account.user_id, { name: 'local' });
  console.log(`
First start: created the local account ${LOCAL_OWNER}. These secrets are shown only now.
  Session token (manages keys at /me/keys): ${session.token}
  API key (all scopes):                     ${key.key}

Try it:
  curl -s -H "Authorization: Bearer ${key.key}" ${stack.apiUrl}/me
`);
}

let stopping = false;
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => {
    if (stopping) return;
    stopping = true;
    console.log(`${signal}: shutting down`);
    stack.stop().then(() => process.exit(0), (error: unknown) => {
      console.error(error);
      process.exit(1);
    });
  });
}
