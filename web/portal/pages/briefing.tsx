import { useEffect } from 'preact/hooks';
import { apiData } from '../api.ts';
import { describeStatus } from '../briefing-list.tsx';
import { ErrorMessage, formatTime, Loading, PageTitle } from '../components.tsx';
import { useLoad } from '../hooks.ts';
import { Player } from '../player.tsx';
import { href, type Route } from '../router.ts';
import type { Briefing } from '../types.ts';

const STAGES: NonNullable<Briefing['stage']>[] = ['starting', 'fetching', 'writing', 'synthesizing', 'stitching', 'finishing'];
const POLL_MS = 2000;
const isRunning = (briefing: Briefing | undefined) => briefing?.status === 'queued' || briefing?.status === 'running';

function Progress({ briefing }: { briefing: Briefing }) {
  const step = briefing.stage ? STAGES.indexOf(briefing.stage) + 1 : 0;
  return (
    <div>
      <label for="briefing-progress">Progress</label>
      <progress id="briefing-progress" class="progress" max={STAGES.length} value={step} />
    </div>
  );
}

/** One briefing: its progress while it is made (polled), then the player. */
export function BriefingPage({ route }: { route: Route }) {
  const id = route.segments[1] ?? '';
  const briefing = useLoad(() => apiData<Briefing>(`briefings/${encodeURIComponent(id)}`), [id]);
  const running = isRunning(briefing.data);

  useEffect(() => {
    if (!running || briefing.loading) return;
    const timer = setTimeout(briefing.reload, POLL_MS);
    return () => clearTimeout(timer);
  }, [running, briefing.loading, briefing.data]);

  const data = briefing.data;
  return (
    <section>
      <p><a href={href('/briefings')}>All briefings</a>{data && <> · <a href={href(`/profiles/${data.profile_id}`)}>Its profile</a></>}</p>
      <PageTitle>Briefing {data ? `of ${formatTime(data.created_at)}` : ''}</PageTitle>
      {!data && !briefing.error && <Loading what="the briefing" />}
      {/* Polling errors are shown but the last known state stays. */}
      <ErrorMessage error={briefing.error} />
      <p role="status" aria-live="polite" class="briefing-status">
        {data && `Status: ${describeStatus(data)}.`}
        {data?.status === 'failed' && data.error ? ` ${data.error}` : ''}
        {data?.message ? ` ${data.message}` : ''}
      </p>
      {data && running && <Progress briefing={data} />}
      {data?.status === 'done' && data.outcome === 'briefing' && <Player jobId={id} profileId={data.profile_id} />}
    </section>
  );
}
