import { createHash } from 'node:crypto';
import { allSourcesOfProfileConsistent, deleteSourceRecord, type SourceRecord } from '#store/catalogue/sources';
import { releaseProfileChild } from '#store/catalogue/profiles';
import { releaseSourceUrl } from '#store/catalogue/source-urls';
import { releaseAccountSlot } from '#store/claims';

/** The key of a normalised URL in the unique-URL claims. */
export const sourceUrlHash = (url: string): string => createHash('sha256').update(url).digest('hex');

/**
 * Deletes a source and gives back what it held: its URL within the profile,
 * its slot on the profile and its slot in the account. Only the request that
 * actually deleted the item gives them back, so racing deletes count once.
 */
export async function removeSource(userId: string, sourceId: string): Promise<SourceRecord | undefined> {
  const removed = await deleteSourceRecord(userId, sourceId);
  if (!removed) return undefined;
  if (removed.profile_id !== null) {
    await releaseSourceUrl(userId, removed.profile_id, sourceUrlHash(removed.url), removed.id);
    await releaseProfileChild(userId, removed.profile_id, 'sources');
  }
  await releaseAccountSlot(userId, 'sources');
  return removed;
}

/** Deletes every source attached to a profile (read strongly consistent); returns how many went. */
export async function deleteSourcesOfProfile(userId: string, profileId: string): Promise<number> {
  const attached = await allSourcesOfProfileConsistent(userId, profileId);
  const removed = await Promise.all(attached.map((source) => removeSource(userId, source.id)));
  return removed.filter(Boolean).length;
}
