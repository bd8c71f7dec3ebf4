/**
 * Happenings a clause tells by two words together, and the names of the concepts other modules read ("#strike", "#recall",
 * "#preview"): "legen die Arbeit nieder" is a strike, "cut 1,200 jobs" jobs cut, "set for final" a preview. Data and one
 * lookup; concepts.ts reads a clause's words with it. Pure.
 */

/** The concept of the happenings that have names of their own (event-names.ts's namedHappenings). */
export const STORM = '#storm';

/** The concept of a new holder of an office. */
export const APPOINTMENT = '#appointment';

/** The concept of a labour dispute, which every report of one names, and whose sector tells one strike from another. */
export const STRIKE = '#strike';

/** The concept of jobs cut, which a clause may tell by two words ("cut 1,200 jobs", "supprimer 1 200 postes"). */
const LAYOFFS = '#layoffs';
/** ... and of a company moving its headquarters ("verlegt seine Zentrale", "transférer son siège"). */
const RELOCATION = '#relocation';
/** ... and of a product put on the market ("goes on sale"). */
const LAUNCH = '#launch';
/** ... and of equipment or a place put into service ("installed", "s'est doté d'un robot", "gets new scanner"). */
const OPENING = '#opening';
/** ... and of a statistics office's count of what shops sold ("retail sales", "ventes au détail"). */
const RETAIL_SALES = '#retail-sales';
/** ... and of jobs created ("150 new jobs", "creará 150 puestos"), and of residents sent from or back to their homes. */
const HIRING = '#hiring';
/** A clause's phrases of a concept told by one word of each list per language: each word of the first list beside any of the second. */
type WordPairs = Record<string, [words: string[], beside: string[]]>;
const phrasesOf = (concept: string, pairs: WordPairs) => (language: string): Array<[string, string[], string[]]> =>
  pairs[language]![0].map((word) => [concept, [word], pairs[language]![1]]);
/** Machines that "streiken" when they fail, an outage and no labour dispute ("Kassen streiken bundesweit"). */
export const FAILING_MACHINES = new Set(['kassen', 'kassensysteme', 'kartenterminals', 'terminals', 'automaten', 'computer', 'systeme', 'server', 'rechner']);
/** ... and of services added ("to add late trains", "zusätzliche Züge", "des vols supplémentaires", "refuerza los trenes"). */
const SERVICE = '#service';
const SERVICES: WordPairs = {
  en: [['trains', 'buses', 'trams', 'flights', 'services'], ['add', 'adds', 'adding', 'extra', 'additional']],
  de: [['zuge', 'busse', 'flugen', 'fluge', 'verbindungen'], ['zusatzliche', 'zusatzlichen']],
  fr: [['trains', 'bus', 'vols', 'navettes', 'dessertes'], ['supplementaires', 'ajoute', 'ajouter']],
  es: [['trenes', 'autobuses', 'vuelos', 'frecuencias'], ['adicionales', 'refuerza', 'reforzar', 'anade']],
};
const services = phrasesOf(SERVICE, SERVICES);
const EVACUATION = '#evacuation';
/** ... and of goods called back ("llamará a revisión 12.000 coches"), and of a fire by the noun itself ("engine fire": "fired" as often sacks). */
export const RECALL = '#recall';
/** A fire of any kind, a building's too. */
export const FIRE = '#wildfire';
/** ... and of a structure giving way ("the dam gave way"), and of a find by the bare "found" ("wreck found off the coast": "founded" is none). */
const COLLAPSE = '#collapse';
const DISCOVERY = '#discovery';
/** ... and of a harvest lost ("hail cuts wine harvest", "perd un tiers de sa récolte"), and of a regulator's approval ("grünes Licht für", "avis favorable"). */
const DAMAGE = '#damage';
const APPROVAL = '#approval';
/** ... and of an office left, in other words than the lexicon's ("steps down", "legt sein Amt nieder", "wirft … hin"). */
const RESIGNATION = '#resignation';
/** ... and of a book or play made into a film, told by the screen and the verb ("adaptera au cinéma", "adapted for film"). */
const ADAPTATION = '#adaptation';
const SCREENS: WordPairs = {
  en: [['film', 'screen', 'cinema'], ['adapt', 'adapted', 'adapting', 'adapts']],
  de: [['kino', 'film', 'leinwand'], ['bringt', 'bringen', 'adaptiert']],
  fr: [['cinema', 'ecran', 'film'], ['adaptera', 'adapte', 'adaptee', 'adapter', 'portera', 'porte', 'porter']],
  es: [['cine', 'pantalla', 'pelicula'], ['adaptara', 'adapta', 'adaptar', 'adaptada', 'adaptado', 'llevara', 'llevar']],
};
const adaptations = phrasesOf(ADAPTATION, SCREENS);
/**
 * ... and of a ceasefire ("cessez-le-feu", "alto el fuego"), and of a government's fall, which a no-confidence vote or the snap
 * elections it brings tell (not a government beside a word that as often tells a figure's fall: "government borrowing fell").
 */
const CEASEFIRE = '#ceasefire';
const GOVERNMENT_FALLS = '#confidence-vote';
/** ... and of a candidate's call to vote for another ("appelle à voter Daubrac"). */
const ENDORSEMENT = '#endorsement';
/**
 * A player ruled out for the season: what befalls an athlete, no accident's injured; so is a player withdrawing from a tournament
 * ("déclare forfait", "renonce au tournoi"), which is no match of it.
 */
const SIDELINED = '#sidelined';
/** A match ahead ("set for final", "vor dem Viertelfinale", "avant la finale"): no result of it (conflicts.ts). */
export const PREVIEW = '#preview';
/** The matches a preview looks ahead to, per language (folded). */
const MATCHES: Record<string, string[]> = {
  en: ['final', 'finals', 'semi', 'quarter', 'match', 'clash', 'showdown', 'derby'],
  de: ['finale', 'halbfinale', 'viertelfinale', 'endspiel', 'spiel', 'pokalspiel', 'derby', 'duell'],
  fr: ['finale', 'demi', 'quart', 'quarts', 'match', 'derby'],
  es: ['final', 'semifinal', 'semifinales', 'cuartos', 'partido', 'derbi'],
};
/** A match told by the beaten side is its victory, "s'est incliné", "cae en la final", and so is one told by a reflexive, "s'impose". */
const VICTORY = '#victory';

/** Verbs that cut jobs, per language (folded), told with the word for jobs in one clause. */
const CUT_JOBS: Record<string, string[]> = {
  en: ['cut', 'cuts', 'cutting', 'axe', 'axes', 'axing', 'shed', 'sheds', 'shedding', 'slash', 'slashes', 'eliminate', 'eliminates'],
  de: ['streicht', 'streichen', 'gestrichen', 'abbauen', 'abgebaut'],
  fr: ['supprimer', 'supprime', 'supprimera', 'supprimes', 'suppression'],
  es: ['recortar', 'recorta', 'suprimir', 'suprime', 'eliminar', 'elimina', 'despedir'],
};

/**
 * Happenings a clause tells by two words together, per language (folded): "legen die Arbeit
 * nieder" and "walked out" are a strike, where "legt sein Amt nieder" is a resignation and "Arbeit" alone is work;
 * "cut 1,200 jobs", "streicht 8 Prozent der Stellen", "baut Stellen ab", "supprimer 1 200 postes"
 * are jobs cut, where "jobs" alone is employment, and "150 new jobs", "creará 150 puestos" jobs created;
 * a headquarters moved is a relocation, what shops sold a count of retail sales, "führt … ein" and
 * "lifts off" a launch, "s'est doté d'un robot" and "gets new scanner" equipment put into service, an opening, and
 * residents allowed home an evacuation's end, robbers "jailed" a verdict (where "a jail" is a prison), "hit-and-run" a driver who drove on, "una alerta alimentaria" a recall, a player "out for the season" sidelined, tills that "streiken" an outage, "una tasa turística" a tax (where "la tasa de paro" is unemployment); "steps down", "gibt sein Amt ab" and "wirft … hin" a resignation; "gave way" a collapse and "found" a find; "llama a revisión" a recall, "fire" a fire, and "adaptera au cinéma" an adaptation; "un accès frauduleux" to a company's systems a cyberattack; "set for final", "vor dem Viertelfinale" a preview, "déclare forfait" a
 * player sidelined, "cae en la final" a victory, "jette l'éponge" a resignation, people who "fall ill" an outbreak, and a "jewellery raid" or "armed raid" a robbery.
 */
const PHRASES: Record<string, Array<[concept: string, all: string[], any: string[]]>> = {
  en: [[STRIKE, ['out'], ['walk', 'walks', 'walked', 'walking']], [FIRE, [], ['fire', 'fires']], ['#cancelled', ['off'], ['called', 'calls', 'call']], ['#restitution', ['back'], ['hands', 'handed', 'hand', 'handing']], [COLLAPSE, ['way'], ['gives', 'gave', 'give', 'giving']], [DISCOVERY, [], ['found']], [RESIGNATION, ['down'], ['steps', 'step', 'stepped', 'stepping']], [LAYOFFS, ['jobs'], CUT_JOBS.en!], [LAYOFFS, ['job'], ['cuts', 'losses']], [RETAIL_SALES, ['retail', 'sales'], ['retail']],
    [LAUNCH, ['on', 'sale'], ['goes', 'go', 'went', 'gone', 'going']], [HIRING, ['jobs'], ['new', 'create', 'creates', 'created', 'creating', 'add', 'adds']],
    [LAUNCH, ['off'], ['lifts', 'lifted']],
    [EVACUATION, ['home'], ['allowed', 'return', 'returns', 'returned', 'returning']], [EVACUATION, ['homes'], ['leave', 'flee', 'fled', 'moved']], ...services('en'), [OPENING, ['new'], ['gets', 'get']],
    [RELOCATION, ['headquarters'], ['move', 'moves', 'moving', 'relocate', 'relocates', 'relocating', 'shift', 'shifts']], ...adaptations('en'),
    [GOVERNMENT_FALLS, ['confidence'], ['vote', 'votes', 'motion']], [GOVERNMENT_FALLS, ['government'], ['collapses', 'collapsed', 'toppled']],
    [GOVERNMENT_FALLS, ['snap'], ['election', 'elections']], [GOVERNMENT_FALLS, ['early'], ['election', 'elections']], [APPOINTMENT, ['names'], ['as']],
    [DAMAGE, ['harvest'], ['cuts', 'cut', 'lost', 'loses', 'fewer', 'ruined']], [APPROVAL, ['green', 'light'], ['the', 'a']], [SIDELINED, ['season'], ['out']], ['#injured', ['hurt'], ['were', 'was', 'been']],
    ['#verdict', [], ['jailed']], ['#hit-and-run', ['hit', 'run'], ['and']],
    [SIDELINED, ['withdraws'], ['tournament', 'injury']], [PREVIEW, ['set', 'for'], MATCHES.en!], [PREVIEW, ['ahead', 'of'], MATCHES.en!],
    ['#outbreak', ['ill'], ['fall', 'fell', 'falls', 'fallen']], ['#theft', ['raid'], ['jewellery', 'jewelry', 'jeweller', 'jewellers', 'jeweler', 'jewelers', 'armed', 'heist']]],
  de: [[STRIKE, ['arbeit'], ['nieder', 'niederlegen', 'niedergelegt', 'niederlegung']], [RESIGNATION, ['amt'], ['nieder', 'niederlegen', 'niedergelegt', 'ab', 'abgeben']],
    [RESIGNATION, ['hin'], ['wirft', 'warf', 'werfen']], ['#birth', ['welt'], ['gekommen', 'kam', 'kamen']],
    ...['stellen', 'arbeitsplatze'].map((jobs): [string, string[], string[]] => [LAYOFFS, [jobs], CUT_JOBS.de!]),
    [LAYOFFS, ['baut', 'ab'], ['stellen', 'arbeitsplatze', 'jobs', 'belegschaft']], [RETAIL_SALES, ['einzelhandel'], ['umsatz', 'umsatze', 'umsatzen']],
    [RELOCATION, ['verlegt'], ['zentrale', 'sitz', 'firmensitz', 'konzernzentrale', 'hauptsitz']],
    [HIRING, ['arbeitsplatze'], ['neue', 'schafft', 'schaffen', 'geschaffen', 'entstehen']], [LAUNCH, ['ein'], ['fuhrt', 'fuhren']],
    [EVACUATION, ['zuruck'], ['hauser', 'wohnungen', 'heim']], [EVACUATION, ['sicherheit'], ['gebracht', 'bringen']], ...services('de'), ...adaptations('de'), [GOVERNMENT_FALLS, ['regierung'], ['gesturzt']],
    [GOVERNMENT_FALLS, ['vorgezogene'], ['neuwahl', 'neuwahlen', 'wahlen']], ...['ernte', 'weinlese'].map((harvest): [string, string[], string[]] => [DAMAGE, [harvest], ['weniger', 'einbussen', 'verlust', 'vernichtet']]),
    [APPROVAL, ['grunes', 'licht'], ['fur']], [SIDELINED, ['saison'], ['fallt', 'verpasst']],
    [SIDELINED, ['verzichtet'], ['turnier', 'start']], [PREVIEW, ['vor', 'dem'], MATCHES.de!],
    ...['streiken', 'streikt', 'streikten'].map((word): [string, string[], string[]] => ['#blackout', [word], [...FAILING_MACHINES]])],
  fr: [[RETAIL_SALES, ['ventes'], ['detail']], ...['postes', 'emplois'].map((jobs): [string, string[], string[]] => [LAYOFFS, [jobs], CUT_JOBS.fr!]),
    [RELOCATION, ['siege'], ['transferer', 'transfere', 'transferera', 'demenager', 'demenage', 'demenagera']],
    ...['postes', 'emplois'].map((jobs): [string, string[], string[]] => [HIRING, [jobs], ['creer', 'cree', 'creera', 'creation', 'nouveaux']]),
    ...['domicile', 'domiciles', 'logements'].map((homes): [string, string[], string[]] => [EVACUATION, [homes], ['regagner', 'regagnent', 'rentrer', 'rentrent', 'quitter', 'quittent', 'fui', 'fuir']]), ...services('fr'), ...adaptations('fr'), ...['dote', 'dotee', 'dotera'].map((word): [string, string[], string[]] => [OPENING, [word], ['se', 's']]),
    [CEASEFIRE, ['cessez', 'feu'], ['le']], ['#cyberattack', ['acces'], ['frauduleux', 'illicite']], [ENDORSEMENT, ['appelle', 'voter'], ['a']], [GOVERNMENT_FALLS, ['gouvernement'], ['renverse', 'tombe']], [GOVERNMENT_FALLS, ['anticipees'], ['elections', 'legislatives']],
    [DAMAGE, ['recolte'], ['perd', 'perdu', 'perte', 'pertes', 'baisse']], [APPROVAL, ['avis', 'favorable'], ['un', 'rendu', 'donne']], [SIDELINED, ['saison'], ['forfait']],
    [SIDELINED, ['forfait'], ['declare', 'declarer', 'declarent']], [SIDELINED, ['renonce'], ['tournoi']], [PREVIEW, ['avant'], MATCHES.fr!],
    [VICTORY, ['incline'], ['s', 'se']], [VICTORY, ['impose'], ['s', 'se']], ['#seizure', [], ['saisie', 'saisies']], [RESIGNATION, ['eponge'], ['jette', 'jeter']], [RESIGNATION, ['fonctions'], ['quitte', 'quitter']]],
  es: [[RECALL, ['revision'], ['llama', 'llaman', 'llamara', 'llamaran', 'llamar', 'llamado']], [RECALL, ['alerta'], ['alimentaria']], [RETAIL_SALES, ['ventas'], ['minoristas', 'minorista']], ...['empleos', 'puestos'].map((jobs): [string, string[], string[]] => [LAYOFFS, [jobs], CUT_JOBS.es!]),
    [RELOCATION, ['sede'], ['traslada', 'trasladar', 'trasladara', 'mudar', 'muda']],
    ...['empleos', 'puestos'].map((jobs): [string, string[], string[]] => [HIRING, [jobs], ['creara', 'crear', 'crea', 'creacion', 'nuevos', 'generara']]),
    ...['casas', 'hogares', 'viviendas'].map((homes): [string, string[], string[]] => [EVACUATION, [homes], ['regresan', 'vuelven', 'volver', 'regresar', 'abandonar', 'abandonan', 'abandonaron', 'huyen']]), ...services('es'), ...adaptations('es'), ...['dota', 'dotado', 'dotada', 'dotara'].map((word): [string, string[], string[]] => [OPENING, [word], ['se']]),
    [CEASEFIRE, ['alto', 'fuego'], ['el']], [GOVERNMENT_FALLS, ['gobierno'], ['tumba', 'tumbo', 'derriba', 'derribo']], [GOVERNMENT_FALLS, ['elecciones'], ['anticipadas']],
    [GOVERNMENT_FALLS, ['adelanto'], ['electoral']], [ENDORSEMENT, ['pide', 'voto'], ['el', 'su']], ['#tax', ['tasa'], ['turistica', 'turisticas']],
    [DAMAGE, ['cosecha'], ['pierde', 'perdida', 'perdidas', 'merma']], [APPROVAL, ['luz', 'verde'], ['da', 'dio', 'la']], [SIDELINED, ['temporada'], ['perdera', 'pierde']],
    [SIDELINED, ['renuncia'], ['torneo']], [PREVIEW, ['antes'], MATCHES.es!], [VICTORY, ['cae'], ['final', 'semifinal', 'semifinales', 'cuartos']], [VICTORY, ['impone'], ['se']]],
};

/** Each word of a language's phrases that one of them needs (any), with the indexes of those phrases. */
const PHRASES_BY_WORD = new Map(Object.entries(PHRASES).map(([language, phrases]) => {
  const byWord = new Map<string, number[]>();
  phrases.forEach(([, , any], index) => {
    for (const word of any) byWord.set(word, [...byWord.get(word) ?? [], index]);
  });
  return [language, byWord];
}));

/** The concepts of the phrases a clause tells, from its folded words, each where its words stand. */
export function phraseConcepts(words: string[], language: string): string[] {
  // A phrase is looked for only where one of its alternative words stands: most clauses have few.
  const byWord = PHRASES_BY_WORD.get(language);
  if (!byWord) return [];
  const candidates = new Set<number>();
  for (const word of words) for (const index of byWord.get(word) ?? []) candidates.add(index);
  return [...candidates].sort((x, y) => x - y).map((index) => PHRASES[language]![index]!)
    .filter(([, all]) => all.every((word) => words.includes(word))).map(([concept]) => concept);
}
