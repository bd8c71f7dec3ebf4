/**
 * How much of one happening two reports share: the names (people, places, organisations, an
 * institution's seat, an office, a storm's own name; a full name shortened in one of them) and
 * figures both give, rare ones weighing more, and a bearer one names by what it is ("the carmaker"); how alike their titles and leads are (TF-IDF over the briefing's material: in one language
 * every word, across languages the concepts of what happened) and the rare action words or
 * concepts both titles use; all of it weighing more the closer in time the two were published.
 * Pure.
 */
import { contentLikeness, type ContentLikeness } from './content.ts';
import { type EventMarks, written } from './event-marks.ts';
import { isCountry } from './event-names.ts';
import { mayBeOneSum, roundedAlike } from './figures.ts';
import { bothToldWithBearer, officesHeldByOneNamed } from './politics.ts';

/** Items further apart than this are different happenings, however alike. */
export const EVENT_WINDOW_SECONDS = 36 * 3600;

/**
 * How rare a mark is in the material, from 1 (only two items give it) down to 0 (every item gives
 * it): inverse document frequency, scaled so a small material reads as one of MIN_MATERIAL items.
 */
export type MarkRarity = (mark: string) => number;
const MIN_MATERIAL = 20;
/** A rare name is what tells one happening from the rest: it weighs this much more than its share of the name. */
const RARE_NAME_WEIGHT = 1.25;
/**
 * Titles and leads alike in every content word (cosine 1) weigh this much; topic words the
 * material shares weigh little. Two reports in one language below CONTENT_FLOOR tell of different
 * things, whatever names they share (a club's match and its striker's call-up): their evidence
 * loses weight.
 */
const SIMILARITY_WEIGHT = 2.5;
const CONTENT_FLOOR = 0.05;
/** Two reports in one language that share not one content word (names aside) tell two things: they lose this much, half a name. */
const NO_COMMON_WORD = 0.5;
/**
 * Reports in two languages compare only the concepts of their content (concepts.ts): alike in
 * every concept they weigh this much, and reports that share few concepts are not weighed down
 * (most of what they say is not in the lexicon).
 */
const CONCEPT_WEIGHT = 1.5;
const CONCEPT_FLOOR = 0.2;
/** A rare content word both titles use (the action: "recalls", "strike") weighs up to this much, at most ACTION_CAP in all. */
const ACTION_WEIGHT = 0.5;
const ACTION_CAP = 1;
/** A bearer one report names by its role ("the carmaker", "the finance minister") and the other by name weighs this much of a name, the rarer the role the more. */
const ROLE_WEIGHT = 0.75;
/** A full name both reports give weighs this much more for each word past its first: "Halden Building Society" is rarer by chance than "Halden". */
const FURTHER_NAME_WORD_WEIGHT = 0.25;
/**
 * A word both reports write only where every word is capitalised (a sentence's first word, a German
 * noun: "Marvia airport handled …", "Flughafen Marvia zählt …") weighs this much of a name, when
 * the material writes it as a name elsewhere, and only beside a figure both give alike (not one
 * rounded otherwise or in another currency): alone it may name one company's or city's other happening.
 */
const CAPITALISED_NAME_WEIGHT = 0.75;
/** A happening's own name both reports give ("Storm Isla") weighs this much beside the name itself: whatever else they tell, it is one happening. */
const HAPPENING_WEIGHT = 1;
/**
 * Who acted (names, a bearer named by its role), in two reports that tell different kinds of act
 * (acts.ts: a takeover and an appointment; a flood and the town's new flood wall) and give no figure
 * in common (but one that either gives as what came before), weighs this share: one company's, place's or office's two happenings of one day share
 * their names and little else.
 */
const OTHER_ACT_SHARE = 0.5;
/** Reports of the same hour weigh their evidence this many times; reports at the window's end, PROXIMITY_FAR times. */
const PROXIMITY_NEAR = 1.15;
const PROXIMITY_FAR = 0.85;

/** What the evidence of two reports is weighed against: the briefing's material. */
export interface Material {
  rarity: MarkRarity;
  content: ContentLikeness;
  /**
   * Whether a report of the material writes this word as a name: capitalised inside a sentence in
   * a language that does not capitalise its nouns ("de Marvia"), or as a place after a bare "in".
   */
  writtenAsName: (word: string) => boolean;
  /** Whether the material names two people who share this word of their names ("Aino Virtanen", "Mika Virtanen"): the word alone names neither. */
  sharedByPeople: (word: string) => boolean;
  /**
   * Whom a report names by a role only: each word of the bearer's name ("vallin") with the roles
   * that name it ("~finance-minister") and what each weighs, from whom the material says a role
   * names; when it gives a role two bearers, the one whose reports share a name with this report
   * (Valdoria's finance minister); a role the material names none or still two of is left out.
   */
  namedByRole: (report: EventMarks) => Map<string, Array<[role: string, weight: number]>>;
}

export function materialOf(all: EventMarks[]): Material {
  const counts = new Map<string, number>();
  for (const marks of all) {
    for (const mark of new Set([...marks.names.keys(), ...marks.openers.keys(), ...marks.actors.keys(), ...marks.happenings, ...marks.figures.keys(), ...marks.roles])) {
      counts.set(mark, (counts.get(mark) ?? 0) + 1);
    }
  }
  const nameWords = new Set(all.flatMap(({ names, places, content }) => [...places.keys(), ...(content.language === 'de' ? [] : names.keys())]));
  const bearers = new Map<string, Set<string>>();
  for (const person of all.flatMap(({ people }) => people)) for (const word of person) bearers.set(word, (bearers.get(word) ?? new Set()).add(person.join(' ')));
  const holders = new Map<string, Array<{ bearer: string[]; context: EventMarks }>>();
  for (const context of all) for (const [role, bearer] of context.holders) holders.set(role, [...holders.get(role) ?? [], { bearer, context }]);
  const bearerOf = (role: string, report: EventMarks): string[] | null => {
    const holding = holders.get(role);
    if (!holding) return null;
    const near = holding.filter(({ bearer, context }) => [...report.names.keys(), ...report.openers.keys()]
      .some((name) => !bearer.includes(name) && written(context, name) > 0));
    // Bearers that share no word are two ("carmaker Kestrel", "carmaker Halden").
    const one = [holding, near].find((list) => list.length && list.every(({ bearer }) => list.every((other) => bearer.some((word) => other.bearer.includes(word)))));
    return one ? [...new Set(one.flatMap(({ bearer }) => bearer))] : null;
  };
  const size = Math.max(all.length, MIN_MATERIAL);
  const rarity: MarkRarity = (mark) => Math.max(0, Math.log(size / Math.max(2, counts.get(mark) ?? 2)) / Math.log(size / 2));
  const resolved = new WeakMap<EventMarks, Map<string, Array<[string, number]>>>();
  return {
    namedByRole: (report) => {
      let named = resolved.get(report);
      if (!named) {
        named = new Map();
        for (const role of report.roles) {
          const bearer = bearerOf(role, report);
          if (!bearer || bearer.some((word) => written(report, word) > 0)) continue;
          for (const word of bearer) named.set(word, [...named.get(word) ?? [], [role, ROLE_WEIGHT * rarity(role)]]);
        }
        resolved.set(report, named);
      }
      return named;
    },
    rarity,
    content: contentLikeness(all.map(({ content }) => content)),
    sharedByPeople: (word) => (bearers.get(word)?.size ?? 0) > 1,
    writtenAsName: (word) => nameWords.has(word),
  };
}

function sharedWeight(a: Map<string, number>, b: Map<string, number>, rarity: MarkRarity, rareWeight = RARE_NAME_WEIGHT): number {
  let shared = 0;
  for (const [key, weight] of a) {
    const other = b.get(key);
    if (other !== undefined) shared += Math.min(weight, other) * rareWeight * rarity(key);
  }
  return shared;
}

/**
 * What the names two reports give of one bearer weigh beyond their shared words: a person or
 * organisation named in full in one report and by one word of the name alone in the other
 * ("Henrik Vallin"; "Vallin", "Prime Minister Vallin", "Herr Vallin"; "Halden Building Society";
 * "Halden") is named whole, as when both give the full name; but a word that two people of the
 * material share ("Aino Virtanen", "Mika Virtanen") names neither of them alone, nor one of them
 * beside the other: it weighs nothing.
 */
/** What the full names (of two or three words) both reports give weigh beyond each name's one: FURTHER_NAME_WORD_WEIGHT a further word. */
function wholeNameWeight(a: EventMarks, b: EventMarks, rarity: MarkRarity): number {
  let weight = 0;
  for (const full of a.fullNames) {
    if (!b.fullNames.some((other) => other.length === full.length && other.every((word, index) => word === full[index]))) continue;
    weight += FURTHER_NAME_WORD_WEIGHT * (full.length - 1) * RARE_NAME_WEIGHT * Math.min(...full.map(rarity));
  }
  return weight;
}


function fullNameWeight(a: EventMarks, b: EventMarks, { rarity, sharedByPeople }: Material): number {
  if (!a.fullNames.length) return 0;
  let weight = 0;
  // A word two other full names of the report share is one bearer's, named two ways ("Matemáticas de la PAU", "Matemáticas II de la PAU"):
  // counted for the first only.
  const shortened = new Map<string, string>();
  for (const full of a.fullNames) {
    const short = full.find((word) => written(b, word) > 0);
    if (short === undefined || b.fullNames.some((other) => other.length === full.length && other.every((word, index) => word === full[index]))) continue;
    if ((shortened.get(short) ?? full.join(' ')) !== full.join(' ')) continue;
    shortened.set(short, full.join(' '));
    const withinOther = b.fullNames.some((other) => other.includes(short));
    const counted = Math.min(a.names.get(short) ?? 0, written(b, short)) * RARE_NAME_WEIGHT * rarity(short);
    // Two full names that share the word are read from both reports' side: half the word each time.
    if (sharedByPeople(short)) weight -= withinOther ? counted / 2 : counted;
    else if (!withinOther && written(b, short) === 1) weight += (1 - (a.names.get(short) ?? 0)) * RARE_NAME_WEIGHT * rarity(short);
  }
  return weight;
}

/**
 * A bearer one report names only by its office or by what it is ("the finance minister", "le
 * constructeur") and the other by name ("Vallin", "Kestrel"), when the material says who that is
 * ("Finance Minister Henrik Vallin", "der Autobauer Kestrel", "Kestrel, the carmaker"), in any
 * report and language: who acted, named otherwise. A role the material gives two bearers of names
 * neither, nor does a name two people share; an office both reports name is counted as theirs already.
 */
function roleWeight(a: EventMarks, b: EventMarks, { namedByRole, sharedByPeople }: Material): number {
  const named = namedByRole(a);
  let weight = 0;
  if (!named.size) return weight;
  for (const words of [b.names, b.openers]) {
    for (const word of words.keys()) {
      for (const [role, roleWeight] of named.get(word) ?? []) if (!b.actors.has(role) && !sharedByPeople(word)) weight = Math.max(weight, roleWeight);
    }
  }
  return weight;
}

/** The evidence two items share, by kind, before time weighs it. */
export interface EvidenceParts {
  names: number;
  figures: number;
  content: number;
  action: number;
  happening: number;
  /** A bearer named by its office or by what it is in one report and by name in the other. */
  epithet: number;
}

/**
 * A figure one report gives rounded otherwise ("1,18 Mio." beside "1.2 million") or a sum it gives
 * in another currency ("€1.2bn" beside "$1.3bn") weighs this share of a figure both give: it may
 * be another quantity of the same size.
 */
const CLOSE_FIGURE_SHARE = 0.5;

/** What the figures two reports give alike, not the same, weigh: each of a's at most once. */
function closeFigureWeight(a: EventMarks, b: EventMarks, rarity: MarkRarity): number {
  let weight = 0;
  for (const [figure, own] of a.figures) {
    if (b.figures.has(figure)) continue;
    for (const [other, theirs] of b.figures) {
      if (!roundedAlike(figure, other)) continue;
      weight += CLOSE_FIGURE_SHARE * Math.min(own, theirs) * rarity(figure);
      break;
    }
  }
  const sums = b.distinguishing.get('money');
  if (!sums) return weight;
  for (const sum of a.distinguishing.get('money') ?? []) {
    const [value, currency] = sum.split(' ');
    if (b.figures.has(value!)) continue;
    const converted = [...sums].some((other) => !other.endsWith(` ${currency}`) && !roundedAlike(value!, other.split(' ')[0]!) && mayBeOneSum(sum, other));
    if (converted) weight += CLOSE_FIGURE_SHARE * (a.figures.get(value!) ?? 0) * rarity(value!);
  }
  return weight;
}

/** The words both reports write only where every word is capitalised and the material writes as names elsewhere. */
function capitalisedNameWeight(a: EventMarks, b: EventMarks, { rarity, writtenAsName }: Material): number {
  let weight = 0;
  for (const [word, own] of a.openers) {
    const other = b.openers.get(word);
    if (other !== undefined && writtenAsName(word)) weight += CAPITALISED_NAME_WEIGHT * Math.min(own, other) * RARE_NAME_WEIGHT * rarity(word);
  }
  return weight;
}

/**
 * The actors of a report, less the offices it says are another's than the other report says ("Valdorias Regierungschef", "el primer
 * ministro español") and those a holder both name holds (counted as the holder).
 */
function actorsBeside(a: EventMarks, b: EventMarks): Map<string, number> {
  if (!a.actors.size) return a.actors;
  const others = a.officeOf.size && b.officeOf.size
    ? [...a.officeOf].filter(([office, whose]) => b.officeOf.has(office) && ![...whose].some((key) => b.officeOf.get(office)!.has(key))).map(([office]) => office) : [];
  const left = [...others, ...officesHeldByOneNamed(a, b)];
  return left.length ? new Map([...a.actors].filter(([actor]) => !left.includes(actor))) : a.actors;
}

/** Whether each report tells a kind of act and the two tell none in common. */
const otherActs = (a: EventMarks, b: EventMarks): boolean => a.acts.length > 0 && b.acts.length > 0 && !a.acts.some((act) => b.acts.includes(act));

/**
 * The names, figures and named happenings two items share: the marks of one happening. Figures
 * alike but not the same count only beside a bearer both name: alone they may be any two
 * quantities of one size. Each mark weighed here is one of markKeys': grouping weighs no pair that shares none.
 */
function sharedMarks(a: EventMarks, b: EventMarks, material: Material): Pick<EvidenceParts, 'names' | 'figures' | 'happening' | 'epithet'> {
  const { rarity } = material;
  const names = sharedWeight(a.names, b.names, rarity) + sharedWeight(a.openers, b.names, rarity) + sharedWeight(a.names, b.openers, rarity)
    + sharedWeight(a.acronyms, b.names, rarity) + sharedWeight(a.names, b.acronyms, rarity)
    + sharedWeight(a.actors, b.names, rarity) + sharedWeight(a.names, b.actors, rarity) + sharedWeight(actorsBeside(a, b), b.actors, rarity)
    + sharedWeight(a.forms, b.names, rarity) + sharedWeight(a.names, b.forms, rarity) + sharedWeight(a.forms, b.places, rarity) + sharedWeight(a.places, b.forms, rarity)
    + sharedWeight(a.places, b.places, rarity) + fullNameWeight(a, b, material) + fullNameWeight(b, a, material) + wholeNameWeight(a, b, rarity);
  const epithet = Math.max(roleWeight(a, b, material), roleWeight(b, a, material));
  const exact = sharedWeight(a.figures, b.figures, rarity, 1);
  const capitalised = exact > 0 ? capitalisedNameWeight(a, b, material) : 0;
  const close = names + capitalised + epithet > 0 ? Math.max(closeFigureWeight(a, b, rarity), closeFigureWeight(b, a, rarity)) : 0;
  // A figure one report gives as what came before (the takeover the day before its job cuts) tells no one act.
  const told = exact > 0 && [...a.figures.keys()].some((figure) => b.figures.has(figure) && !a.figuresBefore.has(figure) && !b.figuresBefore.has(figure));
  const who = !told && otherActs(a, b) ? OTHER_ACT_SHARE : 1;
  return {
    names: (names + capitalised) * who,
    figures: exact + close,
    epithet: epithet * who,
    happening: a.happenings.size && b.happenings.size
      ? [...a.happenings].filter((name) => b.happenings.has(name)).reduce((sum, name) => sum + HAPPENING_WEIGHT * rarity(name), 0) : 0,
  };
}

/**
 * The marks through which a report can share evidence with another (sharedMarks): names of every
 * kind, the words of its full names, figures, happenings and the names its roles stand for. Two
 * reports whose keys are disjoint share no mark, so their evidence is none (eventEvidence).
 */
export function markKeys(marks: EventMarks, { namedByRole }: Material): Set<string> {
  const keys = new Set([...marks.names.keys(), ...marks.openers.keys(), ...marks.forms.keys(), ...marks.places.keys(), ...marks.acronyms.keys(), ...marks.actors.keys()]);
  for (const full of marks.fullNames) for (const word of full) keys.add(word);
  for (const key of [...marks.figures.keys(), ...marks.happenings, ...namedByRole(marks).keys()]) keys.add(key);
  return keys;
}

/** How alike two reports' content is, as evidence: in one language every word (none in common: NO_COMMON_WORD lost), across languages the concepts. */
function contentWeight(a: EventMarks, b: EventMarks, { content }: Material): number {
  const similarity = content.similarity(a.content, b.content);
  if (a.content.language !== b.content.language) return CONCEPT_WEIGHT * Math.max(0, similarity - CONCEPT_FLOOR);
  const wordless = !a.content.lead.size || !b.content.lead.size;
  return similarity > 0 || wordless ? SIMILARITY_WEIGHT * (similarity - CONTENT_FLOOR) : -NO_COMMON_WORD;
}

export function evidenceParts(a: EventMarks, b: EventMarks, material: Material, marks = sharedMarks(a, b, material)): EvidenceParts {
  const { content } = material;
  return {
    ...marks,
    content: contentWeight(a, b, material),
    // Two reports of different kinds of act share no action, whatever words their titles share ("goes on sale", "sales slump").
    action: otherActs(a, b) ? 0 : Math.min(ACTION_CAP, ACTION_WEIGHT * content.sharedAction(a.content, b.content)),
  };
}

/** Evidence weighs more the closer in time two reports are: PROXIMITY_NEAR the same moment, PROXIMITY_FAR at the window's end; 1 when a time is unknown. */
export function proximity(gapSeconds: number | null): number {
  if (gapSeconds === null) return 1;
  return PROXIMITY_NEAR - (PROXIMITY_NEAR - PROXIMITY_FAR) * Math.min(1, Math.abs(gapSeconds) / EVENT_WINDOW_SECONDS);
}

/** Whether each report names a country and the two name none in common ("Inflation in Deutschland", "l'inflation en France"). */
function countriesApart(a: EventMarks, b: EventMarks): boolean {
  const own = [...a.names.keys()].filter(isCountry);
  const theirs = [...b.names.keys()].filter(isCountry);
  return own.length > 0 && theirs.length > 0 && !own.some((country) => theirs.includes(country));
}

/** Whether the figures two reports share are all scores of both: a score ("3-1") is the result of many matches. */
const scoresAlone = (a: EventMarks, b: EventMarks): boolean => [...a.figures.keys()].filter((figure) => b.figures.has(figure))
  .every((figure) => a.distinguishing.get('score')?.has(figure) && b.distinguishing.get('score')?.has(figure));

/**
 * How much of one happening two items published gapSeconds apart share, against the material. Two
 * reports that share no name, no figure and no bearer tell alike things of different ones (heavy rain in two
 * regions), however alike their words: none. Nor do two that share figures alone, no name, bearer or
 * content: a sum or a count of one size is as often two happenings' (a hospital's building costs and a transfer fee);
 * nor two that share figures alone and name two countries and none in common (two countries' inflation of one month), nor two
 * that share a match's score alone (two cup ties won 3-1).
 */
export function eventEvidence(a: EventMarks, b: EventMarks, material: Material, gapSeconds: number | null = null): number {
  const marks = sharedMarks(a, b, material);
  const named = marks.names + marks.happening + marks.epithet > 0;
  if (!named && (marks.figures <= 0 || countriesApart(a, b) || bothToldWithBearer(a, b) || scoresAlone(a, b))) return 0;
  const parts = evidenceParts(a, b, material, marks);
  if (!named && parts.content + parts.action <= 0) return 0;
  return (parts.names + parts.figures + parts.content + parts.action + parts.happening + parts.epithet) * proximity(gapSeconds);
}
