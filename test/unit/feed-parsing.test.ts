import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { describe, it } from 'node:test';
import fc from 'fast-check';
import { contentItemId, FeedParseError, parseFeed } from '#domain/briefings/content';
import { looksLikeFeed } from '../../functions/domain/briefings/content/feed-parser.ts';
import { unixSeconds } from '../../functions/domain/briefings/content/dates.ts';
import { toContentItems } from '../../functions/domain/briefings/content/items.ts';
import { decodeBytes, htmlToText } from '../../functions/domain/briefings/content/text.ts';

const fixture = (path: string) => readFileSync(new URL(`../fixtures/${path}`, import.meta.url));
const parseFixture = (path: string, contentType: string | null = null) =>
  parseFeed(decodeBytes(fixture(path), contentType), 'https://feeds.example.com/feed');
const MARKUP = /<\/?(p|div|a|b|em|strong|img|br|span|script|style)\b[^>]*>/i;

describe('real-world feeds', () => {
  const readable: Array<[string, number]> = [
    ['feeds/content-encoded.rss', 7],
    ['feeds/encoding.rss', 40],
    ['feeds/feedburner.atom', 25],
    ['feeds/guardian.rss', 55],
    ['feeds/heise.atom', 15],
    ['feeds/heraldsun.rss', 2],
    ['feeds/instant-article.rss', 1],
    ['feeds/narro.rss', 1],
    ['feeds/reddit.rss', 24],
    ['feeds/rss-1.rss', 69],
    ['feeds/uolNoticias.rss', 15],
  ];
  for (const [path, count] of readable) {
    it(`reads ${path} into items with titles, links and clean text`, () => {
      const entries = parseFixture(path);
      assert.equal(entries.length, count);
      for (const entry of entries) {
        assert.ok(entry.title, `title missing in ${JSON.stringify(entry).slice(0, 200)}`);
        assert.match(entry.url ?? '', /^https?:\/\//);
        assert.ok(entry.text.length > 0);
        assert.doesNotMatch(entry.text, MARKUP);
        assert.doesNotMatch(entry.title ?? '', /&(amp|lt|gt|quot|nbsp|#\d+);/);
      }
    });
  }

  for (const path of ['feeds/missing-fields.atom', 'feeds/incomplete-fields.atom']) {
    it(`fails ${path} with a clear error: its entries have no title or text`, () => {
      assert.throws(() => parseFixture(path), (error: unknown) =>
        error instanceof FeedParseError && /none of the feed's 1 entries has a title or text/.test(error.message));
    });
  }

  it('decodes ISO-8859-1 by the XML declaration', () => {
    const [first] = parseFixture('feeds/encoding.rss');
    assert.equal(first?.title, 'Mãe de utente é a nova presidente da Raríssimas');
  });

  it("decodes Windows-1252's curly quotes, dashes and euro sign, whether the Content-Type or the XML declaration names the legacy encoding", () => {
    // “Café” – 5 € in Windows-1252 bytes; ISO-8859-15 has its own € at 0xA4.
    const title = Buffer.from([0x93, 0x43, 0x61, 0x66, 0xe9, 0x94, 0x20, 0x96, 0x20, 0x35, 0x20, 0x80]);
    const feed = (declaration: string, titleBytes: Buffer) => Buffer.concat([
      Buffer.from(`<?xml version="1.0"${declaration}?><rss version="2.0"><channel><title>C</title><item><title>`), titleBytes,
      Buffer.from('</title><link>https://e.example/1</link><description>Text.</description></item></channel></rss>'),
    ]);
    const titleOf = (bytes: Buffer, contentType: string | null) => parseFeed(decodeBytes(bytes, contentType), 'https://e.example/')[0]?.title;

    assert.equal(titleOf(feed('', title), 'application/rss+xml; charset=windows-1252'), '“Café” – 5 €');
    for (const label of ['windows-1252', 'ISO-8859-1']) assert.equal(titleOf(feed(` encoding="${label}"`, title), 'text/xml'), '“Café” – 5 €', label);
    assert.equal(titleOf(feed(' encoding="ISO-8859-15"', Buffer.from([0x35, 0x20, 0xa4, 0x20, 0xe9, 0x74, 0xe9])), null), '5 € été');
  });

  it('decodes an undeclared Latin-1 feed, even when the server calls it UTF-8', () => {
    for (const contentType of [null, 'application/rss+xml; charset=utf-8']) {
      const [first] = parseFixture('feeds/uolNoticias.rss', contentType);
      assert.equal(first?.title, 'Ibope: Bolsonaro perde de Haddad, Ciro e Alckmin em simulações de 2º turno');
    }
  });

  it('reads links and text from CDATA sections', () => {
    const [first] = parseFixture('feeds/uolNoticias.rss');
    assert.equal(first?.url, 'https://noticias.uol.com.br/politica/eleicoes/2018/noticias/2018/09/24/ibope-bolsonaro-perde-de-haddad-ciro-e-alckmin-em-simulacoes-de-2-turno.htm');
    assert.match(first?.text ?? '', /^Líder na pesquisa Ibope/);
  });

  it('prefers content:encoded and strips its HTML', () => {
    const [article] = parseFixture('feeds/instant-article.rss');
    assert.equal(article?.text, 'Lorem ipsum');
    const [medium] = parseFixture('feeds/content-encoded.rss');
    // The post's headings ("Using Wild Ingredients in the Kitchen", "HEY, YOU!") are not read as sentences.
    assert.match(medium?.text ?? '', /^Food is all around us, if you learn where to look, and how to prepare it\./);
    assert.equal(medium?.author, 'Jeremy Puma');
  });

  it('reads RSS 1.0 (RDF) items with dc:date and dc:creator', () => {
    const [first] = parseFixture('feeds/rss-1.rss');
    assert.deepEqual(
      [first?.title, first?.published_at, first?.author],
      ['Food for fungi', unixSeconds('2017-06-15T10:29:47-07:00'), 'Hines, P. J.'],
    );
  });

  it('reads Atom entries: alternate link, published date, feed-level author', () => {
    const [first] = parseFixture('feeds/heise.atom');
    assert.equal(first?.url, 'http://www.heise.de/developer/meldung/Java-Anwendungsserver-Red-Hat-gibt-WildFly-10-frei-3088438.html?wt_mc=rss.developer.beitrag.atom');
    assert.equal(first?.author, 'heise online');
    assert.equal(first?.published_at, unixSeconds('2016-02-01T17:22:00+01:00'));
  });

  it('links FeedBurner items to the original page rather than the tracking proxy', () => {
    const [first] = parseFixture('feeds/feedburner.atom');
    assert.equal(first?.url, 'http://googleadsdeveloper.blogspot.com/2016/06/adwords-and-dfp-java-client-library.html');
  });

  it('does not read a bare e-mail address as an author name', () => {
    const [first] = parseFixture('feeds/narro.rss');
    assert.equal(first?.author, null);
  });
});

describe('YouTube channel feed', () => {
  it('reads title, watch link, published date, description and channel name', () => {
    const entries = parseFixture('pages/youtube-videos.xml');
    assert.equal(entries.length, 2);
    assert.deepEqual(entries[0], {
      guid: 'yt:video:a1B2c3D4e5F',
      title: 'How tidal turbines survive the sea',
      url: 'https://www.youtube.com/watch?v=a1B2c3D4e5F',
      published_at: Date.UTC(2024, 4, 2, 15, 0, 6) / 1000,
      // The chapter list is not read aloud.
      text: 'We visit the Orkney test site to see how seabed turbines cope with salt, storms & barnacles.',
      author: 'Ocean Lab Explained',
    });
  });
});

describe('malformed and unusual input', () => {
  const url = 'https://feeds.example.com/feed';
  const rss = (items: string) => `<?xml version="1.0"?><rss version="2.0"><channel><title>T</title>${items}</channel></rss>`;

  it('reports malformed XML with its position', () => {
    assert.throws(() => parseFeed('<rss><channel><item><title>Cut off', url), (error: unknown) =>
      error instanceof FeedParseError && /is not well-formed XML \(line 1, column \d+: .+\)/.test(error.message));
  });

  it('names the root element of a document that is not a feed', () => {
    assert.throws(() => parseFeed('<?xml version="1.0"?><html><body>hi</body></html>', url), (error: unknown) =>
      error instanceof FeedParseError && /is not an RSS, Atom or RDF feed \(root element <html>\)/.test(error.message));
  });

  it('refuses empty input clearly', () => {
    assert.throws(() => parseFeed('', url), FeedParseError);
  });

  it('repairs bare ampersands, the commonest fault of hand-made feeds', () => {
    const [entry] = parseFeed(rss('<item><title>Fish & Chips</title><link>https://a.example/?x=1&y=2</link></item>'), url);
    assert.equal(entry?.title, 'Fish & Chips');
    assert.equal(entry?.url, 'https://a.example/?x=1&y=2');
  });

  it('returns no entries for a feed that has none', () => {
    assert.deepEqual(parseFeed(rss(''), url), []);
  });

  it('falls back: text for a missing title, guid URL for a missing link, relative links resolved', () => {
    const entries = parseFeed(rss(`
      <item><description>&lt;p&gt;Only a body here&lt;/p&gt;</description><guid>https://a.example/posts/1</guid></item>
      <item><title>Relative</title><link>/posts/2</link></item>
      <item><title>Unusable link</title><link>javascript:alert(1)</link><guid>not-a-url</guid></item>`), url);
    assert.deepEqual(entries.map((entry) => [entry.title, entry.url, entry.text]), [
      [null, 'https://a.example/posts/1', 'Only a body here'],
      ['Relative', 'https://feeds.example.com/posts/2', 'Relative'],
      ['Unusable link', null, 'Unusable link'],
    ]);
  });

  it('reads Atom XHTML content as text', () => {
    const atom = `<feed xmlns="http://www.w3.org/2005/Atom"><entry><title type="html">A &lt;b&gt;bold&lt;/b&gt; title</title>
      <link href="https://a.example/1"/><content type="xhtml"><div xmlns="http://www.w3.org/1999/xhtml"><p>First</p><p>Second</p></div></content></entry></feed>`;
    const [entry] = parseFeed(atom, url);
    assert.equal(entry?.title, 'A bold title');
    assert.match(entry?.text ?? '', /First.*Second/s);
  });

  it('never fails with anything but FeedParseError, whatever the input', () => {
    const fragments = fc.constantFrom('<rss>', '</rss>', '<channel>', '<item>', '</item>', '<title>', '</title>', '<feed>', '<entry>',
      '<![CDATA[', ']]>', '&amp;', '&', '<', '>', '"', 'text', '<link href="x"/>', '<?xml version="1.0"?>', '<!DOCTYPE x>');
    fc.assert(fc.property(fc.array(fc.oneof(fragments, fc.string()), { maxLength: 30 }), (parts) => {
      try {
        parseFeed(parts.join(''), url);
      } catch (error) {
        if (!(error instanceof FeedParseError)) throw error;
      }
    }), { numRuns: 300 });
  });
});

describe('feed sniffing', () => {
  it('tells feeds from pages by the root element, past the prolog', () => {
    assert.ok(looksLikeFeed(fixture('feeds/rss-1.rss').toString()));
    assert.ok(looksLikeFeed('\uFEFF<?xml version="1.0"?>\n<!-- generator --><feed xmlns="http://www.w3.org/2005/Atom">'));
    assert.ok(!looksLikeFeed('<?xml version="1.0"?><!DOCTYPE html><html xmlns="http://www.w3.org/1999/xhtml"><body/></html>'));
    assert.ok(!looksLikeFeed(fixture('pages/article.html').toString()));
    assert.ok(!looksLikeFeed('<?xml version="1.0"?><urlset/>'));
  });
});

describe('feed dates', () => {
  const cases: Array<[string, string | null]> = [
    ['Wed, 31 Jan 2018 20:15:15 GMT', '2018-01-31T20:15:15.000Z'],
    ['2017-06-15T10:29:47-07:00', '2017-06-15T17:29:47.000Z'],
    ['Seg, 24 Set 2018 19:42:40 -0300', '2018-09-24T22:42:40.000Z'],
    ['03 Apr 02 1500 GMT', '2002-04-03T15:00:00.000Z'],
    ['Tue, 10 Jun 2003 04:00:00 EST', '2003-06-10T09:00:00.000Z'],
    ['Mo, 05 Juil 2021 10:00:00 +0200', '2021-07-05T08:00:00.000Z'],
    ['not a date', null],
    ['', null],
  ];
  for (const [input, expected] of cases) {
    it(`reads ${JSON.stringify(input)}`, () => {
      const seconds = unixSeconds(input);
      assert.equal(seconds === null ? null : new Date(seconds * 1000).toISOString(), expected);
    });
  }
});

describe('content items', () => {
  const source = { id: 'src_1', type: 'rss' as const, url: 'https://jane.example/feed.xml', name: 'Jane' };

  it('are identified by source and guid, deduplicated, newest first, undated last, capped', () => {
    const items = toContentItems(source, parseFixture('pages/blog-feed.xml'), 10);
    assert.deepEqual(items.map((item) => item.title), ['Consensus in practice', 'Clock skew']);
    assert.equal(items[0]?.id, contentItemId('src_1', 'jane-2024-05-consensus'));
    assert.match(items[0]?.id ?? '', /^itm_[0-9a-f]{16}$/);
    assert.deepEqual(items[0] && { ...items[0], text: undefined }, {
      id: contentItemId('src_1', 'jane-2024-05-consensus'),
      source_id: 'src_1', source_name: 'Jane', source_url: 'https://jane.example/feed.xml',
      title: 'Consensus in practice', url: 'https://feeds.example.com/2024/05/consensus-in-practice',
      published_at: Date.UTC(2024, 4, 15, 8) / 1000, text: undefined, author: 'Jane Rivera',
    });
    const undated = { guid: null, title: 'Undated', url: null, published_at: null, text: 'x', author: null };
    const dated = { ...undated, title: 'Dated', published_at: 100 };
    assert.deepEqual(toContentItems(source, [undated, dated], 10).map((item) => item.title), ['Dated', 'Undated']);
    assert.equal(toContentItems(source, parseFixture('feeds/guardian.rss'), 5).length, 5);
  });

  it('take their title from the first words of the text when the entry has none', () => {
    const [item] = toContentItems(source, [{ guid: 'g', title: null, url: null, published_at: null, author: null,
      text: 'one two three four five six seven eight nine ten eleven twelve thirteen fourteen' }], 1);
    assert.equal(item?.title, 'one two three four five six seven eight nine ten eleven twelve…');
  });
});

describe('htmlToText', () => {
  it('drops scripts and styles, decodes entities and separates blocks', () => {
    assert.equal(
      htmlToText('<style>p{}</style><p>Caf&eacute; &amp; bar&nbsp;now</p><script>evil()</script><ul><li>one</li><li>two<br>three</li></ul>'),
      'Café & bar now\n\none\n\ntwo\n\nthree',
    );
  });
});
