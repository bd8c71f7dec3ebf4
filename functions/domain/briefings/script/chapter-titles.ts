/**
 * Names of a briefing's intro and outro chapters, by language, apart from the
 * other phrases: reading a stored transcript needs only these.
 */
export const CHAPTER_TITLES = {
  en: { intro: 'Introduction', outro: 'Wrap-up' },
  de: { intro: 'Einleitung', outro: 'Abschluss' },
  fr: { intro: 'Introduction', outro: 'Conclusion' },
  es: { intro: 'Introducción', outro: 'Cierre' },
} as const;
