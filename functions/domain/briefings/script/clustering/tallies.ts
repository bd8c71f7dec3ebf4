/**
 * A vote's tally: the count of votes a report gives for a motion, a bill or a candidate ("by 212
 * votes to 187", "212 Abgeordnete stimmten für", "par 176 voix contre 139", "con 176 votos a
 * favor"). One vote has one tally, so two reports that each give one and share no count tell two
 * votes (a parliament's no-confidence vote and its vote on a bill the same day). Pure.
 */

/**
 * A count of up to three digits (a house's members, not an electorate's millions) before a word for
 * votes, or before a word for members and a verb of voting, in a folded text; the count is group 1.
 * Not a share ("38 % de los votos"): the count stands right before its word.
 */
const TALLY = new RegExp([
  '(?<![\\d.,])(\\d{1,3}) (?:votes|voix|votos|stimmen|ja-stimmen|gegenstimmen)(?!\\p{L})',
  '(?<![\\d.,])(\\d{1,3}) (?:abgeordnete|deputies|lawmakers|mps|senators|deputes|senateurs|diputados|senadores) (?:stimmten|voted|backed|ont vote|votaron)(?!\\p{L})',
].join('|'), 'gu');

/** The counts of votes a folded text gives ("212"), each once. */
export function talliesIn(folded: string): string[] {
  return [...new Set([...folded.matchAll(TALLY)].map((match) => match[1] ?? match[2]!))];
}
