import { useState } from 'preact/hooks';
import { api, apiData } from '../api.ts';
import { CheckboxGroup, ConfirmButton, ErrorMessage, formatTime, Loading, PageTitle, SecretOnce, Status } from '../components.tsx';
import { useAction, useLoad } from '../hooks.ts';
import { REFERENCE_HREF } from '../router.ts';
import { type ApiKey, type CreateApiKey, type CreatedApiKey, SCOPES, type Scope } from '../types.ts';

const SCOPE_HELP: Record<Scope, string> = {
  read: 'read profiles, sources, briefings',
  write: 'create and change them, generate briefings',
  'webhooks:write': 'manage webhooks and their events',
  'usage:read': 'read the usage report',
};

function CreateKeyForm({ onCreated }: { onCreated: (key: CreatedApiKey) => void }) {
  const [name, setName] = useState('');
  const [scopes, setScopes] = useState<Scope[]>([...SCOPES]);
  const [days, setDays] = useState('');
  const action = useAction();
  const submit = async (event: Event) => {
    event.preventDefault();
    const body: CreateApiKey = { name, scopes };
    if (days.trim()) body.expires_in_days = Number(days);
    const created = await action.run(() => apiData<CreatedApiKey>('me/keys', { method: 'POST', body }));
    if (created) {
      setName('');
      onCreated(created);
    }
  };
  return (
    <form onSubmit={submit}>
      <h2>Create a key</h2>
      <label for="key-name">Name</label>
      <input id="key-name" required maxLength={100} value={name} onInput={(event) => setName(event.currentTarget.value)} placeholder="e.g. ci" />
      <CheckboxGroup legend="Scopes" options={SCOPES} selected={scopes} onChange={setScopes} titles={SCOPE_HELP} />
      <label for="key-expiry">Expires after (days, 1–365)</label>
      <input id="key-expiry" type="number" inputMode="numeric" min={1} max={365} value={days} onInput={(event) => setDays(event.currentTarget.value)}
        aria-describedby="key-expiry-hint" />
      <p class="hint" id="key-expiry-hint">Leave empty for a key that does not expire.</p>
      <button type="submit" disabled={action.busy}>{action.busy ? 'Creating…' : 'Create key'}</button>
      <ErrorMessage error={action.error} />
    </form>
  );
}

function KeyRow({ apiKey, onRevoked }: { apiKey: ApiKey; onRevoked: (name: string) => void }) {
  const action = useAction();
  const revoke = async () => {
    const done = await action.run(() => api(`me/keys/${encodeURIComponent(apiKey.id)}`, { method: 'DELETE' }));
    if (done !== undefined) onRevoked(apiKey.name);
  };
  return (
    <tr>
      <th scope="row">{apiKey.name}</th>
      <td><code>{apiKey.key_prefix}…</code></td>
      <td>{apiKey.scopes.join(', ')}</td>
      <td>{formatTime(apiKey.created_at)}</td>
      <td>{formatTime(apiKey.last_used_at)}</td>
      <td>{formatTime(apiKey.expires_at)}</td>
      <td>
        <ConfirmButton label="Revoke" confirmLabel={`Revoke ${apiKey.name}`} onConfirm={revoke} busy={action.busy} />
        <ErrorMessage error={action.error} />
      </td>
    </tr>
  );
}

export function KeysPage() {
  const keys = useLoad(() => api<{ data: ApiKey[] }>('me/keys', { query: { limit: 100 } }), []);
  const [created, setCreated] = useState<CreatedApiKey | undefined>();
  const [status, setStatus] = useState('');
  return (
    <section>
      <PageTitle>API keys</PageTitle>
      <p>Keys let scripts and agents call the API (<code>Authorization: Bearer lb_api_…</code>). Each key has only the scopes you give it.</p>
      {created && (
        <>
          <SecretOnce label={`Key “${created.name}”:`} value={created.key}
            note="Copy it now: it is shown only once and cannot be shown again." />
          <p>Try it in the <a href={REFERENCE_HREF} target="_blank" rel="noopener">API reference</a> (opens in a new tab):
            paste the key under Authorize, in <code>apiKey</code>, then Try it out on any operation its scopes allow.</p>
        </>
      )}
      <CreateKeyForm onCreated={(key) => { setCreated(key); setStatus(''); keys.reload(); }} />
      <h2>Your keys</h2>
      <Status>{status}</Status>
      <ErrorMessage error={keys.error} />
      {keys.loading && !keys.data ? <Loading what="keys" /> : keys.data && (
        keys.data.data.length === 0 ? <p>No keys yet.</p> : (
          <div class="table-wrap">
            <table>
              <thead><tr><th scope="col">Name</th><th scope="col">Key</th><th scope="col">Scopes</th><th scope="col">Created</th><th scope="col">Last used</th><th scope="col">Expires</th><th scope="col"><span class="visually-hidden">Actions</span></th></tr></thead>
              <tbody>
                {keys.data.data.map((key) => (
                  <KeyRow key={key.id} apiKey={key} onRevoked={(name) => { setStatus(`Key ${name} revoked: calls with it now fail.`); if (created?.id === key.id) setCreated(undefined); keys.reload(); }} />
                ))}
              </tbody>
            </table>
          </div>
        )
      )}
    </section>
  );
}
