import { estimateSpeechSeconds, SEGMENT_PAUSE_SECONDS } from '#domain/briefings/audio';
import { storySentences, spokenLabel } from './clean.ts';
import { lengthBounds, planLength, type LengthPlan } from './length-fit.ts';
import { localHour, phrasesFor, publishedWhen, spokenDate, type Phrases } from './phrases.ts';
import { addedFact, otherOutletsSentence } from './outlets.ts';
import type { BriefingDraft, RankedStory, ScriptItem } from './types.ts';

/** Everything both writers share: the language's phrases, the spoken frame and the chosen stories. */
export interface BriefingOutline {
  phrases: Phrases;
  greeting: string;
  /** The intro for the stories finally told: greeting, date, name, count and topics. */
  introFor: (stories: ScriptItem[]) => string;
  /** The spoken introduction of the story at `index` of `count`: source, publication time, title, and the other outlets that reported it. */
  transitionFor: (story: RankedStory, index: number, count: number) => string;
  /**
   * The outro (`closing`, the language's own by default), saying first how many stories there were when
   * the script of `stories` stories runs short of the length for lack of material.
   */
  outroFor: (scriptSeconds: number, stories: number, closing?: string) => { text: string; shortOfMaterial: boolean };
  plan: LengthPlan<RankedStory>;
}

/** Stands in for the story count while the count is still being decided: any count is a word or two. */
const COUNT_PLACEHOLDER = 10;
/** Topics named in the intro, at most. */
const MAX_TOPICS = 3;

/** The profile interests the stories are about (as the ranking matched them), most covered first (profile order breaks ties). */
export function briefingTopics(stories: RankedStory[], interests: string[]): string[] {
  const counts = new Map<string, number>();
  for (const story of stories) {
    const topics = story.matched_interests ?? [];
    for (const topic of new Set(topics)) counts.set(topic, (counts.get(topic) ?? 0) + 1);
  }
  const order = (topic: string) => { const index = interests.indexOf(topic); return index < 0 ? interests.length : index; };
  return [...counts.keys()].sort((a, b) => (counts.get(b)! - counts.get(a)!) || order(a) - order(b)).slice(0, MAX_TOPICS);
}

export function outlineBriefing(draft: BriefingDraft): BriefingOutline {
  const { profile, now, timeZone, engine } = draft;
  const zone = timeZone ?? 'UTC';
  const seconds = (text: string): number => estimateSpeechSeconds(text, engine);
  const phrases = phrasesFor(profile.language);
  const date = spokenDate(phrases, now, zone);
  const greeting = phrases.greeting(timeZone === null ? null : localHour(now, timeZone));
  const introFor = (stories: ScriptItem[]): string =>
    `${greeting} ${phrases.intro(profile.name, date, stories.length, briefingTopics(stories, profile.interests))}`;
  const transitionFor = (story: RankedStory, index: number, count: number): string => [
    phrases.transition(index, count, spokenLabel(story.source_name), spokenLabel(story.title), publishedWhen(phrases, story.published_at, now, zone)),
    otherOutletsSentence(story, profile.language),
  ].filter(Boolean).join(' ');

  const materials = draft.stories.map((story) => {
    // A fact only another outlet reported comes after the told version's own sentences, attributed to that outlet.
    const added = addedFact(story, profile.language);
    const sentences = [...storySentences(story.text, profile.language), ...(added ? [added] : [])];
    return {
      story,
      sentences,
      sentenceSeconds: sentences.map(seconds),
      // A middle story's phrasing stands for any position; each story is followed by a pause.
      transitionSeconds: seconds(transitionFor(story, 1, 3)) + SEGMENT_PAUSE_SECONDS,
    };
  });
  const fixedSeconds = seconds(introFor(draft.stories.slice(0, COUNT_PLACEHOLDER))) + SEGMENT_PAUSE_SECONDS + seconds(phrases.outro);

  const onInterests = profile.interests.some((interest) => interest.trim() !== '');
  const outroFor = (scriptSeconds: number, stories: number, closing = phrases.outro) => {
    if (scriptSeconds >= lengthBounds(draft.targetSeconds).lower) return { text: closing, shortOfMaterial: false };
    const shortfall = phrases.shortfall(scriptSeconds, profile.length_minutes, stories, onInterests);
    return { text: `${shortfall} ${closing}`, shortOfMaterial: true };
  };
  return { phrases, greeting, introFor, transitionFor, outroFor, plan: planLength(materials, draft.targetSeconds, fixedSeconds) };
}
