import * as v from 'valibot';
import { pageQueryEntries, timestamp } from '../common.ts';
import { BRIEFING_FORMATS, profileLimits } from './profile-limits.ts';

export { BRIEFING_FORMATS, type BriefingFormat, profileLimits } from './profile-limits.ts';


/** A BCP-47 tag of a primary language (2-3 letters) and an optional region (2 letters), any case: `en`, `en-GB`, `pt-br`. */
export const LANGUAGE_PATTERN = /^[a-z]{2,3}(-[a-z]{2})?$/i;

const name = v.pipe(
  v.string(),
  v.trim(),
  v.minLength(1),
  v.maxLength(profileLimits.nameMax),
  v.description('Name of the briefing profile, 1..100 characters, e.g. "Morning tech news"'),
);
const description = v.pipe(
  v.string(),
  v.maxLength(profileLimits.descriptionMax),
  v.description('Free text about what the briefing is for, up to 500 characters; guides the script writer'),
);
const interests = v.pipe(
  v.array(v.pipe(
    v.string(),
    v.trim(),
    v.minLength(1),
    v.maxLength(profileLimits.interestLengthMax),
    v.description('One topic, 1..100 characters, e.g. "serverless" or "EU energy policy"'),
  )),
  v.maxLength(profileLimits.interestsMax),
  v.description('Topics the briefing should focus on, at most 30; content matching them is preferred'),
);
const term = v.pipe(
  v.string(),
  v.trim(),
  v.minLength(1),
  v.maxLength(profileLimits.termLengthMax),
  v.description('A word or phrase, 1..100 characters, e.g. "ECB" or "rate decision"'),
);
const topicRequest = v.pipe(
  v.strictObject({
    interest: v.pipe(v.string(), v.trim(), v.minLength(1), v.description('One of the profile\'s interests (after this request), compared without case')),
    also_matches: v.pipe(
      v.array(term),
      v.maxLength(profileLimits.alsoMatchesMax),
      v.description(
        'Everything the interest should also match, replacing the current list: drop a term to remove it, add one to add it. '
        + 'The current list is the profile\'s topics[].also_matches',
      ),
    ),
  }),
  v.title('TopicEdit'),
);
const topics = v.pipe(
  v.array(topicRequest),
  v.maxLength(profileLimits.interestsMax),
  v.description(
    'What interests also match, edited: one entry per interest to change, each with the whole list it should also match. '
    + 'Interests not named keep their list (on create: their topic\'s terms)',
  ),
);

const voiceId = v.pipe(
  v.string(),
  v.minLength(1),
  v.maxLength(32),
  v.description(
    'Amazon Polly voice id from GET /voices (e.g. "Joanna"). It must speak the profile language: same primary language subtag. '
    + 'Null or absent: the default voice of the language is used',
  ),
);
const format = v.pipe(
  v.picklist(BRIEFING_FORMATS),
  v.description(
    'bulletin (default): one voice reads the stories in turn. duo: two hosts in conversation, taking stories in turn '
    + 'and adding to each other\'s; every factual sentence is still one of the cited articles\'',
  ),
);
const coHostVoiceId = v.pipe(
  v.string(),
  v.minLength(1),
  v.maxLength(32),
  v.description(
    'Second voice of a duo briefing: an Amazon Polly voice id from GET /voices that speaks the profile language and is not '
    + 'the host\'s (see pairs_with). Null or absent: the service picks a clearly different voice of the language, the other gender where there is one',
  ),
);
const lengthMinutes = v.pipe(
  v.number(),
  v.integer(),
  v.minValue(profileLimits.lengthMinutesMin),
  v.maxValue(profileLimits.lengthMinutesMax),
  v.description('Target length of the audio briefing in whole minutes, 1..60'),
);
const maxItemAgeDays = v.pipe(
  v.number(),
  v.integer(),
  v.minValue(profileLimits.maxItemAgeDaysMin),
  v.maxValue(profileLimits.maxItemAgeDaysMax),
  v.description(
    'Oldest news a briefing tells, in whole days, 1..30 (default 7). Briefings also skip what came out before the '
    + 'previous briefing of the profile; a story without a date counts from when the service first saw it',
  ),
);
const language = v.pipe(
  v.string(),
  v.minLength(2),
  v.maxLength(5),
  v.regex(LANGUAGE_PATTERN, 'must be a language tag like "en", "de" or "en-GB"'),
  v.description(
    'Language of the briefing as a BCP-47 tag: 2-3 letter primary language and optional 2-letter region ("en", "en-GB", "pt-BR"). '
    + 'Stored as lower-case language and upper-case region. Some voice of GET /voices must speak it',
  ),
);

export const CreateProfile = v.pipe(
  v.strictObject({
    name,
    description: v.optional(v.nullable(description)),
    interests: v.optional(interests, []),
    voice_id: v.optional(v.nullable(voiceId)),
    format: v.optional(format, 'bulletin'),
    co_host_voice_id: v.optional(v.nullable(coHostVoiceId)),
    length_minutes: v.optional(lengthMinutes, profileLimits.lengthMinutesDefault),
    language: v.optional(language, profileLimits.languageDefault),
    max_item_age_days: v.optional(maxItemAgeDays, profileLimits.maxItemAgeDaysDefault),
    topics: v.optional(topics),
  }),
  v.title('CreateProfile'),
  v.description('A new briefing profile: what to cover (interests), how long, in which language and voice'),
);
export type CreateProfileInput = v.InferOutput<typeof CreateProfile>;

/** Partial update: absent fields are kept; `null` clears `description` or `voice_id`. */
export const UpdateProfile = v.pipe(
  v.strictObject({
    name: v.optional(name),
    description: v.optional(v.nullable(description)),
    interests: v.optional(interests),
    voice_id: v.optional(v.nullable(voiceId)),
    format: v.optional(format),
    co_host_voice_id: v.optional(v.nullable(coHostVoiceId)),
    length_minutes: v.optional(lengthMinutes),
    language: v.optional(language),
    max_item_age_days: v.optional(maxItemAgeDays),
    topics: v.optional(topics),
  }),
  v.title('UpdateProfile'),
  v.description(
    'Partial update: send only the fields to change (at least one). null clears description, voice_id or co_host_voice_id. '
    + 'interests replaces the whole list. A voice_id and a co_host_voice_id must speak the resulting language. '
    + 'topics edits what the named interests also match; the others keep theirs',
  ),
);
export type UpdateProfileInput = v.InferOutput<typeof UpdateProfile>;

/** The warning a profile's feed carries once more distinct clients polled it in a day than `limits.feedClientsPerDayWarning`. */
export const FeedSharingWarning = v.pipe(v.object({
  date: v.pipe(v.string(), v.description('The UTC day (YYYY-MM-DD) the feed was last polled by more distinct clients than the threshold')),
  threshold: v.pipe(v.number(), v.integer(), v.description('Distinct clients (address and app) a day past which a feed looks shared')),
  detected_at: v.pipe(timestamp, v.description('When the threshold was passed that day')),
  message: v.pipe(v.string(), v.description('What happened and what to do, to show the owner')),
}), v.title('FeedSharingWarning'), v.description('The feed URL looks shared: nothing is blocked; rotating the URL (POST /profiles/{id}/feed) stops the old one and clears the warning'));
export type FeedSharingWarning = v.InferOutput<typeof FeedSharingWarning>;

/** What a profile shows of its podcast feed: like an API key's prefix, the whole URL is shown only once, when it is created. */
export const ProfileFeedSummary = v.pipe(v.object({
  url_prefix: v.pipe(
    v.string(),
    v.description('The feed URL up to the first characters of its secret token, to recognise which URL is current; the whole URL was shown once, when the feed was created'),
  ),
  created_at: v.pipe(timestamp, v.description('When this feed URL was created (or last rotated)')),
  sharing_warning: v.pipe(
    v.nullable(FeedSharingWarning),
    v.description('Set when the URL looks shared (more distinct clients polled it in a day than a household would); cleared by rotating the URL. Null otherwise'),
  ),
}), v.title('ProfileFeedSummary'));

export const ProfileTopic = v.pipe(v.object({
  interest: v.pipe(v.string(), v.description('One of the profile\'s interests')),
  also_matches: v.pipe(
    v.array(v.string()),
    v.description(
      'What a story may name instead of the interest\'s own words and still be about it: synonyms, acronyms, members and related phrasings '
      + 'of its topic in the profile\'s language, as edited. Empty for an interest the topic knowledge base does not know: it matches its own words',
    ),
  ),
  added: v.pipe(v.array(v.string()), v.description('Terms the listener added to the topic\'s own')),
  removed: v.pipe(v.array(v.string()), v.description('Terms of the topic the listener removed')),
}), v.title('ProfileTopic'), v.description('What one interest is understood to cover'));
export type ProfileTopic = v.InferOutput<typeof ProfileTopic>;

export const Profile = v.pipe(v.object({
  id: v.pipe(v.string(), v.description('Profile id (prof_...)')),
  user_id: v.pipe(v.string(), v.description('Owning account')),
  name: v.pipe(v.string(), v.description('Name of the profile')),
  description: v.pipe(v.nullable(v.string()), v.description('What the briefing is for, or null')),
  interests: v.pipe(v.array(v.string()), v.description('Topics the briefing focuses on')),
  topics: v.pipe(
    v.array(ProfileTopic),
    v.description(
      'One entry per interest, in the same order: what it also matches. Computed when interests, language or topics are saved; '
      + 'profiles last saved before v1.2 show an empty list until then (their briefings use the topics\' terms all the same)',
    ),
  ),
  voice_id: v.pipe(v.nullable(v.string()), v.description('Chosen Amazon Polly voice; null means the language default')),
  format: v.pipe(v.picklist(BRIEFING_FORMATS), v.description('bulletin (one voice) or duo (two hosts in conversation)')),
  co_host_voice_id: v.pipe(
    v.nullable(v.string()),
    v.description('Chosen second voice of a duo briefing; null means the service picks one that pairs with the host\'s voice'),
  ),
  length_minutes: v.pipe(v.number(), v.integer(), v.description('Target length of the audio in minutes')),
  language: v.pipe(v.string(), v.description('BCP-47 language tag of the briefing')),
  max_item_age_days: v.pipe(v.number(), v.integer(), v.description('Oldest news a briefing tells, in days')),
  created_at: timestamp,
  updated_at: v.optional(v.pipe(timestamp, v.description('Last change; absent until the profile is first updated'))),
  feed: v.pipe(
    v.nullable(ProfileFeedSummary),
    v.description('The private podcast feed of the profile (POST /profiles/{id}/feed creates it), or null when it has none'),
  ),
}), v.title('Profile'), v.description('A briefing profile: the recipe briefings are generated from'));
export type Profile = v.InferOutput<typeof Profile>;

export const DeletedProfile = v.pipe(v.object({
  id: v.string(),
  deleted: v.pipe(v.literal(true), v.description('The profile and the sources attached to it are gone')),
}), v.title('DeletedProfile'));

export const VOICE_ENGINES = ['standard', 'neural', 'generative', 'long-form'] as const;

export const Voice = v.pipe(v.object({
  id: v.pipe(v.string(), v.description('Amazon Polly VoiceId; use it as a profile voice_id')),
  name: v.pipe(v.string(), v.description('Display name')),
  language: v.pipe(v.string(), v.description('BCP-47 language code of the voice, e.g. "en-GB"')),
  gender: v.picklist(['female', 'male']),
  engines: v.pipe(
    v.array(v.picklist(VOICE_ENGINES)),
    v.description('Polly engines offering this voice; briefings use neural when offered, otherwise standard'),
  ),
  pairs_with: v.pipe(
    v.array(v.string()),
    v.description(
      'Voices that can be the co_host_voice_id of a duo briefing this voice hosts: the other voices of its language, '
      + 'best pairing first (the other gender, the same region, neural). The first is the one picked when co_host_voice_id is null',
    ),
  ),
}), v.title('Voice'), v.description('An Amazon Polly voice a profile can use'));

export const VoiceQuery = v.strictObject({
  ...pageQueryEntries,
  language: v.optional(v.pipe(
    v.string(),
    v.regex(LANGUAGE_PATTERN, 'must be a language tag like "en" or "en-GB"'),
    v.description('Only voices for this language: "en" matches en-US, en-GB, ...; "en-GB" matches en-GB only'),
  )),
});
