import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { storySentences } from '../../functions/domain/briefings/script/clean.ts';

describe('story sentences', () => {
  it('drops captions and credits that feeds put among the text', () => {
    const text = 'Image attribution: Creative Commons. Lamb’s quarter grows in every garden across the country. '
      + 'Photo credit: Jane Doe. It tastes better than spinach when steamed.';
    const sentences = storySentences(text, 'en');
    assert.ok(!sentences.some((sentence) => /attribution|credit/i.test(sentence)), sentences.join(' | '));
    assert.ok(sentences.includes('Lamb’s quarter grows in every garden across the country.'));
    assert.ok(sentences.includes('It tastes better than spinach when steamed.'));
  });
});
