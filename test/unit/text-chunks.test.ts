import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import fc from 'fast-check';
import { POLLY_MAX_BILLED_CHARACTERS, splitForSynthesis } from '#domain/briefings/audio';

const wordsOf = (text: string) => text.split(/\s+/).filter(Boolean);

const lowerWord = fc.stringMatching(/^[a-zà-ÿ]{1,12}$/);
const sentence = fc
  .tuple(fc.stringMatching(/^[A-Z][a-z]{0,11}$/), fc.array(lowerWord, { maxLength: 25 }), fc.constantFrom('.', '!', '?'))
  .map(([first, rest, end]) => `${[first, ...rest].join(' ')}${end}`);
const separator = fc.constantFrom(' ', '  ', '\n', '\n\n', '\t ');

function joinWith(parts: string[], separators: string[]): string {
  return parts.map((part, i) => part + (separators[i % separators.length] ?? ' ')).join('');
}

describe('splitForSynthesis', () => {
  it('keeps every word, in order, and every chunk within the limit', () => {
    const text = fc
      .tuple(fc.array(fc.stringMatching(/^[\p{L}\p{N},;:.!?'"()\u2014-]{1,30}$/u), { maxLength: 300 }), fc.array(separator, { minLength: 1 }))
      .map(([words, separators]) => joinWith(words, separators));
    fc.assert(
      fc.property(text, fc.integer({ min: 30, max: 500 }), (input, maxChars) => {
        const chunks = splitForSynthesis(input, 'en', maxChars);
        assert.ok(chunks.every((chunk) => chunk.length > 0 && chunk.length <= maxChars));
        assert.deepEqual(wordsOf(chunks.join(' ')), wordsOf(input));
        assert.equal(chunks.join(' '), wordsOf(input).join(' '), 'no cut inside a word');
      }),
    );
  });

  it('cuts only between sentences when every sentence fits, and packs them tightly', () => {
    fc.assert(
      fc.property(fc.array(sentence, { minLength: 1, maxLength: 60 }), fc.array(separator, { minLength: 1 }), (sentences, separators) => {
        const maxChars = 320;
        const chunks = splitForSynthesis(joinWith(sentences, separators), 'en', maxChars);
        assert.equal(chunks.join(' '), sentences.join(' '));
        assert.ok(chunks.every((chunk) => /[.!?]$/.test(chunk)));
        for (let i = 1; i < chunks.length; i++) assert.ok(chunks[i - 1]!.length + 1 + chunks[i]!.length > maxChars);
      }),
    );
  });

  it('splits a sentence longer than the limit at clause boundaries first', () => {
    const sentence = 'The council met on Tuesday, voted on the budget, argued about the park; then adjourned until May.';
    assert.deepEqual(splitForSynthesis(`Short one. ${sentence}`, 'en', 40), [
      'Short one.',
      'The council met on Tuesday,',
      'voted on the budget,',
      'argued about the park;',
      'then adjourned until May.',
    ]);
  });

  it('falls back to word boundaries inside a clause longer than the limit', () => {
    assert.deepEqual(splitForSynthesis('one two three four five six seven eight nine ten', 'en', 15), ['one two three', 'four five six', 'seven eight', 'nine ten']);
  });

  it('cuts a single word longer than the limit between code points only', () => {
    const word = '🎧'.repeat(9);
    const chunks = splitForSynthesis(`Listen: ${word} now.`, 'en', 8);
    assert.ok(chunks.every((chunk) => chunk.length <= 8));
    assert.equal(chunks.join(''), `Listen:${word}now.`);
    assert.ok(chunks.every((chunk) => !/[\uD800-\uDBFF]$/.test(chunk)));
  });

  it('defaults to the Polly limit of 3,000 billed characters', () => {
    const script = Array.from({ length: 400 }, (_, i) => `Item ${i} is covered in this briefing today.`).join(' ');
    const chunks = splitForSynthesis(script, 'en');
    assert.equal(POLLY_MAX_BILLED_CHARACTERS, 3000);
    assert.ok(chunks.length > 1);
    assert.ok(chunks.every((chunk) => chunk.length <= 3000 && chunk.endsWith('today.')));
  });

  it('returns nothing for blank text and refuses a limit below two characters', () => {
    assert.deepEqual(splitForSynthesis(' \n\t ', 'en'), []);
    assert.throws(() => splitForSynthesis('text', 'en', 1), RangeError);
  });

  it("cuts at the sentences of the script's language", () => {
    assert.deepEqual(splitForSynthesis('Fuimos al mar. El agua estaba fría.', 'es', 20), ['Fuimos al mar.', 'El agua estaba fría.']);
    assert.deepEqual(splitForSynthesis('Es kostet 2 Mio. Euro. Dann ging er.', 'de', 24), ['Es kostet 2 Mio. Euro.', 'Dann ging er.']);
  });
});
