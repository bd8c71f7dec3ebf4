/**
 * A story several outlets reported, as told: from its most complete version, naming the other
 * outlets, with at most one fact that only another outlet gave, attributed to it.
 */
import { storySentences, spokenLabel } from './clean.ts';
import { eventMarks } from './clustering/event-marks.ts';
import { outletPhrasesFor } from './outlet-phrases.ts';
import type { RankedStory, ScriptItem } from './types.ts';

/** Every article of a story: the version it is told from first, then the other outlets'. */
export const storyItems = (story: RankedStory): RankedStory[] => [story, ...(story.also_reported ?? [])];

/** "Also reported by …" for a story other outlets reported too; null for a single outlet's story. */
export function otherOutletsSentence(story: RankedStory, language: string): string | null {
  const others = [...new Set((story.also_reported ?? []).map((item) => spokenLabel(item.source_name)))]
    .filter((name) => name !== spokenLabel(story.source_name));
  return others.length > 0 ? outletPhrasesFor(language).alsoReportedBy(others) : null;
}

/**
 * The sentence of another outlet's version that adds the most names and figures the told version
 * lacks, attributed to that outlet ("Meridian Ledger adds: …"); null when no other version adds any.
 */
export function addedFact(story: RankedStory, language: string): string | null {
  const told = eventMarks(story, language);
  const known = new Set([...told.names.keys(), ...told.openers.keys(), ...told.figures.keys()]);
  let best: { item: ScriptItem; sentence: string; added: number } | null = null;
  for (const item of story.also_reported ?? []) {
    for (const sentence of storySentences(item.text, language)) {
      const marks = eventMarks({ title: '', text: sentence }, language);
      const added = [...marks.names.keys(), ...marks.figures.keys()].filter((mark) => !known.has(mark)).length;
      if (added > 0 && (!best || added > best.added)) best = { item, sentence, added };
    }
  }
  return best && outletPhrasesFor(language).adds(spokenLabel(best.item.source_name), best.sentence);
}
