import { useState } from 'preact/hooks';
import { apiData } from './api.ts';
import { ConfirmButton, ErrorMessage, formatTime, SecretOnce, Status } from './components.tsx';
import { useAction } from './hooks.ts';
import type { CreatedFeed, ProfileFeed } from './types.ts';

/**
 * A profile's private podcast feed: create it, see which URL is current,
 * rotate or revoke it. The whole URL comes only in the answer that created
 * it, so it is shown then, once; afterwards the profile shows its prefix.
 * A feed that looks shared shows its warning with a one-click rotate.
 */
export function PodcastFeed({ profileId, initial }: { profileId: string; initial: ProfileFeed | null }) {
  const [feed, setFeed] = useState<ProfileFeed | null>(initial);
  const [created, setCreated] = useState<CreatedFeed | undefined>();
  const [status, setStatus] = useState('');
  const action = useAction();
  const path = `profiles/${encodeURIComponent(profileId)}/feed`;

  const create = async () => {
    const answer = await action.run(() => apiData<CreatedFeed>(path, { method: 'POST' }));
    if (!answer) return;
    setCreated(answer);
    setFeed({ url_prefix: answer.url_prefix, created_at: answer.created_at, sharing_warning: null });
    setStatus(answer.replaced_previous ? 'New feed URL made: the old one no longer works.' : 'Podcast feed created.');
  };
  const revoke = async () => {
    if ((await action.run(() => apiData(path, { method: 'DELETE' }))) === undefined) return;
    setCreated(undefined);
    setFeed(null);
    setStatus('Podcast feed revoked: its URL no longer works.');
  };

  return (
    <>
      <p>Listen to this profile's briefings in the podcast app you already use: each briefing with audio becomes an episode.</p>
      {created && (
        <SecretOnce label="Feed URL:" value={created.url}
          note="Paste it into your podcast app's “add by URL”. Anyone with the URL can listen, so keep it private; it is shown only now." />
      )}
      <Status>{status}</Status>
      {feed ? (
        <div class="card" key={feed.url_prefix}>
          <p>Current URL: <code>{feed.url_prefix}…</code>, created {formatTime(feed.created_at)}.</p>
          {feed.sharing_warning && (
            <div class="warning" role="group" aria-label="Feed URL may be shared">
              <p><strong>This feed URL may have been shared.</strong> {feed.sharing_warning.message}</p>
              <button type="button" onClick={create} disabled={action.busy}>Rotate URL now</button>
            </div>
          )}
          <div class="actions">
            <ConfirmButton label="Rotate URL" confirmLabel="Make a new URL: the old one stops working" onConfirm={create} busy={action.busy} />
            <ConfirmButton label="Revoke" confirmLabel="Revoke the feed: its URL stops working" onConfirm={revoke} busy={action.busy} />
          </div>
        </div>
      ) : (
        <button type="button" onClick={create} disabled={action.busy}>{action.busy ? 'Creating…' : 'Create podcast feed'}</button>
      )}
      <ErrorMessage error={action.error} />
    </>
  );
}
