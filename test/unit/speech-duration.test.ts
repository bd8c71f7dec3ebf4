import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { describe, it } from 'node:test';
import { estimateSpeechSeconds, WORDS_PER_MINUTE } from '#domain/briefings/audio';
import { spokenWords } from '#domain/briefings/audio/spoken-form';

const news = readFileSync(new URL('../fixtures/speech/news-prose.txt', import.meta.url), 'utf8').trim();
const wordCount = (text: string) => text.split(/\s+/).filter(Boolean).length;
const spoken = (text: string) => spokenWords(text).join(' ');

describe('spoken form', () => {
  it('reads numbers as number words: years in pairs, grouped thousands, decimals, ordinals, scales and symbols', () => {
    assert.equal(spoken('In 2026'), 'In twenty twenty six');
    assert.equal(spoken('1905, 2005, 1500'), 'nineteen oh five two thousand five fifteen hundred');
    assert.equal(spoken('1,250,000 people'), 'one million two hundred fifty thousand people');
    assert.equal(spoken('up 3.5% to $1.2bn.'), 'up three point five percent to one point two billion dollars');
    assert.equal(spoken('the 20th century, the 1990s'), 'the twenty th century the nineteen ninety s');
    assert.equal(spoken('at 10:30'), 'at ten thirty');
  });

  it('reads the digits of a code as the number they form, and leading zeros digit by digit', () => {
    assert.equal(spoken('v201509'), 'vee two hundred one thousand five hundred nine');
    assert.equal(spoken('007'), 'zero zero seven');
  });

  it('spells acronyms, initials and lone letters by letter name, but not words in capitals with vowels', () => {
    assert.equal(spoken('The AWS API'), 'The ay double you ess ay pee eye');
    assert.equal(spoken('U.S. and e.g. NASA'), 'you ess and ee jee NASA');
    assert.equal(spoken("a plan B, I don't"), "a plan bee I don't");
  });
});

describe('speech duration estimate', () => {
  it('gives ordinary prose the planned speaking rate of each engine', () => {
    for (const engine of ['neural', 'standard'] as const) {
      const planned = (wordCount(news) / WORDS_PER_MINUTE[engine]) * 60;
      const estimated = estimateSpeechSeconds(news, engine);
      assert.ok(Math.abs(estimated / planned - 1) <= 0.05, `${engine}: ${estimated.toFixed(1)} s estimated, ${planned.toFixed(1)} s at the planned rate`);
    }
  });

  it('costs numbers and codes by how they are read, not by their word count', () => {
    const prose = 'The new release arrives with several fixes for everyone.';
    const codes = 'Release v201509 arrives with 2,836 fixes for 1990s code.';
    assert.equal(wordCount(prose), wordCount(codes));
    assert.ok(estimateSpeechSeconds(codes, 'neural') > estimateSpeechSeconds(prose, 'neural') * 1.3);
  });

  it('adds the pauses of sentence ends and clause punctuation', () => {
    const plain = estimateSpeechSeconds('Wind and solar grew and coal fell', 'neural');
    const clauses = estimateSpeechSeconds('Wind, and solar, grew; and coal fell', 'neural');
    const sentences = estimateSpeechSeconds('Wind. And solar. Grew. And coal fell', 'neural');
    assert.ok(clauses > plain + 0.8 && sentences > plain + 0.8, `${plain} ${clauses} ${sentences}`);
  });

  it('adds up over punctuated sentences, so parts can be costed one by one', () => {
    const sentences = ['First, from The Guardian: Storm closes ports.', 'Ferries stay in harbour until Friday.', 'Forecasters expect 120 km/h gusts.'];
    const apart = sentences.reduce((sum, sentence) => sum + estimateSpeechSeconds(sentence, 'standard'), 0);
    assert.ok(Math.abs(estimateSpeechSeconds(sentences.join(' '), 'standard') - apart) < 1e-9);
  });

  it('speaks faster with the faster engine and takes no time for nothing to say', () => {
    assert.ok(estimateSpeechSeconds(news, 'standard') < estimateSpeechSeconds(news, 'neural'));
    assert.equal(estimateSpeechSeconds(' … ', 'neural'), 0);
  });
});
