import { useState } from 'preact/hooks';
import { api, apiData } from '../api.ts';
import { ConfirmButton, ErrorMessage, formatTime, Loading, PageTitle, SecretOnce, Status } from '../components.tsx';
import { useAction, useLoad } from '../hooks.ts';
import { type CreatedWebhook, EVENT_TYPES, type EventType, type Page, type Webhook, type WebhookEvent } from '../types.ts';

function CreateWebhookForm({ onCreated }: { onCreated: (webhook: CreatedWebhook) => void }) {
  const [url, setUrl] = useState('');
  const [events, setEvents] = useState<EventType[]>(['briefing.generated', 'briefing.failed']);
  const action = useAction();
  const toggle = (type: EventType, on: boolean) => setEvents((current) => (on ? [...current, type] : current.filter((item) => item !== type)));
  const submit = async (event: Event) => {
    event.preventDefault();
    const created = await action.run(() => apiData<CreatedWebhook>('webhooks', {
      method: 'POST',
      body: { url: url.trim(), events: EVENT_TYPES.filter((type) => events.includes(type)) },
    }));
    if (created) {
      setUrl('');
      onCreated(created);
    }
  };
  return (
    <form onSubmit={submit}>
      <h2>Add a webhook</h2>
      <label for="webhook-url">URL</label>
      <input id="webhook-url" type="url" required value={url} onInput={(event) => setUrl(event.currentTarget.value)} placeholder="https://example.com/hooks/briefings" />
      <fieldset>
        <legend>Events</legend>
        <div class="checks">
          {EVENT_TYPES.map((type) => (
            <label key={type}>
              <input type="checkbox" checked={events.includes(type)} onChange={(event) => toggle(type, event.currentTarget.checked)} />
              {type}
            </label>
          ))}
        </div>
      </fieldset>
      <button type="submit" disabled={action.busy}>{action.busy ? 'Adding…' : 'Add webhook'}</button>
      <ErrorMessage error={action.error} />
    </form>
  );
}

function WebhookItem({ webhook, onDeleted }: { webhook: Webhook; onDeleted: () => void }) {
  const action = useAction();
  const remove = async () => {
    if ((await action.run(() => api(`webhooks/${encodeURIComponent(webhook.id)}`, { method: 'DELETE' }))) !== undefined) onDeleted();
  };
  return (
    <li class="card">
      <h3><code>{webhook.url}</code></h3>
      <p class="muted">{webhook.events.join(', ')} · added {formatTime(webhook.created_at)}</p>
      <div class="actions"><ConfirmButton label="Delete" confirmLabel={`Delete webhook ${webhook.url}`} onConfirm={remove} busy={action.busy} /></div>
      <ErrorMessage error={action.error} />
    </li>
  );
}

function MissedEvent({ event, webhooks, onRedelivered }: { event: WebhookEvent; webhooks: Webhook[]; onRedelivered: () => void }) {
  const action = useAction();
  const failed = event.deliveries.filter((delivery) => delivery.status === 'failed');
  const redeliver = async () => {
    if (await action.run(() => apiData<WebhookEvent>(`webhook-events/${encodeURIComponent(event.id)}/redeliver`, { method: 'POST', body: {} }))) onRedelivered();
  };
  const target = (webhookId: string | null, channel: string) => webhooks.find((webhook) => webhook.id === webhookId)?.url ?? webhookId ?? channel;
  return (
    <li class="card">
      <h3>{event.type} <span class="muted">· {formatTime(event.created_at)}</span></h3>
      <ul>
        {failed.map((delivery) => (
          <li key={`${delivery.channel}:${delivery.webhook_id ?? delivery.schedule_id}`}>
            <code>{target(delivery.webhook_id, delivery.channel)}</code>: {delivery.attempts} attempts,
            {' '}{delivery.last_response_code ? `last answer HTTP ${delivery.last_response_code}` : 'no answer'}
            {delivery.last_error ? ` (${delivery.last_error})` : ''}
          </li>
        ))}
      </ul>
      <div class="actions">
        <button type="button" onClick={redeliver} disabled={action.busy}>{action.busy ? 'Redelivering…' : 'Redeliver'}</button>
      </div>
      <ErrorMessage error={action.error} />
    </li>
  );
}

export function WebhooksPage() {
  const webhooks = useLoad(() => api<Page<Webhook>>('webhooks', { query: { limit: 100 } }), []);
  const missed = useLoad(() => api<Page<WebhookEvent>>('webhook-events', { query: { status: 'failed', limit: 50 } }), []);
  const [created, setCreated] = useState<CreatedWebhook | undefined>();
  const [status, setStatus] = useState('');
  return (
    <section>
      <PageTitle>Webhooks</PageTitle>
      <p>The service POSTs each event to your URL, signed with the webhook's secret (<code>X-Briefing-Signature</code>), and retries up to 5 times.</p>
      {created && <SecretOnce label="Signing secret:" value={created.secret} note="Copy it now to verify signatures: it is shown only once." />}
      <CreateWebhookForm onCreated={(webhook) => { setCreated(webhook); webhooks.reload(); }} />
      <h2>Your webhooks</h2>
      <Status>{status}</Status>
      <ErrorMessage error={webhooks.error} />
      {webhooks.loading && !webhooks.data ? <Loading what="webhooks" /> : webhooks.data && (
        webhooks.data.data.length === 0 ? <p>No webhooks yet.</p> : (
          <ul class="cards">
            {webhooks.data.data.map((webhook) => (
              <WebhookItem key={webhook.id} webhook={webhook} onDeleted={() => { setStatus(`Webhook ${webhook.url} deleted.`); webhooks.reload(); }} />
            ))}
          </ul>
        )
      )}
      <h2>Missed events (last 7 days)</h2>
      <ErrorMessage error={missed.error} />
      {missed.loading && !missed.data ? <Loading what="missed events" /> : missed.data && (
        missed.data.data.length === 0 ? <p>No missed events: every delivery arrived or is still being tried.</p> : (
          <ul class="cards">
            {missed.data.data.map((event) => (
              <MissedEvent key={event.id} event={event} webhooks={webhooks.data?.data ?? []}
                onRedelivered={() => { setStatus(`Event ${event.id} is being delivered again.`); missed.reload(); }} />
            ))}
          </ul>
        )
      )}
    </section>
  );
}
