import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { scoreItems } from '#domain/briefings/script/ranking';
import type { ScriptItem } from '#domain/briefings/script/types';
import { makeItem } from '../helpers/script-material.ts';

const NOW = 1_800_000_000;
const chosen = (items: ScriptItem[], interest: string, language = 'en') =>
  scoreItems(items, [interest], NOW, { language }).map(({ item }) => item.id).sort();

describe('topics: a title that holds another sense and never names the interest', () => {
  it('leaves a story about another sport to that sport, even when its lead names the interest in passing', () => {
    const items = [
      makeItem({ id: 'padel', title: 'Padel courts open in the city\'s parks', text: 'The council has built six padel courts, a sport that mixes tennis and squash. Bookings open on Monday.' }),
      makeItem({ id: 'tennis', title: 'Tennis courts reopen in the city\'s parks', text: 'The council has resurfaced six tennis courts. Coaching for children starts on Monday.' }),
    ];

    assert.deepEqual(chosen(items, 'tennis'), ['tennis']);
  });

  it('counts a German compound of another sport as that sport', () => {
    const items = [
      makeItem({ id: 'handball', title: 'Handballverein gewinnt den Pokal', text: 'Der Verein siegte im Finale vor 8.000 Fans im Stadion. Der Trainer lobte die Mannschaft und die Abwehr.' }),
      makeItem({ id: 'fussball', title: 'Fußballverein gewinnt den Pokal', text: 'Der Verein siegte im Finale vor 40.000 Fans im Stadion. Der Trainer lobte die Mannschaft und die Abwehr.' }),
    ];

    assert.deepEqual(chosen(items, 'Fußball', 'de'), ['fussball']);
  });
});

describe('topics: a round-up that lists the interest among others', () => {
  it('does not take a title that names the interest as one item of a list of three or more', () => {
    const items = [
      makeItem({ id: 'round-up', title: 'Weekend round-up: golf, cycling, football and athletics', text: 'Rory McIlroy won in Dubai, a Danish rider took the stage race, and a world record fell in the 800 metres. In football, the league leaders drew.' }),
      makeItem({ id: 'football', title: 'Football: league leaders held to a draw', text: 'The league leaders drew 1-1 at home. Their manager said the title race was open again.' }),
    ];

    assert.deepEqual(chosen(items, 'football'), ['football']);
  });
});

describe('topics: a company known by a name that is also a word or a place', () => {
  it('counts the name as written, and not as a street\'s name or the common noun', () => {
    const items = [
      makeItem({ id: 'company', title: 'Kestrel cuts 200 jobs as drone orders slow', text: 'The drone maker Kestrel said orders from retailers had fallen. Kestrel will close its Bristol site.' }),
      makeItem({ id: 'bird', title: 'Kestrel numbers fall on farmland', text: 'Bird watchers counted a third fewer kestrels than a decade ago. The small falcon hunts over fields.' }),
      makeItem({ id: 'street', title: 'Road closed on Kestrel Street for water works', text: 'The water company will dig up Kestrel Street for six weeks. Buses will be diverted.' }),
    ];

    assert.deepEqual(chosen(items, 'Kestrel'), ['company']);
  });
});

describe('topics: words the stemmer would make one', () => {
  it('does not take "wins" for "wine", nor a local power cut for energy', () => {
    const items = [
      makeItem({ id: 'coffee', title: 'Coffee shop wins barista award', text: 'The cafe on Mill Street won the regional barista award. Its house blend uses beans from Java and Ethiopia.' }),
      makeItem({ id: 'wine', title: 'Wine and cheese fair draws record crowds', text: 'Growers from twelve regions poured their wines. Cheese makers sold out by noon.' }),
    ];
    const outage = [makeItem({ id: 'outage', title: 'Power cut leaves 20,000 homes without electricity', text: 'An electric fault at a substation cut supply overnight. Engineers restored power by morning.' })];

    assert.deepEqual(chosen(items, 'food'), ['wine']);
    assert.deepEqual(chosen(outage, 'energy'), []);
  });
});

describe('topics: a story told only by supporting words, which another topic tells more strongly', () => {
  it('leaves it to the other topic when that topic says more, and keeps a story the interest\'s own words tell', () => {
    const items = [
      makeItem({ id: 'orchestra', title: 'Conductor wins promotion after transfer from Vienna', text: 'The symphony orchestra named him its music director. His first season opens with three concerts and a new opera.' }),
      makeItem({ id: 'striker', title: 'Striker\'s transfer seals promotion push', text: 'The winger joined from Vienna for a club record fee. His first season opens with a derby away.' }),
    ];

    assert.deepEqual(chosen(items, 'football'), ['striker']);
  });

  it('lets a neighbour topic share the story: extreme weather explained by warming stays climate change\'s', () => {
    const items = [
      makeItem({ id: 'flood', title: 'Flood defences overwhelmed as record rainfall hits the valley', text: 'Rivers burst their banks after a month\'s rain fell in a day. Hydrologists said warmer air holds more moisture, making such downpours more frequent.' }),
    ];

    assert.deepEqual(chosen(items, 'climate change'), ['flood']);
  });
});

describe('topics: the interest\'s own everyday word and nothing else of its topic', () => {
  it('is the word\'s everyday sense, while a story with more of the topic\'s words is about it', () => {
    const items = [
      makeItem({ id: 'grit', title: 'Team shows energy and grit in cup win', text: 'The visitors pressed high from the start. Their manager praised the energy of the young midfield.' }),
      makeItem({ id: 'bills', title: 'Energy bills to fall in January', text: 'The regulator said the price cap would fall as wholesale gas prices eased. Suppliers must pass the cut on.' }),
    ];

    assert.deepEqual(chosen(items, 'energy'), ['bills']);
  });
});

describe('topics: a company whose name is someone\'s surname', () => {
  it('does not take a story that writes the name only inside a person\'s full name', () => {
    const items = [
      makeItem({ id: 'author', title: 'Author Maya Kestrel wins first novel prize', text: 'Maya Kestrel\'s debut follows three sisters on a Scottish island. The judges called it tender and funny.' }),
      makeItem({ id: 'company', title: 'Kestrel reports record sales of its delivery drones', text: 'The drone maker Kestrel said revenue rose 40 per cent. Kestrel will open a factory in Leeds.' }),
    ];

    assert.deepEqual(chosen(items, 'Kestrel'), ['company']);
  });

  it('keeps every mention when the story also writes the name alone', () => {
    const items = [makeItem({ id: 'both', title: 'Trump signs order on tariffs', text: 'Donald Trump signed the order on Friday. Trump said the tariffs would start in March.' })];

    assert.deepEqual(chosen(items, 'Trump'), ['both']);
  });
});

describe('topics: hyphenated words and other sports named in a title', () => {
  it('does not count a term inside a hyphenated modifier, and guards the whole hyphenated word of another sport', () => {
    const items = [
      makeItem({ id: 'fixing', title: 'Match-fixing inquiry widens to three county clubs', text: 'The anti-corruption unit is looking at six games from the one-day cup. Two players have been suspended.' }),
      makeItem({ id: 'handball', title: 'Handball-Bundesliga: Kiel verliert das Spitzenspiel', text: 'Der THW unterlag vor 10.000 Zuschauern mit 29:31. Der Trainer sprach von einer verdienten Niederlage.' }),
    ];

    assert.deepEqual(chosen(items.slice(0, 1), 'football'), []);
    assert.deepEqual(chosen(items.slice(1), 'Fußball', 'de'), []);
  });

  it('leaves a title that names another sport and the interest only by a competition name they share to that sport', () => {
    const items = [
      makeItem({ id: 'handball', title: 'Ligue des champions de handball : Paris tombe à Veszprém', text: 'Le club parisien s\'est incliné de deux buts. Il devra gagner le match retour.' }),
      makeItem({ id: 'football', title: 'Ligue des champions : Paris tombe à Munich', text: 'Le club parisien s\'est incliné de deux buts. Il devra gagner le match retour.' }),
    ];

    assert.deepEqual(chosen(items, 'football', 'fr'), ['football']);
  });
});

describe('topics: football\'s words in their everyday senses and other sports\' world cups', () => {
  it('does not take a city\'s jazz club, a transfer of land, or a biathlon world cup, and keeps a match report', () => {
    const items = [
      makeItem({ id: 'jazz', title: 'Liverpool jazz club saved by a crowdfunding appeal', text: 'The Liverpool club, open since 1961, raised £200,000 in a week. Fans queued outside to buy shares.' }),
      makeItem({ id: 'land', title: 'Government sets goal of 300,000 new homes a year', text: 'Ministers said the transfer of public land to councils would speed up building. Developers welcomed it.' }),
      makeItem({ id: 'biathlon', title: 'Biathlon World Cup: Norway win the relay in Oslo', text: 'The home side led from the first shooting stage. Their coach said the win set up the season.' }),
      makeItem({ id: 'match', title: 'Late header sinks Leeds at Elland Road', text: 'A header in the 88th minute gave the visitors a 1-0 win. The home side\'s defender was sent off.' }),
    ];

    assert.deepEqual(chosen(items, 'football'), ['match']);
  });

  it('leaves world cups and world championships of other sports, and their national coaches, to those sports', () => {
    const english = [
      makeItem({ id: 'snowboard', title: 'Snowboard World Cup opens on the glacier', text: 'Riders from 25 nations start the season on Saturday. The coach of the Swiss team praised the snow.' }),
      makeItem({ id: 'game', title: 'EA Sports FC tops the Christmas charts', text: 'The football game sold twice as many copies as its nearest rival, the publisher said.' }),
    ];
    const german = [
      makeItem({ id: 'triathlon', title: 'Triathlon-WM: Deutsche Staffel holt Bronze', text: 'Das Team lag nach dem Schwimmen auf Rang sechs. Der Bundestrainer lobte die Schlussläuferin.' }),
      makeItem({ id: 'fussball', title: 'Doppelpack des Kapitäns: Freiburg schlägt Mainz', text: 'Der Sport-Club rückt auf einen Europapokalplatz vor. Beide Tore erzielte der Kapitän per Kopf.' }),
    ];

    assert.deepEqual(chosen(english, 'football'), []);
    assert.deepEqual(chosen(german, 'Fußball', 'de'), ['fussball']);
  });
});

describe('football: other sports and figures of speech that share its words', () => {
  it('leaves a story whose lead names another sport\'s league, under a title that names football once by a shared word, to that sport', () => {
    const items = [
      makeItem({ id: 'nhl', title: 'Oilers forward scores hat-trick as Edmonton rout Flames', text: 'McDavid scored three goals as the Oilers won 7-2 in the NHL\'s Battle of Alberta. The arena was sold out.' }),
      makeItem({ id: 'nba', title: 'Celtics trade star guard before deadline', text: 'Boston sent the All-Star to Phoenix. The club said the league\'s salary cap left it little choice.' }),
      makeItem({ id: 'football', title: 'Striker scores hat-trick as Leeds rout Hull', text: 'The forward scored three goals in the second half. Leeds climb to second in the Championship.' }),
    ];

    assert.deepEqual(chosen(items, 'football'), ['football']);
  });

  it('leaves American football\'s league to that sport in Spanish, and keeps a LaLiga match', () => {
    const items = [
      makeItem({ id: 'nfl', title: 'La liga de fútbol americano abre una oficina en Madrid', text: 'La NFL quiere disputar un partido en el Bernabéu. Los equipos de la liga estudian su calendario.' }),
      makeItem({ id: 'laliga', title: 'La Liga: el Atlético gana al Sevilla en el descuento', text: 'Julián Álvarez marcó de penalti en el minuto 94. El equipo sigue tercero.' }),
    ];

    assert.deepEqual(chosen(items, 'fútbol', 'es'), ['laliga']);
  });

  it('does not take "the Premier League of" universities', () => {
    const items = [
      makeItem({ id: 'universities', title: 'Oxford tops the Premier League of world universities again', text: 'The annual league table ranks 1,900 institutions on teaching and research. Cambridge is second.' }),
      makeItem({ id: 'football', title: 'Arsenal go top of the Premier League', text: 'A late goal at the Emirates sent Arsenal a point clear of the champions.' }),
    ];

    assert.deepEqual(chosen(items, 'football'), ['football']);
  });

  it('keeps a French transfer fee, while a transfer of land stays guarded', () => {
    const items = [
      makeItem({ id: 'fee', title: 'L\'OM recrute un milieu de terrain brésilien', text: 'Le club a trouvé un accord pour un transfert de 18 millions. Le joueur signera un contrat de quatre ans.' }),
      makeItem({ id: 'land', title: 'La commune valide le transfert de terrains au département', text: 'Le club de pétanque devra quitter le terrain. Le conseil municipal a voté mardi.' }),
    ];

    assert.deepEqual(chosen(items, 'football', 'fr'), ['fee']);
  });

  it('leaves a party\'s new candidate to elections: words both topics list ("partido") tell neither', () => {
    const items = [
      makeItem({ id: 'party', title: 'El PP presenta a su gran fichaje para las elecciones autonómicas', text: 'El partido confirmó que el exministro encabezará la lista. Es el tercer fichaje de la formación en un mes.' }),
      makeItem({ id: 'signing', title: 'El Betis presenta a su gran fichaje para el centro del campo', text: 'El club pagará ocho millones por el centrocampista. Debutará en el partido del domingo.' }),
    ];

    assert.deepEqual(chosen(items, 'fútbol', 'es'), ['signing']);
  });
});

describe('football: names and words other news shares', () => {
  it('takes a story told by supporting terms only when its lead takes the title\'s up, so cities named like clubs stay cities', () => {
    const items = [
      makeItem({ id: 'cities', title: 'Barcelona and Porto top list of Europe\'s best city breaks', text: 'The ranking weighs hotel prices, weather and museums. Lisbon came third and Seville fourth.' }),
      makeItem({ id: 'striker', title: 'Chelsea and Liverpool chase Dutch striker', text: 'Both clubs have watched the 19-year-old this season. His contract runs out next summer.' }),
    ];

    assert.deepEqual(chosen(items, 'football'), ['striker']);
  });

  it('leaves a title that names another sport\'s league, and football only by a club\'s name the lead never takes up, to that sport', () => {
    const items = [
      makeItem({ id: 'basket', title: 'Liga Endesa: el Valencia Basket vence al Real Madrid', text: 'El conjunto valenciano ganó por 92-85 con 14 triples. Es su cuarta victoria seguida en la ACB.' }),
      makeItem({ id: 'laliga', title: 'El Real Madrid vence al Valencia en el Bernabéu', text: 'Un gol de Vinícius en la segunda parte dio los tres puntos al equipo blanco. Es líder de la liga con cinco puntos de ventaja.' }),
    ];

    assert.deepEqual(chosen(items, 'fútbol', 'es'), ['laliga']);
  });

  it('reads English "handball" as the foul in a football story, and the sport where its federation is named', () => {
    const items = [
      makeItem({ id: 'foul', title: 'Handball rule change after weekend of penalty rows', text: 'Referees will no longer award a penalty for a handball when the arm is by the side. The Premier League welcomed the decision.' }),
      makeItem({ id: 'sport', title: 'Handball: Flensburg sign Norwegian goalkeeper', text: 'The Bundesliga club confirmed the deal on Friday. They hope to reach the final four of the EHF Champions League.' }),
    ];

    assert.deepEqual(chosen(items, 'football'), ['foul']);
  });

  it('keeps a striker\'s transfer while a transfer of power or of money stays guarded', () => {
    const items = [
      makeItem({ id: 'striker', title: 'Spurs agree transfer of Brazilian striker', text: 'The club will pay £40m for the forward, who scored 15 goals last season. He will join after a medical.' }),
      makeItem({ id: 'power', title: 'Talks on transfer of power stall as coalition partners clash', text: 'The outgoing party and its successor failed to agree a date. Fans of the old government rallied outside parliament.' }),
      makeItem({ id: 'money', title: 'Money transfer app cuts fees on transfers to Asia', text: 'The firm will match the prices of its two biggest rivals. Its shares fell 2 %.' }),
    ];

    assert.deepEqual(chosen(items, 'football'), ['striker']);
  });

  it('leaves high-school football and a former footballer\'s court case to their own stories', () => {
    const items = [
      makeItem({ id: 'school', title: 'High school football coach honoured after forty seasons', text: 'The town renamed its stadium after the coach, who won six state titles. His former players lined the field.' }),
      makeItem({ id: 'court', title: 'Former footballer fined for speeding in his Ferrari', text: 'Magistrates heard he drove at 110mph on the M6. He was banned from driving for six months.' }),
      makeItem({ id: 'football', title: 'Footballer signs new contract at Brentford', text: 'The midfielder has agreed a deal until 2029. He has scored eight goals in the league this season.' }),
    ];

    assert.deepEqual(chosen(items, 'football'), ['football']);
  });

  it('leaves a television presenters\' "mercato" to the media', () => {
    const items = [
      makeItem({ id: 'tv', title: 'Le mercato des animateurs de radio s\'accélère', text: 'La présentatrice de la matinale rejoint une chaîne de télévision concurrente. Son transfert était attendu depuis le printemps.' }),
      makeItem({ id: 'foot', title: 'Mercato : Lens recrute un attaquant ghanéen', text: 'Le club a conclu un transfert de 12 millions. Le joueur a marqué 14 buts la saison dernière.' }),
    ];

    assert.deepEqual(chosen(items, 'football', 'fr'), ['foot']);
  });
});

describe('football: other national teams', () => {
  it('leaves the Spanish swimming team to swimming', () => {
    const items = [
      makeItem({ id: 'swimming', title: 'La selección española de natación logra dos oros', text: 'Las nadadoras ganaron en la última jornada del Mundial. La entrenadora elogió al equipo.' }),
      makeItem({ id: 'football', title: 'La selección española de fútbol gana en Tiflis', text: 'Un gol de Morata dio la victoria a la Roja. El seleccionador elogió al equipo.' }),
    ];

    assert.deepEqual(chosen(items, 'fútbol', 'es'), ['football']);
  });
});

describe('football: smaller sports told in football\'s words', () => {
  it('leaves hurling and floorball to those sports, and takes a club that sacks its manager', () => {
    const items = [
      makeItem({ id: 'hurling', title: 'Hurling club reaches county cup final', text: 'The club beat their neighbours by four points in front of 2,000 fans. The manager praised the squad.' }),
      makeItem({ id: 'floorball', title: 'Floorball league adds two clubs', text: 'The league said matches will be streamed next season. Fans can buy season tickets from Monday.' }),
      makeItem({ id: 'football', title: 'Stoke sack manager after home defeat', text: 'The club are 20th in the Championship after losing 2-0 to Hull. A head coach will be named next week.' }),
    ];

    assert.deepEqual(chosen(items, 'football'), ['football']);
  });
});

describe('football: everyday senses of its words in French, Spanish and German', () => {
  it('reads "à ce stade" and "dans le but" as a stage and an aim, "Liga Árabe" and "Banco Mundial" as institutions, "auf dem Spiel" as at stake', () => {
    const french = [
      makeItem({ id: 'stage', title: 'Réforme du lycée : le match entre syndicats et ministère continue', text: 'À ce stade, aucun club de parents n\'a été consulté. Le ministère agit dans le but de publier le décret en mai.' }),
      makeItem({ id: 'goal', title: 'Ligue 1 : Brest s\'impose à Nantes', text: 'Un but à la 80e minute a suffi au club breton. Le stade était plein.' }),
    ];
    const spanish = [
      makeItem({ id: 'league', title: 'La Liga Árabe pide un alto el fuego', text: 'Los ministros se reunieron en El Cairo. Los partidos de la región apoyan la propuesta.' }),
      makeItem({ id: 'bank', title: 'El Banco Mundial aprueba un crédito a Perú', text: 'La jornada de votación terminó con apoyo unánime. Los partidos peruanos celebraron la decisión.' }),
    ];
    const german = [makeItem({ id: 'stake', title: 'Für die Werft steht die Saison auf dem Spiel', text: 'Ohne neue Aufträge droht der Abstieg in die Verlustzone. Die Fans der Traditionswerft hoffen auf den Bund.' })];

    assert.deepEqual(chosen(french, 'football', 'fr'), ['goal']);
    assert.deepEqual(chosen(spanish, 'fútbol', 'es'), []);
    assert.deepEqual(chosen(german, 'Fußball', 'de'), []);
  });
});
