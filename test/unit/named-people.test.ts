import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { fullNamesIn } from '#domain/catalogue';
import { stem } from '#shared/text';

const names = (title: string, text: string, language = 'en') => fullNamesIn(title, text, language, stem).map(({ term }) => term);

describe('named people: full names a story writes mid-sentence', () => {
  it('finds a given name and a surname after other words, in a sentence-case title and in the text', () => {
    assert.deepEqual(names('Author Maya Kestrel wins first novel prize', 'The judges praised Tom Birch as well.'), ['Maya Kestrel', 'Tom Birch']);
  });

  it('skips capitals that open a sentence, a title in title case, and weekdays and months', () => {
    assert.deepEqual(names('Drone Maker Kestrel Cuts Jobs', 'Rival Kestrel said so. On Monday Kestrel said more, and in March Kestrel hired.'), []);
    assert.deepEqual(names('Neue Zahlen', 'Am Montag Kestrel meldete mehr.', 'de'), []);
  });
});
