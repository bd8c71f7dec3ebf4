import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { createAccount } from '#domain/access/accounts';
import { LOCAL_OWNER } from '#local/credentials';
import { runAdmin } from '../helpers/admin.ts';
import { useLocalStack } from '../helpers/local-stack.ts';

const { call } = useLocalStack();

describe('npm run admin -- show-credentials', () => {
  it('issues a working session token and API key for the local account, recorded in its audit log', async () => {
    const owner = await createAccount(LOCAL_OWNER);

    const { stdout } = await runAdmin(['show-credentials'], { PORT: '3000' });

    const session = /Session token[^:]*:\s+(lb_sess_\S+)/.exec(stdout)?.[1];
    const key = /API key[^:]*:\s+(lb_api_\S+)/.exec(stdout)?.[1];
    assert.ok(session && key, stdout);
    assert.match(stdout, /curl -s -H "Authorization: Bearer lb_api_\S+" http:\/\/127\.0\.0\.1:3000\/api\/v1\/me/);
    const me = await call('/me', { token: key });
    assert.equal(me.status, 200);
    assert.deepEqual(me.body.data.scopes, ['read', 'write', 'webhooks:write', 'usage:read']);
    const keys = await call('/me/keys', { token: session });
    assert.equal(keys.status, 200);
    const audit = await call('/audit-log', { token: session });
    assert.deepEqual(audit.body.data.map((entry: { action: string }) => entry.action).sort(), ['key.create', 'session.create']);
    assert.ok(audit.body.data.every((entry: { actor: { type: string; user_id: string } }) => entry.actor.type === 'operator' && entry.actor.user_id === owner.user_id));
  });
});
