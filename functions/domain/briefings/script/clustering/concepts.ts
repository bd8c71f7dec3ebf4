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
import { foldCase } from '#shared/text';

/** Concept → its words per language (folded, unstemmed). */
const CONCEPTS: Record<string, Record<string, string[]>> = {
  strike: {
    en: ['strike', 'strikes', 'walkout', 'stoppage'],
    de: ['streik', 'streiks', 'streiken', 'streikt', 'warnstreik', 'ausstand'],
    fr: ['greve', 'greves', 'grevistes', 'debrayage'],
    es: ['huelga', 'huelgas', 'huelguistas'],
  },
  quake: {
    en: ['earthquake', 'quake', 'tremor', 'aftershock', 'seismic'],
    de: ['erdbeben', 'beben', 'erdstoss', 'nachbeben'],
    fr: ['seisme', 'tremblement', 'secousse', 'sismique'],
    es: ['terremoto', 'sismo', 'temblor', 'seismo', 'sismico'],
  },
  // A drill of a disaster is not the disaster: the word keeps the two apart. (French "exercice" is
  // as often a financial year, so French drills are not read.)
  drill: { en: ['drill', 'rehearsal'], de: ['ubung', 'probealarm'], es: ['simulacro'] },
  storm: {
    en: ['storm', 'gale', 'gales', 'gusts', 'hurricane', 'typhoon', 'cyclone'],
    de: ['sturm', 'sturmtief', 'orkan', 'unwetter', 'boen', 'hurrikan', 'taifun'],
    fr: ['tempete', 'ouragan', 'rafales', 'typhon', 'cyclone'],
    es: ['tormenta', 'borrasca', 'rachas', 'huracan', 'tifon', 'ciclon'],
  },
  flood: {
    en: ['flood', 'floods', 'flooding', 'flooded'],
    de: ['hochwasser', 'uberschwemmung', 'uberschwemmungen', 'flut', 'uberflutet'],
    fr: ['inondation', 'inondations', 'crue', 'crues', 'inonde'],
    es: ['inundacion', 'inundaciones', 'riada', 'crecida'],
  },
  wildfire: { en: ['wildfire', 'wildfires', 'blaze'], de: ['waldbrand', 'brand'], fr: ['incendie', 'incendies'], es: ['incendio', 'incendios'] },
  blackout: { en: ['blackout', 'outage', 'outages'], de: ['stromausfall'], fr: ['coupure', 'coupures', 'panne'], es: ['apagon'] },
  injured: {
    en: ['injured', 'injuries', 'injury', 'wounded'],
    de: ['verletzt', 'verletzte', 'verletzten', 'verletzung', 'verletzungen'],
    fr: ['blesse', 'blesses', 'blessee', 'blessure', 'blessures'],
    es: ['herido', 'heridos', 'herida', 'heridas', 'lesiones'],
  },
  killed: {
    en: ['killed', 'dead', 'died', 'death', 'deaths'],
    de: ['tote', 'toten', 'getotet', 'starb', 'gestorben'],
    fr: ['mort', 'morts', 'tue', 'tues', 'deces'],
    es: ['muerto', 'muertos', 'fallecido', 'fallecidos', 'murio'],
  },
  collapse: {
    en: ['collapse', 'collapsed', 'collapses'], de: ['einsturz', 'eingesturzt', 'sturzte'],
    fr: ['effondrement', 'effondre', 'effondree'], es: ['derrumbe', 'colapso', 'derrumbo', 'hundimiento'],
  },
  cyberattack: {
    en: ['cyberattack', 'cyber', 'hack', 'hacked', 'hackers', 'ransomware'], de: ['cyberangriff', 'hackerangriff', 'hacker', 'erpressersoftware'],
    fr: ['cyberattaque', 'piratage', 'pirates', 'rancongiciel'], es: ['ciberataque', 'hackeo', 'piratas'],
  },
  outbreak: { en: ['outbreak'], de: ['ausbruch'], fr: ['epidemie', 'flambee'], es: ['brote'] },
  recall: {
    en: ['recall', 'recalls', 'recalled', 'recalling'], de: ['ruckruf', 'ruckrufaktion', 'zuruckrufen', 'zuruckruft', 'zuruckgerufen'],
    fr: ['rappel', 'rappelle', 'rappeler'], es: ['retirada', 'retirar', 'retira'],
  },
  takeover: {
    en: ['takeover', 'acquisition', 'acquires', 'acquire', 'acquired', 'buyout'], de: ['ubernahme', 'ubernimmt', 'ubernahmeangebot'],
    fr: ['rachat', 'rachete', 'racheter', 'acquisition'], es: ['adquisicion', 'adquiere', 'compra', 'opa'],
  },
  merger: { en: ['merger'], de: ['fusion'], fr: ['fusion'], es: ['fusion'] },
  unemployment: {
    en: ['unemployment', 'jobless', 'unemployed'], de: ['arbeitslosigkeit', 'arbeitslosenquote', 'arbeitslose', 'arbeitslosen'],
    fr: ['chomage', 'chomeurs'], es: ['desempleo', 'desempleados', 'parados'],
  },
  layoffs: { en: ['layoffs', 'redundancies'], de: ['stellenabbau', 'entlassungen'], fr: ['licenciements', 'suppressions'], es: ['despidos'] },
  insolvency: { en: ['insolvency', 'bankruptcy', 'bankrupt'], de: ['insolvenz', 'pleite', 'insolvenzantrag'], fr: ['faillite'], es: ['quiebra'] },
  resignation: { en: ['resigns', 'resigned', 'resignation', 'quits'], de: ['rucktritt', 'zurucktreten', 'zurucktritt', 'zuruckgetreten'], fr: ['demission', 'demissionne'], es: ['dimision', 'dimite'] },
  // "The new chief executive", "la nouvelle ministre" tell an appointment too (actors.ts, newInOffice).
  appointment: {
    en: ['appointed', 'appoints', 'appointment', 'successor'], de: ['ernannt', 'ernennt', 'ernennung', 'nachfolger', 'nachfolgerin'],
    fr: ['nomination', 'successeur', 'succede'], es: ['nombrado', 'nombrada', 'nombramiento', 'sucesor', 'sucesora'],
  },
  arrest: {
    en: ['arrested', 'arrest', 'arrests'], de: ['festgenommen', 'festnahme', 'verhaftet'],
    fr: ['interpelle', 'interpelles', 'arrestation'], es: ['detenido', 'detenidos', 'detencion', 'arrestado'],
  },
  crash: {
    en: ['crash', 'collision', 'derailed', 'derailment'], de: ['unfall', 'zusammenstoss', 'entgleist', 'entgleisung'],
    fr: ['accident', 'collision', 'deraille', 'deraillement'], es: ['accidente', 'choque', 'descarrilamiento', 'descarrila'],
  },
  rescue: {
    en: ['rescued', 'rescue', 'rescuers', 'airlifted'], de: ['gerettet', 'rettung', 'retter', 'geborgen', 'bergung'],
    fr: ['secourus', 'secouru', 'secourue', 'secours', 'sauvetage', 'sauveteurs', 'helitreuilles'], es: ['rescatados', 'rescatado', 'rescate', 'rescatistas', 'socorristas'],
  },
  evacuation: {
    en: ['evacuated', 'evacuation', 'evacuate'], de: ['evakuiert', 'evakuierung'],
    fr: ['evacuation', 'evacues', 'evacue'], es: ['evacuacion', 'evacuados', 'desalojo', 'desalojados'],
  },
  cancelled: {
    en: ['cancelled', 'canceled', 'cancellations'], de: ['gestrichen', 'annulliert', 'abgesagt'],
    fr: ['annule', 'annules', 'annulation', 'annulations'], es: ['cancelado', 'cancelados', 'cancelacion', 'cancelaciones'],
  },
  'confidence-vote': {
    en: ['censure'], de: ['misstrauensvotum', 'misstrauensantrag', 'vertrauensfrage'],
    fr: ['censure', 'defiance'], es: ['censura', 'mocion'],
  },
  veto: { en: ['veto', 'vetoes', 'vetoed'], de: ['veto'], fr: ['veto'], es: ['veto', 'veta'] },
  election: { en: ['election', 'elections'], de: ['wahl', 'wahlen', 'neuwahl', 'neuwahlen'], fr: ['election', 'elections', 'scrutin'], es: ['elecciones', 'comicios'] },
  verdict: {
    en: ['verdict', 'sentenced', 'convicted'], de: ['urteil', 'verurteilt'],
    fr: ['verdict', 'condamne', 'jugement'], es: ['sentencia', 'condenado'],
  },
  // Happenings of the economy, of politics and of the courts, each with its own words: "rates" is no "prices". German words
  // that end other words in another sense are left out ("verkauft" is no purchase, "Nobelpreis" no price, "Schiedsrichter" no court).
  'interest-rate': {
    en: ['interest', 'borrowing'], de: ['leitzins', 'leitzinsen', 'zins', 'zinsen', 'zinssatz', 'einlagensatz', 'zinsentscheid', 'zinswende'],
    fr: ['directeur', 'directeurs'], es: ['tipos', 'interes'],
  },
  inflation: { en: ['inflation', 'cpi'], de: ['inflation', 'inflationsrate', 'teuerung', 'teuerungsrate'], fr: ['inflation'], es: ['inflacion', 'ipc'] },
  prices: { en: ['prices', 'price'], de: ['preisanstieg', 'preisindex', 'teurer'], fr: ['prix'], es: ['precios', 'precio'] },
  award: { en: ['prize', 'award', 'laureate'], de: ['auszeichnung', 'preistrager', 'preistragerin'], fr: ['laureat', 'laureate', 'distinction'], es: ['premio', 'galardon', 'galardonado'] },
  results: {
    en: ['profit', 'profits', 'earnings', 'revenue', 'revenues'], de: ['gewinn', 'gewinne', 'umsatz', 'quartalszahlen', 'nettogewinn', 'quartalsgewinn'],
    fr: ['benefice', 'benefices', 'resultats'], es: ['beneficio', 'beneficios', 'ganancias', 'facturacion'],
  },
  growth: { en: ['gdp', 'growth', 'recession'], de: ['bip', 'wachstum', 'rezession', 'wirtschaftsleistung'], fr: ['pib', 'croissance', 'recession'], es: ['pib', 'crecimiento', 'recesion'] },
  tax: { en: ['tax', 'taxes', 'levy', 'duty'], de: ['steuer', 'steuern', 'abgabe'], fr: ['taxe', 'taxes', 'impot', 'impots'], es: ['impuesto', 'impuestos', 'gravamen'] },
  freeze: { en: ['freeze', 'frozen', 'freezes'], de: ['einfrieren', 'eingefroren', 'verzichtet'], fr: ['gel', 'gele', 'geler'], es: ['congela', 'congelar', 'congelado', 'congelacion'] },
  budget: { en: ['budget'], de: ['etat', 'sparpaket', 'haushaltsentwurf', 'bundeshaushalt'], fr: ['budget', 'budgetaire'], es: ['presupuesto', 'presupuestos'] },
  victory: {
    en: ['victory', 'won', 'wins', 'win'], de: ['sieg', 'siegt', 'gewann', 'gewonnen', 'gewinnt'],
    fr: ['victoire', 'remporte', 'gagne'], es: ['victoria', 'gana', 'gano', 'vence', 'vencio'],
  },
  vote: { en: ['vote', 'votes', 'voters', 'ballot', 'turnout'], de: ['abstimmung', 'wahlbeteiligung', 'stimmzettel'], fr: ['vote', 'votes', 'electeurs', 'suffrages'], es: ['votos', 'votacion', 'votantes', 'sufragios'] },
  ruling: {
    en: ['ruling', 'ruled', 'court', 'judges'], de: ['gericht', 'gerichtshof', 'entschied'],
    fr: ['tribunal', 'cour', 'magistrats'], es: ['tribunal', 'fallo', 'jueces', 'juez', 'dictamina'],
  },
  deal: { en: ['deal', 'agreement', 'accord'], de: ['abkommen', 'vereinbarung'], fr: ['accord'], es: ['acuerdo', 'pacto'] },
  fine: { en: ['fined', 'penalty'], de: ['geldstrafe', 'bussgeld', 'geldbusse'], fr: ['amende', 'amendes'], es: ['multa', 'multado', 'multada'] },
  funding: {
    en: ['funding', 'investors', 'raised', 'raises'], de: ['finanzierungsrunde', 'investoren', 'geldgeber'], fr: ['levee', 'investisseurs'],
    es: ['financiacion', 'inversores', 'ronda'],
  },
  border: { en: ['border', 'borders', 'frontier'], de: ['grenze', 'grenzen'], fr: ['frontiere', 'frontieres'], es: ['frontera', 'fronteras'] },
  controls: { en: ['checks', 'controls'], de: ['kontrollen', 'kontrolle'], fr: ['controles', 'controle'], es: ['controles', 'control'] },
  smuggling: { en: ['smuggling', 'smugglers'], de: ['schmuggel', 'schmuggler'], fr: ['contrebande', 'passeurs'], es: ['contrabando', 'contrabandistas'] },
  grounding: {
    en: ['aground', 'capsized', 'shipwreck', 'sank'], de: ['gestrandet', 'gekentert', 'havarie', 'havariert', 'aufgelaufen'],
    fr: ['echoue', 'chavire', 'naufrage'], es: ['encallado', 'encallo', 'encalla', 'naufragio', 'zozobra'],
  },
  // Everyday happenings of public services: a line, station, school or ward opened or closed.
  opening: {
    en: ['opened', 'opening', 'opens', 'inaugurated', 'inauguration', 'reopens', 'reopened'], de: ['eroffnet', 'eroffnung', 'eingeweiht', 'einweihung', 'inbetriebnahme'],
    fr: ['inaugure', 'inauguree', 'inauguration', 'ouverture', 'ouvert', 'ouverte', 'rouvre', 'reouverture'],
    es: ['inaugura', 'inaugurado', 'inaugurada', 'inauguracion', 'apertura', 'reabre', 'reapertura'],
  },
  closure: {
    en: ['closure', 'closed', 'closes', 'shut', 'shuts'], de: ['schliessung', 'geschlossen', 'schliesst', 'stillgelegt', 'stilllegung', 'gesperrt', 'sperrung'],
    fr: ['fermeture', 'fermee', 'fermees', 'fermes'], es: ['cierre', 'cerrado', 'cerrada', 'cierra'],
  },
  // Everyday happenings of a town, of science and of sport: a theft, a landslide, a heatwave, a launch, a birth, a record.
  theft: {
    en: ['theft', 'stolen', 'stole', 'steal', 'thieves', 'thief', 'burglars', 'burglary', 'robbery', 'robbed'],
    de: ['diebstahl', 'gestohlen', 'diebe', 'einbrecher', 'geraubt', 'entwendet'],
    fr: ['cambriolage', 'cambrioleurs', 'voleurs', 'derobe', 'derobes', 'derobees', 'butin'], es: ['robo', 'robado', 'robaron', 'roban', 'ladrones', 'hurto', 'botin'],
  },
  landslide: {
    en: ['landslide', 'landslip', 'mudslide', 'rockfall'], de: ['erdrutsch', 'hangrutsch', 'felssturz', 'murgang'],
    fr: ['eboulement', 'glissement'], es: ['deslizamiento', 'desprendimiento', 'alud'],
  },
  heatwave: { en: ['heatwave', 'heatstroke'], de: ['hitze', 'hitzewelle'], fr: ['canicule', 'chaleur'], es: ['calor', 'canicula'] },
  birth: { en: ['born', 'birth', 'births'], de: ['geboren', 'geburt', 'nachwuchs'], fr: ['naissance', 'naissances'], es: ['nacen', 'nacido', 'nacidos', 'nacimiento'] },
  record: { en: ['record'], de: ['rekord'], fr: ['record'], es: ['record'] },
  discovery: {
    en: ['discovery', 'discovered', 'detected'], de: ['entdeckt', 'entdeckung', 'nachgewiesen'],
    fr: ['decouverte', 'decouvert', 'detecte'], es: ['descubrimiento', 'descubierto', 'hallazgo', 'detectado'],
  },
};

/**
 * Where a labour dispute strikes, per language (folded, unstemmed): two reports of a strike that
 * name different sectors (a city's metro, its nurseries) tell two strikes. A sector word is no name
 * either ("Kitas", "Busse"), nor are the riders of a line ("Fahrgäste", "commuters"; a French
 * "voyageur" may fly). "Bahn" is left out: it ends many a company's name ("Hochbahn").
 */
const SECTORS: Record<string, Record<string, string[]>> = {
  transit: {
    en: ['metro', 'underground', 'bus', 'buses', 'tram', 'trams', 'tramline', 'train', 'trains', 'railway', 'station', 'riders', 'commuters'],
    de: ['nahverkehr', 'bus', 'busse', 'busfahrer', 'strassenbahn', 'strassenbahnen', 'stadtbahn', 'stadtbahnen', 'zug', 'zuge', 'tram', 'tramlinie',
      'bahnlinie', 'buslinie', 'bahnhof', 'ubahn', 'sbahn', 'fahrgaste', 'pendler'],
    fr: ['metro', 'bus', 'tramway', 'tramways', 'train', 'trains', 'gare'],
    es: ['metro', 'autobus', 'autobuses', 'tranvia', 'tren', 'trenes', 'cercanias', 'estacion'],
  },
  childcare: {
    en: ['nursery', 'nurseries', 'daycare', 'childcare', 'kindergarten', 'kindergartens'],
    de: ['kita', 'kitas', 'kindergarten', 'erzieher', 'erzieherinnen'],
    fr: ['creche', 'creches'], es: ['guarderia', 'guarderias'],
  },
  health: {
    en: ['hospital', 'hospitals', 'clinic', 'clinics', 'doctors', 'nurses'],
    de: ['klinik', 'kliniken', 'uniklinik', 'unikliniken', 'krankenhaus', 'krankenhauser', 'arzt', 'arzte', 'arztinnen', 'pflegekrafte'],
    fr: ['hopital', 'hopitaux', 'clinique', 'cliniques', 'medecins', 'infirmiers', 'infirmieres'],
    es: ['hospital', 'hospitales', 'clinica', 'clinicas', 'medicos', 'enfermeros', 'enfermeras'],
  },
  schools: {
    en: ['school', 'schools', 'teachers'], de: ['schule', 'schulen', 'lehrer', 'lehrkrafte'],
    fr: ['ecole', 'ecoles', 'enseignants', 'professeurs'], es: ['colegio', 'colegios', 'escuela', 'escuelas', 'profesores', 'docentes'],
  },
  aviation: {
    en: ['airport', 'airports', 'pilots', 'airline', 'airlines'], de: ['flughafen', 'piloten', 'fluggesellschaft'],
    fr: ['aeroport', 'aeroports', 'pilotes'], es: ['aeropuerto', 'aeropuertos', 'pilotos', 'aerolinea'],
  },
  port: {
    en: ['port', 'ports', 'docks', 'dockers', 'dockworkers'], de: ['hafen', 'hafenarbeiter'],
    fr: ['port', 'ports', 'dockers'], es: ['puerto', 'puertos', 'estibadores'],
  },
};
/** A sector's concept is its name after this mark: "#at-transit". */
const SECTOR = 'at-';

/** A German compound's last part names its concept only when that part has at least this many letters ("Warnstreik": "streik"). */
const MIN_COMPOUND_PART = 4;
/** ... and what comes before it at least this many ("Warn"). */
const MIN_COMPOUND_HEAD = 3;
/** A German particle before a word makes another word, not a compound of it: "Auswahl" (a selection) is no "Wahl". */
const PARTICLE_HEADS = ['aus', 'auf', 'ein', 'vor', 'nach'];

const lexicons = new Map<string, { stems: Map<string, string>; parts: Array<[string, string]>; stemWord: (word: string) => string; read: Map<string, string> }>();
function lexiconOf(language: string) {
  let lexicon = lexicons.get(language);
  if (!lexicon) {
    const { stemWord } = compileOptions(topicLanguage(language));
    const entries = [...Object.entries(CONCEPTS), ...Object.entries(SECTORS).map(([sector, words]) => [`${SECTOR}${sector}`, words] as const)];
    const stems = new Map(entries.flatMap(([concept, words]) => (words[language] ?? []).map((word) => [stemWord(word), `#${concept}`] as const)));
    const parts = language === 'de' ? [...stems].filter(([stem]) => stem.length >= MIN_COMPOUND_PART) : [];
    lexicon = { stems, parts, stemWord, read: new Map() };
    lexicons.set(language, lexicon);
  }
  return lexicon;
}

/** The concept of the happenings that have names of their own (event-names.ts's namedHappenings). */
export const STORM = '#storm';

/** The concept of a new holder of an office. */
export const APPOINTMENT = '#appointment';

/** The concept of a labour dispute, which every report of one names, and whose sector tells one strike from another. */
export const STRIKE = '#strike';

/** Happenings every report of one names (a strike, a recall): a report of one and a report of none tell two happenings, whatever else they share. */
export const NAMED_BY_EVERY_REPORT = [STRIKE, '#recall'];

/** Happenings each the other's opposite: a report of an opening and one of a closure, neither telling the other's, tell two (a new footbridge and a bridge closed to lorries). */
export const OPPOSITES: Array<[string, string]> = [['#opening', '#closure']];

/** Whether a content token is a sector's concept ("#at-transit" for "metro", "Busse"). */
export const isSector = (token: string): boolean => token.startsWith(`#${SECTOR}`);

/** Concepts that make a report's happening not the real one: a drill of an earthquake shares no action with the earthquake. */
export const NOT_THE_REAL_THING = new Set(['#drill']);

/** Whether a content token is a concept rather than a word of one language. */
export const isConcept = (token: string): boolean => token.startsWith('#');

/** Words of the lexicon that the word after them makes an idiom, no happening: "strike a deal" is an agreement, "according to" none, "a landslide victory" no landslide. */
const IDIOMS: Record<string, Record<string, string[]>> = {
  en: { strike: ['a', 'an'], strikes: ['a', 'an'], according: ['to'], landslide: ['victory', 'win', 'election'] },
};
/** Words whose stem is a word of the lexicon but which name another thing: a striker ("Stürmer") is no storm, French doors ("portes") no port. */
const OTHER_WORDS: Record<string, Set<string>> = { de: new Set(['sturmer', 'sturmerin', 'sturmern']), fr: new Set(['porte', 'portes']) };

/** Whether the folded word at index opens an idiom of the language, or is another word than its stem's, rather than naming its concept. */
export const opensIdiom = (words: string[], index: number, language: string): boolean =>
  (IDIOMS[language]?.[words[index]!]?.includes(words[index + 1] ?? '') ?? false) || (OTHER_WORDS[language]?.has(words[index]!) ?? false);

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
const CONTEXTUAL = new Map<string, Map<string, Array<[string, Set<string>]>>>([
  ['es', new Map([['paro', PARO_SENSES], ['paros', PARO_SENSES]])],
  ['en', new Map([['rate', RATE_SENSES], ['rates', RATE_SENSES]])],
  ['fr', new Map([['taux', RATE_SENSES], ['prix', PRIX_SENSES]])],
]);
/** Words whose senses all need a cue: uncued, they are read as plain words ("a tax rate"). */
const CUED_ONLY = new Set(['rate', 'rates', 'taux']);
const CONTEXT_WORDS = 3;

/** The concept a word of two happenings names where it stands among the folded words ("un paro" → "#strike"); null for other words. */
export function contextualConcept(words: string[], index: number, language: string): string | null {
  const senses = CONTEXTUAL.get(language)?.get(words[index]!);
  if (!senses) return null;
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
const SEPARATED_PARTICLES = new Set(['zuruck']);

/**
 * Happenings a clause tells by two words together, per language (folded): "legen die Arbeit
 * nieder" is a strike, where "legt sein Amt nieder" is a resignation and "Arbeit" alone is work.
 */
const PHRASES: Record<string, Array<[concept: string, all: string[], any: string[]]>> = {
  de: [[STRIKE, ['arbeit'], ['nieder', 'niederlegen', 'niedergelegt', 'niederlegung']], ['#birth', ['welt'], ['gekommen', 'kam', 'kamen']]],
};

/**
 * The concepts of a German clause's verbs whose particle stands apart ("ruft … zurück": "#recall"),
 * and of the phrases a clause tells ("legen die Arbeit nieder": "#strike"), from its folded words.
 */
export function separatedVerbConcepts(words: string[], language: string): string[] {
  const phrases = (PHRASES[language] ?? []).filter(([, all, any]) => all.every((word) => words.includes(word)) && any.some((word) => words.includes(word)));
  if (language !== 'de' || !words.some((word) => SEPARATED_PARTICLES.has(word))) return phrases.map(([concept]) => concept);
  const { stems, stemWord } = lexiconOf(language);
  return [...phrases.map(([concept]) => concept), ...words.filter((word) => SEPARATED_PARTICLES.has(word))
    .flatMap((particle) => words.flatMap((word) => stems.get(stemWord(particle + word)) ?? []))];
}
