import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { storyFingerprint } from '#domain/briefings/script/dedupe';
import {
  adjustForFeedback, FEEDBACK_HALF_LIFE_DAYS, FEEDBACK_MAX_AGE_DAYS, FEEDBACK_MAX_SIGNALS, type FeedbackSignal, keptSignals, MAX_SHIFT, storyTerms,
} from '#domain/briefings/script/feedback-adjustment';
import { scoreItems } from '#domain/briefings/script/ranking';
import type { ScriptItem } from '#domain/briefings/script/types';
import { makeItem } from '../helpers/script-material.ts';

const NOW = 1_800_000_000;
const DAY = 86_400;

const rated = makeItem({
  id: 'rated',
  source_id: 'src_news',
  title: 'Haulon electric lorry maker raises 250 million euros',
  url: 'https://news.example/haulon-raises',
  text: 'Haulon, the Dutch maker of electric lorries, has raised 250 million euros from investors to build a second factory in Eindhoven. '
    + 'The startup says its battery trucks will reach 600 kilometres on a charge by 2027.',
});
/** The same article under another outlet's link: a near-duplicate. */
const copy = makeItem({
  id: 'copy',
  source_id: 'src_wire',
  title: 'Electric lorry maker Haulon raises 250m euros',
  url: 'https://wire.example/haulon-250m',
  text: rated.text,
});
/** Another story about the same company: a close relative. */
const relative = makeItem({
  id: 'relative',
  source_id: 'src_wire',
  title: 'Haulon opens Eindhoven factory for its battery trucks',
  url: 'https://wire.example/haulon-factory',
  text: 'The Dutch startup Haulon opened its Eindhoven factory on Tuesday, where 400 workers will assemble battery trucks for European hauliers.',
});
const unrelated = makeItem({
  id: 'unrelated',
  source_id: 'src_wire',
  title: 'City council approves new cycle lanes downtown',
  url: 'https://wire.example/cycle-lanes',
  text: 'The council voted to add twelve kilometres of protected cycle lanes, paid for by the parking budget, with work starting in spring. '
    + 'The cycle lanes will link the station to the university, and planners expect the new cycle lanes to carry 4,000 riders a day.',
});
/** From the rated story's own source, about something else. */
const sameSource = makeItem({ ...unrelated, id: 'same-source', source_id: 'src_news', url: 'https://news.example/cycle-lanes' });

function signalFor(item: ScriptItem, rating: FeedbackSignal['rating'], ratedAt = NOW): FeedbackSignal {
  return { rating, rated_at: ratedAt, source_id: item.source_id, fingerprint: storyFingerprint(item), terms: storyTerms(item.title, item.text) };
}

const scoredAt = (items: ScriptItem[], score = 0.6) => items.map((item) => ({ item, score, matched_interests: [] as string[] }));
const scores = (adjusted: Array<{ item: ScriptItem; score: number }>) => Object.fromEntries(adjusted.map(({ item, score }) => [item.id, score]));

describe('feedback adjustment', () => {
  it('lowers a "less" story\'s near-duplicate and close relatives, not an unrelated story', () => {
    const after = scores(adjustForFeedback(scoredAt([copy, relative, unrelated]), [signalFor(rated, 'less')], NOW));

    assert.equal(after.copy, 0.6 * (1 - MAX_SHIFT));
    assert.ok(after.relative! < 0.6 && after.relative! > after.copy!, `relative ${after.relative}`);
    assert.equal(after.unrelated, 0.6);
  });

  it('raises them for "more", by the same measure', () => {
    const after = scores(adjustForFeedback(scoredAt([copy, relative, unrelated]), [signalFor(rated, 'more')], NOW));

    assert.equal(after.copy, 0.6 * (1 + MAX_SHIFT));
    assert.ok(after.relative! > 0.6 && after.relative! < after.copy!, `relative ${after.relative}`);
    assert.equal(after.unrelated, 0.6);
  });

  it('moves another story of the rated story\'s source only slightly: a "less" never mutes a source', () => {
    const after = scores(adjustForFeedback(scoredAt([sameSource]), [signalFor(rated, 'less')], NOW));

    assert.ok(after['same-source']! < 0.6 && after['same-source']! >= 0.6 * 0.95, `same source ${after['same-source']}`);
  });

  it('does not count the words of the interests a story matched', () => {
    const interestOnly = makeItem({
      id: 'interest-only',
      title: 'Electric lorry charging corridor planned',
      text: 'Electric lorry operators welcomed a plan for a charging corridor along the A2 between Amsterdam and Maastricht.',
    });
    const withInterest = [{ item: interestOnly, score: 0.6, matched_interests: ['electric lorry'] }];

    assert.equal(adjustForFeedback(withInterest, [signalFor(rated, 'less')], NOW)[0]!.score, 0.6);
  });

  it('fades: half the effect after the half-life, none after the maximum age', () => {
    const effect = (ageDays: number) => 0.6 - adjustForFeedback(scoredAt([copy]), [signalFor(rated, 'less', NOW - ageDays * DAY)], NOW)[0]!.score;

    assert.ok(Math.abs(effect(FEEDBACK_HALF_LIFE_DAYS) - effect(0) / 2) < 1e-9);
    assert.equal(effect(FEEDBACK_MAX_AGE_DAYS + 1), 0);
  });

  it('bounds the shift however many ratings agree, and never drops a story', () => {
    const many = Array.from({ length: 10 }, () => signalFor(rated, 'less'));
    const adjusted = adjustForFeedback(scoredAt([copy, relative, unrelated]), many, NOW);

    assert.equal(adjusted.length, 3);
    assert.ok(adjusted.every(({ score }) => score >= 0.6 * (1 - MAX_SHIFT)));
  });

  it('keeps the newest ratings up to the bound and forgets expired ones', () => {
    const signals = Array.from({ length: FEEDBACK_MAX_SIGNALS + 20 }, (_, index) => signalFor(rated, 'less', NOW - index * 60));
    signals.push(signalFor(rated, 'less', NOW - (FEEDBACK_MAX_AGE_DAYS + 1) * DAY));

    const kept = keptSignals(signals, NOW);

    assert.equal(kept.length, FEEDBACK_MAX_SIGNALS);
    assert.equal(kept[0]!.rated_at, NOW);
    assert.equal(kept.at(-1)!.rated_at, NOW - (FEEDBACK_MAX_SIGNALS - 1) * 60);
  });

  it('in the ranking: a "less" sends the near-duplicate below a rival it led, a "more" lifts it above one it trailed', () => {
    const lead = (item: ScriptItem, hoursOld: number) => ({ ...item, published_at: NOW - hoursOld * 3600 });
    const first = (items: ScriptItem[], feedback: FeedbackSignal[]) => scoreItems(items, ['Haulon', 'cycle lanes'], NOW, { feedback })[0]!.item.id;
    const copyLeads = [lead(copy, 1), lead(unrelated, 6)];
    const copyTrails = [lead(copy, 6), lead(unrelated, 1)];

    assert.equal(first(copyLeads, []), 'copy');
    assert.equal(first(copyLeads, [signalFor(rated, 'less')]), 'unrelated');
    assert.equal(first(copyTrails, []), 'unrelated');
    assert.equal(first(copyTrails, [signalFor(rated, 'more')]), 'copy');
  });
});
