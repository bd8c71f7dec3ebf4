import { gunzipSync } from 'node:zlib';
import { estimateSpeechSeconds } from '#domain/briefings/audio';
import { billedCharacters, pollyCostUsd, POLLY_PRICES } from '#domain/briefings/audio/polly-prices';
import type { ContentItem } from '#domain/briefings/content';
import type { Script } from '#domain/briefings/script';
import { pausesAfterSegments } from '#domain/briefings/script/pauses';
import type { DryRunBriefingView } from '#schemas/briefings/jobs';
import { DRY_RUN_BUDGET_MS, type DryRunFetched, type DryRunInput } from './dry-run.ts';
import { draftScript, type DraftedScript } from './write-script.ts';

/**
 * WriteScript of a dry run: the script a real run would write from the fetched items, its model
 * calls ended by the request's model deadline, and the SSML chunks it would send to Polly counted.
 * Nothing is stored: no job, lock, work file, item sighting or told story, so a real run
 * afterwards sees the same stories.
 */
export async function dryRunScript(input: DryRunInput & { fetched: DryRunFetched }): Promise<DryRunBriefingView> {
  const items = JSON.parse(gunzipSync(Buffer.from(input.fetched.items_gzip, 'base64')).toString('utf8')) as ContentItem[];
  const drafted = await draftScript({ user_id: input.user_id, profile_id: input.profile_id, trigger: { type: 'api' } }, items, 'read', input.received_at + DRY_RUN_BUDGET_MS.model);
  return preview(input.profile_id, drafted, input.fetched.failed_sources);
}

/** What the drafted briefing would be: its stories and seconds, and what its speech would cost. */
function preview(profileId: string, drafted: DraftedScript, failedSources: DryRunFetched['failed_sources']): DryRunBriefingView {
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
    failed_sources: failedSources,
  };
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
