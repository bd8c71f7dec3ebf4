/**
 * Kinds of act: what a report tells was done or what befell, read from its concepts (concepts.ts).
 * An actor's act, an institution's decision or an office's release is each its own kind: a takeover
 * is no appointment, an inflation figure no jobless figure, a town's new park no price rise. What
 * befalls a place (a disaster, an accident, a crime, an outage) and what follows it (a closure,
 * cancellations, evacuations, the injured, the dead, rescues, damage, arrests) are one kind: one
 * happening's reports tell it by different ones of them. Pure.
 */

import { foldCase } from '#shared/text';

/** Concepts that are an act of their own kind. */
const ACTS = ['results', 'takeover', 'merger', 'layoffs', 'hiring', 'insolvency', 'resignation', 'appointment', 'confidence-vote', 'veto',
  'interest-rate', 'inflation', 'prices', 'growth', 'tax', 'freeze', 'budget', 'deal', 'fine',
  'funding', 'unemployment', 'summit', 'relocation', 'retail-sales', 'record', 'sellout', 'birth', 'study', 'exhibition', 'service', 'order', 'adaptation',
  'ceasefire', 'sanctions', 'embargo', 'mission', 'expulsion', 'bailout', 'coalition', 'endorsement', 'pledge', 'approval', 'investment', 'lineup', 'tour', 'renovation',
  'preview', 'cap'];
/**
 * A deal that is a coalition's or a ceasefire, a vote that is a call to vote for another, is that act: the kind it names; a mishap a
 * court tries or rules on is the court's act ("Juicio por el incendio de Guadarrana", "Flutprozess"), not the mishap's.
 */
const NAMED_BY = new Map([['#deal', ['#coalition', '#ceasefire']], ['#vote', ['#endorsement']], ['#mishap', ['#ruling']]]);
/** A prize is won: an award and a victory are one kind; what is unveiled or launched is opened. */
const WIN = ['award', 'victory'];
/** An election's reports tell it by the vote, its voters and turnout: one kind (a parliament's votes on two bills are told apart by their tallies). */
const VOTE = ['election', 'vote'];
/** A court's verdict in a trial is its ruling: reports of one tell it by either ("sentenced", "the court ruled"). */
const COURT = ['ruling', 'verdict'];
const OPENING = ['opening', 'launch'];
/** What befalls a place and what follows it. */
const MISHAP = ['strike', 'quake', 'storm', 'flood', 'wildfire', 'blackout', 'injured', 'killed', 'collapse', 'cyberattack', 'outbreak', 'rescue',
  'evacuation', 'cancelled', 'grounding', 'closure', 'theft', 'arrest', 'landslide', 'heatwave', 'crash', 'explosion', 'spill', 'leak', 'escape', 'damage',
  'sidelined', 'stabbing', 'hit-and-run', 'seizure'];

const KINDS = new Map<string, string>([
  ...ACTS.map((concept) => [`#${concept}`, `#${concept}`] as const),
  ...WIN.map((concept) => [`#${concept}`, '#win'] as const),
  ...VOTE.map((concept) => [`#${concept}`, '#vote'] as const),
  ...COURT.map((concept) => [`#${concept}`, '#ruling'] as const),
  ...OPENING.map((concept) => [`#${concept}`, '#opening'] as const),
  ...MISHAP.map((concept) => [`#${concept}`, '#mishap'] as const),
]);

/** Stolen goods found are their recovery, an act of its own: a painting stolen in 1998 found in an attic is no theft of the day. */
const RECOVERY = ['#theft', '#discovery'];

/**
 * The kinds of act a text's concepts tell ("#takeover", "#mishap"), each once. A record beside another act is that act's size
 * ("Saisie record de cocaïne", "record profit"), no record of its own.
 */
export function actKinds(concepts: Iterable<string>): string[] {
  const told = new Set(concepts);
  const recovered = RECOVERY.every((concept) => told.has(concept));
  const kinds = new Set<string>(recovered ? ['#recovery'] : []);
  for (const concept of told) {
    const kind = KINDS.get(concept);
    if (kind && !(recovered && concept === RECOVERY[0])) kinds.add(kind);
  }
  for (const [kind, namers] of NAMED_BY) if (namers.some((namer) => kinds.has(namer))) kinds.delete(kind);
  if (kinds.size > 1) kinds.delete('#record');
  return [...kinds];
}

/** A lead's concepts less those it tells only as what came before (concepts.ts, conceptsBefore): the lead's act is another. */
export const withoutBefore = (concepts: Iterable<string>, before: Set<string>): string[] => [...concepts].filter((concept) => !before.has(concept));

/** Words of winning a title writes after the winner's name: "Rovak gewinnt", "Dorin wins", "Rovak, campeona en Velmont", "Thorsager s'impose". */
const WON = new Set(['wins', 'won', 'gewinnt', 'siegt', 'remporte', 'gagne', 'gana', 'campeon', 'campeona', 'champion', 'impose', 'impone', 'conquista', 'conquiert']);
/** A new leader of a race or a table is named as a winner is ("Quiñoa, nuevo líder"): the stage's winner is another. */
const LEADS = new Set(['leader', 'lider', 'spitzenreiter', 'leaderin']);
const NEW = new Set(['new', 'nuevo', 'nueva', 'nouveau', 'nouvelle', 'neuer', 'neue']);
/** A reflexive pronoun between the name and its verb ("s'impose", "se impone"). */
const REFLEXIVE = new Set(['s', 'se', 'sich']);

/** Words of losing a title after the beaten side's name, which names a side of the match as the winner's does: "Galdós cae en la final", "Rovak s'incline". */
const LOST = new Set(['cae', 'pierde', 'verliert', 'incline', 'loses']);

/** Who a title says won, lost or now leads: the capitalised word before a word of winning or losing, or before a new leader (folded), each once. */
export function winnersIn(title: string): string[] {
  const words = title.match(/[\p{L}-]+/gu) ?? [];
  const folded = words.map((word) => foldCase(word));
  const winners = folded.flatMap((word, index) => {
    const back = WON.has(word) || LOST.has(word) ? (REFLEXIVE.has(folded[index - 1] ?? '') ? 2 : 1) : LEADS.has(word) && NEW.has(folded[index - 1] ?? '') ? 2 : 0;
    return back && index >= back && /^\p{Lu}/u.test(words[index - back]!) ? [folded[index - back]!] : [];
  });
  return [...new Set(winners)];
}
