/**
 * The topic knowledge base shipped beside the code (kb/*.json, written for this service; see
 * kb/README.md): for the common news topics, per language, the names an interest may be phrased
 * with, the terms that name the topic, related terms that only support it, and guards (other
 * senses of a term, where its matches do not count). kb/shared.json holds names used as they are
 * in every language. The files are an asset next to the bundle (`kb/`, copied in by the CDK for
 * the functions that match interests), not part of it: read once per container, on first use.
 */
import { readFileSync } from 'node:fs';
import { matchTokens } from '#domain/script/text';
import { stemmerFor, TOPIC_LANGUAGES, type TopicLanguage } from './stems.ts';

interface TopicEntry {
  names?: string[];
  terms?: string[];
  related?: string[];
  guards?: string[];
}
type TopicFile = { topics: Record<string, TopicEntry> };

/** Where the files are: beside this module in the sources, beside index.mjs in a Lambda bundle. */
const KB_FOLDER = new URL('./kb/', import.meta.url);

const files = new Map<TopicLanguage | 'shared', TopicFile>();

function kbFile(name: TopicLanguage | 'shared'): TopicFile {
  let file = files.get(name);
  if (!file) {
    file = JSON.parse(readFileSync(new URL(`${name}.json`, KB_FOLDER), 'utf8')) as TopicFile;
    files.set(name, file);
  }
  return file;
}

/** What an interest understood as a knowledge-base topic also matches, in one language. */
export interface TopicTerms {
  topic: string;
  /** Terms that name the topic: one is enough for a story to be about it. */
  terms: string[];
  /** Terms that only support it: each counts half. */
  related: string[];
  guards: string[];
}

/** A phrase's stems in a language, the key interests and topic names meet on. */
export function phraseKey(text: string, language: TopicLanguage): string {
  return matchTokens(text, stemmerFor(language)).map((token) => token.stem).join(' ');
}

let nameIndex: Map<string, string> | undefined;

/** `<language>:<stemmed name>` → topic id, for every name in every language. */
function topicNames(): Map<string, string> {
  if (nameIndex) return nameIndex;
  nameIndex = new Map();
  for (const language of TOPIC_LANGUAGES) {
    for (const [topic, entry] of Object.entries(kbFile(language).topics)) {
      for (const name of entry.names ?? []) nameIndex.set(`${language}:${phraseKey(name, language)}`, topic);
    }
  }
  return nameIndex;
}

/** The topic an interest names in any of the knowledge base's languages, the profile's first; null when none. */
export function topicOf(interest: string, language: TopicLanguage): string | null {
  const names = topicNames();
  for (const candidate of [language, ...TOPIC_LANGUAGES.filter((other) => other !== language)]) {
    const topic = names.get(`${candidate}:${phraseKey(interest, candidate)}`);
    if (topic) return topic;
  }
  return null;
}

const unique = (values: string[]): string[] => [...new Set(values)];

/** The topic's terms in the language, shared names included. */
export function topicTerms(topic: string, language: TopicLanguage): TopicTerms {
  const own = kbFile(language).topics[topic] ?? {};
  const common = kbFile('shared').topics[topic] ?? {};
  const terms = unique([...(own.terms ?? []), ...(common.terms ?? [])]);
  const related = unique([...(own.related ?? []), ...(common.related ?? [])]).filter((term) => !terms.includes(term));
  return { topic, terms, related, guards: unique([...(own.guards ?? []), ...(common.guards ?? [])]) };
}

/** Every topic id, for tests and documentation. */
export const topicIds = (): string[] => Object.keys(kbFile('en').topics);
