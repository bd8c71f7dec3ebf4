import assert from 'node:assert/strict';
import { before, describe, it } from 'node:test';
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StreamableHTTPClientTransport } from '@modelcontextprotocol/sdk/client/streamableHttp.js';
import type { CallToolResult } from '@modelcontextprotocol/sdk/types.js';
import { createApiKey } from '#domain/access/api-keys';
import { startBriefing, waitForBriefing } from '../helpers/briefings.ts';
import { type TestAccount, useLocalStack } from '../helpers/local-stack.ts';
import { type NewsEntry as Entry, useNewsFeeds } from '../helpers/news-feeds.ts';

const { call, newAccount, stack } = useLocalStack();

/** Each story opens with one long sentence, so a one-minute briefing has room for one story only. */
const RATED: Entry = {
  title: 'Haulon electric lorry maker raises 250 million euros',
  link: 'https://news.example/haulon-raises',
  minutesAgo: 30,
  text: 'Haulon, the Dutch maker of battery-powered heavy trucks that has been supplying supermarket chains and parcel carriers across the Benelux since 2021, '
    + 'has raised 250 million euros from a group of pension funds and a state-backed climate investor to build a second factory near Eindhoven, '
    + 'where it plans to assemble up to four thousand vehicles a year by the end of the decade. Its chief executive said the money would last until 2028.',
};
/** Another story about the same company: a close relative of the rated one. */
const RELATIVE: Entry = {
  title: 'Haulon picks Eindhoven site for second battery truck factory',
  link: 'https://wire.example/haulon-site',
  minutesAgo: 10,
  text: 'The Dutch battery truck maker Haulon has chosen a former airfield east of Eindhoven for its second factory, which will employ about nine hundred people '
    + 'once it opens in two years and is paid for by the pension funds and the climate investor that backed the company this autumn, '
    + 'according to planning papers filed with the province this week. Local officials welcomed the jobs and promised quick permits.',
};
const unrelated = (title: string, link: string, minutesAgo: number): Entry => ({
  title,
  link,
  minutesAgo,
  text: 'The city council voted on Tuesday evening to add twelve kilometres of protected cycle lanes along the ring road and the three main shopping streets, '
    + 'paid for by the parking budget and a regional grant, with work starting in the spring and finishing before the summer holidays of the following year, '
    + 'after two years of consultation with shopkeepers, residents and the bus company. Opponents said the plan would make deliveries harder.',
});

const feeds: Record<string, Entry[]> = { news: [RATED], wire: [] };
const feedsBase = useNewsFeeds(feeds);

describe('listener feedback teaches the ranking', () => {
  let owner: TestAccount;
  let profileId = '';
  let firstJob = '';

  const rate = (jobId: string, body: unknown, token = owner.key) => call(`/briefings/${jobId}/feedback`, { method: 'POST', token, body });
  const dryRunTitles = async (): Promise<string[]> => {
    const preview = await call('/briefings', { method: 'POST', token: owner.key, body: { profile_id: profileId, dry_run: true } });
    assert.equal(preview.status, 200, JSON.stringify(preview.body));
    return preview.body.data.stories.map((story: { title: string }) => story.title);
  };
  const briefingTitles = async (): Promise<string[]> => {
    const jobId = await startBriefing(call, owner.key, profileId);
    assert.equal((await waitForBriefing(call, owner.key, jobId)).status, 'done');
    const transcript = await call(`/briefings/${jobId}/transcript`, { token: owner.key });
    return transcript.body.data.segments.flatMap((segment: { articles: Array<{ title: string }> }) => segment.articles.map((article) => article.title));
  };

  before(async () => {
    owner = await newAccount();
    const profile = await call('/profiles', { method: 'POST', token: owner.key, body: { name: 'Trucks', length_minutes: 1 } });
    profileId = profile.body.data.id as string;
    for (const feed of ['news', 'wire']) {
      const source = await call('/sources', { method: 'POST', token: owner.key, body: { type: 'rss', url: `${feedsBase()}/${feed}`, name: feed, profile_id: profileId } });
      assert.equal(source.status, 201, JSON.stringify(source.body));
    }
    firstJob = await startBriefing(call, owner.key, profileId);
    assert.equal((await waitForBriefing(call, owner.key, firstJob)).status, 'done');
  });

  it('rates a story of the transcript, idempotently, and shows the counts on the profile', async () => {
    const transcript = (await call(`/briefings/${firstJob}/transcript`, { token: owner.key })).body.data;
    assert.equal(transcript.segments[1].articles[0].title, RATED.title, 'segment 1 is the first story');

    const first = await rate(firstJob, { story: 1, rating: 'more' });
    const again = await rate(firstJob, { story: 1, rating: 'more' });
    const changed = await rate(firstJob, { story: 1, rating: 'less' });

    assert.equal(first.status, 200, JSON.stringify(first.body));
    assert.deepEqual(again.body.data, first.body.data, 'rating the same again changes nothing');
    assert.equal(first.body.data.title, RATED.title);
    assert.equal(first.body.data.profile_id, profileId);
    assert.equal(first.body.data.weight, 1);
    assert.deepEqual({ ...first.body.data.feedback, updated_at: 0 }, { more: 1, less: 0, updated_at: 0 });
    assert.deepEqual({ ...changed.body.data.feedback, updated_at: 0 }, { more: 0, less: 1, updated_at: 0 }, 'the new rating replaces the first');
    const shown = await call(`/profiles/${profileId}/feedback`, { token: owner.key });
    assert.equal(shown.status, 200);
    assert.equal(shown.body.data.less, 1);
    assert.deepEqual(shown.body.data.ratings.map((rating: { job_id: string; story: number; rating: string }) => [rating.job_id, rating.story, rating.rating]), [[firstJob, 1, 'less']]);
  });

  it('a "less" leaves the rated story\'s close relative out of a tight briefing; a "more" has it told over a newer rival', async () => {
    const cycleLanes = unrelated('Council approves new cycle lanes on the ring road', 'https://wire.example/cycle-lanes', 40);
    feeds.wire = [RELATIVE, cycleLanes];
    const reset = await call(`/profiles/${profileId}/feedback`, { method: 'DELETE', token: owner.key });
    assert.equal(reset.status, 200);
    assert.deepEqual(await dryRunTitles(), [RELATIVE.title], 'without feedback the newer relative is told');

    assert.equal((await rate(firstJob, { story: 1, rating: 'less' })).status, 200);
    assert.deepEqual(await briefingTitles(), [cycleLanes.title], 'after "less" the relative gives way');

    const market: Entry = {
      title: 'Orchestra names a violinist from Porto as its new music director',
      link: 'https://wire.example/orchestra',
      minutesAgo: 2,
      text: 'The national youth orchestra has named a thirty-four-year-old violinist from Porto, who studied in Vienna and has led chamber ensembles in Lisbon, Madrid and Ghent, '
        + 'as its music director from next season, the first woman and the youngest person to hold the post since the orchestra was founded in 1957, '
        + 'after a search of eighteen months that drew more than sixty applications from conductors in twenty countries. She will conduct the opening concert herself.',
    };
    feeds.wire = [RELATIVE, market];
    assert.equal((await call(`/profiles/${profileId}/feedback`, { method: 'DELETE', token: owner.key })).body.data.removed, 1);
    assert.deepEqual(await dryRunTitles(), [market.title], 'without feedback the newer rival is told');
    assert.equal((await rate(firstJob, { story: 1, rating: 'more' })).status, 200);
    assert.deepEqual(await briefingTitles(), [RELATIVE.title], 'after "more" the relative is told');
  });

  it('names the field of a bad story index or rating', async () => {
    const cases: Array<[unknown, RegExp]> = [
      [{ story: 0, rating: 'less' }, /^story: segment 0 is the intro, not a story; its stories are segments 1 to 1/],
      [{ story: 2, rating: 'less' }, /^story: segment 2 is the outro/],
      [{ story: 9, rating: 'less' }, /^story: the briefing has no segment 9/],
      [{ story: -1, rating: 'less' }, /^story: /],
      [{ story: 1.5, rating: 'less' }, /^story: /],
      [{ story: 1, rating: 'meh' }, /^rating: /],
      [{ rating: 'more' }, /^story: /],
      [{ story: 1, rating: 'more', weight: 3 }, /weight: unknown field/],
    ];
    for (const [body, message] of cases) {
      const response = await rate(firstJob, body);
      assert.equal(response.status, 400, JSON.stringify(body));
      assert.equal(response.body.error, 'validation_error');
      assert.match(response.body.message, message, JSON.stringify(body));
    }
  });

  it('keeps tenants apart, enforces scopes and audits ratings and resets', async () => {
    const other = await newAccount();
    const readOnly = await createApiKey(owner.userId, { name: 'reader', scopes: ['read'] });

    assert.equal((await rate(firstJob, { story: 1, rating: 'less' }, other.key)).status, 404);
    assert.equal((await call(`/profiles/${profileId}/feedback`, { token: other.key })).status, 404);
    assert.equal((await call(`/profiles/${profileId}/feedback`, { method: 'DELETE', token: other.key })).status, 404);
    assert.equal((await rate('job_unknown', { story: 1, rating: 'less' })).body.error, 'not_found');
    assert.equal((await rate(firstJob, { story: 1, rating: 'less' }, readOnly.key)).status, 403);
    assert.equal((await call(`/profiles/${profileId}/feedback`, { method: 'DELETE', token: readOnly.key })).status, 403);
    assert.equal((await call(`/profiles/${profileId}/feedback`, { token: readOnly.key })).status, 200);
    assert.equal((await rate(firstJob, { story: 1, rating: 'less' })).status, 200);

    const audit = async (action: string) => (await call(`/audit-log?action=${action}`, { token: owner.session })).body.data;
    const [latestRating] = await audit('briefing.feedback');
    assert.deepEqual([latestRating.resource_type, latestRating.resource_id, latestRating.outcome], ['briefing', firstJob, 200]);
    assert.ok((await audit('briefing.feedback')).some((entry: { outcome: number }) => entry.outcome === 403), 'a refused rating is recorded');
    const [latestReset] = await audit('profile.feedback_reset');
    assert.deepEqual([latestReset.resource_type, latestReset.resource_id], ['profile', profileId]);
  });

  it('rates, shows and resets through the MCP tools, audited as MCP calls', async () => {
    const client = new Client({ name: 'feedback-test', version: '1.0.0' });
    await client.connect(new StreamableHTTPClientTransport(new URL(`${stack().baseUrl}/mcp`), {
      requestInit: { headers: { authorization: `Bearer ${owner.key}` } },
    }));
    const tool = async (name: string, args: Record<string, unknown>) => (await client.callTool({ name, arguments: args })) as CallToolResult;

    const rated = await tool('rate_briefing_story', { job_id: firstJob, story: 1, rating: 'more' });
    const shown = await tool('get_profile_feedback', { profile_id: profileId });
    const wrong = await tool('rate_briefing_story', { job_id: firstJob, story: 0, rating: 'more' });
    const reset = await tool('reset_profile_feedback', { profile_id: profileId });
    await client.close();

    assert.equal((rated.structuredContent as { rating: string }).rating, 'more');
    assert.deepEqual((shown.structuredContent as { ratings: Array<{ rating: string }> }).ratings.map((rating) => rating.rating), ['more']);
    assert.equal(wrong.isError, true);
    assert.match((wrong.content[0] as { text: string }).text, /story: segment 0 is the intro/);
    assert.equal((reset.structuredContent as { removed: number }).removed, 1);
    const entries = (await call('/audit-log?limit=3', { token: owner.session })).body.data;
    assert.deepEqual(entries.map((entry: { action: string; channel: string; outcome: number }) => [entry.action, entry.channel, entry.outcome]), [
      ['profile.feedback_reset', 'mcp', 200], ['briefing.feedback', 'mcp', 400], ['briefing.feedback', 'mcp', 200],
    ]);
  });

  it('has no stories to rate in a briefing that found nothing new, and nothing to rate for a deleted profile', async () => {
    feeds.news = [];
    feeds.wire = [];
    const jobId = await startBriefing(call, owner.key, profileId);
    assert.equal((await waitForBriefing(call, owner.key, jobId)).outcome, 'nothing_new');

    const response = await rate(jobId, { story: 1, rating: 'more' });
    assert.equal(response.status, 404);
    assert.equal(response.body.error, 'nothing_new');

    assert.equal((await call(`/profiles/${profileId}`, { method: 'DELETE', token: owner.key })).status, 200);
    const orphan = await rate(firstJob, { story: 1, rating: 'more' });
    assert.equal(orphan.status, 409);
    assert.match(orphan.body.message, /which was deleted/);
  });
});
