import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { toWebVtt } from '#domain/briefings/transcript';

function cues(text: string, language = 'en'): string[] {
  const vtt = toWebVtt({ job_id: 'job_1', text, segments: [{ start_seconds: 0, end_seconds: 30, text, source_ids: [], sources: [], articles: [], speaker: 'host', story: null }] }, language);
  return vtt.trim().split('\n\n').slice(1).map((block) => block.split('\n').slice(2).join(' '));
}

describe('WebVTT caption cues', () => {
  it('keep the transcript words: decimals, abbreviations, initials and domains are not split', () => {
    const text = 'The U.S. central bank held its rate at 2.25 percent. John F. Kennedy visited Amazon.com at 3.15 p.m. on Monday.';
    const all = cues(text);
    assert.equal(all.join(' '), text);
    assert.deepEqual(all, [text]);
  });

  it('hold several whole sentences up to the length cap, and start each cue at a sentence', () => {
    const sentences = Array.from({ length: 8 }, (_, index) => `Sentence number ${index + 1} reports that rates rose to ${index}.25 percent.`);
    const text = sentences.join(' ');
    const all = cues(text);
    assert.ok(all.length > 1 && all.length < sentences.length, `${all.length} cues`);
    assert.equal(all.join(' '), text);
    for (const cue of all) {
      assert.ok(cue.length <= 160, cue);
      assert.ok(sentences.some((sentence) => cue.startsWith(sentence)), `cue starts mid-sentence: ${cue}`);
    }
  });

  it('cut a sentence longer than a cue only at a clause boundary', () => {
    const sentence = 'The regulator, which oversees about 1.5 million apps sold in the bloc, said on Monday that companies such as Apple Inc. and Google '
      + 'would have until March to comply; fines for those that do not could reach 4.5 percent of turnover – a record for the sector.';
    const all = cues(sentence);
    assert.ok(all.length > 1);
    assert.equal(all.join(' '), sentence);
    for (const [index, cue] of all.entries()) {
      if (index < all.length - 1) assert.ok(/[,;:–—]$/.test(cue), `cut inside a clause: ${cue}`);
    }
  });

  it("start each cue at a sentence of the briefing's language", () => {
    const text = `Los pescadores volvieron temprano porque el viento soplaba con fuerza desde el norte y nadie quiso arriesgarse en el mar. ${''
    }El agua estaba fría y el puerto permaneció cerrado hasta la tarde, según informó la capitanía.`;
    assert.deepEqual(cues(text, 'es'), [
      'Los pescadores volvieron temprano porque el viento soplaba con fuerza desde el norte y nadie quiso arriesgarse en el mar.',
      'El agua estaba fría y el puerto permaneció cerrado hasta la tarde, según informó la capitanía.',
    ]);
  });
});
