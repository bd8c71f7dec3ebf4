/**
 * Creating and changing profiles. Apart from profiles.ts (reads, deletion) because saving interests
 * computes their topics from the topic knowledge base, which only these functions need.
 */
import type { BriefingFormat, CreateProfileInput, Profile, UpdateProfileInput } from '#schemas/catalogue/profiles';
import { getLiveProfileItem, putProfile, toProfile, updateProfileRecord } from '#store/catalogue/profiles';
import { nowSeconds } from '#shared/clock';
import { NotFoundError, ValidationError } from '#shared/errors';
import { accountSlot, withClaims } from '#store/claims';
import { newId } from '#shared/ids';
import { profileTopics } from './topics/profile-topics.ts';
import { checkCoHostVoice, checkLanguageAndVoice } from './voices.ts';

/** A profile to create; without a format it is a bulletin, as the API's default says. */
export type NewProfile = Omit<CreateProfileInput, 'format'> & { format?: BriefingFormat };

export async function createProfile(userId: string, input: NewProfile): Promise<Profile> {
  const voices = voiceSettings(checkLanguageAndVoice(input.language, input.voice_id ?? null), input.format ?? 'bulletin', input.co_host_voice_id ?? null);
  const profile: Profile = {
    id: newId('prof'),
    user_id: userId,
    name: input.name,
    description: input.description ?? null,
    interests: input.interests,
    topics: profileTopics(input.interests, voices.language, [], input.topics),
    ...voices,
    length_minutes: input.length_minutes,
    max_item_age_days: input.max_item_age_days,
    created_at: nowSeconds(),
    feed: null,
  };
  await withClaims([accountSlot(userId, 'profiles')], () => putProfile(profile));
  return profile;
}

/** The checked language and host voice with the format and the second voice, checked against them. */
function voiceSettings(languageAndVoice: { language: string; voice_id: string | null }, format: BriefingFormat, coHostVoiceId: string | null) {
  const settings = { ...languageAndVoice, format, co_host_voice_id: coHostVoiceId };
  return { ...settings, co_host_voice_id: checkCoHostVoice(settings) };
}

/**
 * Partial update: absent fields stay, null clears description, voice_id or co_host_voice_id.
 * The voices are checked against the language the profile will have afterwards.
 */
export async function updateProfile(userId: string, profileId: string, changes: UpdateProfileInput): Promise<Profile> {
  if (Object.values(changes).every((value) => value === undefined)) {
    throw new ValidationError(
      'body: give at least one field to change (name, description, interests, topics, voice_id, format, co_host_voice_id, length_minutes, language, max_item_age_days)',
    );
  }
  const item = await getLiveProfileItem(userId, profileId);
  if (!item) throw new NotFoundError('Profile', profileId);
  const current = toProfile(item);
  const touchesVoice = [changes.language, changes.voice_id, changes.format, changes.co_host_voice_id].some((value) => value !== undefined);
  const voiceAndLanguage: Partial<Pick<Profile, 'language' | 'voice_id' | 'format' | 'co_host_voice_id'>> = touchesVoice
    ? voiceSettings(
      checkLanguageAndVoice(changes.language ?? current.language, changes.voice_id === undefined ? current.voice_id : changes.voice_id),
      changes.format ?? current.format,
      changes.co_host_voice_id === undefined ? current.co_host_voice_id : changes.co_host_voice_id,
    )
    : {};
  const { topics: requestedTopics, ...fields } = changes;
  // What interests also match follows the interests, the language and the listener's edits.
  const topics = changes.interests !== undefined || changes.language !== undefined || requestedTopics !== undefined
    ? { topics: profileTopics(changes.interests ?? current.interests, voiceAndLanguage.language ?? current.language, current.topics, requestedTopics) }
    : {};
  const updated = await updateProfileRecord(item, { ...fields, ...voiceAndLanguage, ...topics, updated_at: nowSeconds() });
  if (!updated) throw new NotFoundError('Profile', profileId);
  return updated;
}
