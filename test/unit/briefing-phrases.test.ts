import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { briefingTopics } from '#domain/briefings/script/outline';
import { phrasesFor, publishedWhen } from '#domain/briefings/script/phrases';
import { makeItem } from '../helpers/script-material.ts';

// Tuesday 2026-11-24 15:00 in Berlin (14:00 UTC).
const NOW = Date.UTC(2026, 10, 24, 14) / 1000;
const ZONE = 'Europe/Berlin';
const HOUR = 3600;
const DAY = 24 * HOUR;

/** Publication times and what each language says for them. */
const AGES: Array<[label: string, publishedAt: number]> = [
  ['this morning', NOW - 6 * HOUR],
  ['earlier today', NOW - 1 * HOUR],
  ['yesterday', NOW - 1 * DAY],
  ['within the week', NOW - 5 * DAY],
  ['older than a week', NOW - 12 * DAY],
  ['last year', NOW - 400 * DAY],
];
const SAID: Record<string, string[]> = {
  en: ['this morning', 'earlier today', 'yesterday', 'on Thursday', 'on November 12', 'on October 20, 2025'],
  de: ['heute Morgen', 'heute', 'gestern', 'am Donnerstag', 'am 12. November', 'am 20. Oktober 2025'],
  fr: ['ce matin', "aujourd'hui", 'hier', 'jeudi', 'le 12 novembre', 'le 20 octobre 2025'],
  es: ['esta mañana', 'hoy', 'ayer', 'el jueves', 'el 12 de noviembre', 'el 20 de octubre de 2025'],
};

describe('briefing phrases', () => {
  for (const [language, said] of Object.entries(SAID)) {
    it(`says when each story was published, in ${language}`, () => {
      const phrases = phrasesFor(language);
      AGES.forEach(([label, publishedAt], index) => {
        const transition = phrases.transition(1, 3, 'Wire', 'Rates hold', publishedWhen(phrases, publishedAt, NOW, ZONE));
        assert.ok(transition.includes(said[index]!), `${label}: ${transition}`);
      });
      const undated = phrases.transition(1, 3, 'Wire', 'Rates hold', publishedWhen(phrases, null, NOW, ZONE));
      assert.ok(said.every((phrase) => !undated.includes(phrase)) && undated.includes('Wire'), undated);
    });

    it(`rotates the story introductions without repeating one back to back, in ${language}`, () => {
      const phrases = phrasesFor(language);
      const when = publishedWhen(phrases, NOW - DAY, NOW, ZONE);
      const count = 7;
      const leads = Array.from({ length: count }, (_, index) => phrases.transition(index, count, 'Wire', 'Rates hold', when).split('Wire')[0]);
      assert.ok(new Set(leads).size >= 4, leads.join(' | '));
      for (let index = 1; index < count; index++) assert.notEqual(leads[index], leads[index - 1]);
      assert.deepEqual(
        Array.from({ length: count }, (_, index) => phrases.transition(index, count, 'Wire', 'Rates hold', when)),
        Array.from({ length: count }, (_, index) => phrases.transition(index, count, 'Wire', 'Rates hold', when)),
        'the same briefing is worded the same way',
      );
    });

    it(`names the topics in the intro and says when the material ran short, in ${language}`, () => {
      const phrases = phrasesFor(language);
      const intro = phrases.intro('Daily', 'date', 3, ['AI', 'energy']);
      assert.match(intro, /AI .+ energy\.$/);
      assert.ok(!phrases.intro('Daily', 'date', 3, []).includes('AI'));
      const shortfall = phrases.shortfall(250, 15, 3, true);
      assert.match(shortfall, /\b3\b.*\b4\b.*\b15\b/, 'how many stories, how long, instead of how long');
      assert.match(phrases.shortfall(42, 5, 2, false), /\b2\b.*\b40\b.*\b5\b/);
      assert.ok(shortfall.length > phrases.shortfall(250, 15, 3, false).length, 'on the interests only when the profile has some');
      assert.doesNotMatch(phrases.shortfall(42, 5, 1, true), /\b1\b.*\b40/, 'one story is said in words');
    });
  }

  it('falls back to English for a language without phrases', () => {
    assert.equal(phrasesFor('pt-BR').outro, phrasesFor('en').outro);
    assert.equal(phrasesFor('de-AT').outro, phrasesFor('de').outro);
  });

  it('names the topics the ranking matched, most covered first, profile order breaking ties', () => {
    const stories = [
      makeItem({ id: 'a', title: 'Solar prices fall', text: 'Energy storage grows.' }),
      makeItem({ id: 'b', title: 'Grid upgrade', text: 'Energy demand rises.' }),
      makeItem({ id: 'c', title: 'Chip plant opens', text: 'Nothing else.' }),
    ];
    const matchedOn = [['solar', 'energy'], ['energy'], ['chips']];
    const ranked = stories.map((story, index) => ({ ...story, matched_interests: matchedOn[index] }));
    assert.deepEqual(briefingTopics(ranked, ['solar', 'energy', 'chips', 'politics']), ['energy', 'solar', 'chips']);
    assert.deepEqual(briefingTopics(stories, ['solar', 'energy']), [], 'no topics without interests matched');
  });
});
