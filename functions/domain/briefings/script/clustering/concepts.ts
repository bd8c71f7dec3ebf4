/**
 * What happened, in one word across languages: a small lexicon of the words news uses for a
 * happening and its consequences (strike, Streik, grève, huelga; earthquake, Erdbeben, séisme,
 * terremoto), each word stemmed as content.ts stems it and brought to one concept ("#strike"), so
 * two reports compare their actions across languages and in other words of one language
 * ("terremoto" and "temblor"). A German compound whose last part is a word of the lexicon is that
 * concept ("Warnstreik", "Hackerangriff"), and so is a German verb whose particle stands apart
 * ("Kestrel ruft 40.000 Autos zurück"), or a clause's phrase ("legen die Arbeit nieder"); a word of
 * two happenings is read by its neighbours (Spanish "paro": a strike or unemployment). The sectors
 * a strike stops (a city's metro, its nurseries) are concepts too, so two strikes' reports tell
 * them apart. General knowledge, not a thesaurus. Pure.
 */
import { compileOptions, topicLanguage } from '#domain/catalogue';
import { foldCase, remembered } from '#shared/text';
import { FAILING_MACHINES, phraseConcepts, RECALL, STRIKE } from './concept-phrases.ts';
import { CONCEPTS, SECTORS } from './lexicon.ts';

/** A sector's concept is its name after this mark: "#at-transit". */
const SECTOR = 'at-';

/** A German compound's last part names its concept only when that part has at least this many letters ("Warnstreik": "streik"). */
const MIN_COMPOUND_PART = 4;
/** ... and what comes before it at least this many ("Warn"). */
const MIN_COMPOUND_HEAD = 3;
/** A German particle before a word makes another word, not a compound of it: "Auswahl" (a selection) is no "Wahl". */
const PARTICLE_HEADS = ['aus', 'auf', 'ein', 'vor', 'nach'];
/** Words of the lexicon that end German compounds in other senses: "Bruch" of a dam is a collapse, "Durchbruch" and a place's "-bruch" (a marsh) none. */
const NO_COMPOUND_PART = new Set(['bruch']);

const lexicons = new Map<string, { stems: Map<string, string>; parts: Array<[string, string]>; stemWord: (word: string) => string; read: Map<string, string> }>();
function lexiconOf(language: string) {
  let lexicon = lexicons.get(language);
  if (!lexicon) {
    // Stemming is slow: each word's stem is remembered.
    const stemWord = remembered(compileOptions(topicLanguage(language)).stemWord);
    const entries = [...Object.entries(CONCEPTS), ...Object.entries(SECTORS).map(([sector, words]) => [`${SECTOR}${sector}`, words] as const)];
    const stems = new Map(entries.flatMap(([concept, words]) => (words[language] ?? []).map((word) => [stemWord(word), `#${concept}`] as const)));
    const parts = language === 'de' ? [...stems].filter(([stem]) => stem.length >= MIN_COMPOUND_PART && !NO_COMPOUND_PART.has(stem)) : [];
    lexicon = { stems, parts, stemWord, read: new Map() };
    lexicons.set(language, lexicon);
  }
  return lexicon;
}

/** The stemmer of a language (folded words), remembering the words it stemmed lately. */
export const stemmerOf = (language: string): ((word: string) => string) => lexiconOf(language).stemWord;

/** Happenings every report of one names (a strike, a recall): a report of one and a report of none tell two happenings, whatever else they share. */
export const NAMED_BY_EVERY_REPORT = [STRIKE, RECALL];
/**
 * Happenings every report of one names once a title tells one: a resignation (a party leader quitting
 * after an election is not the election's result, though its lead may tell of an office left before).
 */
export const NAMED_ONCE_TITLED = ['#resignation'];

/** Happenings each the other's opposite: a report of an opening and one of a closure, neither telling the other's, tell two (a new footbridge and a bridge closed to lorries). */
export const OPPOSITES: Array<[string, string]> = [['#opening', '#closure']];

/** Whether a content token is a sector's concept ("#at-transit" for "metro", "Busse"). */
export const isSector = (token: string): boolean => token.startsWith(`#${SECTOR}`);

/** Concepts that make a report's happening not the real one: a drill of an earthquake shares no action with the earthquake. */
export const NOT_THE_REAL_THING = new Set(['#drill']);

/** Concepts whose word before a name gives the name, not the happening: "born Lucía Navarro Reyes" tells a singer's birth name, no birth. */
export const BEFORE_A_NAME = new Set(['#birth']);

/** Whether a content token is a concept rather than a word of one language. */
export const isConcept = (token: string): boolean => token.startsWith('#');

/**
 * Words of the lexicon that the word after them makes an idiom, no happening: "strike a deal" is an agreement, "strikes down a law" a ruling,
 * "according to" none, "ordered to rest" or "orders inquiry into jailbreak" no goods ordered, "a landslide victory" no landslide, a flood wall no flood (German writes it as one word of another ending, "Hochwasserschutzwand"),
 * a party that "stürzt ab" no collapse, a "tour coach" or "tour operator" no band's tour.
 */
const IDIOMS: Record<string, Record<string, string[]>> = {
  en: { strike: ['a', 'an', 'down'], strikes: ['a', 'an', 'down'], according: ['to'], landslide: ['victory', 'win', 'election'],
    ...Object.fromEntries(['order', 'orders', 'ordered'].map((word) => [word, ['to', 'inquiry', 'investigation', 'probe', 'review']])),
    ...Object.fromEntries(['flood', 'floods'].map((word) => [word, ['wall', 'walls', 'defence', 'defences', 'defense', 'defenses', 'barrier', 'barriers']])),
    tour: ['coach', 'coaches', 'bus', 'buses', 'operator', 'operators', 'guide', 'guides', 'group', 'groups'] },
  de: { sturzt: ['ab'], sturzte: ['ab'] },
};
/**
 * Words whose stem is a word of the lexicon but which name another thing: a striker ("Stürmer") is no storm, French doors ("portes") no
 * port, wine no win, a harvest that "einbrechen" lets fall no burglary, a French "courant" (power, or "au courant") no court and a
 * "traitement" (a drug) no treaty, a Spanish reactor's "parada" (a stop) no unemployment, a flight's "despegue" (a take-off) no launch,
 * "contratos" (contracts) no people hired, Spanish students ("estudiantes") no study, and the police investigating ("investigan", "una investigación") no researchers.
 */
const OTHER_WORDS: Record<string, Set<string>> = {
  en: new Set(['wine', 'wines']), de: new Set(['sturmer', 'sturmerin', 'sturmern', 'einbrechen']), fr: new Set(['porte', 'portes', 'courant', 'traitement', 'traitements']),
  es: new Set(['parar', 'parada', 'paradas', 'despegue', 'despegues', 'contrato', 'contratos', 'estudiante', 'estudiantes', 'investiga', 'investigan', 'investigado', 'investigada', 'investigacion']),
};

/** Whether a folded word is another word than the happening or sector its stem names ("Stürmer", "portes"). */
export const isOtherWord = (word: string, language: string): boolean => OTHER_WORDS[language]?.has(word) ?? false;
/**
 * Words that say a happening near them (two words either side) did not happen, or is guarded against: "averting strikes", "to avoid a
 * strike", "Streik abgewendet", "évite une grève", "evita la huelga", "more resilient to storms". A pay deal that averts a strike tells
 * no strike, nor a utility's plan to bury its lines against storms a storm.
 */
const AVERTED: Record<string, Set<string>> = {
  en: new Set(['avert', 'averts', 'averted', 'averting', 'avoid', 'avoids', 'avoided', 'avoiding', 'prevent', 'prevents', 'prevented', 'preventing',
    'resilient', 'resilience', 'withstand']),
  de: new Set(['abgewendet', 'abwenden', 'abzuwenden', 'verhindert', 'verhindern', 'vermieden', 'vermeiden', 'gewappnet']),
  fr: new Set(['eviter', 'evite', 'evitant', 'evitee', 'evites', 'resister']),
  es: new Set(['evitar', 'evita', 'evito', 'evitando', 'evitado', 'evitada', 'resistir']),
};
/**
 * A word's bare form that is as often another word: English "close" ("close to its low", "Friday's close"); "closed", "closes" and
 * "closure" tell one, and so does the bare form before a possessive, the words given here ("will close its maternity unit"); "order" before "for".
 */
const PLAIN_FORMS: Record<string, Map<string, Set<string>>> = {
  // "in order to", a court's order: an order of goods is "an order for".
  en: new Map([['close', new Set(['its', 'their', 'his', 'her', 'our'])], ['order', new Set(['for'])]]),
};
const AVERTED_DISTANCE = 2;
/**
 * Words that say the happening right after them did not happen: "aucune fuite", "kein Hackerangriff", "no injuries", "ningún herido",
 * and what is ruled out, "ont exclu toute fuite".
 */
const NONE: Record<string, Set<string>> = {
  en: new Set(['no']), de: new Set(['kein', 'keine', 'keinen', 'keiner']), fr: new Set(['aucun', 'aucune', 'toute']), es: new Set(['ningun', 'ninguna', 'sin']),
};
/**
 * A closing's words and what, among the words just after them, is closed without anything shutting: a deal, a signing, a period,
 * a market's day ("cierra la cesión del delantero", "cerró el último ejercicio", "closed the deal", "shares closed higher").
 */
const CLOSINGS: Record<string, [closing: Set<string>, closed: Set<string>]> = {
  en: [new Set(['close', 'closes', 'closed', 'closing']), new Set(['deal', 'sale', 'purchase', 'takeover', 'transfer', 'loan', 'year', 'quarter', 'session',
    'books', 'higher', 'lower', 'up', 'down', 'flat'])],
  fr: [new Set(['ferme', 'fermee', 'cloture', 'clos']), new Set(['accord', 'vente', 'achat', 'transfert', 'pret', 'exercice', 'annee', 'trimestre', 'seance',
    'hausse', 'baisse'])],
  es: [new Set(['cierra', 'cerro', 'cerrado', 'cerrada', 'cierre', 'cerrar']), new Set(['acuerdo', 'cesion', 'fichaje', 'llegada', 'salida', 'incorporacion',
    'venta', 'compra', 'traspaso', 'operacion', 'contrato', 'ejercicio', 'ano', 'trimestre', 'sesion', 'alza', 'baja'])],
};
const CLOSED_WITHIN = 3;
/**
 * Words that the word before them makes another: a prison term "ferme" ("quatre ans ferme", "deux ans de prison ferme") closes nothing,
 * people lowered "par rappel" or "en rappel" on a rope are abseiling, no goods recalled, and an alert that "a été levée" is lifted, no funds raised; tills that "streiken" strike no work (concept-phrases.ts).
 */
const AFTER_WORDS: Record<string, Map<string, Set<string>>> = {
  fr: new Map([['ferme', new Set(['an', 'ans', 'mois', 'prison'])], ['rappel', new Set(['par', 'en'])], ['levee', new Set(['ete', 'est'])]]),
  de: new Map(['streiken', 'streikt', 'streikten'].map((word) => [word, FAILING_MACHINES])),
};
/**
 * Words that a word shortly after them makes an idiom, with how many words after it may stand: "ouvre une enquête" and
 * "l'ouverture du score" open no place, "the award of a €900m tunnel contract" gives no prize.
 */
const NEAR_IDIOMS: Record<string, [words: Set<string>, idiom: Set<string>, within: number]> = {
  en: [new Set(['award', 'awards', 'awarded', 'awarding']), new Set(['contract', 'contracts', 'tender']), 5],
  fr: [new Set(['ouvre', 'ouvrent', 'ouvert', 'ouverte', 'ouvrir', 'ouvrira', 'ouverture']), new Set(['enquete', 'enquetes', 'information', 'score']), 2],
};
/** The idioms by language and word, in maps: a word is no key of an object's own ("constructor"). */
const idioms = new Map(Object.entries(IDIOMS).map(([language, words]) => [language, new Map(Object.entries(words))]));

/** Whether the folded word at index names no happening where it stands: an idiom ("strike a deal", "ouvre une enquête"), a prison term ("ans ferme"), a deal or a period closed, a happening averted or denied ("aucune fuite"), a word's plain sense. */
export function namesNoHappening(words: string[], index: number, language: string): boolean {
  const word = words[index]!;
  const telling = PLAIN_FORMS[language]?.get(word);
  if (idioms.get(language)?.get(word)?.includes(words[index + 1] ?? '') || (telling && !telling.has(words[index + 1] ?? ''))) return true;
  if (AFTER_WORDS[language]?.get(word)?.has(words[index - 1] ?? '') || NONE[language]?.has(words[index - 1] ?? '')) return true;
  const near = NEAR_IDIOMS[language];
  if (near?.[0].has(word) && words.slice(index + 1, index + 1 + near[2]).some((next) => near[1].has(next))) return true;
  const closing = CLOSINGS[language];
  if (closing?.[0].has(word) && words.slice(index + 1, index + 1 + CLOSED_WITHIN).some((next) => closing[1].has(next))) return true;
  const averted = AVERTED[language];
  return averted !== undefined && words.slice(Math.max(0, index - AVERTED_DISTANCE), index + 1 + AVERTED_DISTANCE).some((near) => averted.has(near));
}

/** The concept a stem of the language names ("#strike"), or the stem itself. */
export function conceptOf(stem: string, language: string): string {
  const { stems, parts, read } = lexiconOf(language);
  const concept = stems.get(stem);
  if (concept || !parts.length) return concept ?? stem;
  // A German stem's compound is looked for once: the lexicon's parts are many.
  let compound = read.get(stem);
  if (compound === undefined) {
    const part = parts.find(([word]) => stem.length >= word.length + MIN_COMPOUND_HEAD && stem.endsWith(word)
      && !PARTICLE_HEADS.some((particle) => stem.slice(0, -word.length).endsWith(particle)));
    compound = part ? part[1] : stem;
    read.set(stem, compound);
  }
  return compound;
}

/**
 * Words of two happenings that their neighbours tell apart, per language (folded): Spanish "paro"
 * is a strike ("un paro de 24 horas", "los paros del metro", "convocan un paro") or unemployment
 * ("la tasa de paro", "el paro baja"); words within CONTEXT_WORDS either side decide, else the first sense.
 */
const PARO_SENSES: Array<[string, Set<string>]> = [
  ['#strike', new Set(['un', 'nuevo', 'jornada', 'convoca', 'convocan', 'convocado', 'convocatoria', 'sindicato', 'sindicatos', 'huelga', 'horas',
    'parcial', 'parciales', 'indefinido', 'plantilla', 'trabajadores', 'minimos', 'secundan', 'seguimiento'])],
  ['#unemployment', new Set(['tasa', 'registrado', 'cifras', 'datos', 'subsidio', 'prestacion', 'desempleo', 'afiliacion', 'empleo', 'baja', 'sube', 'cae',
    'aumenta', 'desciende', 'crece', 'personas', 'oficinas'])],
];
/** A rate is a central bank's rate unless the words around it say whose ("unemployment rate", "le taux de chômage"); a French "prix" is a price unless a prize. */
const RATE_SENSES: Array<[string, Set<string>]> = [
  ['#unemployment', new Set(['unemployment', 'jobless', 'chomage'])],
  ['#inflation', new Set(['inflation'])],
  ['#interest-rate', new Set(['interest', 'bank', 'central', 'policy', 'deposit', 'benchmark', 'cut', 'cuts', 'hike', 'hikes', 'holds', 'held', 'directeur',
    'directeurs', 'interet', 'depot', 'banque', 'centrale', 'bce', 'baisse', 'hausse', 'relevement'])],
];
const PRIX_SENSES: Array<[string, Set<string>]> = [
  ['#prices', new Set(['hausse', 'baisse', 'immobilier', 'carburant', 'consommation', 'moyen', 'indice'])],
  ['#award', new Set(['nobel', 'goncourt', 'remporte', 'decerne', 'laureat', 'laureate', 'recompense', 'grand', 'jury'])],
];
/** A Spanish "fallo" is a court's ruling ("acatar el fallo") or a failure, an outage where it stops a service ("el fallo en los pagos"). */
const FALLO_SENSES: Array<[string, Set<string>]> = [
  ['#ruling', new Set(['tribunal', 'juez', 'jueza', 'jueces', 'sentencia', 'supremo', 'constitucional', 'judicial', 'acatar', 'acata', 'recurrir', 'recurre', 'recurrira'])],
  ['#blackout', new Set(['pagos', 'pago', 'tarjeta', 'tarjetas', 'datafonos', 'cajas', 'sistema', 'sistemas', 'informatico', 'electrico', 'red', 'servicio', 'suministro'])],
];
/** ... and a "fuga" a leak ("fuga de gas") or prisoners' escape ("la fuga de dos reclusos"). */
const FUGA_SENSES: Array<[string, Set<string>]> = [
  ['#leak', new Set(['gas', 'agua', 'combustible', 'petroleo', 'radiactiva', 'tuberia', 'amoniaco', 'cloro', 'toxica', 'quimica'])],
  ['#escape', new Set(['presos', 'preso', 'reclusos', 'recluso', 'reos', 'carcel', 'prision', 'penitenciario', 'internos'])],
];
const CONTEXTUAL = new Map<string, Map<string, Array<[string, Set<string>]>>>([
  ['es', new Map([['paro', PARO_SENSES], ['paros', PARO_SENSES], ...['fallo', 'fallos'].map((word) => [word, FALLO_SENSES] as const),
    ...['fuga', 'fugas'].map((word) => [word, FUGA_SENSES] as const)])],
  ['en', new Map([['rate', RATE_SENSES], ['rates', RATE_SENSES]])],
  ['fr', new Map([['taux', RATE_SENSES], ['prix', PRIX_SENSES]])],
]);
/** Words whose senses all need a cue: uncued, they are read as plain words ("a tax rate", "un fallo en una bomba"). */
const CUED_ONLY = new Set(['rate', 'rates', 'taux', 'fallo', 'fallos', 'fuga', 'fugas']);
const CONTEXT_WORDS = 3;
/** Words whose own name after them tells their sense: "le prix Kestner", "Prix Lemaire" is a prize, the price of a thing is "le prix de". */
const NAMED_SENSES = new Map<string, Map<string, string>>([['fr', new Map([['prix', '#award']])]]);

/**
 * The concept a word of two happenings names where it stands among the folded words ("un paro" → "#strike"), or before one of
 * the text's names (folded, "le prix Kestner" → "#award"); null for other words.
 */
export function contextualConcept(words: string[], index: number, language: string, names: Set<string>): string | null {
  const senses = CONTEXTUAL.get(language)?.get(words[index]!);
  if (!senses) return null;
  const named = NAMED_SENSES.get(language)?.get(words[index]!);
  if (named && names.has(words[index + 1] ?? '')) return named;
  // Plural strikes are many ("los paros"); unemployment is one.
  if (senses === PARO_SENSES && words[index]!.endsWith('s')) return senses[0]![0];
  const around = [...words.slice(Math.max(0, index - CONTEXT_WORDS), index), ...words.slice(index + 1, index + 1 + CONTEXT_WORDS)];
  const cued = senses.find(([, cues]) => around.some((word) => cues.has(word)));
  if (!cued && CUED_ONLY.has(words[index]!)) return null;
  return (cued ?? senses[0]!)[0];
}

/** Whether a word (as written) names a happening or a sector ("Warnstreik", "Storm", "Kitas"): capitalised, it is still what happened or where, not a name. */
export function namesHappening(word: string, language: string): boolean {
  const base = language.slice(0, 2).toLowerCase();
  return (CONTEXTUAL.get(base)?.has(foldCase(word)) ?? false) || isConcept(conceptOf(lexiconOf(base).stemWord(foldCase(word)), base));
}

/** German particles that stand apart from their verb at the end of a clause, and whose joined verbs the lexicon knows. */
const SEPARATED_PARTICLES = new Set(['zuruck', 'um']);

/**
 * The concepts of a German clause's verbs whose particle stands apart ("ruft … zurück": "#recall"),
 * and of the phrases a clause tells ("legen die Arbeit nieder": "#strike"), from its folded words.
 */
export function separatedVerbConcepts(words: string[], language: string): string[] {
  const phrases = phraseConcepts(words, language);
  if (language !== 'de' || !words.some((word) => SEPARATED_PARTICLES.has(word))) return phrases;
  const { stems, stemWord } = lexiconOf(language);
  return [...phrases, ...words.filter((word) => SEPARATED_PARTICLES.has(word))
    .flatMap((particle) => words.flatMap((word) => stems.get(stemWord(particle + word)) ?? []))];
}

/** Words after which a clause tells what came before the happening ("un día después del alto el fuego", "after the strike"), per language (folded). */
const BEFORE: Record<string, Set<string>> = {
  en: new Set(['after', 'following']), de: new Set(['nach']), fr: new Set(['apres', 'suite', 'lendemain']), es: new Set(['tras', 'despues']),
};
/** Any of those words in a folded text: most leads tell nothing that came before, and are read no further. */
const ANY_BEFORE = new Map(Object.entries(BEFORE).map(([language, words]) => [language, new RegExp(`(?<![\\p{L}])(?:${[...words].join('|')})(?![\\p{L}])`, 'u')]));
/** How many words after one of those words still tell what came before. */
const BEFORE_WORDS = 5;

/** Where in a sentence's words (as written) what came before is told: the index of the first word after which it is, or -1. */
export function beforeAt(words: string[], language: string): number {
  const before = BEFORE[language];
  return before ? words.findIndex((word) => before.has(foldCase(word))) : -1;
}

/** Whether a folded text tells anything that came before (beforeAt): most do not, and are read no further. */
export const tellsBefore = (folded: string, language: string): boolean => ANY_BEFORE.get(language)?.test(folded) ?? false;

/** The concepts a text tells only as what came before ("after the ceasefire agreed on Sunday"): the kind of act it tells is another. */
export function conceptsBefore(text: string, language: string): Set<string> {
  const before = BEFORE[language];
  const found = new Set<string>();
  const folded = foldCase(text);
  if (!before || !ANY_BEFORE.get(language)!.test(folded)) return found;
  const { stemWord } = lexiconOf(language);
  for (const clause of folded.split(/[.!?;:,]\s/u)) {
    const words = clause.match(/\p{L}+/gu) ?? [];
    words.forEach((word, index) => {
      if (!before.has(word)) return;
      const after = words.slice(index + 1, index + 1 + BEFORE_WORDS);
      for (const concept of [...after.map((next) => conceptOf(stemWord(next), language)), ...separatedVerbConcepts(after, language)]) {
        if (isConcept(concept)) found.add(concept);
      }
    });
  }
  return found;
}
