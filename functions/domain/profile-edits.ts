/**
 * Creating and changing profiles. Apart from profiles.ts (reads, deletion) because saving interests
 * computes their topics from the topic knowledge base, which only these functions need.
 */
import type { CreateProfileInput, Profile, UpdateProfileInput } from '#schemas/profiles';
import { putProfile, updateProfileRecord } from '#store/profiles';
import { nowSeconds } from '#shared/clock';
import { NotFoundError, ValidationError } from '#shared/errors';
import { accountSlot, withClaims } from './claims.ts';
import { newId } from './ids.ts';
import { getProfile } from './profiles.ts';
import { profileTopics } from './topics/profile-topics.ts';
import { checkLanguageAndVoice } from './voices.ts';

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
