import { getProfile } from '#domain/catalogue';
import { phrasesFor } from '#domain/briefings/script/phrases';
import type { Profile } from '#schemas/catalogue/profiles';
import { getScheduleRecord } from '#store/catalogue/schedules';
import type { BriefingExecutionInput, BriefingLabels, StateAfter } from './state.ts';

/** A scheduled briefing greets and dates in the schedule's time zone. */
export async function timeZoneOf(input: Pick<BriefingExecutionInput, 'user_id' | 'trigger'>): Promise<string | undefined> {
  if (input.trigger.type !== 'schedule') return undefined;
  // The stored record, not the API's schedule: this step needs no next-run time, and no cron parser in its bundle.
  try {
    return (await getScheduleRecord(input.user_id, input.trigger.scheduleId))?.timezone;
  } catch {
    return undefined;
  }
}

/** The tag's names for the briefing: the profile's name and the date in the briefing's zone and language. */
export function briefingLabels(profile: Profile, now: number, timeZone: string | undefined): BriefingLabels {
  const at = new Date(now * 1000);
  // As the script dates itself: the schedule's zone when it is a valid one, else UTC (never the machine's).
  const zone = (() => {
    try {
      return new Intl.DateTimeFormat('en', { timeZone: timeZone ?? 'UTC' }).resolvedOptions().timeZone;
    } catch {
      return 'UTC';
    }
  })();
  const longDate = new Intl.DateTimeFormat(phrasesFor(profile.language).locale, { dateStyle: 'full', timeZone: zone }).format(at);
  return {
    title: `${profile.name} · ${longDate}`,
    profile_name: profile.name,
    language: profile.language,
    date: new Intl.DateTimeFormat('en-CA', { year: 'numeric', month: '2-digit', day: '2-digit', timeZone: zone }).format(at),
  };
}

/**
 * The labels of a job whose script the previous release's WriteScript wrote without them (an
 * execution started before the deploy that added them): the profile's name and the date the job
 * started, as WriteScript settles them now. Kept for one release; then every script has labels.
 */
export async function labelsOfEarlierScript(input: StateAfter<'started'>): Promise<BriefingLabels> {
  const [profile, timeZone] = await Promise.all([getProfile(input.user_id, input.profile_id), timeZoneOf(input)]);
  return briefingLabels(profile, input.started.started_at, timeZone);
}
