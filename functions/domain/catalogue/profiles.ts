import type { Profile } from '#schemas/catalogue/profiles';
import { deleteProfileFeedback } from '#store/briefings/feedback';
import type { Page, PageRequest } from '#store/pagination';
import { deleteProfileRecord, getProfileRecord, listProfileRecords, markProfileDeleting } from '#store/catalogue/profiles';
import { releaseAccountSlot } from '#store/claims';
import { nowSeconds } from '#shared/clock';
import { ConflictError, NotFoundError } from '#shared/errors';
import { deleteSchedulesOfProfile } from './profile-schedules.ts';
import { deleteSourcesOfProfile } from './profile-sources.ts';
import { revokeProfileFeed } from '#store/podcast';

/** Profiles read and deleted; created and changed in profile-edits.ts, which needs the topic knowledge base. */
export type { Profile };

/** The caller's profile; NotFoundError when it is missing or another account's. */
export async function getProfile(userId: string, profileId: string): Promise<Profile> {
  const profile = await getProfileRecord(userId, profileId);
  if (!profile) throw new NotFoundError('Profile', profileId);
  return profile;
}

export const listProfiles = (userId: string, page: PageRequest): Promise<Page<Profile>> => listProfileRecords(userId, page);

/**
 * Deletes the profile with its schedules, its podcast feed and the sources attached to it.
 * Refused (409) while a briefing for it is queued or running. Without
 * transactions the order makes races safe:
 *
 * 1. one conditional write marks the profile as being deleted (only while no
 *    briefing holds its lock); from then on it reads as absent, and every
 *    source, schedule or briefing creation on it fails its own conditional
 *    write on the profile item;
 * 2. the schedules and sources are swept (read strongly consistent); a
 *    creation that passed its check before the mark either is caught here or
 *    finds the mark when it checks again after writing and removes itself;
 * 3. the profile item goes, then a second sweep catches a child written
 *    between the first sweep and its creator's check.
 *
 * An interrupted deletion leaves the mark: the profile stays hidden and the
 * deletion can be repeated. Briefings already made for the profile are kept.
 */
export async function deleteProfile(userId: string, profileId: string): Promise<{ id: string; deleted: true }> {
  const marked = await markProfileDeleting(userId, profileId, nowSeconds());
  if (marked === 'missing') throw new NotFoundError('Profile', profileId);
  if (marked === 'busy') {
    throw new ConflictError(`A briefing for profile ${profileId} is queued or running; delete the profile once it has finished`);
  }
  await deleteChildren(userId, profileId);
  if (!(await deleteProfileRecord(userId, profileId))) throw new NotFoundError('Profile', profileId);
  await releaseAccountSlot(userId, 'profiles');
  await deleteChildren(userId, profileId);
  return { id: profileId, deleted: true };
}

async function deleteChildren(userId: string, profileId: string): Promise<void> {
  await revokeProfileFeed(userId, profileId);
  await deleteSchedulesOfProfile(userId, profileId);
  await deleteSourcesOfProfile(userId, profileId);
  await deleteProfileFeedback(userId, profileId);
}
