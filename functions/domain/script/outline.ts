import { estimateSpeechSeconds } from '#domain/audio';
import { storySentences, spokenLabel } from './clean.ts';
import { planLength, type LengthPlan } from './length-fit.ts';
import { localHour, phrasesFor, spokenDate, type Phrases } from './phrases.ts';
import type { BriefingDraft, ScriptItem } from './types.ts';

/** Everything both writers share: the language's phrases, the spoken frame and the chosen stories. */
export interface BriefingOutline {
  phrases: Phrases;
  greeting: string;
  introFor: (stories: number) => string;
  outro: string;
  plan: LengthPlan<ScriptItem>;
}

/** Stands in for the story count while the count is still being decided: any count is a word or two. */
const COUNT_PLACEHOLDER = 10;

export function outlineBriefing(draft: BriefingDraft): BriefingOutline {
  const { profile, now, timeZone, engine } = draft;
  const seconds = (text: string): number => estimateSpeechSeconds(text, engine);
  const phrases = phrasesFor(profile.language);
  const date = spokenDate(phrases, now, timeZone ?? 'UTC');
  const greeting = phrases.greeting(timeZone === null ? null : localHour(now, timeZone));
  const introFor = (stories: number): string => `${greeting} ${phrases.intro(profile.name, date, stories)}`;

  const materials = draft.stories.map((story) => {
    const sentences = storySentences(story.text, profile.language);
    return {
      story,
      sentences,
      sentenceSeconds: sentences.map(seconds),
      transitionSeconds: seconds(phrases.transition('next', spokenLabel(story.source_name), spokenLabel(story.title))),
    };
  });
  const fixedSeconds = seconds(introFor(COUNT_PLACEHOLDER)) + seconds(phrases.outro);
  return { phrases, greeting, introFor, outro: phrases.outro, plan: planLength(materials, draft.targetSeconds, fixedSeconds) };
}
