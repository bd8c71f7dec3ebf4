import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { speechSsml } from '#domain/briefings/audio';
import { ssmlSpeech } from '#local/ssml-speech';

describe('SSML as the local Polly emulator reads it', () => {
  it('turns breaks into pauses of their time, capped at 10 s, and bare or strength breaks into their strength', () => {
    assert.deepEqual(ssmlSpeech('<speak>Good morning. <break time="2s"/> Here is the news.<break time="1200ms"/></speak>')?.parts, [
      { text: 'Good morning.' }, { pauseSeconds: 2 }, { text: 'Here is the news.' }, { pauseSeconds: 1.2 },
    ]);
    assert.deepEqual(ssmlSpeech('<speak>A<break time="30s"/>B<break/>C<break strength="x-strong"/>D</speak>')?.parts, [
      { text: 'A' }, { pauseSeconds: 10 }, { text: 'B' }, { pauseSeconds: 0.4 }, { text: 'C' }, { pauseSeconds: 1.25 }, { text: 'D' },
    ]);
  });

  it('pauses after sentences and paragraphs, speaks other tags for their text only, and decodes entities', () => {
    const speech = ssmlSpeech('<speak><p><s>Tom &amp; Jerry &lt;3</s><s>It&apos;s <emphasis level="strong">on</emphasis>.</s></p><p>&#x263A;</p></speak>');
    assert.deepEqual(speech?.parts, [
      { text: 'Tom & Jerry <3' }, { pauseSeconds: 0.75 }, { text: "It's on." }, { pauseSeconds: 1.25 }, { text: '☺' }, { pauseSeconds: 1.25 },
    ]);
    assert.equal(speech?.billedCharacters, 'Tom & Jerry <3'.length + "It's on.".length + 1);
  });

  it('refuses documents Polly refuses: unclosed, mismatched, outside <speak>, bare ampersands, unknown entities', () => {
    for (const document of ['<speak>Hello.', '<speak><p>Hi</s></speak>', 'Hello <break/>', '<speak>a & b</speak>', '<speak>a &nbsp; b</speak>']) {
      assert.equal(ssmlSpeech(document), undefined, document);
    }
  });

  it('reads back exactly the text the pipeline escapes into SSML, with its pause', () => {
    const text = 'Q&A: "5 < 6" isn\'t news > 3 <break time="9s"/>';
    assert.deepEqual(ssmlSpeech(speechSsml(text, 1.2))?.parts, [{ text }, { pauseSeconds: 1.2 }]);
    assert.deepEqual(ssmlSpeech(speechSsml('Last words.'))?.parts, [{ text: 'Last words.' }]);
  });
});
