import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { readdirSync } from 'node:fs';
import { storySentences } from '#domain/briefings/script/clean';
import { evidenceFrom, groundingOptions, ungroundedReason } from '#domain/briefings/script/grounding';
import { feedItems } from '../helpers/script-material.ts';

const source = [
  'Acme Corp said on Tuesday, 3 March 2026, that revenue rose 2.5% to $1.2 billion.',
  'Chief executive Maria Lopez’s plan cuts 1,200 jobs over three years.',
  'The Kraków plant of Coca-Cola stays open, the EU confirmed on 2026-03-04.',
].join(' ');
const evidence = evidenceFrom([source]);
const ALL = { names: true, claims: true };

const grounded = (sentence: string, options = ALL) => ungroundedReason(sentence, evidence, options);

describe('grounding check', () => {
  describe('numbers', () => {
    const accepted = [
      'Revenue rose 2.5 percent.',
      'Revenue went up by 2.5 per cent to 1.2 billion dollars.',
      'Sales reached $1,200,000,000 for Acme.',
      'Acme will cut 1200 jobs.',
      'Acme will cut 1.200 jobs.',
      'The plan runs for 3 years.',
      'Acme reported on March 3rd, 2026.',
      'The EU confirmed it on the 4th.',
      'Acme Corp revenue rose 2,5 %.',
    ];
    for (const sentence of accepted) {
      it(`accepts a number written differently: ${sentence}`, () => assert.equal(grounded(sentence, { names: true, claims: false }), undefined));
    }

    const rejected: Array<[string, RegExp]> = [
      ['Revenue rose 3.5% to $1.2 billion.', /number not in the sources: 3\.5/],
      ['Revenue rose 2.5% to $1.2 million.', /number not in the sources: 1\.2 million/],
      ['Acme said it in 2025.', /number not in the sources: 2025/],
      ['Acme will cut 1,300 jobs.', /1,300/],
      ['Acme reported on March 5.', /number not in the sources: 5/],
    ];
    for (const [sentence, reason] of rejected) {
      it(`rejects a number no source has: ${sentence}`, () => assert.match(grounded(sentence) ?? '', reason));
    }
  });

  describe('names', () => {
    it('accepts names with possessives, hyphens and accents found in the sources', () => {
      assert.equal(grounded('Under Maria Lopez’s plan, Acme cuts jobs.'), undefined);
      assert.equal(grounded("Under Lopez's plan, Acme Corp cuts jobs."), undefined);
      assert.equal(grounded('The Coca-Cola plant in Kraków stays open.'), undefined);
      assert.equal(grounded('The EU confirmed the Kraków plant stays open.'), undefined);
    });

    it('rejects a name no source mentions, but not a capitalised first word', () => {
      assert.match(grounded('Chief executive John Smith plans the job cuts.') ?? '', /name not in the sources: John/);
      assert.match(grounded('The plant stays open, Reuters reported.') ?? '', /name not in the sources: Reuters/);
      assert.equal(grounded('Meanwhile the plant stays open.'), undefined);
      assert.equal(grounded('From the newsroom: Meanwhile, the plant stays open.'), undefined);
    });

    it('accepts weekdays and months of the dates the sources give, and rejects others', () => {
      assert.equal(grounded('Acme spoke on Tuesday, in March.'), undefined);
      assert.match(grounded('Acme spoke on Friday.') ?? '', /name not in the sources: Friday/);
    });

    it('leaves capitalised nouns alone where the check of names is off (German)', () => {
      assert.equal(grounded('Die Fabrik in Polen bleibt offen.', { names: false, claims: false }), undefined);
      assert.match(grounded('Die Fabrik bleibt bis 2030 offen.', { names: false, claims: false }) ?? '', /2030/);
    });
  });

  describe('claims', () => {
    it('accepts a paraphrase that keeps most content words', () => {
      assert.equal(grounded('Acme plans to cut jobs while its revenue rises.'), undefined);
    });

    it('counts "percent" and "dollars" as said by % and $', () => {
      assert.equal(grounded('Acme revenue rose 2.5 percent to 1.2 billion dollars.'), undefined);
    });

    it('rejects a sentence whose content words the sources do not support', () => {
      assert.match(grounded('Acme was fined by regulators for misleading investors about safety.') ?? '', /claim not in the sources/);
    });
  });

  describe('options', () => {
    it('checks claims when the script speaks its sources’ language and names unless nouns are capitalised', () => {
      assert.deepEqual(groundingOptions('en-GB', ['Acme plans to cut jobs while revenue rises.'], evidence), { names: true, claims: true });
      assert.deepEqual(groundingOptions('de', ['Acme will Stellen streichen, während der Umsatz steigt.'], evidence), { names: false, claims: false });
    });
  });

  it('never removes a sentence copied from the item it cites (every fixture feed)', () => {
    const files = readdirSync(new URL('../fixtures/feeds/', import.meta.url)).filter((file) => /\.(rss|atom)$/.test(file));
    const itemsOf = (file: string) => {
      try {
        return feedItems(file, { id: 'src_f', name: 'Fixture', url: 'https://feeds.example/' });
      } catch {
        return []; // fixtures of broken feeds
      }
    };
    let checked = 0;
    for (const file of files) {
      for (const item of itemsOf(file)) {
        const itemEvidence = evidenceFrom([item.title, item.text, item.source_name]);
        for (const sentence of storySentences(item.text, 'en')) {
          checked += 1;
          assert.equal(ungroundedReason(sentence, itemEvidence, ALL), undefined, `${file}: ${sentence}`);
        }
      }
    }
    assert.ok(checked > 50, `${checked} sentences checked`);
  });
});
