import { useState } from 'preact/hooks';
import { api, apiData } from '../api.ts';
import { BriefingList } from '../briefing-list.tsx';
import { ConfirmButton, ErrorMessage, Loading, PageTitle, Status } from '../components.tsx';
import { useAction, useLoad } from '../hooks.ts';
import { PodcastFeed } from '../podcast-feed.tsx';
import { ProfileForm } from '../profile-form.tsx';
import { ProfileFeedbackSection } from '../story-feedback.tsx';
import { href, navigate, type Route } from '../router.ts';
import { TopicsEditor } from '../topics-editor.tsx';
import { type Page, type Profile, type Source, SOURCE_TYPES, type SourceType } from '../types.ts';

function AddSourceForm({ profileId, onAdded }: { profileId: string; onAdded: (source: Source) => void }) {
  const [type, setType] = useState<SourceType>('rss');
  const [url, setUrl] = useState('');
  const [name, setName] = useState('');
  const action = useAction();
  const submit = async (event: Event) => {
    event.preventDefault();
    const source = await action.run(() => apiData<Source>('sources', { method: 'POST', body: { type, url: url.trim(), name: name.trim(), profile_id: profileId } }));
    if (source) {
      setUrl('');
      setName('');
      onAdded(source);
    }
  };
  return (
    <form onSubmit={submit}>
      <h3>Add a source</h3>
      <label for="source-type">Kind</label>
      <select id="source-type" value={type} onChange={(event) => setType(event.currentTarget.value as SourceType)}>
        {SOURCE_TYPES.map((item) => <option key={item} value={item}>{item}</option>)}
      </select>
      <label for="source-url">URL</label>
      <input id="source-url" type="url" required value={url} onInput={(event) => setUrl(event.currentTarget.value)} placeholder="https://example.com/feed.xml" />
      <label for="source-name">Name</label>
      <input id="source-name" required maxLength={100} value={name} onInput={(event) => setName(event.currentTarget.value)} placeholder="e.g. The Guardian" />
      <button type="submit" disabled={action.busy}>{action.busy ? 'Adding…' : 'Add source'}</button>
      <ErrorMessage error={action.error} />
    </form>
  );
}

function SourceItem({ source, onRemoved }: { source: Source; onRemoved: () => void }) {
  const action = useAction();
  const remove = async () => {
    if ((await action.run(() => api(`sources/${encodeURIComponent(source.id)}`, { method: 'DELETE' }))) !== undefined) onRemoved();
  };
  return (
    <li class="card">
      <h4>{source.name} <span class="muted">({source.type})</span></h4>
      <p><code>{source.url}</code></p>
      <div class="actions"><ConfirmButton label="Remove" confirmLabel={`Remove ${source.name}`} onConfirm={remove} busy={action.busy} /></div>
      <ErrorMessage error={action.error} />
    </li>
  );
}

function GenerateButton({ profileId }: { profileId: string }) {
  const action = useAction();
  const generate = async () => {
    const created = await action.run(() => apiData<{ job_id: string }>('briefings', { method: 'POST', body: { profile_id: profileId } }));
    if (created) navigate(`/briefings/${created.job_id}`);
  };
  return (
    <>
      <button type="button" onClick={generate} disabled={action.busy}>{action.busy ? 'Starting…' : 'Generate a briefing now'}</button>
      <ErrorMessage error={action.error} />
    </>
  );
}

export function ProfilePage({ route }: { route: Route }) {
  const id = route.segments[1] ?? '';
  const profile = useLoad(() => apiData<Profile>(`profiles/${encodeURIComponent(id)}`), [id]);
  const sources = useLoad(() => api<Page<Source>>('sources', { query: { profile_id: id, limit: 100 } }), [id]);
  const [status, setStatus] = useState('');
  const deletion = useAction();
  const remove = async () => {
    if ((await deletion.run(() => api(`profiles/${encodeURIComponent(id)}`, { method: 'DELETE' }))) !== undefined) navigate('/profiles');
  };

  if (profile.error) return <section><PageTitle>Profile</PageTitle><ErrorMessage error={profile.error} /><p><a href={href('/profiles')}>All profiles</a></p></section>;
  if (!profile.data) return <Loading what="the profile" />;
  return (
    <section>
      <p><a href={href('/profiles')}>All profiles</a></p>
      <PageTitle>{profile.data.name}</PageTitle>
      <Status>{status}</Status>
      <GenerateButton profileId={id} />
      <h2>Sources</h2>
      <ErrorMessage error={sources.error} />
      {sources.data && (sources.data.data.length === 0
        ? <p>No sources yet: a briefing needs at least one.</p>
        : (
          <ul class="cards">
            {sources.data.data.map((source) => (
              <SourceItem key={source.id} source={source} onRemoved={() => { setStatus(`Source ${source.name} removed.`); sources.reload(); }} />
            ))}
          </ul>
        ))}
      <AddSourceForm profileId={id} onAdded={(source) => { setStatus(`Source ${source.name} added.`); sources.reload(); }} />
      <h2>Settings</h2>
      <ProfileForm key={profile.data.updated_at ?? profile.data.created_at} profile={profile.data} submitLabel="Save changes" save={async (body) => {
        await apiData<Profile>(`profiles/${encodeURIComponent(id)}`, { method: 'PATCH', body });
        setStatus('Profile saved.');
        profile.reload();
      }} />
      <h2>What the interests also match</h2>
      <TopicsEditor key={profile.data.updated_at ?? profile.data.created_at} profileId={id} topics={profile.data.topics} onSaved={() => {
        setStatus('Topics saved.');
        profile.reload();
      }} />
      <h2>Briefings of this profile</h2>
      <BriefingList profileId={id} />
      <h2>Listener feedback</h2>
      <ProfileFeedbackSection key={id} profileId={id} />
      <h2>Podcast feed</h2>
      <PodcastFeed key={id} profileId={id} initial={profile.data.feed} />
      <h2>Delete</h2>
      <p>Deleting the profile also removes its sources, schedules and listener feedback, and revokes its podcast feed.</p>
      <ConfirmButton label="Delete profile" confirmLabel={`Delete ${profile.data.name} for good`} onConfirm={remove} busy={deletion.busy} />
      <ErrorMessage error={deletion.error} />
    </section>
  );
}
