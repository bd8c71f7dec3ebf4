import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { speechSsml, splitForSynthesis } from '#domain/briefings/audio';
import { billedCharacters, pollyCostUsd, POLLY_PRICES } from '#domain/briefings/audio/polly-prices';
import { ssmlSpeech } from '#local/ssml-speech';

const script = 'Prices rose 2.5% & fell <again> at AT&T. Café owners said "enough"; 東京 📻 stayed calm. '.repeat(60);

describe('Polly billing of a briefing', () => {
  it('counts the characters of the SSML chunks as the Polly emulator bills them: text only, entities decoded, tags free', () => {
    const chunks = splitForSynthesis(script, 'en').map((text, index) => speechSsml(text, index === 0 ? 1.2 : 0));
    assert.ok(chunks.length > 1);
    for (const ssml of chunks) assert.equal(billedCharacters(ssml), ssmlSpeech(ssml)!.billedCharacters);
    assert.equal(billedCharacters('<speak>a &amp; b<break time="1200ms"/></speak>'), 5);
  });

  it('prices characters per million by engine, from one dated table', () => {
    assert.equal(pollyCostUsd(1_000_000, 'neural'), POLLY_PRICES.usd_per_million_characters.neural);
    assert.equal(pollyCostUsd(2_500, 'standard'), 0.01);
    assert.ok(pollyCostUsd(10_000, 'long-form') > pollyCostUsd(10_000, 'generative'));
    assert.match(POLLY_PRICES.source, /^https:\/\/aws\.amazon\.com\/polly\/pricing/);
  });
});
