/** The languages the topic knowledge base speaks; other profiles match with English rules. */
export const TOPIC_LANGUAGES = ['en', 'de', 'fr', 'es'] as const;
export type TopicLanguage = (typeof TOPIC_LANGUAGES)[number];

/** The primary subtag of a profile language when the knowledge base speaks it, else English. */
export function topicLanguage(language: string): TopicLanguage {
  const primary = language.toLowerCase().split('-')[0];
  return TOPIC_LANGUAGES.find((known) => known === primary) ?? 'en';
}
