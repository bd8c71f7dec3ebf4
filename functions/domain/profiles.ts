import type { CreateProfileInput, Profile, UpdateProfileInput } from '#schemas/profiles';
import type { Page, PageRequest } from '#store/pagination';
import {
  deleteProfileRecord, getProfileRecord, listProfileRecords, markProfileDeleting, putProfile, updateProfileRecord,
} from '#store/profiles';
import { accountSlot, releaseAccountSlot, withClaims } from './claims.ts';
import { nowSeconds } from '#shared/clock';
import { ConflictError, NotFoundError, ValidationError } from '#shared/errors';
import { newId } from './ids.ts';
import { checkLanguageAndVoice } from './voices.ts';
import { deleteSchedulesOfProfile } from './profile-schedules.ts';
import { deleteSourcesOfProfile } from './profile-sources.ts';
import { revokeFeedOfProfile } from './podcast-feeds.ts';
import { profileTopics } from './topics/profile-topics.ts';

export type { Profile };

/** The caller's profile; NotFoundError when it is missing or another account's. */
export async function getProfile(userId: string, profileId: string): Promise<Profile> {
  const profile = await getProfileRecord(userId, profileId);
  if (!profile) throw new NotFoundError('Profile', profileId);
  return profile;
}

export async function createProfile(userId: string, input: CreateProfileInput): Promise<Profile> {
  const languageAndVoice = checkLanguageAndVoice(input.language, input.voice_id ?? null);
  const profile: Profile = {
    id: newId('prof'),
    user_id: userId,
    name: input.name,
    description: input.description ?? null,
    interests: input.interests,
    topics: profileTopics(input.interests, languageAndVoice.language, [], input.topics),
    ...languageAndVoice,
    length_minutes: input.length_minutes,
    max_item_age_days: input.max_item_age_days,
    created_at: nowSeconds(),
    feed: null,
  };
  await withClaims([accountSlot(userId, 'profiles')], () => putProfile(profile));
  return profile;
}

export const listProfiles = (userId: string, page: PageRequest): Promise<Page<Profile>> => listProfileRecords(userId, page);

/**
 * Partial update: absent fields stay, null clears description or voice_id.
 * The voice is checked against the language the profile will have afterwards.
 */
export async function updateProfile(userId: string, profileId: string, changes: UpdateProfileInput): Promise<Profile> {
  if (Object.values(changes).every((value) => value === undefined)) {
    throw new ValidationError('body: give at least one field to change (name, description, interests, topics, voice_id, length_minutes, language, max_item_age_days)');
  }
  const current = await getProfile(userId, profileId);
  const touchesVoice = changes.language !== undefined || changes.voice_id !== undefined;
  const voiceAndLanguage: Partial<Pick<Profile, 'language' | 'voice_id'>> = touchesVoice
    ? checkLanguageAndVoice(changes.language ?? current.language, changes.voice_id === undefined ? current.voice_id : changes.voice_id)
    : {};
  const { topics: requestedTopics, ...fields } = changes;
  // What interests also match follows the interests, the language and the listener's edits.
  const topics = changes.interests !== undefined || changes.language !== undefined || requestedTopics !== undefined
    ? { topics: profileTopics(changes.interests ?? current.interests, voiceAndLanguage.language ?? current.language, current.topics, requestedTopics) }
    : {};
  const updated = await updateProfileRecord(userId, profileId, { ...fields, ...voiceAndLanguage, ...topics, updated_at: nowSeconds() });
  if (!updated) throw new NotFoundError('Profile', profileId);
  return updated;
}

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
  await revokeFeedOfProfile(userId, profileId);
  await deleteSchedulesOfProfile(userId, profileId);
  await deleteSourcesOfProfile(userId, profileId);
}
