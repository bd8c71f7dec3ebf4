/**
 * One name, one spelling across languages, for telling whether two reports name the same event:
 * accents and case folded, common exonyms of countries and cities and the names and acronyms of
 * well-known organisations in English, German, French and Spanish brought to one key; and the towns a
 * title says a happening struck ("at Pellow Point", "nach Möwenoog").
 */
import { foldCase } from '#shared/text';

/** Countries' keys → their names and adjectives (folded); French, Spanish and German write the adjectives in lower case ("belge", "británico", "britische"). */
const COUNTRIES: Record<string, string[]> = {
  '=germany': ['germany', 'german', 'deutschland', 'deutsche', 'deutschen', 'deutscher', 'bundesrepublik', 'allemagne', 'allemand', 'allemande', 'alemania', 'aleman', 'alemana'],
  '=france': ['france', 'french', 'frankreich', 'franzosische', 'franzosischen', 'francia', 'frances', 'francesa', 'francais', 'francaise'],
  '=spain': ['spain', 'spanish', 'spanien', 'spanische', 'spanischen', 'espagne', 'espagnol', 'espana', 'espanol', 'espanola'],
  '=italy': ['italy', 'italian', 'italien', 'italienische', 'italie', 'italia', 'italiano', 'italiana'],
  '=netherlands': ['netherlands', 'dutch', 'holland', 'niederlande', 'niederlandische', 'niederlandischen', 'pays-bas', 'neerlandais', 'paises bajos', 'neerlandes'],
  '=britain': ['britain', 'british', 'uk', 'united kingdom', 'grossbritannien', 'britische', 'britischen', 'royaume-uni', 'britannique', 'reino unido', 'britanico', 'britanica'],
  '=usa': ['us', 'usa', 'united states', 'american', 'vereinigte staaten', 'amerikanische', 'amerikanischen', 'etats-unis', 'americain', 'americaine', 'americana', 'americano', 'estados unidos', 'estadounidense', 'ee uu'],
  '=portugal': ['portugal', 'portuguese', 'portugiesische', 'portugiesischen', 'portugais', 'portugaise', 'portugues', 'portuguesa', 'luso', 'lusa'],
  '=japan': ['japan', 'japanese', 'japanische', 'japanischen', 'japon', 'japonais', 'japonaise', 'japones', 'japonesa'],
  '=china': ['china', 'chinese', 'chinesische', 'chine', 'chinois', 'chino'],
  '=switzerland': ['switzerland', 'swiss', 'schweiz', 'schweizer', 'schweizerische', 'schweizerischen', 'suisse', 'suiza', 'suizo'],
  '=sweden': ['sweden', 'swedish', 'schweden', 'schwedische', 'schwedischen', 'schwedischer', 'suede', 'suedois', 'suedoise', 'suecia', 'sueco', 'sueca'],
  '=norway': ['norway', 'norwegian', 'norwegen', 'norwegische', 'norwegischen', 'norvege', 'norvegien', 'norvegienne', 'noruega', 'noruego'],
  '=canada': ['canada', 'canadian', 'kanada', 'kanadische', 'kanadischen', 'canadien', 'canadienne', 'canadiense'],
  '=finland': ['finland', 'finnish', 'finnland', 'finnische', 'finnischen', 'finlande', 'finlandais', 'finlandaise', 'finlandia', 'finlandes', 'finlandesa'],
  '=denmark': ['denmark', 'danish', 'danemark', 'danische', 'danischen', 'danois', 'danoise', 'dinamarca', 'danes', 'danesa'],
  '=poland': ['poland', 'polish', 'polen', 'polnische', 'polnischen', 'pologne', 'polonais', 'polonaise', 'polonia', 'polaco', 'polaca'],
  '=belgium': ['belgium', 'belgian', 'belgien', 'belgische', 'belgischen', 'belgischer', 'belgique', 'belge', 'belgica', 'belga'],
  '=ireland': ['ireland', 'irish', 'irland', 'irische', 'irischen', 'irlande', 'irlandais', 'irlandaise', 'irlanda', 'irlandes', 'irlandesa'],
  '=greece': ['greece', 'greek', 'griechenland', 'griechische', 'griechischen', 'grece', 'grec', 'grecque', 'grecia', 'griego', 'griega'],
  '=turkey': ['turkey', 'turkish', 'turkei', 'turkische', 'turkischen', 'turquie', 'turc', 'turque', 'turquia', 'turco', 'turca'],
  '=russia': ['russia', 'russian', 'russland', 'russische', 'russischen', 'russie', 'russe', 'rusia', 'ruso', 'rusa'],
  '=ukraine': ['ukraine', 'ukrainian', 'ukrainische', 'ukrainischen', 'ukrainien', 'ukrainienne', 'ucrania', 'ucraniano', 'ucraniana'],
  '=mexico': ['mexico', 'mexican', 'mexiko', 'mexikanische', 'mexique', 'mexicain', 'mexicaine', 'mexicano', 'mexicana'],
  '=morocco': ['morocco', 'moroccan', 'marokko', 'marokkanische', 'maroc', 'marocain', 'marocaine', 'marruecos', 'marroqui'],
  '=austria': ['austria', 'austrian', 'osterreich', 'osterreichische', 'osterreichischen', 'autriche', 'autrichien', 'autrichienne', 'austriaco', 'austriaca'],
  '=indonesia': ['indonesia', 'indonesian', 'indonesien', 'indonesische', 'indonesischen', 'indonesie', 'indonesienne', 'indonesio'],
  '=latvia': ['latvia', 'latvian', 'lettland', 'lettische', 'lettischen', 'lettonie', 'letton', 'lettone', 'letonia', 'leton', 'letona'],
  '=chile': ['chile', 'chilean', 'chilenische', 'chilenischen', 'chili', 'chilien', 'chilienne', 'chileno', 'chilena'],
  '=luxembourg': ['luxembourg', 'luxemburg', 'luxemburgo', 'luxembourgeois', 'luxembourgeoise', 'luxemburgische'],
  '=cameroon': ['cameroon', 'cameroonian', 'kamerun', 'kamerunische', 'kamerunischen', 'cameroun', 'camerounais', 'camerounaise', 'camerun', 'camerunes', 'camerunesa'],
};

/**
 * Regions' keys → their names and adjectives (folded), which German, French and Spanish write in lower case as a country's
 * ("die sächsischen Lehrer", "la directora gallega", "los estudiantes aragoneses"): a place, not a party to a deal between states.
 */
const REGIONS: Record<string, string[]> = {
  '=bavaria': ['bavaria', 'bavarian', 'bayern', 'bayerische', 'bayerischen', 'baviere', 'bavarois', 'bavaroise', 'baviera', 'bavaro', 'bavara'],
  '=saxony': ['saxony', 'sachsen', 'sachsische', 'sachsischen', 'saxe', 'sajonia'],
  '=galicia': ['galicia', 'galician', 'galizien', 'galicische', 'galice', 'galicien', 'galicienne', 'gallego', 'gallega', 'gallegos', 'gallegas'],
  '=aragon': ['aragon', 'aragonese', 'aragonien', 'aragonais', 'aragonaise', 'aragones', 'aragonesa', 'aragoneses', 'aragonesas'],
  '=catalonia': ['catalonia', 'catalan', 'katalonien', 'katalanische', 'catalogne', 'catalane', 'cataluna', 'catalana'],
  '=andalusia': ['andalusia', 'andalusian', 'andalusien', 'andalusische', 'andalousie', 'andalou', 'andalouse', 'andalucia', 'andaluz', 'andaluza'],
  '=canaries': ['canary islands', 'canaries', 'kanaren', 'kanarische', 'canarias', 'canario', 'canaria'],
  '=lorraine': ['lorraine', 'lothringen', 'lothringische', 'lothringischen', 'lorrain', 'lorena'],
  '=alsace': ['alsace', 'elsass', 'elsassische', 'alsacien', 'alsacienne', 'alsacia'],
  '=brittany': ['brittany', 'breton', 'bretagne', 'bretonische', 'bretonne', 'bretana'],
  '=tuscany': ['tuscany', 'tuscan', 'toskana', 'toskanische', 'toscane', 'toscan', 'toscana', 'toscano'],
  '=crete': ['crete', 'cretan', 'kreta', 'kretische', 'creta', 'cretense'],
  '=scotland': ['scotland', 'scottish', 'schottland', 'schottische', 'ecosse', 'ecossais', 'ecossaise', 'escocia', 'escoces', 'escocesa'],
  '=flanders': ['flanders', 'flemish', 'flandern', 'flamische', 'flandre', 'flamand', 'flamande', 'flandes', 'flamenco', 'flamenca'],
  // Not French "tyrolienne", as often a zip line.
  '=tyrol': ['tyrol', 'tyrolean', 'tirol', 'tiroler', 'tirolese', 'tirolesa'],
  '=pyrenees': ['pyrenees', 'pyrenaen', 'pirineo', 'pirineos', 'pirenaico', 'pirenaica'],
};

/**
 * German nouns of a country's people ("die Spanierin", "der Norweger", "an Niederländer") name the country as its adjective does, and
 * so does the adjective in every ending ("ein französischer Konzern", "ein britisches Werk").
 */
const PEOPLE: Record<string, string[]> = {
  '=spain': ['spanier', 'spanierin'], '=france': ['franzose', 'franzosen', 'franzosin'], '=netherlands': ['niederlander', 'niederlanderin'],
  '=denmark': ['dane', 'danen', 'danin'], '=norway': ['norweger', 'norwegerin'], '=italy': ['italiener', 'italienerin'], '=sweden': ['schwede', 'schwedin'],
  '=britain': ['brite', 'briten', 'britin'], '=switzerland': ['schweizerin'], '=austria': ['osterreicher', 'osterreicherin'],
};
const ENDINGS = ['r', 's', 'm'];
const SPELLED_COUNTRIES: Record<string, string[]> = Object.fromEntries(Object.entries(COUNTRIES).map(([key, spellings]) => [key, [...spellings, ...(PEOPLE[key] ?? []),
  ...spellings.filter((spelling) => spelling.endsWith('sche')).flatMap((adjective) => ENDINGS.map((ending) => adjective + ending))]]));

/** Canonical key → its spellings (folded, words separated by one space). */
const ALIASES: Record<string, string[]> = {
  '=ecb': ['ecb', 'ezb', 'bce', 'european central bank', 'europaische zentralbank', 'banque centrale europeenne', 'banco central europeo'],
  '=fed': ['fed', 'federal reserve', 'us-notenbank', 'reserve federale', 'reserva federal'],
  '=boe': ['boe', 'bank of england', 'banque d\'angleterre', 'banco de inglaterra'],
  '=boj': ['boj', 'bank of japan', 'bank von japan', 'banque du japon', 'banco de japon'],
  '=snb': ['snb', 'bns', 'swiss national bank', 'schweizerische nationalbank', 'banque nationale suisse', 'banco nacional suizo'],
  '=riksbank': ['riksbank', 'sveriges riksbank', 'schwedische reichsbank', 'schwedischen reichsbank'],
  '=norges-bank': ['norges bank'],
  '=bundesbank': ['bundesbank', 'deutsche bundesbank'],
  '=banque-de-france': ['banque de france', 'bank of france'],
  '=banco-de-espana': ['banco de espana', 'bank of spain', 'banque d\'espagne'],
  '=bank-of-canada': ['bank of canada', 'banque du canada', 'banco de canada'],
  // The Commission as the EU's executive: "Brussels" opening a sentence is read as its seat (actors.ts).
  '=eu-commission': ['european commission', 'eu commission', 'europaische kommission', 'eu-kommission', 'commission europeenne', 'comision europea',
    'eu executive', 'eu\'s executive', 'european union\'s executive', 'brussels executive', 'brusseler behorde', 'executif europeen', 'executif bruxellois',
    'executif communautaire', 'ejecutivo comunitario', 'ejecutivo europeo', 'ejecutivo de bruselas'],
  '=imf': ['imf', 'iwf', 'fmi', 'international monetary fund', 'internationaler wahrungsfonds', 'fonds monetaire international', 'fondo monetario internacional'],
  // "Les Vingt-Sept", "los Veintisiete": the union by the count of its members.
  '=eu': ['eu', 'ue', 'european union', 'europaische union', 'union europeenne', 'union europea', 'vingt-sept', 'veintisiete'],
  '=echr': ['echr', 'egmr', 'cedh', 'tedh', 'european court of human rights', 'europaische gerichtshof fur menschenrechte', 'europaischen gerichtshof fur menschenrechte',
    'europaischer gerichtshof fur menschenrechte', 'cour europeenne des droits de l\'homme', 'tribunal europeo de derechos humanos'],
  '=osce': ['osce', 'osze', 'organization for security and co-operation in europe', 'organisation for security and co-operation in europe',
    'organisation fur sicherheit und zusammenarbeit in europa', 'organisation pour la securite et la cooperation en europe',
    'organizacion para la seguridad y la cooperacion en europa'],
  '=who': ['oms', 'world health organization', 'weltgesundheitsorganisation', 'organisation mondiale de la sante', 'organizacion mundial de la salud'],
  '=nato': ['nato', 'otan'],
  '=ilo': ['ilo', 'iao', 'oit', 'international labour organization', 'international labor organization', 'internationale arbeitsorganisation',
    'organisation internationale du travail', 'organizacion internacional del trabajo'],
  '=wto': ['wto', 'omc', 'world trade organization', 'welthandelsorganisation', 'organisation mondiale du commerce', 'organizacion mundial del comercio'],
  '=oecd': ['oecd', 'ocde', 'organisation for economic co-operation and development', 'organization for economic cooperation and development',
    'organisation fur wirtschaftliche zusammenarbeit und entwicklung', 'organisation de cooperation et de developpement economiques',
    'organizacion para la cooperacion y el desarrollo economicos'],
  '=world-bank': ['world bank', 'weltbank', 'banque mondiale', 'banco mundial'],
  '=opec': ['opec', 'opep', 'organization of the petroleum exporting countries', 'organisation erdol exportierender lander',
    'organisation des pays exportateurs de petrole', 'organizacion de paises exportadores de petroleo'],
  '=iaea': ['iaea', 'iaeo', 'aiea', 'oiea', 'international atomic energy agency', 'internationale atomenergiebehorde', 'agence internationale de l\'energie atomique',
    'organismo internacional de energia atomica'],
  // The medicines regulators of the union and of the United States.
  '=ema': ['ema', 'european medicines agency', 'europaische arzneimittel-agentur', 'europaische arzneimittelagentur', 'agence europeenne des medicaments',
    'agencia europea del medicamento', 'agencia europea de medicamentos'],
  '=fda': ['fda', 'food and drug administration', 'us-arzneimittelbehorde', 'us-arzneimittelaufsicht'],
  // English "UN" (French and Spanish write the article "un" capitalised only opening a sentence, where it names no one).
  '=un': ['un', 'onu', 'united nations', 'vereinte nationen', 'vereinten nationen', 'nations unies', 'naciones unidas'],
  ...SPELLED_COUNTRIES,
  ...REGIONS,
  '=eurozone': ['eurozone', 'euro zone', 'euro area', 'euro-zone', 'euroraum', 'zone euro', 'eurozona', 'zona euro'],
  '=europe': ['europe', 'european', 'europa', 'europaische', 'europaischen', 'europeen', 'europeenne', 'europeo', 'europea'],
  '=munich': ['munich', 'munchen', 'munchner'],
  '=cologne': ['cologne', 'koln', 'colonia'],
  '=vienna': ['vienna', 'wien', 'vienne', 'viena'],
  '=london': ['london', 'londres'],
  '=brussels': ['brussels', 'brussel', 'bruxelles', 'bruselas'],
  '=rome': ['rome', 'rom', 'roma'],
  '=lisbon': ['lisbon', 'lissabon', 'lisbonne', 'lisboa'],
  '=warsaw': ['warsaw', 'warschau', 'varsovie', 'varsovia'],
  '=prague': ['prague', 'prag', 'praga'],
  '=moscow': ['moscow', 'moskau', 'moscou', 'moscu'],
  '=geneva': ['geneva', 'genf', 'geneve', 'ginebra'],
  '=zurich': ['zurich'],
  '=the-hague': ['the hague', 'den haag', 'la haye', 'la haya'],
  '=tokyo': ['tokyo', 'tokio'],
  '=beijing': ['beijing', 'peking', 'pekin'],
  '=athens': ['athens', 'athen', 'athenes', 'atenas'],
  '=copenhagen': ['copenhagen', 'kopenhagen', 'copenhague'],
  '=new-york': ['new york', 'nueva york'],
};

const PLACE_WORDS = new Map(Object.entries({ ...SPELLED_COUNTRIES, ...REGIONS })
  .flatMap(([key, spellings]) => spellings.filter((spelling) => !spelling.includes(' ')).map((spelling) => [spelling, key] as const)));
/** The country or region a folded word spells ("belge" → "=belgium", "gallega" → "=galicia"), or undefined. */
export const placeNamed = (word: string): string | undefined => PLACE_WORDS.get(word);
/** Whether a name's key is a country's ("=belgium"). */
const COUNTRY_KEYS = new Set(Object.keys(COUNTRIES));
export const isCountry = (key: string): boolean => COUNTRY_KEYS.has(key);
/** Whether a name's key is a party to a deal or a measure between states: a country or the union. */
export const isParty = (key: string): boolean => isCountry(key) || key === '=eu';

const SPELLINGS = new Map(Object.entries(ALIASES).flatMap(([key, spellings]) => spellings.map((spelling) => [spelling, key] as const)));
const LONGEST_SPELLING = Math.max(...[...SPELLINGS.keys()].map((spelling) => spelling.split(' ').length));
/** The first words of the spellings of several words: a run that opens with another word is looked up one word at a time. */
const FIRST_WORDS = new Set([...SPELLINGS.keys()].filter((spelling) => spelling.includes(' ')).map((spelling) => spelling.split(' ')[0]!));

/** A compass point or centre written onto a city's name, as German and French name its quarters ("Velsen-Nord", "Lyon-Est", "Berlin-Mitte"). */
const QUARTER_OF_CITY = /(?<=\p{L}{3})-(?:nord|sud|ost|west|mitte|zentrum|est|ouest|centre|norte|este|oeste|centro)$/u;

/**
 * A known kind of bearer German writes onto its name ("Brackwell-Arena", "Kestner-Buchpreis", "St.-Aldric-Klinik", "Marvia-Flughafen"),
 * whole or ending the last part: a common noun, so the parts before it name the bearer, as "the Brackwell Arena" does.
 */
const HEADS = [
  'arena', 'stadion', 'halle', 'klinik', 'klinikum', 'krankenhaus', 'spital', 'flughafen', 'hafen', 'bahnhof', 'preis', 'museum', 'theater', 'zoo',
  'universitat', 'hochschule', 'schule', 'gymnasium', 'werk', 'bibliothek', 'kirche', 'messe', 'festival', 'brucke', 'schloss', 'aktie',
  // Places and structures named after their place: "Felsbachtunnel", "Varrowtal", "Hollin-Staudamm", "Olsekanal".
  'tunnel', 'tal', 'talsperre', 'staudamm', 'damm', 'stausee', 'see', 'kanal', 'turm', 'platz', 'strasse', 'bucht', 'pass', 'insel',
].join('|');
const BEARER_HEAD = new RegExp(`-\\p{L}*(?:${HEADS})$`, 'u');

/** Whether a word writes a known head onto a name ("Marvia-Flughafen"): a bearer, whatever its head names. */
export const namesBearer = (word: string): boolean => BEARER_HEAD.test(foldCase(word));

/** A folded word's name parts: the bearer's before a known head ("brackwell-arena" → "brackwell"), else the word; a double-barrelled name stays one ("baden-wurttemberg"). */
function bearerOf(word: string): string[] {
  const head = word.includes('-') ? BEARER_HEAD.exec(word) : null;
  return head ? word.slice(0, head.index).split('-').map((part) => part.replace(/\.$/u, '')).filter(Boolean) : [word];
}

/**
 * The names a German word may be a form of, written onto its end ("Kestnerpreis", "Olsebrücke" and "Vantoraktie": a known head,
 * with or without a linking "s"; "Kellmoorer": a place's adjective; "Halvorsens": a genitive), folded. Each names the name only
 * where another report writes the name itself: most such words are common nouns ("Buchpreis", "Bürger", "Rathaus").
 */
const COMPOUND = new RegExp(`^(\\p{L}{3,}?)s?(?:${HEADS})$`, 'u');
const PLACE_ADJECTIVE = /^(\p{L}{4,})er$/u;
const GENITIVE = /^(\p{L}{3,}[^s])s$/u;
export function germanForms(word: string): string[] {
  return [COMPOUND, PLACE_ADJECTIVE, GENITIVE].flatMap((form) => form.exec(word)?.[1] ?? []);
}

/** A name's words in one spelling: folded, any known head written onto a name cut off, and any run of words that spells a known name replaced by its key. */
export function canonicalWords(words: string[]): string[] {
  const folded = words.flatMap((word) => bearerOf(foldCase(word)));
  const out: string[] = [];
  for (let start = 0; start < folded.length;) {
    let matched = 0;
    const longest = FIRST_WORDS.has(folded[start]!) ? Math.min(LONGEST_SPELLING, folded.length - start) : 1;
    for (let length = longest; length > 0 && !matched; length--) {
      const key = SPELLINGS.get(length === 1 ? folded[start]! : folded.slice(start, start + length).join(' '));
      if (key) {
        out.push(key);
        matched = length;
      }
    }
    // A German genitive of a known name ("Schwedens", "Japans") is the name; a city's quarter ("Velsen-Nord") names the city.
    const word = folded[start]!;
    if (!matched) out.push((word.endsWith('s') ? SPELLINGS.get(word.slice(0, -1)) : undefined) ?? (word.includes('-') ? word.replace(QUARTER_OF_CITY, '') : word));
    start += matched || 1;
  }
  return out;
}

const MULTI_WORD = [...SPELLINGS].filter(([spelling]) => spelling.includes(' '))
  .map(([spelling, key]) => {
    const words = spelling.split(' ');
    // A first word of letters alone is a whole word of any text that spells the name.
    return [new RegExp(`(?<![\\p{L}])${spelling}(?![\\p{L}])`, 'u'), key, words, /^\p{L}+$/u.test(words[0]!)] as const;
  });
const ANY_MULTI_WORD = new RegExp(`(?<![\\p{L}])(?:${[...SPELLINGS.keys()].filter((spelling) => spelling.includes(' ')).join('|')})(?![\\p{L}])`, 'u');

/**
 * Well-known names of several words a folded text spells, capitalised or not: French and Spanish
 * write an organisation's adjectives in lower case ("la Commission européenne", "la Banque
 * centrale européenne"), English its joiners ("the Organisation for Economic Co-operation and
 * Development"). Each key comes with the words of its spelling, which name nothing alone there.
 */
export function spelledNamesIn(folded: string): Array<[key: string, words: string[]]> {
  const text = folded.replace(/’/gu, "'");
  // Most texts spell none: one pass over the text says so.
  if (!ANY_MULTI_WORD.test(text)) return [];
  // A spelling's first word is looked for before the spelling: most are not in the text.
  const written = new Set(text.match(/\p{L}+/gu));
  return MULTI_WORD.filter(([pattern, , words, letters]) => (letters ? written.has(words[0]!) : text.includes(words[0]!)) && pattern.test(text))
    .map(([, key, words]) => [key, words]);
}

/** Words for a happening that is given a name of its own ("Storm Isla", "Orkan Isla", "la tempête Isla", "el huracán Isla"), folded. */
const NAMED_HAPPENINGS = new Set([
  'storm', 'hurricane', 'typhoon', 'cyclone', 'sturm', 'sturmtief', 'orkan', 'orkantief', 'hurrikan', 'taifun', 'zyklon',
  'tempete', 'ouragan', 'typhon', 'tormenta', 'borrasca', 'huracan', 'tifon', 'ciclon',
]);
/** Those that French and Spanish write in lower case ("la tempête Isla"). */
const LOWER_CASE_KINDS = new Set(['tempete', 'ouragan', 'typhon', 'cyclone', 'tormenta', 'borrasca', 'huracan', 'tifon', 'ciclon']);
/** Any of those words in a folded text: most texts name no happening, and are read no further. */
const ANY_HAPPENING_WORD = new RegExp([...NAMED_HAPPENINGS].join('|'), 'u');
const KIND_THEN_NAME = /(?<![\p{L}])(\p{L}+)\s+(?=(\p{Lu}[\p{L}'’-]*))/gu;

/**
 * The names of happenings a text gives ("Storm Isla" → "isla"): a storm named by its weather
 * service is one happening wherever it strikes, so reports of its different consequences share
 * it. The word for the happening is capitalised where it names one (English, German), which
 * keeps "the worst storm Britain has seen" out; notNames are words that name no one (weekdays); folded is the text folded (foldCase).
 */
export function namedHappenings(text: string, notNames: Set<string>, folded = foldCase(text)): string[] {
  if (!ANY_HAPPENING_WORD.test(folded)) return [];
  const found: string[] = [];
  for (const [, kind, name] of text.matchAll(KIND_THEN_NAME)) {
    const folded = foldCase(kind!);
    const lowerCase = kind === kind!.toLowerCase();
    if (!NAMED_HAPPENINGS.has(folded) || (lowerCase && !LOWER_CASE_KINDS.has(folded)) || notNames.has(name!.toLowerCase())) continue;
    found.push(`!${canonicalWords([name!]).join(' ')}`);
  }
  return found;
}

/** The words before a town in a title, per language (a region takes English "in", French "en", German "in der"). */
const AT_TOWN: Record<string, string> = { en: 'at', fr: 'à|au', de: 'nach|auf|bei', es: 'en' };
const TOWN = Object.fromEntries(Object.entries(AT_TOWN).map(([language, words]) =>
  [language, new RegExp(String.raw`(?<!\p{L})(?:${words})\s+(\p{Lu}[\p{L}'’-]*(?:\s+\p{Lu}[\p{L}'’-]*)*)`, 'gu')]));

/** Countries and regions, which no title names as a town: "en Francia" tells a fire somewhere in France. */
const WIDE_PLACES = new Set([...Object.keys(COUNTRIES), ...Object.keys(REGIONS)]);

/** The towns a title says a happening struck ("at Pellow Point", "à Plouvenec", "nach Möwenoog", "en Arnela"; in one spelling), but for what happened ("nach Sturm"). */
export const townsTitled = (title: string, language: string, namesHappening: (word: string) => boolean): string[] => {
  const pattern = TOWN[language.slice(0, 2)];
  if (!pattern) return [];
  return canonicalWords([...title.matchAll(pattern)].flatMap((match) => match[1]!.split(/\s+/u)).filter((word) => !namesHappening(word)))
    .filter((town) => !WIDE_PLACES.has(town));
};
