/**
 * A profile's limits and formats as plain values, apart from its schemas
 * (profiles.ts): the store and the script read them, and importing the
 * schemas' module for them would bring all of its schemas into their bundles.
 */

/** Profile field limits; the interest length cap is ours (the spec leaves it open). */
export const profileLimits = {
  nameMax: 100,
  descriptionMax: 500,
  interestsMax: 30,
  interestLengthMax: 100,
  lengthMinutesMin: 1,
  lengthMinutesMax: 60,
  lengthMinutesDefault: 5,
  languageDefault: 'en',
  maxItemAgeDaysMin: 1,
  maxItemAgeDaysMax: 30,
  maxItemAgeDaysDefault: 7,
  alsoMatchesMax: 300,
  termLengthMax: 100,
} as const;

/** How a briefing is told: one voice reading the stories, or two hosts in conversation. */
export const BRIEFING_FORMATS = ['bulletin', 'duo'] as const;
export type BriefingFormat = (typeof BRIEFING_FORMATS)[number];
