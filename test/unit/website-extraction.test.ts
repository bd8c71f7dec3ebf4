import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { describe, it } from 'node:test';
import { extractArticle } from '#domain/briefings/content';
import { advertisedFeedUrl, articleLinks, parseHtmlDocument } from '../../functions/domain/briefings/content/html-page.ts';
import { decodeBytes } from '../../functions/domain/briefings/content/text.ts';
import { channelIdFromPage, isYoutubeFeedUrl } from '../../functions/domain/briefings/content/youtube.ts';

const page = (name: string, contentType: string | null = 'text/html') =>
  decodeBytes(readFileSync(new URL(`../fixtures/pages/${name}`, import.meta.url)), contentType);

describe('article extraction', () => {
  it('keeps the article and drops navigation, scripts, styles and footer', () => {
    const article = extractArticle(page('article.html'), 'https://coastal.example/news/tidal-power');
    assert.ok(article);
    assert.equal(article.title, 'Tidal Power Gets a Second Look');
    assert.equal(article.url, 'https://coastal.example/news/tidal-power');
    assert.equal(article.author, 'Maya Okafor');
    assert.equal(article.published_at, Date.UTC(2024, 2, 14, 9, 30) / 1000);
    assert.match(article.text, /^After two decades of stalled prototypes/m);
    assert.match(article.text, /“Predictability is worth money,” said one planner/);
    assert.match(article.text, /compete without special support\.$/);
    for (const unwanted of ['tracking-code-should-not-appear', 'inline-script-text-should-not-appear', 'font-family', 'Subscribe', 'Privacy', '©']) {
      assert.ok(!article.text.includes(unwanted), `text contains ${unwanted}`);
    }
    assert.ok(article.text.split('\n\n').length >= 5, 'paragraphs stay separate');
  });

  it('decodes a page by its meta charset', () => {
    const article = extractArticle(page('article-latin1.html'), 'https://tempo.example/frente-fria');
    assert.equal(article?.title, 'Previsão do tempo: frente fria chega ao litoral');
    assert.match(article?.text ?? '', /sessenta quilômetros por hora/);
  });

  it('falls back to the page text when Readability finds no article', () => {
    const article = extractArticle('<html><head><title>Short</title></head><body><main><p>Just one line.</p></main></body></html>', 'https://a.example/x');
    assert.deepEqual([article?.title, article?.text], ['Short', 'Just one line.']);
  });

  it('returns null for a page without text', () => {
    assert.equal(extractArticle('<html><body><script>x()</script></body></html>', 'https://a.example/'), null);
  });
});

describe('feed discovery', () => {
  it('finds the advertised feed, skipping the comments feed', () => {
    const document = parseHtmlDocument(page('blog-with-feed.html'));
    assert.equal(advertisedFeedUrl(document, 'https://jane.example/'), 'https://jane.example/feed.xml');
  });

  it('finds the RSS link of a YouTube channel page', () => {
    const document = parseHtmlDocument(page('youtube-channel.html'));
    assert.equal(advertisedFeedUrl(document, 'https://www.youtube.com/@oceanlabexplained'),
      'https://www.youtube.com/feeds/videos.xml?channel_id=UCx7Kq1Zb3D2fG5hJ8mN0pQr');
  });

  it('returns null when the page advertises no feed', () => {
    assert.equal(advertisedFeedUrl(parseHtmlDocument(page('article.html')), 'https://coastal.example/'), null);
  });
});

describe('archive links', () => {
  it('lists same-site article links inside <main>, in page order, without navigation, tags, pagination or duplicates', () => {
    const document = parseHtmlDocument(page('newsletter-archive.html'));
    assert.deepEqual(articleLinks(document, 'https://field-notes.example/archive', 10), [
      'https://field-notes.example/p/ocean-buoys-learn-to-talk',
      'https://field-notes.example/p/river-sensors-on-a-shoestring',
      'https://field-notes.example/p/the-deleted-post-2024',
      'https://www.field-notes.example/p/what-the-glacier-told-us',
    ]);
  });

  it('stops at the limit', () => {
    const document = parseHtmlDocument(page('newsletter-archive.html'));
    assert.equal(articleLinks(document, 'https://field-notes.example/archive', 2).length, 2);
  });

  it('reads the teasers of a newsroom', () => {
    const document = parseHtmlDocument(page('company-newsroom.html'));
    assert.deepEqual(articleLinks(document, 'https://helio.example/newsroom', 10), [
      'https://helio.example/newsroom/ocean-buoys-learn-to-talk',
      'https://helio.example/newsroom/river-sensors-on-a-shoestring',
      'https://helio.example/newsroom/what-the-glacier-told-us',
    ]);
  });
});

describe('YouTube pages', () => {
  it('finds the channel id from the canonical link before ids of other channels', () => {
    assert.equal(channelIdFromPage(page('youtube-channel.html')), 'UCx7Kq1Zb3D2fG5hJ8mN0pQr');
  });

  it('finds the channel id from the page metadata JSON', () => {
    assert.equal(channelIdFromPage(page('youtube-channel-json-only.html')), 'UCx7Kq1Zb3D2fG5hJ8mN0pQr');
  });

  it('returns null for a page without a channel id', () => {
    assert.equal(channelIdFromPage(page('article.html')), null);
  });

  it('recognises feed URLs', () => {
    assert.ok(isYoutubeFeedUrl('https://www.youtube.com/feeds/videos.xml?channel_id=UCx7Kq1Zb3D2fG5hJ8mN0pQr'));
    assert.ok(isYoutubeFeedUrl('https://www.youtube.com/feeds/videos.xml?playlist_id=PL1234567890'));
    assert.ok(!isYoutubeFeedUrl('https://www.youtube.com/@oceanlabexplained'));
    assert.ok(!isYoutubeFeedUrl('https://example.com/feeds/videos.xml'));
  });
});
