import type { CreatedFeedView, RevokedFeedView } from '#schemas/podcast';
import type { Profile } from '#schemas/catalogue/profiles';
import {
  deleteFeedToken, getFeedByTokenHash, putFeedToken, revokeProfileFeed, setProfileFeed, type PodcastFeedRecord, type ProfileFeedRecord,
} from '#store/podcast';
import { getProfileItem, getProfileRecord, toProfile } from '#store/catalogue/profiles';
import { NotFoundError } from '#shared/errors';
import { recordAudit, type AuditOrigin } from '../audit.ts';
import type { AuditAction } from '#shared/audit-actions';
import { feedUrl, feedUrlPrefix } from '#shared/feed-links';
import { consumeFeedRequest, type RateLimitState, uncountedFeedState } from '#domain/access';
import { FEED_TOKEN_PREFIX_LENGTH, generateFeedToken, hashSecret, isWellFormedFeedToken } from '#shared/secrets';

/**
 * Creates the profile's private podcast feed, or rotates it: the new URL is in
 * the result only (the table keeps the token's SHA-256), and the URL it
 * replaces stops working at once. Without transactions the order keeps it
 * safe: the token item is written first, then one conditional update makes it
 * the profile's current feed (only while the profile is live) and returns the
 * one it replaced, whose item is then deleted. Every feed request also checks
 * that its token is the profile's current one, so a token item left behind by
 * an interrupted call never serves anything.
 */
export async function createFeed(userId: string, profileId: string, now: number): Promise<CreatedFeedView> {
  const token = generateFeedToken();
  const record: PodcastFeedRecord = {
    token_hash: hashSecret(token),
    user_id: userId,
    profile_id: profileId,
    token_prefix: token.slice(0, FEED_TOKEN_PREFIX_LENGTH),
    created_at: now,
  };
  await putFeedToken(record);
  const replaced = await setProfileFeed(userId, profileId, { token_hash: record.token_hash, token_prefix: record.token_prefix, created_at: now });
  if (replaced === 'gone') {
    await deleteFeedToken(record.token_hash);
    throw new NotFoundError('Profile', profileId);
  }
  if (replaced) await deleteFeedToken(replaced.token_hash);
  return { profile_id: profileId, url: feedUrl(token), url_prefix: feedUrlPrefix(record.token_prefix), created_at: now, replaced_previous: replaced !== null };
}

/** Revokes the profile's feed: its URL answers 404 from now on. 404 when the profile has none. */
export async function revokeFeed(userId: string, profileId: string): Promise<RevokedFeedView> {
  if (!(await getProfileRecord(userId, profileId))) throw new NotFoundError('Profile', profileId);
  if (!(await revokeProfileFeed(userId, profileId))) throw new NotFoundError(`Podcast feed of profile ${profileId}`);
  return { profile_id: profileId, revoked: true };
}

/** A feed request's credential, resolved: the feed and its (live) profile. */
export interface OpenFeed {
  token: string;
  feed: PodcastFeedRecord;
  profile: Profile;
}

/**
 * Resolves the token of a feed request. A well-formed token is counted in its
 * own rate-limit window first (429 past the limit), then looked up by its
 * hash (a malformed one is refused without a database call); `feed` is absent for an unknown, rotated or revoked token and a
 * deleted profile alike, so no answer tells whether a token ever existed.
 */
export async function openFeed(token: string, now: number): Promise<{ feed?: OpenFeed; rate: RateLimitState }> {
  if (!isWellFormedFeedToken(token)) return { rate: uncountedFeedState(now) };
  const tokenHash = hashSecret(token);
  const rate = await consumeFeedRequest(tokenHash, now);
  const feed = await getFeedByTokenHash(tokenHash);
  if (!feed) return { rate };
  const item = await getProfileItem(feed.user_id, feed.profile_id);
  const current = item?.feed as ProfileFeedRecord | undefined;
  if (!item || item.deleting !== undefined || current?.token_hash !== tokenHash) return { rate };
  return { rate, feed: { token, feed, profile: toProfile(item) } };
}

/**
 * Records a read through a feed URL in the owner's audit log, with the actor
 * `feed` (the URL's token prefix): a leaked URL shows up there, by the
 * clients and addresses reading it.
 */
export function recordFeedRead(
  open: OpenFeed,
  read: { action: Extract<AuditAction, 'feed.read' | 'feed.download'>; resourceType: string; resourceId: string; outcome: number },
  origin: AuditOrigin,
): Promise<void> {
  return recordAudit({
    actor: { type: 'feed', user_id: open.feed.user_id, feed_prefix: open.feed.token_prefix },
    ...read,
    origin,
  });
}
