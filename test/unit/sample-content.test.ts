import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { redateSample } from '#local/sample-content';

const NOW = Date.parse('2026-11-24T12:00:00Z');

describe('bundled sample content', () => {
  it('moves feed dates to the last hours, newest first, each in the format it was written in', () => {
    const feed = '<item><pubDate>Wed, 31 Jan 2018 08:00:00 GMT</pubDate></item><item><pubDate>Tue, 30 Jan 2018 08:00:00 GMT</pubDate></item><updated>2018-01-31T08:00:00Z</updated>';
    assert.equal(
      redateSample(feed, NOW),
      '<item><pubDate>Tue, 24 Nov 2026 11:00:00 GMT</pubDate></item><item><pubDate>Tue, 24 Nov 2026 10:00:00 GMT</pubDate></item><updated>2026-11-24T11:00:00.000Z</updated>',
    );
  });

  it('moves a page\'s publication time too, and leaves text without dates alone', () => {
    const page = '<meta property="article:published_time" content="2024-05-14T08:00:00Z"><p>Published in 2024.</p>';
    assert.equal(redateSample(page, NOW), '<meta property="article:published_time" content="2026-11-24T11:00:00.000Z"><p>Published in 2024.</p>');
    assert.equal(redateSample('<p>no dates</p>', NOW), '<p>no dates</p>');
  });
});
