/**
 * Listener feedback: a story of a briefing rated "more" or "less" is remembered on its profile, and
 * later briefings of the profile rank that story's near-duplicates and close relatives up or down
 * (script/feedback-adjustment.ts). Visible and resettable per profile.
 */
import type { FeedbackRating, ProfileFeedbackView, RatedStoryView, StoryRatingView } from '#schemas/briefings/feedback';
import { deleteProfileFeedback, getProfileFeedback, putProfileFeedback, type StoryRatingRecord } from '#store/briefings/feedback';
import type { TranscriptDocument } from '#schemas/briefings/jobs';
import { ConflictError, NotFoundError, ValidationError } from '#shared/errors';
import { readStoredTranscript } from './documents.ts';
import { finishedJob } from './jobs.ts';
import { getProfile } from '#domain/catalogue';
import { canonicalUrl, storyFingerprint } from './script/dedupe.ts';
import { terms, words } from '#shared/text';
import {
  FEEDBACK_MAX_AGE_DAYS, type FeedbackSignal, keptSignals, signalWeight, storyTerms,
} from './script/feedback-adjustment.ts';

/** Attempts of a rating that keeps losing the race for the profile's record to other ratings. */
const WRITE_ATTEMPTS = 5;
const DAY = 86_400;

type Segment = TranscriptDocument['segments'][number];

/** The rated segment, or a validation error naming `story` that says which indexes are stories. */
function ratedSegment(transcript: TranscriptDocument, story: number): Segment {
  const stories = transcript.segments.flatMap((segment, index) => (segment.articles.length > 0 ? [index] : []));
  const range = stories.length === 0 ? 'it has no stories' : `its stories are segments ${stories[0]} to ${stories.at(-1)}`;
  const segment = transcript.segments[story];
  if (!segment) throw new ValidationError(`story: the briefing has no segment ${story}; ${range}`);
  if (segment.articles.length === 0) throw new ValidationError(`story: segment ${story} is the ${story === 0 ? 'intro' : 'outro'}, not a story; ${range}`);
  return segment;
}

/**
 * The telling terms of a rated story: its article's title and what the segment says after its spoken
 * introduction ("First, The Guardian reported this morning: <title>."), which names the source and
 * the time, not the story; the source's own name never counts.
 */
export function ratedStoryTerms(segment: Pick<Segment, 'text' | 'articles'>): string[] {
  const [article] = segment.articles;
  const title = article?.title ?? '';
  const spoken = words(segment.text);
  const heading = words(title);
  let body = spoken;
  for (let start = 0; heading.length > 0 && start + heading.length <= spoken.length; start++) {
    if (heading.every((word, offset) => spoken[start + offset] === word)) {
      body = spoken.slice(start + heading.length);
      break;
    }
  }
  const sourceTerms = new Set(terms(article?.source_name ?? ''));
  return storyTerms(title, body.join(' ')).filter((term) => !sourceTerms.has(term));
}

/** What the ranking will compare later stories with: the told story's fingerprint when the job kept it, its terms. */
function ratingOf(
  job: { id: string; told_stories?: FeedbackSignal['fingerprint'][] },
  story: number,
  segment: Segment,
  rating: FeedbackRating,
  now: number,
): StoryRatingRecord {
  const [article] = segment.articles;
  const title = article?.title ?? '';
  const url = article?.url ?? null;
  const canonical = url === null ? null : canonicalUrl(url);
  const told = job.told_stories?.find((fingerprint) => canonical !== null && fingerprint.url === canonical);
  return {
    job_id: job.id,
    story,
    rating,
    rated_at: now,
    title,
    url,
    source_id: segment.source_ids[0] ?? null,
    fingerprint: told ?? storyFingerprint({ title, url, text: segment.text }),
    terms: ratedStoryTerms(segment),
  };
}

const sameStory = (a: Pick<StoryRatingRecord, 'job_id' | 'story'>, b: Pick<StoryRatingRecord, 'job_id' | 'story'>) =>
  a.job_id === b.job_id && a.story === b.story;

function counts(ratings: StoryRatingRecord[], updatedAt: number | null) {
  return {
    more: ratings.filter((rating) => rating.rating === 'more').length,
    less: ratings.filter((rating) => rating.rating === 'less').length,
    updated_at: ratings.length === 0 ? null : updatedAt,
  };
}

const ratingView = (rating: StoryRatingRecord, now: number): StoryRatingView => ({
  job_id: rating.job_id,
  story: rating.story,
  rating: rating.rating,
  title: rating.title,
  url: rating.url,
  rated_at: rating.rated_at,
  weight: Math.round(signalWeight(rating, now) * 1000) / 1000,
});

/**
 * Rates a story of a finished briefing for its profile's later briefings. Rating a story the same
 * way again changes nothing (its time included); another rating replaces the first.
 */
export async function rateStory(userId: string, jobId: string, input: { story: number; rating: FeedbackRating }, now: number): Promise<RatedStoryView> {
  const job = await finishedJob(userId, jobId);
  const segment = ratedSegment(await readStoredTranscript(job.transcript_key), input.story);
  try {
    await getProfile(userId, job.profile_id);
  } catch (error) {
    if (!(error instanceof NotFoundError)) throw error;
    throw new ConflictError(`Briefing ${jobId} belongs to profile ${job.profile_id}, which was deleted: there is no ranking left to teach`);
  }
  const fresh = ratingOf(job, input.story, segment, input.rating, now);
  for (let attempt = 0; attempt < WRITE_ATTEMPTS; attempt++) {
    const stored = await getProfileFeedback(userId, job.profile_id);
    const earlier = stored?.ratings.find((rating) => sameStory(rating, fresh));
    const rated = earlier?.rating === fresh.rating ? earlier : fresh;
    const ratings = keptSignals([rated, ...(stored?.ratings ?? []).filter((rating) => !sameStory(rating, fresh))], now);
    const updatedAt = rated === earlier ? (stored?.updated_at ?? now) : now;
    const view = { ...ratingView(rated, now), profile_id: job.profile_id, feedback: counts(ratings, updatedAt) };
    if (rated === earlier) return view;
    const written = await putProfileFeedback({
      user_id: userId,
      profile_id: job.profile_id,
      ratings,
      updated_at: updatedAt,
      version: (stored?.version ?? 0) + 1,
      ttl: now + FEEDBACK_MAX_AGE_DAYS * DAY,
    }, stored?.version);
    if (written) return view;
  }
  throw new ConflictError(`Profile ${job.profile_id} is being rated by other requests at the same time; try again`);
}

/** The profile's ratings that still count, newest first, with their counts. */
export async function getFeedback(userId: string, profileId: string, now: number): Promise<ProfileFeedbackView> {
  await getProfile(userId, profileId);
  const stored = await getProfileFeedback(userId, profileId);
  const ratings = keptSignals(stored?.ratings ?? [], now);
  return { profile_id: profileId, ...counts(ratings, stored?.updated_at ?? null), ratings: ratings.map((rating) => ratingView(rating, now)) };
}

/** Forgets every rating of the profile: later briefings rank as if none had been given. */
export async function resetFeedback(userId: string, profileId: string, now: number): Promise<{ profile_id: string; removed: number }> {
  await getProfile(userId, profileId);
  const stored = await getProfileFeedback(userId, profileId);
  await deleteProfileFeedback(userId, profileId);
  return { profile_id: profileId, removed: keptSignals(stored?.ratings ?? [], now).length };
}

/** What the ranking of the profile's next briefing takes into account. */
export async function feedbackSignals(userId: string, profileId: string, now: number): Promise<FeedbackSignal[]> {
  return keptSignals((await getProfileFeedback(userId, profileId))?.ratings ?? [], now);
}
