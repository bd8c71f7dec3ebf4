/**
 * The words of what happened, per concept and language (folded, unstemmed): the lexicon concepts.ts
 * reads reports by. General knowledge, not a thesaurus. Data only.
 */
/** Concept → its words per language (folded, unstemmed). */
export const CONCEPTS: Record<string, Record<string, string[]>> = {
  strike: {
    en: ['strike', 'strikes', 'walkout'],
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
    // Hail too, which French and Spanish news tells by the stones ("Hagel", "grêlons", "pedrisco"; in English only "hailstorm" and
    // "hailstones": a minister "hails" a deal).
    en: ['storm', 'gale', 'gales', 'gusts', 'hurricane', 'typhoon', 'cyclone', 'hailstorm', 'hailstones'],
    de: ['sturm', 'sturmtief', 'orkan', 'unwetter', 'boen', 'hurrikan', 'taifun', 'hagel', 'hagelsturm', 'hagelkorner', 'hagelschauer'],
    fr: ['tempete', 'ouragan', 'rafales', 'typhon', 'cyclone', 'grele', 'grelons'],
    es: ['tormenta', 'borrasca', 'rachas', 'huracan', 'tifon', 'ciclon', 'granizo', 'granizada', 'pedrisco'],
  },
  flood: {
    en: ['flood', 'floods', 'flooding', 'flooded'],
    de: ['hochwasser', 'uberschwemmung', 'uberschwemmungen', 'flut', 'uberflutet'],
    fr: ['inondation', 'inondations', 'crue', 'crues', 'inonde'],
    // Not "crecida": it stems as "crece" (grows) does.
    es: ['inundacion', 'inundaciones', 'riada'],
  },
  // A fire of any kind ("Brand", "incendie"); English "fire" only as the noun itself (concepts.ts): "fired" as often sacks.
  wildfire: {
    en: ['wildfire', 'wildfires', 'blaze', 'ablaze'], de: ['waldbrand', 'brand', 'brennt', 'brennende', 'brennender'], fr: ['incendie', 'incendies', 'embrase', 'embrasee'],
    es: ['incendio', 'incendios', 'arde', 'ardio'],
  },
  // A service down is an outage too: "Störung bei Skarn", "Ausfall beim Cloudanbieter".
  blackout: { en: ['blackout', 'outage', 'outages'], de: ['stromausfall', 'ausfall', 'storung'], fr: ['coupure', 'coupures', 'panne'], es: ['apagon'] },
  injured: {
    en: ['injured', 'injuries', 'injury', 'wounded'],
    de: ['verletzt', 'verletzte', 'verletzten', 'verletzung', 'verletzungen'],
    fr: ['blesse', 'blesses', 'blessee', 'blessure', 'blessures'],
    es: ['herido', 'heridos', 'herida', 'heridas', 'lesiones'],
  },
  killed: {
    en: ['killed', 'dead', 'died', 'dies', 'death', 'deaths'],
    de: ['tote', 'toten', 'getotet', 'starb', 'stirbt', 'gestorben', 'verendet', 'fischsterben'],
    fr: ['mort', 'morts', 'tue', 'tues', 'deces', 'meurt', 'decede'],
    es: ['muerto', 'muertos', 'fallecido', 'fallecidos', 'murio', 'muere', 'mueren', 'fallece'],
  },
  collapse: {
    en: ['collapse', 'collapsed', 'collapses'], de: ['einsturz', 'eingesturzt', 'sturzte', 'bruch', 'dammbruch', 'deichbruch'],
    fr: ['effondrement', 'effondre', 'effondree', 'rupture'], es: ['derrumbe', 'colapso', 'derrumbo', 'hundimiento', 'rotura'],
  },
  cyberattack: {
    en: ['cyberattack', 'cyber', 'hack', 'hacked', 'hackers', 'ransomware'], de: ['cyberangriff', 'hackerangriff', 'hacker', 'erpressersoftware'],
    fr: ['cyberattaque', 'piratage', 'pirates', 'rancongiciel'], es: ['ciberataque', 'hackeo', 'piratas'],
  },
  // People falling ill tell one too, "212 fall ill" (concepts.ts), "sickened" (not "malades", "enfermos", "erkrankt": as often a disease's patients).
  outbreak: { en: ['outbreak', 'sickened'], de: ['ausbruch'], fr: ['epidemie', 'flambee'], es: ['brote'] },
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
    fr: ['nomination', 'successeur', 'succede', 'nomme', 'nommee'], es: ['nombrado', 'nombrada', 'nombramiento', 'sucesor', 'sucesora', 'nombra', 'nombro'],
  },
  arrest: {
    en: ['arrested', 'arrest', 'arrests'], de: ['festgenommen', 'festnahme', 'verhaftet'],
    fr: ['interpelle', 'interpelles', 'arrestation'], es: ['detenido', 'detenidos', 'detencion', 'arrestado'],
  },
  // A vehicle overturned is a crash: "coach overturns", "Reisebus kippt … um", "vuelca un autobús"; so is a German "Busunglück".
  crash: {
    en: ['crash', 'collision', 'derailed', 'derailment', 'overturns', 'overturned'],
    de: ['unfall', 'zusammenstoss', 'entgleist', 'entgleisung', 'umgekippt', 'umkippt', 'ungluck', 'verungluckt', 'verungluckte', 'verungluckten'],
    fr: ['accident', 'collision', 'deraille', 'deraillement'], es: ['accidente', 'choque', 'descarrilamiento', 'descarrila', 'vuelca', 'volco'],
  },
  rescue: {
    en: ['rescued', 'rescue', 'rescuers', 'airlifted'], de: ['gerettet', 'rettung', 'retter', 'geborgen', 'bergung'],
    fr: ['secourus', 'secouru', 'secourue', 'secours', 'sauvetage', 'sauveteurs', 'helitreuilles'], es: ['rescatados', 'rescatado', 'rescate', 'rescatistas', 'socorristas'],
  },
  evacuation: {
    en: ['evacuated', 'evacuation', 'evacuate'], de: ['evakuiert', 'evakuierung', 'geraumt', 'raumung'],
    fr: ['evacuation', 'evacues', 'evacue'], es: ['evacuacion', 'evacuados', 'desalojo', 'desalojados'],
  },
  cancelled: {
    en: ['cancelled', 'canceled', 'cancellations'], de: ['gestrichen', 'annulliert', 'abgesagt'],
    fr: ['annule', 'annules', 'annulation', 'annulations'], es: ['cancelado', 'cancelados', 'cancelacion', 'cancelaciones', 'suspende', 'suspendido', 'suspendida'],
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
  award: { en: ['prize', 'award', 'laureate'], de: ['auszeichnung', 'preistrager', 'preistragerin'], fr: ['laureat', 'laureate', 'distinction', 'recompense', 'recompensee', 'decerne', 'decernee'], es: ['premio', 'galardon', 'galardonado'] },
  results: {
    en: ['profit', 'profits', 'earnings', 'revenue', 'revenues'], de: ['gewinn', 'gewinne', 'umsatz', 'quartalszahlen', 'nettogewinn', 'quartalsgewinn'],
    fr: ['benefice', 'benefices', 'resultats'], es: ['beneficio', 'beneficios', 'ganancias', 'facturacion'],
  },
  // A company's guidance for its year: "cuts its outlook", "senkt die Prognose", "abaisse ses prévisions".
  forecast: {
    en: ['forecast', 'forecasts', 'outlook', 'guidance'], de: ['prognose', 'prognosen', 'prognosesenkung', 'ausblick', 'umsatzziel', 'gewinnziel', 'jahresziel'],
    fr: ['previsions', 'prevision', 'objectif', 'objectifs'], es: ['previsiones', 'prevision', 'perspectivas'],
  },
  growth: { en: ['gdp', 'growth', 'recession'], de: ['bip', 'wachstum', 'rezession', 'wirtschaftsleistung'], fr: ['pib', 'croissance', 'recession'], es: ['pib', 'crecimiento', 'recesion'] },
  tax: { en: ['tax', 'taxes', 'levy', 'duty'], de: ['steuer', 'steuern', 'abgabe'], fr: ['taxe', 'taxes', 'impot', 'impots'], es: ['impuesto', 'impuestos', 'gravamen'] },
  freeze: { en: ['freeze', 'frozen', 'freezes'], de: ['einfrieren', 'eingefroren', 'verzichtet'], fr: ['gel', 'gele', 'geler'], es: ['congela', 'congelar', 'congelado', 'congelacion'] },
  budget: { en: ['budget'], de: ['etat', 'sparpaket', 'haushaltsentwurf', 'bundeshaushalt', 'staatshaushalt', 'haushaltsloch'], fr: ['budget', 'budgetaire'], es: ['presupuesto', 'presupuestos'] },
  // A match told by the beaten side is its victory: "musste sich geschlagen geben", "battue en finale" (not the words that stem as
  // the nouns of defeat, "defeated", "derrotada": as often what came before, "cinco derrotas consecutivas").
  victory: {
    en: ['victory', 'won', 'wins', 'win'], de: ['sieg', 'siegt', 'gewann', 'gewonnen', 'gewinnt', 'geschlagen'], fr: ['victoire', 'remporte', 'gagne', 'battu', 'battue'],
    es: ['victoria', 'gana', 'gano', 'vence', 'vencio', 'campeon', 'campeona', 'conquista', 'conquisto'],
  },
  vote: { en: ['vote', 'votes', 'voters', 'ballot', 'turnout'], de: ['abstimmung', 'urabstimmung', 'wahlbeteiligung', 'stimmzettel'], fr: ['vote', 'votes', 'votee', 'votees', 'electeurs', 'suffrages'], es: ['votos', 'votacion', 'votantes', 'sufragios'] },
  ruling: {
    en: ['ruling', 'ruled', 'court', 'judges'], de: ['gericht', 'gerichtshof', 'entschied', 'prozess'],
    fr: ['tribunal', 'cour', 'magistrats', 'proces'], es: ['tribunal', 'jueces', 'juez', 'dictamina', 'magistrados', 'juicio', 'juzga'],
  },
  deal: { en: ['deal', 'agreement', 'accord', 'treaty'], de: ['abkommen', 'vereinbarung', 'vertrag'], fr: ['accord', 'traite'], es: ['acuerdo', 'pacto', 'tratado'] },
  // Acts between states and their consequences: a ceasefire is no treaty, sanctions no arms embargo, a training mission neither.
  ceasefire: { en: ['ceasefire', 'truce'], de: ['waffenruhe', 'waffenstillstand'], fr: ['treve'], es: ['tregua'] },
  sanctions: { en: ['sanctions'], de: ['sanktionen', 'sanktionspaket'], fr: ['sanctions'], es: ['sanciones'] },
  embargo: { en: ['embargo'], de: ['embargo'], fr: ['embargo'], es: ['embargo'] },
  // Not German "Mission" alone: "Kommission" ends with it.
  mission: { en: ['mission'], de: ['ausbildungsmission', 'militarmission', 'beobachtermission', 'marinemission'], fr: ['mission'], es: ['mision'] },
  expulsion: { en: ['expels', 'expelled', 'expulsion'], de: ['ausgewiesen', 'ausweisung'], fr: ['expulse', 'expulses', 'expulsion'], es: ['expulsa', 'expulsion', 'expulsados'] },
  // A coalition formed or failed, a candidate's call to vote for another, a leader's pledge: acts of their own.
  coalition: { en: ['coalition'], de: ['koalition', 'koalitionsvertrag', 'bundnis', 'regierungsbundnis', 'regierungsprogramm'], fr: ['coalition'], es: ['coalicion'] },
  endorsement: { en: ['endorses', 'endorsed', 'endorsement'], de: ['wahlempfehlung'], fr: ['ralliement'] },
  pledge: { en: ['pledges', 'pledged', 'promises', 'promised'], de: ['verspricht', 'versprochen'], fr: ['promet'], es: ['promete', 'prometio'] },
  bailout: { en: ['bailout'], de: ['rettungspaket', 'staatshilfe'], fr: ['renflouer', 'renflouement'] },
  fine: { en: ['fined', 'penalty'], de: ['geldstrafe', 'bussgeld', 'geldbusse'], fr: ['amende', 'amendes'], es: ['multa', 'multado', 'multada'] },
  funding: {
    en: ['funding', 'investors', 'raised', 'raises'], de: ['finanzierungsrunde', 'investoren', 'geldgeber'], fr: ['levee', 'investisseurs'],
    es: ['financiacion', 'inversores', 'ronda'],
  },
  // A regulator's approval ("recommended approval", "Zulassung", "autorisation"; not the Spanish "aprueba", which a parliament does
  // of a law), and a company's or a state's money committed ("will spend £420m", "investiert"), and people hired ("recruits 40 midwives").
  approval: {
    en: ['approval', 'approves', 'approved', 'authorisation', 'authorization'], de: ['zulassung', 'zugelassen', 'genehmigt', 'genehmigung'],
    fr: ['autorisation', 'autorise', 'autorisee', 'homologation'], es: ['aprobacion', 'autorizacion', 'autoriza', 'autorizado'],
  },
  investment: {
    en: ['invest', 'invests', 'investment', 'spend'], de: ['investiert', 'investieren', 'investition', 'investitionen'],
    fr: ['investir', 'investit', 'investissement', 'investissements'], es: ['invertira', 'invierte', 'inversion', 'inversiones'],
  },
  hiring: {
    en: ['hires', 'recruits', 'recruiting', 'recruitment'], de: ['neueinstellungen'], fr: ['recrute', 'recrutement', 'embauche', 'embauches'],
    es: ['contratacion', 'contratara', 'contrata'],
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
    en: ['opened', 'opening', 'opens', 'inaugurated', 'inauguration', 'reopens', 'reopened', 'installed'],
    de: ['eroffnet', 'eroffnung', 'wiedereroffnet', 'wiedereroffnung', 'eingeweiht', 'einweihung', 'inbetriebnahme', 'installiert', 'angeschafft', 'anschaffung'],
    fr: ['inaugure', 'inauguree', 'inauguration', 'ouverture', 'ouvert', 'ouverte', 'rouvre', 'rouvert', 'rouverte', 'reouverture', 'installe', 'installee'],
    es: ['inaugura', 'inaugurado', 'inaugurada', 'inauguracion', 'apertura', 'abre', 'reabre', 'reabierto', 'reabierta', 'reapertura', 'instalado', 'instalada'],
  },
  closure: {
    en: ['closure', 'closed', 'closes', 'shut', 'shuts'], de: ['schliessung', 'geschlossen', 'schliesst', 'stillgelegt', 'stilllegung', 'gesperrt', 'sperrung'],
    fr: ['fermeture', 'fermee', 'fermees', 'fermes'], es: ['cierre', 'cerrado', 'cerrada', 'cierra'],
  },
  // Everyday happenings of a town, of science and of sport: a theft, a landslide, a heatwave, a launch, a birth, a record.
  theft: {
    en: ['theft', 'stolen', 'stole', 'steal', 'thieves', 'thief', 'burglars', 'burglary', 'robbery', 'robbed', 'robbers', 'heist'],
    de: ['diebstahl', 'gestohlen', 'diebe', 'einbrecher', 'geraubt', 'entwendet', 'raub', 'rauber', 'uberfall', 'uberfallen'],
    fr: ['cambriolage', 'cambrioleurs', 'voleurs', 'derobe', 'derobes', 'derobees', 'butin', 'braquage', 'braqueurs', 'devalise'],
    es: ['robo', 'robado', 'robaron', 'roban', 'ladrones', 'hurto', 'botin', 'atraco', 'atracadores', 'asaltaron'],
  },
  landslide: {
    en: ['landslide', 'landslip', 'mudslide', 'rockfall'], de: ['erdrutsch', 'hangrutsch', 'felssturz', 'murgang'],
    fr: ['eboulement', 'glissement'], es: ['deslizamiento', 'desprendimiento', 'alud'],
  },
  heatwave: { en: ['heatwave', 'heatstroke'], de: ['hitze', 'hitzewelle'], fr: ['canicule', 'chaleur'], es: ['calor', 'canicula'] },
  birth: { en: ['born', 'birth', 'births'], de: ['geboren', 'geburt', 'nachwuchs'], fr: ['naissance', 'naissances'], es: ['nacen', 'nacido', 'nacidos', 'nacimiento'] },
  record: { en: ['record'], de: ['rekord'], fr: ['record'], es: ['record'] },
  // Goods sold out: "ausverkauft", "a sellout" (not "épuisé" nor "agotadas", which stems as "agotado": as often a tired runner).
  sellout: { en: ['sellout'], de: ['ausverkauft', 'ausverkaufte'] },
  // A product or service put on the market, a craft lifting off or reaching orbit: "unveils", "goes on sale", "Marktstart", "führt … ein",
  // "lancement", "despega", "reaches orbit", "Umlaufbahn" (not the verbs "launch", "lance", "lanza": a probe or a bid is launched too).
  launch: {
    en: ['unveils', 'unveiled', 'introduces', 'liftoff', 'orbit'],
    de: ['markteinfuhrung', 'marktstart', 'verkaufsstart', 'einfuhrung', 'eingefuhrt', 'gestartet', 'abgehoben', 'umlaufbahn', 'orbit'],
    fr: ['lancement', 'commercialisation', 'introduit', 'decolle', 'decollage', 'orbite'],
    es: ['lanzamiento', 'comercializacion', 'introduce', 'despega', 'despego', 'despegue', 'orbita'],
  },
  // Goods ordered from a maker: "orders 40 jets", "bestellt", "encarga" (the bare "order" only before "for", concepts.ts; not the nouns a
  // company's results credit, "profite des commandes").
  order: { en: ['orders', 'ordered'], de: ['bestellt'], es: ['encarga', 'encargado'] },
  // What befalls a plant, a river, a building or a zoo: an explosion, a spill, a leak, the damage it does, an animal's escape.
  explosion: { en: ['explosion', 'explosions', 'blast', 'exploded'], de: ['explosion', 'explodiert', 'detonation'], fr: ['explosion', 'explose'], es: ['explosion', 'estallido', 'exploto'] },
  spill: { en: ['spill', 'spilled', 'spillage'], de: ['olpest', 'olteppich'], fr: ['deversement', 'pollution'], es: ['vertido', 'vertidos'] },
  // A driver who drove on: "hit-and-run", "Unfallflucht", "Fahrerflucht" (read by its parts in English, concepts.ts).
  'hit-and-run': { de: ['unfallflucht', 'fahrerflucht'] },
  // A knife attack, told by the knife or the wound: "Messerangriff", "agression au couteau", "apuñalado".
  stabbing: {
    en: ['stabbing', 'stabbed', 'knife', 'knifeman'], de: ['messerangriff', 'messerattacke', 'messerstecherei', 'messer', 'niedergestochen'],
    fr: ['couteau', 'poignarde', 'poignardee', 'poignarder'], es: ['cuchillo', 'navaja', 'apunalado', 'apunalada', 'apunalamiento'],
  },
  // Spanish "fuga" is a leak or a prisoners' escape, read by its neighbours (concepts.ts).
  leak: { en: ['leak', 'leaks', 'leaking'], de: ['leck', 'rohrbruch'], fr: ['fuite', 'fuites'], es: ['filtracion'] },
  damage: {
    en: ['damage', 'damaged'], de: ['schaden', 'beschadigt', 'sachschaden'], fr: ['degat', 'degats', 'endommage', 'endommages', 'endommagee', 'sinistre', 'sinistres'],
    es: ['danos', 'danado', 'danados', 'desperfectos'],
  },
  escape: {
    en: ['escaped', 'escapes', 'escape', 'jailbreak'], de: ['entlaufen', 'ausgebrochen', 'entkommen', 'entwichen'], fr: ['echappe', 'echappee', 'evade', 'evadee', 'evasion'],
    es: ['escapa', 'escapo', 'escapado', 'escapada', 'fugado'],
  },
  // What a town, a museum or a university does: an exhibition, a study's finding.
  exhibition: { en: ['exhibition', 'exhibitions'], de: ['ausstellung', 'ausstellungen'], fr: ['exposition', 'expositions'], es: ['exposicion', 'exposiciones'] },
  study: {
    en: ['study', 'researchers', 'scientists'], de: ['studie', 'forscher', 'forscherin', 'forscherinnen', 'wissenschaftler'],
    fr: ['etude', 'chercheurs', 'scientifiques'], es: ['estudio', 'investigadores', 'cientificos'],
  },
  // A book or a play made into a film: "film adaptation", "Verfilmung", "adaptera au cinéma" (concepts.ts), "adaptación".
  adaptation: { en: ['adaptation'], de: ['verfilmung', 'verfilmt', 'verfilmen'], fr: ['adaptation'], es: ['adaptacion'] },
  // Cultural goods handed back to where they were taken from: "restitution", "hands back" (concepts.ts), "Rückgabe" (not "devuelve": a
  // court sends a law back too).
  restitution: {
    en: ['restitution', 'repatriation', 'repatriated'], de: ['ruckgabe', 'restitution', 'zuruckgegeben', 'zuruckgeben', 'zuruckgibt'],
    fr: ['restitution', 'restitue', 'restitues', 'restituee', 'restituees', 'restituer'], es: ['restitucion', 'repatriacion'],
  },
  // What a band or a festival announces, and what is done to a building: a festival's line-up, a tour, works ("renovará el césped").
  lineup: { en: ['headline', 'headlines', 'headliner', 'headliners', 'lineup'], de: ['headliner', 'hauptacts'], fr: ['programmation'], es: ['cartel', 'cabezas'] },
  tour: { en: ['tour'], de: ['tournee'], fr: ['tournee'], es: ['gira'] },
  renovation: {
    en: ['renovation', 'renovated', 'refurbishment', 'refurbished'], de: ['renovierung', 'renoviert', 'sanierung', 'saniert', 'umbau'],
    fr: ['renovation', 'renove', 'renovee', 'rehabilitation'], es: ['renovacion', 'renovara', 'renovado', 'renovada', 'rehabilitacion'],
  },
  summit: { en: ['summit'], de: ['gipfel', 'gipfeltreffen'], fr: ['sommet'], es: ['cumbre'] },
  // Goods that turn up again are found too: "resurfaces", "aufgetaucht", "retrouvé", "aparece".
  discovery: {
    en: ['discovery', 'discovered', 'detected', 'resurfaces', 'resurfaced'], de: ['entdeckt', 'entdeckung', 'nachgewiesen', 'aufgetaucht'],
    fr: ['decouverte', 'decouvert', 'detecte', 'retrouve', 'retrouvee'],
    es: ['descubrimiento', 'descubierto', 'hallazgo', 'detectado', 'hallan', 'hallado', 'hallada', 'hallados', 'aparece', 'reaparece'],
  },
  // A limit set on prices, rents or numbers ("Mietendeckel", "plafonne", "limitará los alquileres"): no pledge of more. Not English
  // "cap", as often a bottle's or a player's.
  cap: {
    de: ['deckel', 'deckelt', 'mietendeckel', 'obergrenze', 'begrenzt'], fr: ['plafond', 'plafonne', 'plafonnement'],
    es: ['tope', 'topes', 'limitara', 'limitar'],
  },
  // Goods the police seize (French "saisie" is read as written, concepts.ts: a court "saisi" of a case seizes nothing; not German
  // "sichergestellt", as often a driver's car kept as evidence).
  seizure: {
    en: ['seize', 'seized', 'seizes', 'seizure', 'seizures'], de: ['beschlagnahmt', 'beschlagnahme'],
    es: ['incautan', 'incautado', 'incautados', 'incautada', 'incautadas', 'incautacion', 'decomiso', 'intervenidas', 'intervenidos'],
  },
};

/**
 * Where a labour dispute strikes, per language (folded, unstemmed): two reports of a strike that
 * name different sectors (a city's metro, its nurseries) tell two strikes. A sector word is no name
 * either ("Kitas", "Busse"), nor are the riders of a line ("Fahrgäste", "commuters"; a French
 * "voyageur" may fly). "Bahn" is left out: it ends many a company's name ("Hochbahn").
 */
export const SECTORS: Record<string, Record<string, string[]>> = {
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
