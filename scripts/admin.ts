import { existsSync, readFileSync } from 'node:fs';
import { parseArgs } from 'node:util';
import { createAccount, createSession, type IssuedSession } from '#domain/access/accounts';
import { createApiKey } from '#domain/access/api-keys';
import { recordOperatorAction, sessionIdOf } from '#domain/audit';
import { hashSecret } from '#shared/secrets';
import { recountAllAccounts } from '#domain/access/recount';
import { resyncAllSchedules } from '#domain/catalogue/schedule-resync';
import { changePlan, PLANS } from '#domain/delivery/subscriptions';
import { credentialsBanner, LOCAL_OWNER } from '#local/credentials';
import { printOutbox } from '#local/outbox';
import { endpointsFile, useLocalEnvironment } from '#local/stack';

/**
 * Operator commands. Against a running `npm start` (same DATA_DIR) they use
 * its emulators; with TABLE_NAME set and no local stack they use AWS with the
 * operator's credentials.
 */
const commands: Record<string, {
  usage: string;
  /** Reads only local files, so it works without a running service. */
  offline?: boolean;
  run: (flags: Record<string, string | undefined>) => Promise<void>;
}> = {
  'set-plan': {
    usage: 'set-plan --email E --plan free|pro|cancelled   (pro emits subscription.upgraded, cancelled subscription.cancelled)',
    async run({ email, plan }) {
      const wanted = required(plan, 'plan');
      if (!PLANS.includes(wanted as (typeof PLANS)[number])) throw new Error(`--plan must be one of ${PLANS.join(', ')}`);
      const change = await changePlan(required(email, 'email'), wanted as (typeof PLANS)[number]);
      if (change.previous_plan !== change.plan) {
        await recordOperatorAction(change.user_id, {
          action: 'subscription.update', resourceType: 'subscription', resourceId: change.user_id, outcome: 200, changedFields: ['plan'],
        });
      }
      console.log(change.previous_plan === change.plan
        ? `${email} is already on ${change.plan}; nothing changed`
        : `${email}: ${change.previous_plan} -> ${change.plan}${change.event_id ? `; published ${change.event_id}` : ''}`);
    },
  },
  outbox: {
    usage: 'outbox [[--channel] email|telegram|whatsapp]   (messages the channels wrote locally instead of sending: sign-in codes, deliveries)',
    offline: true,
    run: ({ channel }) => printOutbox(channel),
  },
  'resync-schedules': {
    usage: 'resync-schedules   (re-creates every schedule in EventBridge Scheduler from the table, e.g. after a restore)',
    async run() {
      console.log(`Synced ${await resyncAllSchedules()} schedules to EventBridge Scheduler`);
    },
  },
  recount: {
    usage: 'recount   (sets every account\'s cap counters and its profiles\' children counters from the items that exist; idempotent: run after an upgrade, rerun at will)',
    async run() {
      const accounts = await recountAllAccounts(({ userId, counts }) => {
        console.log(`${userId}: ${Object.entries(counts).map(([kind, count]) => `${kind} ${count}`).join(', ')}`);
      });
      console.log(`Recounted ${accounts} accounts`);
    },
  },
  'create-user': {
    usage: 'create-user --email E',
    async run({ email }) {
      const account = await createAccount(required(email, 'email'));
      await recordOperatorAction(account.user_id, { action: 'account.create', resourceType: 'account', resourceId: account.user_id, outcome: 201 });
      const session = await recordedSession(account.email);
      console.log(`Created account ${account.user_id} (${account.email}); session token expires ${new Date(session.expires_at * 1000).toISOString()}:`);
      console.log(session.token);
    },
  },
  'create-session': {
    usage: 'create-session --email E',
    async run({ email }) {
      const session = await recordedSession(required(email, 'email'));
      console.log(`Session for ${email}, expires ${new Date(session.expires_at * 1000).toISOString()}:`);
      console.log(session.token);
    },
  },
  'show-credentials': {
    usage: `show-credentials   (issues a new session token and API key for the local account ${LOCAL_OWNER}: secrets are stored only as hashes, so earlier ones cannot be shown again)`,
    async run() {
      const session = await recordedSession(LOCAL_OWNER);
      const key = await createApiKey(session.user_id, { name: 'local' });
      await recordOperatorAction(session.user_id, { action: 'key.create', resourceType: 'api_key', resourceId: key.id, outcome: 201 });
      const port = process.env.PORT ?? '3000';
      console.log(`New credentials for ${LOCAL_OWNER}; the earlier ones keep working until revoked or expired.${credentialsBanner(session.token, key.key, `http://127.0.0.1:${port}/api/v1`)}`);
    },
  },
};

/** A new session, in the account's audit log by its id (never the token). */
async function recordedSession(email: string): Promise<IssuedSession> {
  const session = await createSession(email);
  await recordOperatorAction(session.user_id, {
    action: 'session.create', resourceType: 'session', resourceId: sessionIdOf(hashSecret(session.token)), outcome: 201,
  });
  return session;
}

function required(value: string | undefined, name: string): string {
  if (!value) throw new Error(`--${name} is required`);
  return value;
}

function connect(): void {
  const dataDir = process.env.DATA_DIR ?? '.data';
  if (existsSync(endpointsFile(dataDir))) {
    useLocalEnvironment(JSON.parse(readFileSync(endpointsFile(dataDir), 'utf8')));
    return;
  }
  if (!process.env.TABLE_NAME) {
    throw new Error(`No running local service found in ${dataDir} (start it with npm start), and TABLE_NAME is not set for AWS`);
  }
}

const [name, ...rest] = process.argv.slice(2);
const command = name ? commands[name] : undefined;
if (!command) {
  console.error(`Usage: npm run admin -- <command>\n${Object.values(commands).map((c) => `  ${c.usage}`).join('\n')}`);
  process.exit(2);
}
try {
  const { values, positionals } = parseArgs({
    args: rest, options: { email: { type: 'string' }, plan: { type: 'string' }, channel: { type: 'string' } }, strict: true, allowPositionals: true,
  });
  // `outbox email` reads as `outbox --channel email`; no other command takes a bare argument.
  if (positionals.length > (name === 'outbox' ? 1 : 0)) throw new Error(`unexpected argument ${positionals.at(-1)}`);
  if (!command.offline) connect();
  await command.run({ ...values, channel: values.channel ?? positionals[0] } as Record<string, string | undefined>);
} catch (error) {
  console.error(`admin ${name}: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
}
