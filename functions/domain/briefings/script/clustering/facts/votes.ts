/**
 * What a report says of a vote: its tally, the count of votes for a motion, a bill or a candidate
 * ("by 212 votes to 187", "212 Abgeordnete stimmten für", "par 176 voix contre 139", "con 176
 * votos a favor"), one a vote, so two reports that each give one and share no count tell two votes
 * (a parliament's no-confidence vote and its vote on a bill the same day); and the clauses that
 * tell an election's next round, whose date is not the happening's. Pure.
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
  // Every word the pattern counts by holds one of these: most texts give no tally, and are read no further.
  if (!/vot|voix|stimm/u.test(folded)) return [];
  return [...new Set([...folded.matchAll(TALLY)].map((match) => match[1] ?? match[2]!))];
}

/** Words for an election's next round: "the run-off", "die Stichwahl", "le second tour", "la segunda vuelta". */
const NEXT_ROUND = /run-?off|second round|stichwahl|second tour|deuxieme tour|segunda vuelta/u;
/** A folded text's clauses (not cut at the point of a date's "9. Juni"). */
const CLAUSES = /(?<!\d)[.;!?]\s/u;

/** A folded text less its clauses that tell an election's next round ("Die Stichwahl findet am 26. April statt"): the date there is the next round's. */
export const withoutNextRound = (folded: string): string => (NEXT_ROUND.test(folded)
  ? folded.split(CLAUSES).filter((clause) => !NEXT_ROUND.test(clause)).join('. ') : folded);
