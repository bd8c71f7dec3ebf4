/**
 * What every model writer does around its API call: judge relevance, plan the length, ask for the
 * script, validate it, hold every sentence to its sources (grounding), trim it to the length, and
 * fall back to the extractive writer for a story or the whole script when the answer fails.
 */
import { estimateSpeechSeconds } from '#domain/briefings/audio';
import { log } from '#shared/logger';
import { assembleScript, spokenSeconds, type ToldStory } from '../assemble.ts';
import { speakable, spokenLabel } from '../clean.ts';
import { scriptFromOutline } from './extractive.ts';
import { evidenceFrom, groundingOptions, ungroundedReason, type Evidence, type GroundingOptions } from '../grounding.ts';
import { lengthBounds } from '../length-fit.ts';
import { parseModelAnswer, scriptMaxTokens, storiesMessage, systemPrompt, type ModelAnswer, type ModelTransport, type ModelUsage } from './model-prompt.ts';
import { judgeRelevance } from './model-relevance.ts';
import { outlineBriefing, type BriefingOutline } from '../outline.ts';
import { spokenDate } from '../phrases.ts';
import { splitSentences } from '#shared/text';
import { storyItems } from '../outlets.ts';
import type { BriefingDraft, GroundingReport, RankedStory, Script, ScriptItem, ScriptWriter } from '../types.ts';

/** More than this share of checked sentences removed, and the whole script is told extractively. */
const MAX_REMOVED_SHARE = 1 / 3;

class GroundingFailure extends Error {
  constructor(readonly report: GroundingReport) {
    super(`The grounding check removed ${report.removed_sentences.length} of ${report.checked_sentences} sentences`);
  }
}

const spokenText = (text: string): string => speakable(text).replace(/\s+/g, ' ').trim();

/** An item's publication date as a listener may hear it, in English and the profile's language. */
function dateTexts(seconds: number | null, language: string, timeZone: string): string[] {
  if (seconds === null) return [];
  const format = { weekday: 'long', day: 'numeric', month: 'long', year: 'numeric', timeZone } as const;
  return [...new Set(['en', language])].map((locale) => {
    try {
      return new Intl.DateTimeFormat(locale, format).format(seconds * 1000);
    } catch {
      return '';
    }
  });
}

function toldStories(answer: ModelAnswer, outline: BriefingOutline): ToldStory[] {
  const items = new Map<string, RankedStory>(outline.plan.stories.map(({ material }) => [material.story.id, material.story]));
  const itemsOf = (ids: string[]): RankedStory[] => ids.map((id) => {
    const item = items.get(id);
    if (!item) throw new Error(`The model answer names an unknown item ${id}`);
    return item;
  });
  return answer.segments.map((segment) => {
    const bullet = answer.bullets.find((candidate) => candidate.item_ids.some((id) => segment.item_ids.includes(id)));
    return { items: itemsOf(segment.item_ids).flatMap(storyItems), text: spokenText(segment.text), summary: bullet ? spokenText(bullet.text) : '' };
  });
}

/** Checks sentences against evidence and keeps the account of what it removed. */
class GroundingCheck {
  readonly report: GroundingReport = { checked_sentences: 0, removed_sentences: [], replaced_stories: 0 };

  constructor(private readonly language: string) {}

  keep(text: string, evidence: Evidence, options: GroundingOptions): string[] {
    return splitSentences(text, this.language).filter((sentence) => {
      this.report.checked_sentences += 1;
      const reason = ungroundedReason(sentence, evidence, options);
      if (reason) this.report.removed_sentences.push({ text: sentence, reason });
      return !reason;
    });
  }
}

interface GroundedParts {
  headline: string;
  intro: string;
  stories: ToldStory[];
  outro: string;
  report: GroundingReport;
}

/**
 * Each story is held to the items it cites; headline, intro and outro to all chosen items and the
 * briefing's frame (name, interests, date), for names and numbers only. A story that loses more
 * than half of its sentences is retold extractively; too much removed overall throws a GroundingFailure.
 */
function groundAnswer(answer: ModelAnswer, draft: BriefingDraft, outline: BriefingOutline): GroundedParts {
  const { language } = draft.profile;
  const timeZone = draft.timeZone ?? 'UTC';
  const stories = toldStories(answer, outline);
  const frame = [draft.profile.name, ...draft.profile.interests, spokenDate(outline.phrases, draft.now, timeZone), outline.greeting, String(stories.length)];
  const itemTexts = (item: ScriptItem): string[] => [item.title, item.text, item.source_name, ...dateTexts(item.published_at, language, timeZone)];
  const allEvidence = evidenceFrom([...frame, ...outline.plan.stories.flatMap(({ material }) => itemTexts(material.story))]);
  const options = groundingOptions(language, stories.flatMap((story) => splitSentences(story.text, language)), allEvidence);
  const frameOptions = { ...options, claims: false };
  const check = new GroundingCheck(language);

  // The extractive script of the same plan stands in for any part the check leaves too little of.
  const extractive = scriptFromOutline(outline);
  const extractiveStory = (item: RankedStory): ToldStory | undefined => {
    const index = extractive.segments.findIndex((segment) => segment.item_ids[0] === item.id);
    const segment = extractive.segments[index];
    return segment && { items: storyItems(item), text: segment.text, summary: extractive.bullets[index - 1]?.text ?? '' };
  };
  const leads = new Map(outline.plan.stories.map(({ material }) => [material.story.id, material.sentences[0] ?? spokenLabel(material.story.title)]));

  const grounded = stories.flatMap((story): ToldStory[] => {
    const first = story.items[0]!;
    const evidence = evidenceFrom([...frame, ...story.items.flatMap(itemTexts)]);
    const sentences = splitSentences(story.text, language).length;
    const kept = check.keep(story.text, evidence, options);
    if (kept.length === 0 || kept.length * 2 < sentences) {
      check.report.replaced_stories += 1;
      const replacement = extractiveStory(first);
      return replacement ? [replacement] : [];
    }
    const summary = story.summary ? check.keep(story.summary, evidence, options).join(' ') : '';
    return [{ ...story, text: kept.join(' '), summary: summary || leads.get(first.id) || '' }];
  });
  const headline = check.keep(spokenText(answer.headline), allEvidence, frameOptions).join(' ');
  const intro = check.keep(spokenText(answer.intro), allEvidence, frameOptions).join(' ');
  const outro = check.keep(spokenText(answer.outro), allEvidence, frameOptions).join(' ');

  const { report } = check;
  if (grounded.length === 0 || report.removed_sentences.length > report.checked_sentences * MAX_REMOVED_SHARE) throw new GroundingFailure(report);
  return {
    headline: headline || spokenLabel(grounded[0]!.items[0]!.title),
    intro: intro || extractive.segments[0]!.text,
    stories: grounded,
    outro: outro || extractive.segments.at(-1)!.text,
    report,
  };
}

/** Cuts the answer down to the upper bound of speaking time: last sentences of the longest story first, whole stories last. */
function trimToLength(parts: { intro: string; stories: ToldStory[]; outro: string }, draft: BriefingDraft): ToldStory[] {
  const { upper } = lengthBounds(draft.targetSeconds);
  const seconds = (story: ToldStory): number => estimateSpeechSeconds(story.text, draft.engine);
  const stories = parts.stories.map((story) => ({ ...story }));
  while (stories.length > 0 && spokenSeconds({ ...parts, stories }, draft.engine) > upper) {
    const longest = stories.reduce((best, story) => (seconds(story) > seconds(best) ? story : best));
    const sentences = splitSentences(longest.text, draft.profile.language);
    // The first sentence is the transition: a story keeps it and at least one sentence of news.
    if (sentences.length > 2) longest.text = sentences.slice(0, -1).join(' ');
    else stories.splice(stories.indexOf(longest), 1);
  }
  return stories;
}

async function writeWithModel(transport: ModelTransport, draft: BriefingDraft, outline: BriefingOutline, signal: AbortSignal): Promise<Script> {
  const reply = await transport.complete({ system: systemPrompt(draft, outline), user: storiesMessage(outline), maxTokens: scriptMaxTokens(draft), signal });
  const { headline, intro, stories, outro, report } = groundAnswer(parseModelAnswer(reply.text), draft, outline);
  if (report.removed_sentences.length > 0) {
    log('info', 'The grounding check removed sentences', { writer: transport.name, checked: report.checked_sentences, removed: report.removed_sentences });
  }
  const trimmed = trimToLength({ intro, stories, outro }, draft);
  if (trimmed.length === 0) throw new Error('The model answer tells no story within the length');
  // When the material itself falls short of the length (the extractive plan could not fill it), the
  // script says so before the model's closing words, as the extractive writer's does.
  const materialShort = outline.plan.seconds < lengthBounds(draft.targetSeconds).lower;
  const ending = materialShort ? outline.outroFor(spokenSeconds({ intro, stories: trimmed, outro }, draft.engine), trimmed.length, outro) : { text: outro, shortOfMaterial: false };
  return {
    ...assembleScript({ headline, intro, stories: trimmed, outro: ending.text, shortOfMaterial: ending.shortOfMaterial }),
    writer: transport.name,
    grounding: report,
  };
}

/**
 * A script writer around a chat model. Relevance is judged in a separate compact call first; any
 * failure of the script call (transport, JSON, shape, unknown ids, grounding) falls back to the
 * extractive script of the same plan.
 */
export function modelWriter(transport: ModelTransport): ScriptWriter {
  return {
    async write(draft) {
      const counted = countingUsage(transport);
      const script = await writeCounted(counted, draft);
      return { ...script, model_usage: { writer: transport.name, model: transport.model(), ...counted.usage } };
    },
  };
}

/** The transport, adding up the tokens every call reports (calls that report none add nothing). */
function countingUsage(transport: ModelTransport): ModelTransport & { usage: ModelUsage } {
  const usage: ModelUsage = { input_tokens: 0, output_tokens: 0 };
  return {
    ...transport,
    usage,
    async complete(request) {
      const reply = await transport.complete(request);
      usage.input_tokens += reply.usage?.input_tokens ?? 0;
      usage.output_tokens += reply.usage?.output_tokens ?? 0;
      return reply;
    },
  };
}

/** Relevance, then the script; the extractive script of the same plan when the model's answer cannot be used. */
async function writeCounted(transport: ModelTransport, draft: BriefingDraft): Promise<Script> {
  const budgetMs = Math.min(transport.timeoutMs(), draft.deadline === undefined ? Infinity : draft.deadline - Date.now());
  const signal = AbortSignal.timeout(Math.max(0, budgetMs));
  const judged = await judgeRelevance(transport, draft, signal);
  const outline = outlineBriefing(judged);
  if (outline.plan.stories.length === 0) return scriptFromOutline(outline);
  try {
    return await writeWithModel(transport, judged, outline, signal);
  } catch (error) {
    log('warn', `The ${transport.name} script failed; using the extractive writer`, {
      model: transport.model(),
      error: error instanceof Error ? error.message : String(error),
      ...(error instanceof GroundingFailure ? { removed: error.report.removed_sentences } : {}),
    });
    const script = scriptFromOutline(outline);
    return error instanceof GroundingFailure ? { ...script, grounding: error.report } : script;
  }
}
