import { estimateSpeechSeconds } from '#domain/audio';
import { pausesAfterSegments } from '#domain/script/pauses';
import { billedCharacters, pollyCostUsd, POLLY_PRICES } from '#domain/audio/polly-prices';
import { ARTICLE_BUDGET, type ArticleBudget } from '#domain/content/full-articles';
import { fetchProfileItems } from '#domain/pipeline/fetch-sources';
import { PipelineError } from '#domain/pipeline/pipeline-error';
import { draftScript } from '#domain/pipeline/write-script';
import type { DryRunBriefingView } from '#schemas/briefings';
import type { Script } from '#domain/script';
import { ConflictError } from '#shared/errors';
import { getProfile } from './profiles.ts';
import { assertActiveSubscription } from './subscriptions.ts';

/** The same articles as a real run reads, more at a time and each sooner given up, to answer within the request's time. */
const DRY_RUN_ARTICLE_BUDGET: ArticleBudget = { ...ARTICLE_BUDGET, concurrency: 8, timeoutMs: 3_000 };

/** A failure a real run would record as its job's error is, for a dry run, a conflict with the profile's state. */
async function asConflict<T>(work: Promise<T>): Promise<T> {
  try {
    return await work;
  } catch (error) {
    if (error instanceof PipelineError) throw new ConflictError(error.message);
    throw error;
  }
}

/** The stories in spoken order, each with its first article and the seconds of all its turns. */
function storiesOf(segments: Script['segments'], segmentSeconds: number[]): Array<{ article: Script['segments'][number]['articles'][number] | undefined; seconds: number }> {
  const stories = new Map<number, { article: Script['segments'][number]['articles'][number] | undefined; seconds: number }>();
  segments.forEach((segment, index) => {
    if (segment.story === null) return;
    const story = stories.get(segment.story) ?? { article: segment.articles[0], seconds: 0 };
    story.seconds += segmentSeconds[index]!;
    stories.set(segment.story, story);
  });
  return [...stories.values()];
}

/**
 * A dry run answers within its function's timeout (the route's 29 s, under API
 * Gateway's 30 s), counted from when API Gateway received the request, so a cold
 * start and every step before count too. Sources that have not answered by
 * `sources` are cut off and reported; a model writer's calls end by `model` (its
 * own timeout may end them sooner) and the extractive writer, which takes well
 * under a second, tells the stories; the rest is margin for the answer.
 */
export const DRY_RUN_BUDGET_MS = { sources: 8_000, model: 23_000 } as const;

/**
 * What a briefing of the profile would be if started now: the pipeline's own
 * fetch and script steps run in this process, and the SSML chunks they would
 * send to Polly are counted. Nothing is stored: no job, lock, work file, item
 * sighting or told story, so a real run afterwards sees the same stories. The
 * linked articles read in full are kept as a real run keeps them (an article is no
 * one's story), so the real run revalidates them instead of fetching them again.
 * `receivedAt` (epoch ms) is when the request arrived: the budget counts from it.
 */
export async function dryRunBriefing(userId: string, profileId: string, receivedAt: number): Promise<DryRunBriefingView> {
  await getProfile(userId, profileId);
  await assertActiveSubscription(userId);
  const sourcesDeadline = {
    at: receivedAt + DRY_RUN_BUDGET_MS.sources,
    reason: `No answer within ${DRY_RUN_BUDGET_MS.sources / 1000} s of the request, the time a dry run gives its sources`,
  };
  const fetched = await asConflict(fetchProfileItems(userId, profileId, { deadline: sourcesDeadline, articleBudget: DRY_RUN_ARTICLE_BUDGET }));
  const drafted = await draftScript({ user_id: userId, profile_id: profileId, trigger: { type: 'api' } }, fetched.items, 'read', receivedAt + DRY_RUN_BUDGET_MS.model);
  const { script, voice } = drafted;
  const voices = { host: voice, co_host: drafted.co_host_voice ?? voice };
  const nothingNew = drafted.chunks.length === 0;
  const pauses = pausesAfterSegments(script.segments);
  const segmentSeconds = script.segments.map((segment, index) => estimateSpeechSeconds(segment.text, voices[segment.speaker].engine) + pauses[index]!);
  const byVoice = (['host', 'co_host'] as const).flatMap((speaker) => {
    const chunks = drafted.chunks.filter((chunk) => chunk.speaker === speaker);
    if (chunks.length === 0) return [];
    const { voice_id, engine } = voices[speaker];
    const characters = chunks.reduce((sum, chunk) => sum + billedCharacters(chunk.ssml), 0);
    return [{
      speaker, voice_id, engine, requests: chunks.length, billed_characters: characters,
      usd_per_million_characters: POLLY_PRICES.usd_per_million_characters[engine], estimated_cost_usd: pollyCostUsd(characters, engine),
    }];
  });
  const total = (field: 'requests' | 'billed_characters' | 'estimated_cost_usd') => byVoice.reduce((sum, entry) => sum + entry[field], 0);
  const oneDecimal = (value: number) => Math.round(value * 10) / 10;
  return {
    dry_run: true,
    profile_id: profileId,
    outcome: nothingNew ? 'nothing_new' : 'briefing',
    script_writer: script.writer ?? 'extractive',
    stories: nothingNew ? [] : storiesOf(script.segments, segmentSeconds).map(({ article, seconds }) => ({
      title: article?.title ?? '',
      source_name: article?.source_name ?? '',
      url: article?.url ?? '',
      published_at: article?.published_at ?? null,
      estimated_seconds: oneDecimal(seconds),
    })),
    estimated_seconds: nothingNew ? 0 : oneDecimal(segmentSeconds.reduce((sum, value) => sum + value, 0)),
    target_seconds: drafted.target_seconds,
    speech: {
      engine: voice.engine,
      voice_id: voice.voice_id,
      requests: total('requests'),
      billed_characters: total('billed_characters'),
      usd_per_million_characters: POLLY_PRICES.usd_per_million_characters[voice.engine],
      estimated_cost_usd: total('estimated_cost_usd'),
      by_voice: byVoice,
      prices_as_of: POLLY_PRICES.as_of,
      prices_source: POLLY_PRICES.source,
    },
    model: script.model_usage ?? null,
    failed_sources: fetched.failed_sources,
  };
}
