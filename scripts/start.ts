import { resolve } from 'node:path';
import { createAccount, createSession } from '#domain/access/accounts';
import { outboxDir } from '#domain/delivery/outbox';
import { createApiKey } from '#domain/access/api-keys';
import { findAccountIdByEmail } from '#store/access/accounts';
import { credentialsBanner, LOCAL_OWNER } from '#local/credentials';
import { SAMPLE_FEEDS, startSampleContent } from '#local/sample-content';
import { startLocalStack } from '#local/stack';
import { REFERENCE_PATH } from '#shared/base-path';

const port = Number(process.env.PORT ?? 3000);
const samplesPort = Number(process.env.SAMPLES_PORT ?? port + 1);
const dataDir = process.env.DATA_DIR ?? '.data';

const stack = await startLocalStack({ dataDir, port });
const samples = await startSampleContent(samplesPort);
console.log(`Briefings API listening on ${stack.apiUrl} (data in ${dataDir})`);
console.log(`Agent tools (MCP) at ${stack.baseUrl}/mcp`);
console.log(`Developer portal at ${stack.baseUrl}/ (sign in by e-mail code: owner@localhost, or any new address)`);
console.log(`Interactive API reference at ${stack.baseUrl}${REFERENCE_PATH}`);
console.log(`Sample feeds to use as sources offline: ${SAMPLE_FEEDS.map((feed) => samples.urlOf(feed.file)).join(' ')}`);
console.log(`Sign in (portal or POST ${stack.apiUrl}/auth/sign-in): codes are not e-mailed locally but written to the outbox, `
  + `${resolve(outboxDir())} (npm run admin -- outbox email)`);

if (!(await findAccountIdByEmail(LOCAL_OWNER))) {
  const account = await createAccount(LOCAL_OWNER);
  const session = await createSession(LOCAL_OWNER);
  const key = await createApiKey(account.user_id, { name: 'local' });
  console.log(`
First start: created the local account ${LOCAL_OWNER}. These secrets are shown only now (stored only as
hashes; \`npm run admin -- show-credentials\` issues new ones).${credentialsBanner(session.token, key.key, stack.apiUrl)}`);
}

let stopping = false;
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => {
    if (stopping) return;
    stopping = true;
    console.log(`${signal}: shutting down`);
    Promise.all([samples.stop(), stack.stop()]).then(() => process.exit(0), (error: unknown) => {
      console.error(error);
      process.exit(1);
    });
  });
}
