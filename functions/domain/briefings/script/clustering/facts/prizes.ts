/**
 * The prizes a report names by their own names: "the Halvorsen Prize", "the Nobel Peace Prize",
 * "le prix Goncourt", "le prix des Marches", "el premio Cervantes", "der Kestner-Preis". A prize is
 * given once a year: two reports that name prizes and none in common tell two happenings (one
 * prize awarded, another's shortlist), however alike their words. Pure.
 */
import { foldCase } from '#shared/text';

const NAME = String.raw`\p{Lu}[\p{L}’'-]+`;
/** A prize's name before its English word, after its French or Spanish one, or written onto the German one with a hyphen. */
const NAMED_PRIZES = new RegExp([
  String.raw`((?:${NAME} ){1,3})(?:Prize|Award)\b`,
  String.raw`\b(?:[Pp]rix|[Pp]remio) (?:(?:des?|du|de la|del) )?(${NAME}(?: ${NAME}){0,2})`,
  String.raw`(${NAME})-(?:[Pp]reis|[Bb]uchpreis|[Ll]iteraturpreis)\b`,
].join('|'), 'gu');
/** Words that open a prize's name without naming it: an article, or what the prize is for. */
const NOT_THE_NAME = new Set(['the', 'this', 'a', 'literary', 'book', 'grand', 'nacional', 'national']);

/** The words of the prizes' own names the text gives (folded): "halvorsen"; "nobel" and "peace" for "the Nobel Peace Prize". */
export function prizesNamed(text: string): string[] {
  if (!/pri[xz]|premio|preis|award/iu.test(text)) return [];
  const words: string[] = [];
  for (const match of text.matchAll(NAMED_PRIZES)) {
    const name = match[1] ?? match[2] ?? match[3]!;
    words.push(...foldCase(name).split(/\s+/u).filter((word) => word && !NOT_THE_NAME.has(word)));
  }
  return words;
}
