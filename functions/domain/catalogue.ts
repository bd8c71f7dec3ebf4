/** Catalogue: what a listener set up (profiles, interests as topics, sources, schedules, voices). What other contexts and the handlers use of it. */
export { createProfile, updateProfile } from './catalogue/profile-edits.ts';
export { deleteProfile, getProfile, listProfiles } from './catalogue/profiles.ts';
export { createSchedule, deleteSchedule, getSchedule, listSchedules, setScheduleActive, updateSchedule } from './catalogue/schedules.ts';
export { createSource, deleteSource, getSource, listProfileSources, listSources } from './catalogue/sources.ts';
export { type AlsoMatches, compileOptions, type InterestMatcher, interestMatchers } from './catalogue/topics/interest-matchers.ts';
export { topicLanguage } from './catalogue/topics/languages.ts';
export { withDefinedAcronyms, withSharedPhrases } from './catalogue/topics/material-expansion.ts';
export { fullNamesEndingIn, fullNamesIn } from './catalogue/topics/named-people.ts';
export { isRoundUpTitle, withoutSideRoles } from './catalogue/topics/news-forms.ts';
export { findMentions, type Mentions, type TermPattern } from './catalogue/topics/term-patterns.ts';
export { findVoice, listVoices, type ResolvedVoice, resolveVoices } from './catalogue/voices.ts';
