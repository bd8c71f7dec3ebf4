import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { splitSentences } from '../../functions/shared/sentences.ts';

const split = (text: string) => splitSentences(text, 'en');

describe('sentence splitting keeps the source words whole', () => {
  it('keeps decimals, times, versions and prices inside their sentence', () => {
    assert.deepEqual(split('The rate is 2.25 percent at 3.30pm, up from 1.7. Version 3.2.1 shipped for £4.2m today.'), [
      'The rate is 2.25 percent at 3.30pm, up from 1.7.',
      'Version 3.2.1 shipped for £4.2m today.',
    ]);
  });

  it('keeps domains and e-mail addresses whole', () => {
    assert.deepEqual(split('Amazon.com engineers wrote it. Ask build-team@example.co.uk or see docs.example.com now.'), [
      'Amazon.com engineers wrote it.',
      'Ask build-team@example.co.uk or see docs.example.com now.',
    ]);
  });

  it('does not end a sentence at a dotted abbreviation before a capital (U.S., e.g., a.m.)', () => {
    assert.deepEqual(split('The U.S. President spoke. Some firms, e.g. Example Corp, agreed. It ended at 9 a.m. Then nothing.'), [
      'The U.S. President spoke.',
      'Some firms, e.g. Example Corp, agreed.',
      'It ended at 9 a.m. Then nothing.',
    ]);
  });

  it('does not end a sentence at a title (Mr., Dr., St.)', () => {
    assert.deepEqual(split('Mr. Smith met Dr. Jones at St. Paul. No. 10 said so.'), ['Mr. Smith met Dr. Jones at St. Paul.', 'No. 10 said so.']);
  });

  it('keeps a middle initial with its name', () => {
    assert.deepEqual(split('John F. Kennedy said so. Chair Jerome H. Powell agreed.'), ['John F. Kennedy said so.', 'Chair Jerome H. Powell agreed.']);
  });

  it('keeps a quotation of several sentences in one sentence', () => {
    assert.deepEqual(split('Powell said inflation was "still too high. We are not done." Markets rose.'), [
      'Powell said inflation was "still too high. We are not done."',
      'Markets rose.',
    ]);
    assert.deepEqual(split('She said “Stop. Now.” Then she left.'), ['She said “Stop. Now.”', 'Then she left.']);
  });

  it('keeps a bracket after a full stop with its sentence', () => {
    assert.deepEqual(split('It opened on Monday.[1] Apps must ask first.'), ['It opened on Monday.[1] Apps must ask first.']);
  });

  it('ends a sentence at a line break and returns verbatim spans of each line', () => {
    const text = 'A headline without a stop\nJava 7 (1.7) is old.  It  was replaced.';
    const sentences = split(text);
    assert.deepEqual(sentences, ['A headline without a stop', 'Java 7 (1.7) is old.', 'It was replaced.']);
    for (const sentence of sentences) assert.ok(text.replace(/\s+/g, ' ').includes(sentence));
  });

  it('still splits ordinary sentences and other languages', () => {
    assert.deepEqual(split('One. Two! Three? Four…'), ['One.', 'Two!', 'Three?', 'Four…']);
    assert.deepEqual(splitSentences('Das ist z. B. gut. Er kam um 9.30 Uhr. Dr. Müller ging.', 'de'), ['Das ist z. B. gut.', 'Er kam um 9.30 Uhr.', 'Dr. Müller ging.']);
  });
});

describe('sentence splitting by language', () => {
  it('German: z. B., Dr., Nr., bzw., Mio. and „…“ or »…« quotations', () => {
    assert.deepEqual(splitSentences('Er sagte: „Das reicht. Wir gehen.“ Dann ging er. Es kostet 2 Mio. Euro. Die Nr. 1 ist klar.', 'de'), [
      'Er sagte: „Das reicht. Wir gehen.“', 'Dann ging er.', 'Es kostet 2 Mio. Euro.', 'Die Nr. 1 ist klar.',
    ]);
    assert.deepEqual(splitSentences('Die Firma bzw. Der Konzern zahlt. Dr. Müller kam z. B. spät. Er sagte »Nein. Niemals.« Danach Stille.', 'de-AT'), [
      'Die Firma bzw. Der Konzern zahlt.', 'Dr. Müller kam z. B. spät.', 'Er sagte »Nein. Niemals.«', 'Danach Stille.',
    ]);
  });

  it('French: M., Mme and « … » with their spaces', () => {
    assert.deepEqual(splitSentences('Il a dit « Stop. Maintenant. » Puis il est parti. M. Dupont et Mme Martin sont venus.', 'fr'), [
      'Il a dit « Stop. Maintenant. »', 'Puis il est parti.', 'M. Dupont et Mme Martin sont venus.',
    ]);
    assert.deepEqual(splitSentences('Le ministre a déclaré : « Nous ne céderons pas ! » Les syndicats ont répondu. « Est-ce possible ? » demande-t-il.', 'fr'), [
      'Le ministre a déclaré : « Nous ne céderons pas ! »', 'Les syndicats ont répondu.', '« Est-ce possible ? » demande-t-il.',
    ]);
  });

  it('Spanish: Sr., Sra., EE. UU., ¿…? and ¡…!', () => {
    assert.deepEqual(splitSentences('El Sr. García y la Sra. López viajaron a EE. UU. el lunes. ¿Qué hará el gobierno? El ministro calló. ¡Basta ya! gritaron.', 'es'), [
      'El Sr. García y la Sra. López viajaron a EE. UU. el lunes.', '¿Qué hará el gobierno?', 'El ministro calló.', '¡Basta ya! gritaron.',
    ]);
  });

  it("does not take one language's abbreviations for another's words", () => {
    assert.deepEqual(splitSentences('Dijo que no. El presidente calló. Fuimos al mar. El agua estaba fría.', 'es'), [
      'Dijo que no.', 'El presidente calló.', 'Fuimos al mar.', 'El agua estaba fría.',
    ]);
    assert.deepEqual(split('No. 10 said so. Sales rose in Jan. The figures came later.'), ['No. 10 said so.', 'Sales rose in Jan. The figures came later.']);
  });

  it('never ends a sentence inside a token', () => {
    assert.deepEqual(split('Yahoo!Inc was sold. What?0. Fine.'), ['Yahoo!Inc was sold.', 'What?0.', 'Fine.']);
  });
});
