import { api, apiData } from '../api.ts';
import { ErrorMessage, Loading, PageTitle } from '../components.tsx';
import { useLoad } from '../hooks.ts';
import { ProfileForm } from '../profile-form.tsx';
import { href, navigate } from '../router.ts';
import type { Page, Profile } from '../types.ts';

export function ProfilesPage() {
  const profiles = useLoad(() => api<Page<Profile>>('profiles', { query: { limit: 100 } }), []);
  return (
    <section>
      <PageTitle>Profiles and sources</PageTitle>
      <p>A profile says what a briefing covers, how long it is and in which voice; its sources are where the stories come from.</p>
      <ErrorMessage error={profiles.error} />
      {profiles.loading && !profiles.data ? <Loading what="profiles" /> : profiles.data && (
        profiles.data.data.length === 0 ? <p>No profiles yet: create the first one below.</p> : (
          <ul class="cards">
            {profiles.data.data.map((profile) => (
              <li class="card" key={profile.id}>
                <h3><a href={href(`/profiles/${profile.id}`)}>{profile.name}</a></h3>
                <p class="muted">{profile.length_minutes} min · {profile.language}{profile.interests.length ? ` · ${profile.interests.join(', ')}` : ''}</p>
              </li>
            ))}
          </ul>
        )
      )}
      <h2>Create a profile</h2>
      <ProfileForm submitLabel="Create profile" save={async (body) => {
        const created = await apiData<Profile>('profiles', { method: 'POST', body });
        navigate(`/profiles/${created.id}`);
      }} />
    </section>
  );
}
