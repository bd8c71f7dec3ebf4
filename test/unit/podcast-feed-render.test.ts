import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { inflateSync } from 'node:zlib';
import { parseFeed } from 'podcast-partytime';
import { v5 as uuidV5 } from 'uuid';
import { COVER_SIZE, podcastCover } from '#domain/briefings/audio/cover';
import { podcastGuid } from '#shared/feed-links';
import { renderPodcastRss, type RssEpisode } from '#domain/podcast/rss';
import { config } from '#shared/config';
import { isNotModified } from '#http/feed-request';

const channel = {
  title: 'Tom & Jerry <news>',
  description: 'Cats, "mice" & more',
  language: 'en-gb',
  link: 'https://briefings.example.com',
  selfUrl: 'https://briefings.example.com/api/v1/feeds/lb_feed_x',
  imageUrl: 'https://briefings.example.com/api/v1/feeds/lb_feed_x/cover.png',
  author: 'Briefings',
  lastBuildDate: 1_795_000_000,
  guid: '917393e3-1b1e-5cef-ace4-edaa54e1f810',
  lockOwner: 'briefings@example.com',
};

const episode = (id: string, pubDate: number): RssEpisode => ({
  guid: id,
  title: `Briefing ${id}`,
  descriptionHtml: '<p>Headline & more</p><ul><li>Point <a href="https://example.com/a?b=1&c=2">A</a></li></ul>',
  pubDate,
  audioUrl: `${channel.selfUrl}/episodes/${id}/audio.mp3`,
  audioBytes: 123_456,
  durationSeconds: 61.6,
  transcriptVttUrl: `${channel.selfUrl}/episodes/${id}/transcript.vtt`,
  transcriptJsonUrl: `${channel.selfUrl}/episodes/${id}/transcript.json`,
  chaptersUrl: `${channel.selfUrl}/episodes/${id}/chapters.json`,
});

describe('podcast RSS', () => {
  it('escapes text and HTML so a podcast parser reads back exactly what went in', () => {
    const xml = renderPodcastRss(channel, [episode('job_2', 1_795_000_000), episode('job_1', 1_794_900_000)]);
    const feed = parseFeed(xml);
    assert.ok(feed);
    assert.equal(feed.title, channel.title);
    assert.equal(feed.description, channel.description);
    assert.equal(feed.language, 'en-gb');
    assert.deepEqual(feed.items.map((item) => item.guid), ['job_2', 'job_1']);
    const [item] = feed.items;
    assert.equal(item!.description, episode('job_2', 0).descriptionHtml);
    assert.deepEqual(item!.enclosure, { url: episode('job_2', 0).audioUrl, length: 123_456, type: 'audio/mpeg' });
    assert.equal(item!.duration, 62, 'whole seconds');
    assert.deepEqual(item!.podcastTranscripts?.map(({ type, rel }) => [type, rel]), [['text/vtt', 'captions'], ['application/json', undefined]]);
    assert.equal(feed.guid, channel.guid);
    assert.equal(feed.locked, true);
    assert.equal(feed.podcastOwner, 'briefings@example.com');
  });

  it('depends only on its input, so the same feed has the same ETag', () => {
    assert.equal(renderPodcastRss(channel, [episode('job_1', 1)]), renderPodcastRss(channel, [episode('job_1', 1)]));
  });
});

describe('podcast:guid', () => {
  it('is the UUIDv5 the namespace defines, of a URL without its scheme and trailing slash', () => {
    // The namespace's own example: https://mp3s.nashownotes.com/pc20rss.xml.
    assert.equal(uuidV5('mp3s.nashownotes.com/pc20rss.xml', 'ead4c236-bf58-58c6-a2c6-a6b28d128cb6'), '917393e3-1b1e-5cef-ace4-edaa54e1f810');
    const guid = podcastGuid('prof_1');
    assert.equal(guid, uuidV5(`${config.publicBaseUrl}/api/v1/profiles/prof_1/feed`.replace(/^https?:\/\//, ''), 'ead4c236-bf58-58c6-a2c6-a6b28d128cb6'));
    assert.match(guid, /^[0-9a-f]{8}-[0-9a-f]{4}-5[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    assert.notEqual(podcastGuid('prof_2'), guid);
  });
});

describe('conditional requests', () => {
  const current = { etag: '"abc"', lastModified: 1_000_000 };
  const at = (seconds: number) => new Date(seconds * 1000).toUTCString();

  it('matches If-None-Match by weak comparison, in a list or as *', () => {
    assert.equal(isNotModified({ 'if-none-match': '"abc"' }, current), true);
    assert.equal(isNotModified({ 'if-none-match': '"x", W/"abc"' }, current), true);
    assert.equal(isNotModified({ 'if-none-match': '*' }, current), true);
    assert.equal(isNotModified({ 'if-none-match': '"abd"' }, current), false);
  });

  it('lets If-None-Match decide over If-Modified-Since', () => {
    assert.equal(isNotModified({ 'if-none-match': '"old"', 'if-modified-since': at(2_000_000) }, current), false);
  });

  it('answers If-Modified-Since by whole seconds and ignores a date it cannot read', () => {
    assert.equal(isNotModified({ 'if-modified-since': at(1_000_000) }, current), true);
    assert.equal(isNotModified({ 'if-modified-since': at(999_999) }, current), false);
    assert.equal(isNotModified({ 'if-modified-since': 'yesterday' }, current), false);
    assert.equal(isNotModified({}, current), false);
  });
});

describe('default cover', () => {
  it('is a valid square palette PNG of 1400 pixels, a few kilobytes', () => {
    const { png, etag } = podcastCover();
    assert.deepEqual([...png.subarray(0, 8)], [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
    assert.equal(png.subarray(12, 16).toString('ascii'), 'IHDR');
    assert.deepEqual([png.readUInt32BE(16), png.readUInt32BE(20)], [COVER_SIZE, COVER_SIZE]);
    assert.ok(COVER_SIZE >= 1400);
    assert.ok(png.length < 20_000, `${png.length} bytes`);
    const idat = png.indexOf('IDAT');
    const pixels = inflateSync(png.subarray(idat + 4, idat + 4 + png.readUInt32BE(idat - 4)));
    assert.equal(pixels.length, (COVER_SIZE + 1) * COVER_SIZE, 'one filter byte and one palette index a pixel, every row');
    assert.ok(new Set(pixels).size > 1, 'something is drawn');
    assert.equal(podcastCover().etag, etag);
  });
});
