/**
 * The topic knowledge base shipped beside the code (kb/*.json, written for this service; see
 * kb/README.md): for the common news topics, per language, the names an interest may be phrased
 * with, the terms that name the topic, related terms that only support it, and guards (other
 * senses of a term, where its matches do not count). kb/shared.json holds names used as they are
 * in every language. The files are an asset next to the bundle (`kb/`, copied in by the CDK for
 * the functions that match interests), not part of it: read once per container, on first use.
 */
import { readFileSync } from 'node:fs';
import { words } from '#shared/text';
import { TOPIC_LANGUAGES, topicLanguage, type TopicLanguage } from './languages.ts';

interface TopicEntry {
  names?: string[];
  terms?: string[];
  related?: string[];
  guards?: string[];
}
/** `roles`: titles a story calls a person by after naming them in full ("the premier", "die Kanzlerin"). */
/** `places`: how a place is named after someone or something ("{name} Street", "rue {name}"), where a company's name is a place's. */
/** `honorifics`: what stands before a surname ("Mr", "Frau", "Mme", "señora"): there the name is a person's. */
/** `companyWords`: what a story calls a company after naming it ("the firm", "the group", "der Konzern"). */
/** `roundUps`: labels of a round-up of the day's news in a title ("News in brief", "Kurz gemeldet"); `roundUpEndings`: the same at a title's end only ("… and more"). */
/** `sideRoles`: what opens a phrase giving a person a side role ("who also", ", a former", ", der auch", ", également"); `formerRoles`: what makes the next words a role the person left ("former", "Ex-", "ancien"). */
type TopicFile = {
  topics: Record<string, TopicEntry>; roles?: string[]; places?: string[]; honorifics?: string[]; companyWords?: string[];
  roundUps?: string[]; roundUpEndings?: string[]; sideRoles?: string[]; formerRoles?: string[];
};

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

/** Words longer than this lose a plural or inflection ending in a name's key. */
const KEY_MIN_WORD = 4;

/**
 * The form interests and topic names meet on, the same in every language: folded words, a common
 * plural or inflection ending cut ("Central Banks", "central bank"; "Zentralbanken",
 * "Zentralbank"; "voitures électriques", "voiture électrique"). No stemmer: saving a profile needs
 * none.
 */
export function nameKey(text: string): string {
  return words(text).map((word) => (word.length > KEY_MIN_WORD ? word.replace(/(?:es|en|s|n|e)$/, '') : word)).join(' ');
}

let nameIndex: Map<string, string> | undefined;

/** Name key → topic id, for every name in every language (a name two languages share names one topic). */
function topicNames(): Map<string, string> {
  if (nameIndex) return nameIndex;
  nameIndex = new Map();
  for (const language of TOPIC_LANGUAGES) {
    for (const [topic, entry] of Object.entries(kbFile(language).topics)) {
      for (const name of entry.names ?? []) if (!nameIndex.has(nameKey(name))) nameIndex.set(nameKey(name), topic);
    }
  }
  return nameIndex;
}

/** The topic an interest names in any of the knowledge base's languages; null when none. */
export const topicOf = (interest: string): string | null => topicNames().get(nameKey(interest)) ?? null;

const unique = (values: string[]): string[] => [...new Set(values)];

/** The topic's terms in the language, shared names included. */
export function topicTerms(topic: string, language: TopicLanguage): TopicTerms {
  const own = kbFile(language).topics[topic] ?? {};
  const common = kbFile('shared').topics[topic] ?? {};
  const terms = unique([...(own.terms ?? []), ...(common.terms ?? [])]);
  const related = unique([...(own.related ?? []), ...(common.related ?? [])]).filter((term) => !terms.includes(term));
  return { topic, terms, related, guards: unique([...(own.guards ?? []), ...(common.guards ?? [])]) };
}

/** The knowledge base's topic of the interest in the profile's language, or null when it knows none. */
export function knownTopic(interest: string, language: string): TopicTerms | null {
  const topic = topicOf(interest);
  return topic === null ? null : topicTerms(topic, topicLanguage(language));
}

/** What an interest also matches before the listener edits it: its topic's terms, the interest itself left out. */
export function defaultAlsoMatches(interest: string, language: string): string[] {
  const known = knownTopic(interest, language);
  const own = nameKey(interest);
  return known ? [...known.terms, ...known.related].filter((term) => nameKey(term) !== own) : [];
}

/** The titles and roles stories call a named person by, in the language. */
export const personRoles = (language: string): string[] => kbFile(topicLanguage(language)).roles ?? [];

/** Place names built on a name in the language, `{name}` standing for it. */
export const namePlaces = (language: string): string[] => kbFile(topicLanguage(language)).places ?? [];

/** The honorifics before a person's surname in the language. */
export const personHonorifics = (language: string): string[] => kbFile(topicLanguage(language)).honorifics ?? [];

/** The words a story calls a company by after naming it, in the language. */
export const companyWords = (language: string): string[] => kbFile(topicLanguage(language)).companyWords ?? [];

/** How the language labels a round-up of the day's news in a title: anywhere, and at the title's end only. */
export const roundUpLabels = (language: string): { anywhere: string[]; ending: string[] } => {
  const file = kbFile(topicLanguage(language));
  return { anywhere: file.roundUps ?? [], ending: file.roundUpEndings ?? [] };
};

/** What opens a phrase that gives a person a side role in the language, and what makes the next words a role the person left. */
export const sideRoleOpeners = (language: string): { clause: string[]; former: string[] } => {
  const file = kbFile(topicLanguage(language));
  return { clause: file.sideRoles ?? [], former: file.formerRoles ?? [] };
};

/** Every topic id, for tests and documentation. */
export const topicIds = (): string[] => Object.keys(kbFile('en').topics);
