/**
 * One story from many outlets, measured on the labelled fixture (test/fixtures/clustering): bulletin
 * scripts the extractive writer makes from each part's items, each tuning file (tuning*.json: what
 * the rules were tuned on, each file a briefing's material of its own) and the held-out part
 * (held-out/events.json) apart. Prints the multi-outlet events told once with every outlet
 * cited (target: all), the false merges (stories citing items of different events; target: none),
 * the share of factual sentences that are a cited article's own (target 100 %), and the CPU time
 * of grouping a briefing's material (the first 60 items) and the items of tuning.json and the
 * held-out part at once, a large material (median of 21 runs after one to warm up), the large one last.
 *   node --import tsx scripts/bench/clustering.ts
 */
import { readdirSync, readFileSync } from 'node:fs';
import { writeScript } from '#domain/briefings/script';
import { clusterByEvent } from '#domain/briefings/script/clustering';
import { splitSentences } from '#shared/sentences';
import type { ScriptItem } from '#domain/briefings/script/types';

interface LabelledItem {
  id: string;
  language: string;
  source: string;
  title: string;
  text: string;
  published_offset_minutes: number;
  event: string | null;
  split: 'tuning' | 'held-out';
}

const FIXTURES = new URL('../../test/fixtures/clustering/', import.meta.url);
const part = (file: string) => (JSON.parse(readFileSync(new URL(file, FIXTURES), 'utf8')) as { items: LabelledItem[] }).items;
const tuningFiles = readdirSync(FIXTURES).filter((file) => /^tuning.*\.json$/u.test(file)).sort();
const heldOut = part('held-out/events.json');
const REFERENCE = Date.UTC(2026, 2, 12, 6) / 1000;
const slug = (name: string) => name.toLowerCase().replace(/\W+/g, '-');

const scriptItem = (item: LabelledItem): ScriptItem => ({
  id: item.id, source_id: `src_${slug(item.source)}`, source_name: item.source, source_url: `https://${slug(item.source)}.example/feed`,
  title: item.title, url: `https://${slug(item.source)}.example/${item.id}`, published_at: REFERENCE + item.published_offset_minutes * 60, text: item.text,
});

/** Letters and digits only, so punctuation the writer adds does not hide a sentence of the article. */
const letters = (text: string) => text.toLowerCase().replace(/[^\p{L}\p{N}]+/gu, '');
/** The writer's own words around an article's sentence: the outlet naming and the attribution of an added fact. */
const ATTRIBUTION = /^.*? (?:adds|ergänzt|ajoute|añade) ?: /u;
const OUTLETS = /^(?:Also reported by|Darüber berichteten auch|Également rapporté par|También informaron) /u;

const BRIEFING_MINUTES = 40;

async function measure(name: string, labelled: LabelledItem[]): Promise<string> {
  const byId = new Map(labelled.map((item) => [item.id, item]));
  const items = labelled.map(scriptItem);
  const now = REFERENCE + Math.max(...labelled.map((item) => item.published_offset_minutes)) * 60 + 3600;
  const script = await writeScript({
    // Long enough to tell every item of the larger part, so every event can be told.
    profile: { name: 'Bench', interests: [], length_minutes: BRIEFING_MINUTES, language: 'en' }, items, notBefore: 0, alreadyCovered: [], engine: 'neural', now,
  });
  const stories = script.segments.filter((segment) => segment.story !== null);
  const events = new Map<string, string[]>();
  for (const item of labelled) if (item.event) events.set(item.event, [...(events.get(item.event) ?? []), item.id]);
  const multiOutlet = [...events.values()].filter((ids) => new Set(ids.map((id) => byId.get(id)!.source)).size > 1);
  const toldOnce = multiOutlet.filter((ids) => stories.some((segment) => ids.every((id) => segment.item_ids.includes(id))));
  // A story cites one version of each outlet: an event that one outlet reported twice (a follow-up) cannot be told once whole.
  const twiceByOne = multiOutlet.filter((ids) => new Set(ids.map((id) => byId.get(id)!.source)).size < ids.length).length;
  const falseMerges = stories.filter((segment) => new Set(segment.item_ids.map((id) => byId.get(id)!.event ?? id)).size > 1);
  const untold = labelled.filter((item) => !script.item_ids.includes(item.id)).length;
  let factual = 0;
  let traced = 0;
  for (const segment of stories) {
    const articles = segment.item_ids.map((id) => byId.get(id)!);
    for (const sentence of splitSentences(segment.text, 'en').filter((text) => !OUTLETS.test(text))) {
      factual += 1;
      const own = letters(sentence.replace(ATTRIBUTION, ''));
      if (articles.some((item) => letters(item.text).includes(own) || own.includes(letters(item.title)))) traced += 1;
    }
  }
  const merged = falseMerges.map((segment) => segment.item_ids.join('+')).join(', ');
  return `${name.padEnd(30)}  ${`${toldOnce.length}/${multiOutlet.length}`.padStart(16)}  ${String(falseMerges.length).padStart(12)}${merged ? ` (${merged})` : ''}`
    + `  ${`${((100 * traced) / Math.max(1, factual)).toFixed(1)} %`.padStart(14)}  ${String(untold).padStart(7)}  ${String(twiceByOne).padStart(17)}`;
}

console.log(`${'part'.padEnd(30)}  events told once  false merges  factual traced  untold  one outlet twice`);
for (const file of tuningFiles) console.log(await measure(`tuning (${file})`, part(file)));
console.log(await measure('held-out', heldOut));
console.log('targets: every multi-outlet event told once with all its outlets cited, no false merge, factual sentences traced 100 %');
console.log('one outlet twice: events one outlet reported twice (a follow-up), which a story citing one version per outlet cannot tell whole');

/** Grouping a briefing's material is a small part of writing its script: this many milliseconds of CPU for the whole set at most. */
const CPU_TARGET_MS = 100;
/** A briefing's material, the first items of the set: grouping it takes this many milliseconds of CPU at most. */
const BRIEFING_ITEMS = 60;
const BRIEFING_CPU_TARGET_MS = 20;
const RUNS = 21;

/** The median CPU time of grouping the items, in milliseconds, of RUNS runs after one to warm up. */
function groupingCpu(items: ScriptItem[]): number {
  clusterByEvent(items, (item) => item, 'en');
  const times = Array.from({ length: RUNS }, () => {
    const start = process.cpuUsage();
    clusterByEvent(items, (item) => item, 'en');
    const { user, system } = process.cpuUsage(start);
    return (user + system) / 1000;
  }).sort((a, b) => a - b);
  return times[RUNS >> 1]!;
}

const everything = [...part('tuning.json'), ...heldOut].map(scriptItem);
const whole = groupingCpu(everything);
// After the whole set, as warm as grouping is in a running function; beside it, the whole set's figure tells how grouping scales.
const briefing = groupingCpu(everything.slice(0, BRIEFING_ITEMS));
console.log(`grouping a briefing's ${BRIEFING_ITEMS} items: ${briefing.toFixed(1)} ms of CPU (median of ${RUNS}; target ≤ ${BRIEFING_CPU_TARGET_MS} ms)`);
console.log(`grouping all ${everything.length} items: ${whole.toFixed(1)} ms of CPU (median of ${RUNS}; target ≤ ${CPU_TARGET_MS} ms)`);
