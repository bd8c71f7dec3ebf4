import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { writeScript } from '#domain/briefings/script';
import { clusterByEvent, eventMarks } from '#domain/briefings/script/clustering';
import { storiesMessage } from '#domain/briefings/script/writers/model-prompt';
import { outletPhrasesFor } from '#domain/briefings/script/outlet-phrases';
import { outlineBriefing } from '#domain/briefings/script/outline';
import type { ScriptItem } from '#domain/briefings/script/types';
import { makeItem, profileFor } from '../helpers/script-material.ts';

const HOUR = 3600;
const NOW = Date.UTC(2026, 2, 12, 12) / 1000;

const outlet = (id: string, source: string, title: string, text: string, hoursAgo = 1): ScriptItem =>
  makeItem({ id, source_id: `src_${source.toLowerCase().replace(/\W+/g, '_')}`, source_name: source, title, text, published_at: NOW - hoursAgo * HOUR });

const harbour = outlet('a', 'Harbourlight Post', 'Voltway raises €300m to double charging network',
  'Charging operator Voltway has raised €300m from a group of infrastructure funds led by a Canadian pension fund. The money will pay for 2,500 new fast chargers across Germany, France and the Benelux by 2027.');
const quarry = outlet('b', 'Quarry Hill Gazette', 'Pension fund leads big funding round for motorway charger firm',
  "A Canadian pension fund is leading a €300m investment in Voltway, the Dutch company that runs fast-charging hubs at motorway service stations. Voltway's chief executive said it was profitable at 60 of its 180 sites.");
const rival = outlet('c', 'Meridian Ledger', 'Ampera raises $120m for kerbside chargers',
  'Start-up Ampera, which fits chargers into lamp posts on residential streets, raised $120m in a round led by a Californian venture firm. It plans to install 40,000 points in British and US cities.');

const groups = (items: ScriptItem[]) => clusterByEvent(items, (item) => item, 'en').map(({ lead, others }) => [lead.id, ...others.map(({ id }) => id)]);

describe('eventMarks', () => {
  it('finds names as runs of capitalised words, not the word that opens a sentence, and figures in one spelling', () => {
    const marks = eventMarks({ title: 'Bank holds rates', text: 'Officials at the Bank of England held rates at 5.25% on Thursday. Prices rose 1.6% and 40,000 homes were sold.' }, 'en');
    assert.deepEqual([...marks.names.keys()].sort(), ['bank', 'england']);
    assert.deepEqual([...marks.figures.keys()].sort(), ['1.6', '40000', '5.25']);
    assert.ok(!marks.names.has('thursday') && !marks.names.has('officials'));
  });

  it('reads German decimal commas and thousands points, and keeps single German nouns as openers only', () => {
    const marks = eventMarks({ title: 'EZB', text: 'Die Europäische Zentralbank hat den Einlagensatz bei 3,25 Prozent belassen. Rund 40.000 Sparer sind betroffen.' }, 'de');
    assert.deepEqual([...marks.figures.keys()].sort(), ['3.25', '40000']);
    assert.deepEqual([...marks.names.keys()].sort(), ['europäische', 'zentralbank']);
    assert.ok(marks.openers.has('sparer') && !marks.names.has('sparer'));
  });
});

describe('clusterByEvent', () => {
  it('puts two outlets reporting one event in one story, told from the version with more names and figures', () => {
    assert.deepEqual(groups([harbour, rival, quarry]), [['a', 'b'], ['c']]);
  });

  it('keeps apart stories that only share a topic', () => {
    const storm = outlet('d', 'Tidewater Herald', 'Storm leaves homes without power', 'Gusts of up to 80mph brought down power lines across the west, leaving 40,000 homes without electricity.');
    assert.deepEqual(groups([rival, storm]), [['c'], ['d']]);
  });

  it('never merges two items of the same outlet, nor reports more than 36 hours apart', () => {
    const sameOutlet = { ...quarry, source_id: harbour.source_id, source_name: harbour.source_name };
    assert.deepEqual(groups([harbour, sameOutlet]), [['a'], ['b']]);
    const later = { ...quarry, published_at: NOW - 40 * HOUR };
    assert.deepEqual(groups([harbour, later]), [['a'], ['b']]);
  });
});

describe('a story several outlets reported', () => {
  it('is told once, names the other outlet, cites both articles and adds the fact only the other reported', async () => {
    const script = await writeScript({ profile: profileFor({ length_minutes: 3 }), items: [harbour, rival, quarry], alreadyCovered: [], engine: 'neural', now: NOW });
    const stories = script.segments.filter((segment) => segment.story !== null);
    assert.equal(stories.length, 2);
    const voltway = stories.find((segment) => segment.item_ids.includes('a'))!;
    assert.deepEqual(voltway.item_ids.sort(), ['a', 'b']);
    assert.deepEqual(voltway.articles.map((article) => article.source_name).sort(), ['Harbourlight Post', 'Quarry Hill Gazette']);
    assert.match(voltway.text, /Also reported by Quarry Hill Gazette\./);
    assert.match(voltway.text, /Quarry Hill Gazette adds: Voltway's chief executive said it was profitable at 60 of its 180 sites\./);
    assert.deepEqual(script.item_ids.sort(), ['a', 'b', 'c']);
  });

  it('is told once by two hosts too, every turn of it citing both outlets', async () => {
    const script = await writeScript({
      profile: profileFor({ length_minutes: 3 }), items: [harbour, rival, quarry], alreadyCovered: [], engine: 'neural', now: NOW, hosts: { host: 'Joanna', coHost: 'Matthew' },
    });
    const turns = script.segments.filter((segment) => segment.item_ids.includes('a'));
    assert.ok(turns.length >= 2 && new Set(turns.map((turn) => turn.story)).size === 1, 'one story, told in turns');
    for (const turn of turns) assert.deepEqual(turn.item_ids.sort(), ['a', 'b']);
    assert.match(turns.map((turn) => turn.text).join(' '), /Quarry Hill Gazette adds: /);
  });

  it('is given to a model writer with the other outlets to name', () => {
    const outline = outlineBriefing({ profile: profileFor(), stories: [{ ...harbour, also_reported: [quarry] }], targetSeconds: 60, engine: 'neural', now: NOW, timeZone: null });
    const [story] = (JSON.parse(storiesMessage(outline)) as { stories: Array<{ source: string; also_reported_by?: string[] }> }).stories;
    assert.deepEqual({ source: story?.source, also: story?.also_reported_by }, { source: 'Harbourlight Post', also: ['Quarry Hill Gazette'] });
  });

  it('names up to three other outlets, then counts the rest, in each language', () => {
    assert.equal(outletPhrasesFor('en').alsoReportedBy(['A', 'B']), 'Also reported by A and B.');
    assert.equal(outletPhrasesFor('en').alsoReportedBy(['A', 'B', 'C', 'D']), 'Also reported by A, B, and two others.');
    assert.equal(outletPhrasesFor('de').alsoReportedBy(['A']), 'Darüber berichteten auch A.');
    assert.equal(outletPhrasesFor('fr').alsoReportedBy(['A', 'B', 'C', 'D', 'E']), 'Également rapporté par A, B et trois autres médias.');
    assert.equal(outletPhrasesFor('es-MX').alsoReportedBy(['A', 'B', 'C', 'D']), 'También informaron A, B y otros dos medios.');
  });
});
