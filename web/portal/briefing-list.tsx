import { api } from './api.ts';
import { ErrorMessage, formatDuration, formatTime, Loading } from './components.tsx';
import { useLoad } from './hooks.ts';
import { href } from './router.ts';
import type { Briefing, Page } from './types.ts';

export function describeStatus(briefing: Briefing): string {
  if (briefing.status === 'done') return briefing.outcome === 'nothing_new' ? 'nothing new' : `ready, ${formatDuration(briefing.duration_seconds)}`;
  if (briefing.status === 'failed') return 'failed';
  return briefing.stage ? `${briefing.status}: ${briefing.stage}` : briefing.status;
}

/** Past briefings, newest first: all of them, or one profile's. */
export function BriefingList({ profileId, profileNames }: { profileId?: string; profileNames?: Map<string, string> }) {
  const briefings = useLoad(() => api<Page<Briefing>>('briefings', { query: { profile_id: profileId, limit: 50 } }), [profileId]);
  return (
    <>
      <ErrorMessage error={briefings.error} />
      {briefings.loading && !briefings.data ? <Loading what="briefings" /> : briefings.data && (
        briefings.data.data.length === 0 ? <p>No briefings yet.</p> : (
          <ul class="cards">
            {briefings.data.data.map((briefing) => (
              <li class="card" key={briefing.id}>
                <h3><a href={href(`/briefings/${briefing.id}`)}>{formatTime(briefing.created_at)}</a></h3>
                <p class="muted">
                  {profileNames?.get(briefing.profile_id) ? `${profileNames.get(briefing.profile_id)} · ` : ''}{describeStatus(briefing)}
                </p>
              </li>
            ))}
          </ul>
        )
      )}
    </>
  );
}
