/**
 * Kinds of act: what a report tells was done or what befell, read from its concepts (concepts.ts).
 * An actor's act, an institution's decision or an office's release is each its own kind: a takeover
 * is no appointment, an inflation figure no jobless figure, a town's new park no price rise. What
 * befalls a place (a disaster, an accident, a crime, an outage) and what follows it (a closure,
 * cancellations, evacuations, the injured, the dead, rescues, damage, arrests) are one kind: one
 * happening's reports tell it by different ones of them. Pure.
 */

/** Concepts that are an act of their own kind. */
const ACTS = ['results', 'takeover', 'merger', 'layoffs', 'hiring', 'insolvency', 'resignation', 'appointment', 'confidence-vote', 'veto',
  'election', 'verdict', 'interest-rate', 'inflation', 'prices', 'growth', 'tax', 'freeze', 'budget', 'vote', 'ruling', 'deal', 'fine',
  'funding', 'unemployment', 'summit', 'relocation', 'retail-sales', 'record', 'birth', 'study', 'exhibition', 'service', 'order',
  'ceasefire', 'sanctions', 'embargo', 'mission', 'expulsion', 'bailout'];
/** A prize is won: an award and a victory are one kind; what is unveiled or launched is opened. */
const WIN = ['award', 'victory'];
const OPENING = ['opening', 'launch'];
/** What befalls a place and what follows it. */
const MISHAP = ['strike', 'quake', 'storm', 'flood', 'wildfire', 'blackout', 'injured', 'killed', 'collapse', 'cyberattack', 'outbreak', 'rescue',
  'evacuation', 'cancelled', 'grounding', 'closure', 'theft', 'arrest', 'landslide', 'heatwave', 'crash', 'explosion', 'spill', 'leak', 'escape', 'damage'];

const KINDS = new Map<string, string>([
  ...ACTS.map((concept) => [`#${concept}`, `#${concept}`] as const),
  ...WIN.map((concept) => [`#${concept}`, '#win'] as const),
  ...OPENING.map((concept) => [`#${concept}`, '#opening'] as const),
  ...MISHAP.map((concept) => [`#${concept}`, '#mishap'] as const),
]);

/** The kinds of act a text's concepts tell ("#takeover", "#mishap"), each once. */
export function actKinds(concepts: Iterable<string>): string[] {
  const kinds = new Set<string>();
  for (const concept of concepts) {
    const kind = KINDS.get(concept);
    if (kind) kinds.add(kind);
  }
  return [...kinds];
}
