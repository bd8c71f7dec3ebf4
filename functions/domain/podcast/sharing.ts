import { createHmac } from 'node:crypto';
import { isIPv4, isIPv6 } from 'node:net';
import { countFeedClient, setFeedSharingWarning, type FeedSharingRecord } from '#store/podcast';
import { isoDate, SECONDS_PER_DAY } from '#shared/clock';
import { log } from '#shared/logger';
import { publishEvent } from '#domain/delivery';
import { limits } from '#shared/limits';
import { feedUrlPrefix } from '#shared/feed-links';
import type { OpenFeed } from './feeds.ts';

/** Who polled a feed, as the request tells it; neither is ever stored. */
export interface FeedClient {
  sourceIp?: string;
  userAgent?: string;
}

/** An IPv6 address as written by the URL standard (RFC 5952: lower case, the longest run of zero groups as ::). */
const canonicalIpv6 = (address: string) => new URL(`http://[${address}]`).hostname.slice(1, -1);

/** The eight 16-bit groups of an IPv6 address. */
function ipv6Groups(address: string): number[] {
  const [head = '', tail] = canonicalIpv6(address).split('::');
  const groups = (part: string) => (part ? part.split(':').map((group) => parseInt(group, 16)) : []);
  if (tail === undefined) return groups(head);
  const [before, after] = [groups(head), groups(tail)];
  return [...before, ...new Array<number>(8 - before.length - after.length).fill(0), ...after];
}

/**
 * The address a client polls from, as counted: an IPv6 address by its /64,
 * the network of one home or phone, inside which devices rotate their
 * privacy addresses through the day; an IPv4 address (mapped ones included) as it is.
 */
export function clientAddress(sourceIp: string | undefined): string {
  if (!sourceIp || isIPv4(sourceIp) || !isIPv6(sourceIp) || sourceIp.includes('%')) return sourceIp ?? '';
  const groups = ipv6Groups(sourceIp);
  const [high, low] = [groups[6]!, groups[7]!];
  if (groups.slice(0, 5).every((group) => group === 0) && groups[5] === 0xffff) return [high >> 8, high & 255, low >> 8, low & 255].join('.');
  return `${canonicalIpv6(`${groups.slice(0, 4).map((group) => group.toString(16)).join(':')}::`)}/64`;
}

/**
 * A client of a feed on a day, as a salted hash: an HMAC keyed by the feed's
 * token, which is never stored (the table keeps only its SHA-256), over the
 * day, the address (see clientAddress) and the user agent. The table cannot be searched for an
 * address, and the same client cannot be followed from one day to the next.
 */
export function feedClientHash(token: string, date: string, client: FeedClient): string {
  return createHmac('sha256', token).update(`${date}\n${clientAddress(client.sourceIp)}\n${client.userAgent ?? ''}`).digest('base64url').slice(0, 22);
}

/**
 * Counts the client of a feed poll among the feed's distinct clients of the
 * day (one DynamoDB call). The poll whose client passes the threshold marks
 * the profile's feed with a warning and emits `podcast_feed.shared_suspected`:
 * once a day per feed URL. Nothing is blocked; rotating the URL clears the warning.
 */
export async function noticeFeedClient(open: OpenFeed, client: FeedClient, now: number): Promise<void> {
  const { feed } = open;
  const date = isoDate(now);
  const threshold = limits.feedClientsPerDayWarning;
  const dayEnd = now - (now % SECONDS_PER_DAY) + SECONDS_PER_DAY;
  const passed = await countFeedClient(feed.token_hash, date, feedClientHash(open.token, date, client), threshold, dayEnd + SECONDS_PER_DAY);
  if (!passed) return;
  const warning: FeedSharingRecord = { date, detected_at: now, threshold };
  if (!(await setFeedSharingWarning(feed.user_id, feed.profile_id, feed.token_hash, warning))) return;
  try {
    await publishEvent({
      userId: feed.user_id,
      type: 'podcast_feed.shared_suspected',
      data: { profile_id: feed.profile_id, url_prefix: feedUrlPrefix(feed.token_prefix), ...warning },
    });
  } catch (error) {
    // The warning is on the profile already; a poll never fails for its event.
    log('error', 'podcast_feed.shared_suspected not published', { user_id: feed.user_id, profile_id: feed.profile_id, error: (error as Error).message });
  }
}
