import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { describe, it } from 'node:test';
import { BOILERPLATE_FAMILIES, boilerplateFamily, withoutSentenceStamps } from '../../functions/domain/briefings/content/boilerplate-phrases.ts';
import { parseFeed } from '../../functions/domain/briefings/content/feed-parser.ts';
import { extractArticle } from '../../functions/domain/briefings/content/html-page.ts';
import { storyText } from '../../functions/domain/briefings/content/text.ts';
import { writeScript } from '../../functions/domain/briefings/script.ts';
import { storySentences } from '../../functions/domain/briefings/script/clean.ts';
import { buildSummary } from '../../functions/domain/briefings/transcript.ts';

const fixture = (name: string) => readFileSync(new URL(`../fixtures/text/${name}`, import.meta.url), 'utf8');
const families = JSON.parse(fixture('boilerplate-families.json')) as Record<string, { html: string; junk: string[] }>;
const page = (name: string) => extractArticle(fixture(name), `https://example.com/${name}`)?.text ?? '';

describe('boilerplate phrase families', () => {
  it('has a fixture for every family', () => {
    assert.deepEqual(Object.keys(families).sort(), Object.keys(BOILERPLATE_FAMILIES).sort());
  });

  for (const [family, { html, junk }] of Object.entries(families)) {
    it(`drops ${family} lines and keeps the story`, () => {
      const text = storyText(html);
      const story = text.split('\n\n');
      assert.equal(story.length, 1, `expected only the story line, got: ${story.join(' | ')}`);
      for (const line of junk) {
        assert.ok(!text.includes(line), `${line} is read`);
        assert.ok(boilerplateFamily(line) !== null || storyText(`<p>${line}</p>`) === '', `${line} is caught only by structure`);
      }
    });
  }

  it('does not take news for furniture', () => {
    for (const sentence of [
      'Shares in Apple rose 3% after the results.', 'Call of Duty sold 100 million copies.', 'Watch makers in Switzerland cut 400 jobs.',
      'The U.S. central bank held its rate at 2.25 percent.', 'Subscribers rose by a third in a year.',
      'Police acted on a tip-off from a neighbour.', 'The publisher said 40 pages of the memoir were rewritten.', 'Language lessons in schools will be cut.', 'The grants are available to members of the armed forces.',
    ]) assert.equal(boilerplateFamily(sentence), null, sentence);
  });
});

describe('story text judged by structure', () => {
  it('drops figure captions, credits, asides, share tools, promotions and advertising blocks of a page', () => {
    const text = page('figure-credits.html');
    for (const junk of ['Pylons near Didcot', 'Ben Birchall', 'Share on Twitter', 'Getty Images', 'Why your bill', 'Sign up', 'Advertisement', 'Read more', '——']) {
      assert.ok(!text.includes(junk), `${junk} in ${text}`);
    }
    assert.match(text, /^Wholesale electricity prices hit a record £1,250 per megawatt hour on Monday/);
    assert.match(text, /Analysts at Cornwall Insight Ltd\. expect prices to fall/);
  });

  it('reads a live blog without its time stamps, key events, captions and tip-off lines', () => {
    const text = page('live-blog.html');
    for (const junk of ['GMT', 'Key events', 'Clockwatch', 'Photograph', 'celebrates', '@NickAmes82', 'Share', 'All rights reserved']) {
      assert.ok(!text.includes(junk), `${junk} in ${text}`);
    }
    assert.match(text, /Arsenal held on for a 2-1 win/);
    assert.match(text, /^Half-time: Arsenal 1-0 Chelsea\. The hosts deserve their lead/m);
  });

  it('drops footnote marks, the hatnote, captions and the reference sections of a wiki page', () => {
    const text = page('wiki-page.html');
    assert.ok(!/\[\d+\]|\[citation needed\]|\[edit\]|redirects here|Eling Tide Mill in Hampshire|Retrieved|Peregrinus|ISBN/.test(text), text);
    assert.ok(text.includes('Although not yet widely used, tidal energy has the potential for future electricity generation. Tides are more predictable'));
    assert.deepEqual(storySentences(text, 'en').filter((sentence) => /e\.g\.|i\.e\.|No\. 3/.test(sentence)).length, 2);
  });

  it('reads a short list as one sentence with its introduction, and skips headings and membership lines', () => {
    const text = page('medium-post.html');
    assert.ok(text.includes('The primary reasons for this change are faster garbage collection, virtual threads, and long-term support until 2031.'), text);
    for (const junk of ['What changed', 'Lessons learned', 'Medium members', 'min read', 'Image by the author', 'Retrieved from here', 'please clap', '———']) {
      assert.ok(!text.includes(junk), `${junk} in ${text}`);
    }
    const sentences = storySentences(text, 'en');
    assert.ok(sentences.includes('For ten years our payments platform ran on Java 7 (1.7), long after the rest of the industry had moved on.'));
    assert.ok(sentences.includes('John F. Kennedy once said that change is the law of life, and our U.S. and U.K. teams felt it first.'));
  });

  it('decodes double-escaped markup in a feed and strips it, and removes footnote marks written as text', () => {
    const entries = parseFeed(fixture('escaped-html.rss'), 'https://policy.example.org/feed');
    const all = entries.map((entry) => entry.text).join('\n\n');
    assert.ok(!/&lt;|&gt;|<a|<p|See the full policy|\[\d\]|Official Journal|Advertisement|\* \* \*|@PolicyWatch|appeared first|Photograph|newsletter|tips@/.test(all), all);
    assert.deepEqual(storySentences(entries[0]!.text, 'en'), [
      'The U.S. central bank held its main rate at 2.25 percent on Monday, as expected by most economists.',
      'Chair Jerome H. Powell said inflation of 2.8% was "still too high. We are not done."',
      'Markets rose 1.2% by 3.15 p.m. in New York.',
    ]);
    assert.ok(entries[1]!.text.startsWith('Regulators in the E.U. published new privacy rules for mobile apps on Monday. Apps must ask before sharing location data.'));
  });

  it('joins a sentence that a line break wrapped, and keeps paragraphs apart', () => {
    const text = storyText('<blockquote>“In all localities which are affected by the failure of <br>crops, all the families alike <br>eat poor bread.”</blockquote>'
      + '<p>1/2 ounce white bread,<br>firmly textured, soaked in water</p><p>Serve cold.</p>');
    assert.equal(text, '“In all localities which are affected by the failure of crops, all the families alike eat poor bread.”\n\n'
      + '1/2 ounce white bread, firmly textured, soaked in water\n\nServe cold.');
  });

  it('joins a short list the way its language does, and falls back to English for a tag Intl refuses', () => {
    const list = '<p>Im Paket sind:</p><ul><li>Kabel</li><li>Netzteil</li><li>Handbuch</li></ul>';
    assert.equal(storyText(list, 'de'), 'Im Paket sind Kabel, Netzteil und Handbuch.');
    assert.equal(storyText('<ul><li>cables</li><li>a charger</li></ul>', 'en_GB!!'), 'Cables and a charger.');
  });

  it('keeps a list of sentences as sentences, and drops a list of links', () => {
    const text = storyText('<p>Here are the highlights:</p><ul><li>Reports gained three new fields for video campaigns.</li><li>Batch jobs upload faster.</li></ul>'
      + '<ul><li><a href="/a">Why your bill is going up</a></li><li><a href="/b">How the grid copes with heat</a></li></ul>');
    assert.equal(text, 'Reports gained three new fields for video campaigns.\n\nBatch jobs upload faster.');
  });
});

describe('time stamps a sentence starts with', () => {
  const stamps = JSON.parse(fixture('sentence-stamps.json')) as Record<string, Array<[string, string]>>;

  for (const [language, cases] of Object.entries(stamps)) {
    it(`are not read, and the sentence after the stamp is, in ${language}`, () => {
      for (const [text, read] of cases) {
        assert.equal(withoutSentenceStamps(text), read);
        assert.equal(storyText(`<p>${text}</p>`, language), read, 'in the story text');
        assert.equal(storySentences(text, language).join(' '), read, 'in the sentences spoken');
      }
    });
  }

  it('are left out of the script, its captions and the summary', async () => {
    const now = 1_800_000_000;
    const item = {
      id: 'itm_live', source_id: 'src_live', source_name: 'Markets live', source_url: 'https://live.example/feed', url: 'https://live.example/markets',
      title: 'Pound rises as markets calm', published_at: now - 600,
      text: 'Markets were calmer on Thursday morning. 12.21 GMT The pound rose by half a cent against the dollar. 12.48 GMT Shares in London followed it up.',
    };
    const script = await writeScript({ profile: { name: 'Markets', interests: [], length_minutes: 1, language: 'en' }, items: [item], alreadyCovered: [], engine: 'neural', now });
    const summary = buildSummary('job_live', script);

    const spoken = script.segments.map((segment) => segment.text).join(' ');
    assert.match(spoken, /The pound rose by half a cent against the dollar\. Shares in London followed it up\./);
    assert.doesNotMatch(`${spoken} ${JSON.stringify(summary)}`, /GMT/);
  });
});
