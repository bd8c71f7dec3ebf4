/**
 * Relevance of the chosen stories: for a profile with each interest alone, the share of chosen
 * stories that are about it (precision) and the share of the stories about it that are chosen
 * (recall), per interest and overall, on every labelled set: the hand-labelled English set and the
 * four-language set the rules were tuned on, and the held-out set they were not (targets: precision
 * >= 0.9 and recall >= 0.85 overall, precision >= 0.8 per interest). Then the length a 3-minute
 * briefing reaches over on-topic material of the held-out set (target: within 5 % of 3 minutes).
 */
import { SEGMENT_PAUSE_SECONDS, estimateSpeechSeconds } from '#domain/briefings/audio';
import { writeScript } from '#domain/briefings/script';
import {
  type InterestFigures, LANGUAGE_SETS, labelledSet, languageSet, languageSetExists, languageSetFigures, overallFigures, precisionOf, recallOf, relevanceFigures,
} from '../../test/helpers/relevance-set.ts';

const TARGETS = { overallPrecision: 0.9, overallRecall: 0.85, interestPrecision: 0.8 };
const percent = (value: number) => `${(value * 100).toFixed(1)} %`;
const counts = (byKey: Record<string, number>) => Object.entries(byKey).sort(([, a], [, b]) => b - a).map(([key, count]) => `${key} ${count}`).join(', ');
const mark = (value: number, target: number) => (value >= target ? '' : '  <-- under target');

function printFigures(title: string, figures: InterestFigures[], withTargets: boolean): void {
  console.log(`\n${title}`);
  for (const figure of figures) {
    const line = `${figure.interest.padEnd(26)} chosen ${String(figure.chosen).padStart(3)} of ${String(figure.labelled).padStart(3)} about it`
      + `  precision ${percent(precisionOf(figure)).padStart(7)}  recall ${percent(recallOf(figure)).padStart(7)}`;
    console.log(line + (withTargets ? mark(precisionOf(figure), TARGETS.interestPrecision) : ''));
    if (withTargets && precisionOf(figure) < TARGETS.interestPrecision && figure.wrongPicks) console.log(`${''.padEnd(26)} wrong picks by language: ${counts(figure.wrongPicks.byLanguage)}; by what they are about: ${counts(figure.wrongPicks.byLabel)}`);
  }
  const overall = overallFigures(figures);
  console.log(`${'overall'.padEnd(26)} chosen ${String(overall.chosen).padStart(3)} of ${String(overall.labelled).padStart(3)} about it`
    + `  precision ${percent(precisionOf(overall)).padStart(7)}  recall ${percent(recallOf(overall)).padStart(7)}`
    + (withTargets ? `${mark(precisionOf(overall), TARGETS.overallPrecision)}${mark(recallOf(overall), TARGETS.overallRecall)}` : ''));
}

const english = labelledSet();
console.log(`Targets on the held-out set: precision >= ${TARGETS.overallPrecision} and recall >= ${TARGETS.overallRecall} overall, precision >= ${TARGETS.interestPrecision} per interest`);
printFigures(`tuning, English (labelled-items.json): ${english.items.length} items, ${english.interests.length} interests`, relevanceFigures(), false);
for (const { name, file } of LANGUAGE_SETS) {
  if (!languageSetExists(file)) {
    console.log(`\n${name} (${file}): not present`);
    continue;
  }
  const set = languageSet(file);
  const languages = [...new Set(set.items.map((item) => item.language))].join(', ');
  printFigures(`${name} (${file}): ${set.items.length} items in ${languages}, ${set.interests.length} interests`, languageSetFigures(set), name === 'held-out');
}

// A 3-minute briefing over the English set, whose stories on the profile's interests run far longer than 3 minutes.
const THREE_MINUTES = 180;
const LENGTH_TOLERANCE = 0.05;
const script = await writeScript({
  profile: { name: 'Bench', interests: english.interests, length_minutes: THREE_MINUTES / 60, language: 'en' },
  items: english.items.map(({ item }) => item),
  notBefore: 0,
  alreadyCovered: [],
  engine: 'neural',
  now: Math.max(...english.items.map(({ item }) => item.published_at ?? 0)) + 3600,
});
const seconds = script.segments.reduce((sum, segment) => sum + estimateSpeechSeconds(segment.text, 'neural'), 0)
  + (script.segments.length - 1) * SEGMENT_PAUSE_SECONDS;
const off = seconds / THREE_MINUTES - 1;
console.log(`\n3-minute briefing over the English set's ${english.interests.length} interests: ${script.segments.length - 2} stories, `
  + `${seconds.toFixed(0)} s estimated (${off >= 0 ? '+' : ''}${(off * 100).toFixed(1)} % of 180 s; target within ±${LENGTH_TOLERANCE * 100} %)`
  + `${Math.abs(off) <= LENGTH_TOLERANCE ? '' : '  <-- off target'}${script.short_of_material ? ', said to be short of material' : ''}`);
