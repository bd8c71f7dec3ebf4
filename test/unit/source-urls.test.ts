import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import fc from 'fast-check';
import { normaliseSourceUrl } from '#domain/catalogue/source-urls';

const CHANNEL = 'UCsBjURrPoezykLs9EqgamOA';
const PLAYLIST = 'PLx0sYbCqOb8TBPRdmBHs5Iftvv9TPboYG';
const CHANNEL_FEED = `https://www.youtube.com/feeds/videos.xml?channel_id=${CHANNEL}`;
const PLAYLIST_FEED = `https://www.youtube.com/feeds/videos.xml?playlist_id=${PLAYLIST}`;

const expectations = (cases: Array<[string, string]>) => {
  for (const [input, expected] of cases) assert.equal(normaliseSourceUrl(input), expected, input);
};

describe('normaliseSourceUrl', () => {
  it('lower-cases scheme and host, drops default ports and fragments, keeps path case and parameter order', () => {
    expectations([
      ['HTTPS://News.Example.COM:443/Feed.XML', 'https://news.example.com/Feed.XML'],
      ['http://example.com:80/a', 'http://example.com/a'],
      ['http://example.com:8080/a', 'http://example.com:8080/a'],
      ['https://example.com/post#comments', 'https://example.com/post'],
      ['https://example.com/?b=2&a=1', 'https://example.com/?b=2&a=1'],
      ['  https://example.com/feed  ', 'https://example.com/feed'],
      ['https://example.com', 'https://example.com/'],
    ]);
  });

  it('strips tracking parameters and nothing else', () => {
    expectations([
      ['https://example.com/a?utm_source=x&utm_Medium=y&id=3&fbclid=z&gclid=g', 'https://example.com/a?id=3'],
      ['https://example.com/a?utm_campaign=only', 'https://example.com/a'],
      ['https://example.com/a?msclkid=1&mc_cid=2&mc_eid=3&ref=home', 'https://example.com/a?ref=home'],
      ['https://example.com/a?si=kept-off-youtube', 'https://example.com/a?si=kept-off-youtube'],
      ['https://example.com/s?q=a%20b&path=/x/y&utm_source=z&tag=c%2Bd', 'https://example.com/s?q=a%20b&path=/x/y&tag=c%2Bd'],
      ['https://example.com/s?&&utm_id=1', 'https://example.com/s'],
    ]);
  });

  it('turns YouTube channel and playlist URLs into their feeds', () => {
    expectations([
      [`https://www.youtube.com/channel/${CHANNEL}`, CHANNEL_FEED],
      [`https://youtube.com/channel/${CHANNEL}/videos?view=0`, CHANNEL_FEED],
      [`https://m.youtube.com/channel/${CHANNEL}#about`, CHANNEL_FEED],
      [`https://www.youtube.com/playlist?list=${PLAYLIST}`, PLAYLIST_FEED],
      [`https://www.youtube.com/watch?v=dQw4w9WgXcQ&list=${PLAYLIST}&index=3`, PLAYLIST_FEED],
      [`https://youtu.be/dQw4w9WgXcQ?list=${PLAYLIST}&si=abc`, PLAYLIST_FEED],
      [`https://music.youtube.com/playlist?list=${PLAYLIST}`, PLAYLIST_FEED],
      ['https://www.youtube.com/user/LinusTechTips', 'https://www.youtube.com/feeds/videos.xml?user=LinusTechTips'],
    ]);
  });

  it('canonicalises feed URLs that are already feeds', () => {
    expectations([
      [`http://youtube.com/feeds/videos.xml?channel_id=${CHANNEL}&utm_source=rss`, CHANNEL_FEED],
      [`https://www.youtube.com/feeds/videos.xml?playlist_id=${PLAYLIST}`, PLAYLIST_FEED],
    ]);
  });

  it('keeps @handles and /c/ names as the canonical channel page, for the fetcher to resolve', () => {
    expectations([
      ['https://www.youtube.com/@Fireship', 'https://www.youtube.com/@Fireship'],
      ['https://m.youtube.com/@Fireship/videos?si=share', 'https://www.youtube.com/@Fireship'],
      ['http://youtube.com/c/Computerphile/featured', 'https://www.youtube.com/c/Computerphile'],
    ]);
  });

  it('leaves other YouTube URLs alone apart from share tracking', () => {
    expectations([
      ['https://www.youtube.com/watch?v=dQw4w9WgXcQ&si=abc&feature=share', 'https://www.youtube.com/watch?v=dQw4w9WgXcQ'],
      ['https://youtu.be/dQw4w9WgXcQ', 'https://youtu.be/dQw4w9WgXcQ'],
      ['https://www.youtube.com/channel/not-a-channel-id', 'https://www.youtube.com/channel/not-a-channel-id'],
    ]);
  });

  it('is idempotent and never leaves a fragment or utm_ parameter', () => {
    const urls = fc.webUrl({ withQueryParameters: true, withFragments: true });
    fc.assert(fc.property(urls, fc.string(), (url, campaign) => {
      const withoutFragment = url.split('#')[0]!;
      const tracked = `${withoutFragment}${withoutFragment.includes('?') ? '&' : '?'}utm_campaign=${encodeURIComponent(campaign)}`;
      const once = normaliseSourceUrl(tracked);
      assert.equal(normaliseSourceUrl(once), once);
      assert.ok(!once.includes('#'));
      assert.ok(!/[?&]utm_/i.test(once));
    }));
  });
});
