import { api } from '../api.ts';
import { BriefingList } from '../briefing-list.tsx';
import { PageTitle } from '../components.tsx';
import { useLoad } from '../hooks.ts';
import { href } from '../router.ts';
import type { Page, Profile } from '../types.ts';

export function BriefingsPage() {
  const profiles = useLoad(() => api<Page<Profile>>('profiles', { query: { limit: 100 } }), []);
  const names = new Map((profiles.data?.data ?? []).map((profile) => [profile.id, profile.name]));
  return (
    <section>
      <PageTitle>Briefings</PageTitle>
      <p>To make a new one, open a <a href={href('/profiles')}>profile</a> and generate a briefing.</p>
      <BriefingList profileNames={names} />
    </section>
  );
}
