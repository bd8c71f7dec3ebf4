/**
 * Why the clustering joins or leaves reports of a tuning file of test/fixtures/clustering (tuning.json unless named): for
 * each pair of one event's reports and each pair of different events' reports within the event
 * window, the evidence by kind (names, figures, content, action), the time weight, and whether
 * their facts conflict. Reports same-event pairs below the threshold (MISSED) and different-event
 * pairs at or above it (WRONG); --all prints every pair of one event too. The tuning part only;
 * the held-out part is never explained item by item.
 *   node --import tsx scripts/bench/clustering-debug.ts [--all] [tuning-file.json]
 */
import { readFileSync } from 'node:fs';
import {
  conflictingFacts, EVENT_WINDOW_SECONDS, eventEvidence, eventMarks, evidenceParts, materialOf, SAME_EVENT_THRESHOLD,
} from '#domain/briefings/script/clustering';

interface LabelledItem { id: string; language: string; source: string; title: string; text: string; published_offset_minutes: number; event: string | null; split: string }

const all = process.argv.includes('--all');
const file = process.argv.slice(2).find((argument) => /^tuning.*\.json$/u.test(argument)) ?? 'tuning.json';
const fixture = JSON.parse(readFileSync(new URL(`../../test/fixtures/clustering/${file}`, import.meta.url), 'utf8')) as { items: LabelledItem[] };
const items = fixture.items.filter((item) => item.split === 'tuning');
const marks = items.map((item) => eventMarks(item, 'en'));
const material = materialOf(marks);

for (let i = 0; i < items.length; i++) {
  for (let j = i + 1; j < items.length; j++) {
    const [a, b] = [items[i]!, items[j]!];
    const gap = Math.abs(a.published_offset_minutes - b.published_offset_minutes) * 60;
    if (a.source === b.source || gap > EVENT_WINDOW_SECONDS) continue;
    const same = a.event !== null && a.event === b.event;
    const evidence = eventEvidence(marks[i]!, marks[j]!, material, gap);
    const conflict = conflictingFacts(marks[i]!, marks[j]!);
    const joins = !conflict && evidence >= SAME_EVENT_THRESHOLD;
    if (!(same ? all || !joins : joins)) continue;
    const parts = Object.entries(evidenceParts(marks[i]!, marks[j]!, material)).map(([kind, value]) => `${kind} ${value.toFixed(2)}`).join(', ');
    const label = same ? (joins ? 'JOINED' : 'MISSED') : 'WRONG ';
    console.log(`${label} ${a.id}+${b.id} (${a.event ?? '-'}/${b.event ?? '-'}) ${evidence.toFixed(2)}${conflict ? ' conflicting facts' : ''}: ${parts}, ${(gap / 3600).toFixed(1)} h`);
    console.log(`       "${a.title}" / "${b.title}"`);
  }
}
