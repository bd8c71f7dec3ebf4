import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { writeScript } from '#domain/briefings/script';
import { clusterByEvent, conflictingFacts, eventEvidence, type EventMarks, eventMarks, evidenceParts, materialOf } from '#domain/briefings/script/clustering';
import { guessLanguage } from '#domain/briefings/script/clustering/language';
import { storiesMessage } from '#domain/briefings/script/writers/model-prompt';
import { outletPhrasesFor } from '#domain/briefings/script/outlet-phrases';
import { outlineBriefing } from '#domain/briefings/script/outline';
import type { ScriptItem } from '#domain/briefings/script/types';
import { makeItem, profileFor } from '../helpers/script-material.ts';

const HOUR = 3600;
const NOW = Date.UTC(2026, 2, 12, 12) / 1000;

const outlet = (id: string, source: string, title: string, text: string, hoursAgo = 1): ScriptItem =>
  makeItem({ id, source_id: `src_${source.toLowerCase().replace(/\W+/g, '_')}`, source_name: source, title, text, published_at: NOW - hoursAgo * HOUR });

const harbour = outlet('a', 'Harbourlight Post', 'Voltway raises €300m to double charging network',
  'Charging operator Voltway has raised €300m from a group of infrastructure funds led by a Canadian pension fund. The money will pay for 2,500 new fast chargers across Germany, France and the Benelux by 2027.');
const quarry = outlet('b', 'Quarry Hill Gazette', 'Pension fund leads big funding round for motorway charger firm',
  "A Canadian pension fund is leading a €300m investment in Voltway, the Dutch company that runs fast-charging hubs at motorway service stations. Voltway's chief executive said it was profitable at 60 of its 180 sites.");
const rival = outlet('c', 'Meridian Ledger', 'Ampera raises $120m for kerbside chargers',
  'Start-up Ampera, which fits chargers into lamp posts on residential streets, raised $120m in a round led by a Californian venture firm. It plans to install 40,000 points in British and US cities.');

const groups = (items: ScriptItem[]) => clusterByEvent(items, (item) => item, 'en').map(({ lead, others }) => [lead.id, ...others.map(({ id }) => id)]);

describe('eventMarks', () => {
  it('finds names as runs of capitalised words, not the word that opens a sentence, and figures in one spelling', () => {
    const marks = eventMarks({ title: 'Bank holds rates', text: 'Officials at the Bank of England held rates at 5.25% on Thursday. Prices rose 1.6% and 40,000 homes were sold.' }, 'en');
    assert.deepEqual([...marks.names.keys()].sort(), ['=boe'], 'a known organisation in one spelling');
    assert.deepEqual([...marks.figures.keys()].sort(), ['1.6', '40000', '5.25']);
    assert.ok(!marks.names.has('thursday') && !marks.names.has('officials'));
  });

  it('reads a short report in the language its words tell, words two languages share telling neither', () => {
    assert.equal(guessLanguage('Fennby zählt 2,3 Millionen Übernachtungen', 'en'), 'de');
    assert.equal(guessLanguage('Grève à Orly : vols annulés', 'en'), 'fr');
    assert.equal(guessLanguage('Nueva línea de tranvía en Orrin', 'en'), 'es');
    assert.equal(guessLanguage('La huelga de la red de metro de Orrin', 'fr'), 'fr', '"la" and "de" are French and Spanish: none stands out');
    assert.equal(guessLanguage('Es gibt in der Stadt mehr Busse und Bahnen', 'es'), 'de', '"es" is Spanish and German');
    const stays = eventMarks({ title: 'Fennby zählt 2,3 Millionen Übernachtungen', text: 'Fennby meldet Rekordzahlen.' }, 'en');
    assert.ok(!stays.names.has('ubernachtungen') && !stays.names.has('millionen'), 'a German noun is no name');
  });

  it('reads German decimal commas and thousands points, and keeps single German nouns as openers only', () => {
    const marks = eventMarks({ title: 'EZB', text: 'Die Europäische Zentralbank hat den Einlagensatz bei 3,25 Prozent belassen. Rund 40.000 Sparer sind betroffen.' }, 'de');
    assert.deepEqual([...marks.figures.keys()].sort(), ['3.25', '40000']);
    assert.deepEqual([...marks.names.keys()].sort(), ['=ecb']);
    assert.ok(marks.openers.has('sparer') && !marks.names.has('sparer'));
  });

  it('gives one name one spelling across languages: organisations, their acronyms, exonyms and accents', () => {
    const names = (text: string, language: string) => [...eventMarks({ title: '', text }, language).names.keys()].sort();
    assert.deepEqual(names('Die EZB tagt, sagte die Europäische Zentralbank.', 'de'), names('The ECB met, said the European Central Bank.', 'en'));
    assert.deepEqual(names('Le président est arrivé à Munich et à Bruxelles.', 'fr'), ['=brussels', '=munich']);
    assert.ok(eventMarks({ title: '', text: 'Chips come from Taiwan Semiconductor Manufacturing Co in Dresden.' }, 'en').acronyms.has('tsmc'));
  });

  it('reads a name after an elided French article, and not a capitalised preposition or the word for what happened as a name', () => {
    assert.ok(eventMarks({ title: "Le port d'Algeciras paralysé", text: "Les dockers du port d'Algeciras sont en grève." }, 'fr').names.has('algeciras'));
    const german = eventMarks({ title: 'Warnstreik bei der Hochbahn: In Hamburg fahren keine U-Bahnen', text: 'Verdi hat die Beschäftigten in Hamburg zum Warnstreik aufgerufen. Der Warnstreik dauert bis Mitternacht.' }, 'de');
    assert.ok(german.places.has('hamburg') && !german.names.has('in') && !german.openers.has('in'), 'a German single word after a bare "in" is a place');
    assert.ok(!german.names.has('warnstreik') && german.content.title.has('#strike'), 'a strike is what happened, however often it is written');
  });

  it('reads figures, dates and quarters however each language writes them', () => {
    const figures = (text: string) => [...eventMarks({ title: '', text }, 'en').figures.keys()].sort();
    assert.deepEqual(figures('Die Notenbank hält den Satz bei 3,25 Prozent, die Wahl ist am 9. Juni.'), figures('The bank holds the rate at 3.25%, and the vote is on June 9.'));
    assert.ok(figures('The vote is on June 9.').includes('d:6-9'));
    assert.ok(figures('Prices rose three per cent after it said so.').includes('3'));
    assert.deepEqual(figures('Airbus hat im ersten Quartal 63 Maschinen ausgeliefert.'), figures('Airbus delivered 63 jets in the first quarter.'));
  });

  it('reads a sum in units, a share of a point, grouped thousands and counts in words alike in every language', () => {
    const figures = (text: string, language: string) => [...eventMarks({ title: '', text }, language).figures.keys()].sort();
    const sum = ['1200000000'];
    assert.deepEqual(figures('The group raised €1.2bn.', 'en'), sum);
    assert.deepEqual(figures('Der Konzern sammelte 1,2 Mrd. Euro ein.', 'de'), sum);
    assert.deepEqual(figures('La empresa recaudó 1.200 millones de euros.', 'es'), sum);
    assert.deepEqual(figures('Le groupe a levé 1,2 milliard d\'euros.', 'fr'), sum);
    assert.deepEqual(figures('Le groupe a levé 1,2 Md€.', 'fr'), sum);
    assert.deepEqual(figures('Le groupe a levé 1 200 M€.', 'fr'), sum);
    const cut = ['0.25', '4.5'];
    assert.deepEqual(figures('The bank cut its rate by 25 basis points to 4.5%.', 'en'), cut);
    assert.deepEqual(figures('La banque baisse son taux d\'un quart de point, à 4,5 %.', 'fr'), cut);
    assert.deepEqual(figures('El banco baja el tipo un cuarto de punto, al 4,5 %.', 'es'), cut);
    assert.deepEqual(figures('Die Notenbank senkt den Zins um einen Viertelprozentpunkt auf 4,5 Prozent.', 'de'), cut);
    assert.deepEqual(figures('En France, 35 000 exemplaires ont été vendus.', 'fr'), ['35000']);
    assert.deepEqual(figures('A 6.1-magnitude quake killed four people.', 'en'), figures('Ein Erdbeben der Stärke 6,1 tötete vier Menschen.', 'de'));
    assert.deepEqual(figures('Un bâtiment neuf a été inauguré.', 'fr'), [], '"neuf" is new unless a unit follows');
    assert.deepEqual(figures('The Fed held its range at 5.25-5.5%.', 'en'), figures('Die Fed hält die Spanne bei 5,25 bis 5,5 Prozent.', 'de'));
    assert.deepEqual(figures('Kesting won 2-1.', 'en'), ['2-1'], 'a score stays one figure');
    assert.deepEqual(figures('The storm cut power to a million homes.', 'en'), figures('Der Sturm ließ 1 Million Haushalte ohne Strom.', 'de'));
  });

  it('multiplies a figure by the magnitude written onto it without a currency, and reads a bare m after a whole number as metres', () => {
    const figures = (text: string, language: string) => [...eventMarks({ title: '', text }, language).figures.keys()].sort();
    assert.deepEqual(figures('The airport handled 1.2m passengers.', 'en'), figures('Der Flughafen zählte 1,2 Millionen Fluggäste.', 'de'));
    assert.deepEqual(figures('The airport handled 1.2m passengers.', 'en'), figures('El aeropuerto recibió 1,2 millones de pasajeros.', 'es'));
    assert.deepEqual(figures('Shares worth 3bn changed hands.', 'en'), figures('Des titres pour 3 milliards ont changé de mains.', 'fr'));
    assert.deepEqual(figures('Waves of 12m hit the coast.', 'en'), ['12'], 'a whole number before a bare m is a length');
  });
});

describe('conflicting facts', () => {
  const facts = (text: string) => eventMarks({ title: '', text }, 'en');
  it('tells two matches of one series apart by their scores, two decisions by their dates, two results by their quarters, two rounds by their sums', () => {
    assert.ok(conflictingFacts(facts('Kesting beat Marlow 2-1 on Saturday.'), facts('Harlow beat Kesting 2-0 on Saturday.')));
    assert.ok(conflictingFacts(facts('The vote is on June 9, the council said.'), facts('The vote is on July 4, the council said.')));
    assert.ok(conflictingFacts(facts('Airbus delivered 63 jets in the first quarter.'), facts('Airbus delivered 80 jets in the second quarter.')));
    assert.ok(conflictingFacts(facts('Voltway raised €300m from funds.'), facts('Voltway raised €50m from funds.')));
    assert.ok(!conflictingFacts(facts('Kesting beat Marlow 2-1.'), facts('Joel Vallin scored as Kesting won 2-1.')));
    assert.ok(!conflictingFacts(facts('Kesting beat Marlow 2-1.'), facts('Joel Vallin scored the winner for Kesting.')), 'a fact only one item states is no conflict');
  });
});

describe('clusterByEvent', () => {
  it('puts two outlets reporting one event in one story, told from the version with more names and figures', () => {
    assert.deepEqual(groups([harbour, rival, quarry]), [['a', 'b'], ['c']]);
  });

  it('keeps apart stories that only share a topic', () => {
    const storm = outlet('d', 'Tidewater Herald', 'Storm leaves homes without power', 'Gusts of up to 80mph brought down power lines across the west, leaving 40,000 homes without electricity.');
    assert.deepEqual(groups([rival, storm]), [['c'], ['d']]);
  });

  it('never merges two matches of one tournament, even when they share the competition and the day', () => {
    const quarterFinal = outlet('t1', 'Copperfield Daily', 'Okoro storms into Roland Garros quarter-finals', 'Lina Okoro beat the ninth seed 6-3, 6-4 at Roland Garros to reach the quarter-finals.');
    const otherMatch = outlet('t2', 'Brightline Wire', 'Lindgren out of Roland Garros', 'The defending champion beat Maja Lindgren 6-1, 6-2 at Roland Garros to reach the quarter-finals.');
    assert.deepEqual(groups([quarterFinal, otherMatch]), [['t1'], ['t2']]);
  });

  it('keeps two stories about one company in one briefing apart: its funding round and its factory site', () => {
    const site = outlet('e', 'Tidewater Herald', 'Voltway picks Eindhoven for charger plant', 'Voltway will build its first charger factory in Eindhoven, the company said, and start production next spring.');
    assert.deepEqual(groups([harbour, site]), [['a'], ['e']]);
  });

  it('finds one event reported in two languages that share only names and figures', () => {
    const english = outlet('f', 'Harbourlight Post', 'ECB leaves rates on hold', 'The European Central Bank kept its deposit rate at 3.25% on Thursday. It cut its inflation forecast for next year to 2.1%.');
    const german = outlet('g', 'Rheintaler Rundschau', 'EZB hält die Zinsen', 'Die Europäische Zentralbank hat den Einlagensatz bei 3,25 Prozent belassen. Die Notenbank senkte ihre Inflationsprognose für das kommende Jahr auf 2,1 Prozent.');
    assert.deepEqual(groups([english, german, rival]), [['f', 'g'], ['c']]);
  });

  it('never merges two items of the same outlet, nor reports more than 36 hours apart', () => {
    const sameOutlet = { ...quarry, source_id: harbour.source_id, source_name: harbour.source_name };
    assert.deepEqual(groups([harbour, sameOutlet]), [['a'], ['b']]);
    const later = { ...quarry, published_at: NOW - 40 * HOUR };
    assert.deepEqual(groups([harbour, later]), [['a'], ['b']]);
  });
});

describe('evidence beyond names and figures', () => {
  const recall = outlet('k1', 'Meridian Ledger', 'Kestrel recalls 40,000 SUVs over brake fault',
    'Carmaker Kestrel is recalling 40,000 of its Atlas SUVs because a brake hose can chafe against the wheel arch. Owners will be contacted by letter.');
  const recallCost = outlet('k2', 'Brightline Wire', 'Brake hose recall to cost Kestrel £90m',
    'Kestrel expects the recall of its best-selling SUV to cost about £90m, after engineers found that a brake hose could wear through. No accidents have been linked to the fault.');
  const jobCuts = outlet('k3', 'Northgate Courier', 'Kestrel to cut 1,200 jobs at Hereford plant',
    'Kestrel will cut 1,200 jobs at its Hereford engine plant as it moves production of petrol engines abroad, the carmaker told staff.');
  const marks = (item: Pick<ScriptItem, 'title' | 'text'>, language = 'en') => eventMarks(item, language);

  it('joins two reports in one language that share one name and tell the same action, with different figures to the fore', () => {
    assert.deepEqual(groups([recall, recallCost]), [['k1', 'k2']]);
  });

  it('keeps two stories about one company apart when they tell different actions', () => {
    assert.deepEqual(groups([recall, jobCuts]), [['k1'], ['k3']]);
    assert.deepEqual(groups([recallCost, jobCuts]), [['k2'], ['k3']]);
  });

  it('takes what both reports call a company ("chip maker Zeta") for who acted, not for a shared action', () => {
    const plant = outlet('z1', 'Harbourlight Post', 'Zeta opens chip plant', 'Chip maker Zeta opens a plant in Dresden. The plant will employ 1,500 people.');
    const festival = outlet('z2', 'Quarry Hill Gazette', 'Chip maker Zeta sponsors Lyon cake festival', 'Chip maker Zeta sponsored a cake festival in Lyon. Bakers showed 300 cakes to the jury.');
    assert.deepEqual(groups([plant, festival]), [['z1'], ['z2']]);
  });

  it('reads a company named by what it is ("the carmaker") in one report as the one another names with it ("carmaker Kestrel")', () => {
    const epithet = (a: Pick<ScriptItem, 'title' | 'text'>, b: Pick<ScriptItem, 'title' | 'text'>, language = 'en') => {
      const [first, second] = [marks(a, language), marks(b, language)];
      return evidenceParts(first, second, materialOf([first, second])).epithet;
    };
    const named = { title: 'Carmaker Kestrel recalls 40,000 SUVs', text: 'Carmaker Kestrel is recalling 40,000 SUVs over a brake fault.' };
    assert.ok(epithet(named, { title: 'Brake fault', text: 'The carmaker is calling back 40,000 SUVs, it said on Monday.' }) > 0);
    assert.ok(epithet({ title: 'Rückruf', text: 'Der Autobauer Kestrel ruft 40.000 Wagen zurück.' }, { title: 'Bremsen', text: 'Der Autobauer holt 40.000 Wagen in die Werkstätten.' }, 'de') > 0);
    assert.equal(epithet(named, { title: 'Jobs', text: 'The carmaker Halden will cut 1,200 jobs, it said on Monday.' }), 0, 'another carmaker, named');
    assert.equal(epithet(named, { title: 'Cars', text: 'A carmaker is calling back SUVs.' }), 0, 'a carmaker, not the one');
  });

  it('reads an institution named by its seat when the seat opens a sentence, not when it is where something happens', () => {
    assert.ok(marks({ title: 'Brussels tells Lumora to open its phones', text: 'The phone maker said it would appeal.' }).actors.has('=eu-commission'));
    assert.ok(!marks({ title: 'Lumora opens an office', text: 'Lumora opened an office in Brussels on Monday.' }).actors.has('=eu-commission'));
    assert.ok(marks({ title: 'Rates cut again', text: 'The Swiss central bank cut its policy rate to 0.5%.' }).actors.has('=snb'), 'a country\'s central bank');
    assert.ok(marks({ title: 'Lumora contraint', text: "La Commission européenne impose à Lumora d'accepter les magasins rivaux." }, 'fr').names.has('=eu-commission'),
      'a name whose adjective is written in lower case');
  });

  it('reads an office by any of its titles, so a report naming the person and one naming only the role meet', () => {
    const person = outlet('p1', 'Copperfield Daily', 'Portuguese prime minister Rui Abrantes survives no-confidence vote',
      "Portugal's prime minister Rui Abrantes survived a motion of no confidence in parliament after two smaller parties abstained.");
    const role = outlet('p2', 'El Faro del Sur', 'El primer ministro portugués supera la moción de censura',
      'El primer ministro de Portugal superó la moción de censura presentada por la oposición gracias a la abstención de dos partidos minoritarios.');
    assert.ok(marks(person).actors.has('~head-of-government') && marks(role, 'es').actors.has('~head-of-government'));
    assert.deepEqual(groups([person, role]), [['p1', 'p2']]);
  });

  it('reads a central bank named as its country\'s in four languages, the EU\'s executive and a ministry as its minister', () => {
    const actor = (text: string, language: string) => {
      const { names, actors } = marks({ title: '', text }, language);
      return [...names.keys(), ...actors.keys()].filter((key) => key === '=riksbank' || key === '=eu-commission' || key.startsWith('~'));
    };
    for (const [text, language] of [['The Riksbank held its rate.', 'en'], ["Sweden's central bank held its rate.", 'en'], ['Die schwedische Notenbank belässt den Leitzins.', 'de'],
      ['La banque centrale suédoise maintient son taux.', 'fr'], ['El banco central sueco mantiene los tipos.', 'es']] as const) assert.deepEqual(actor(text, language), ['=riksbank'], text);
    assert.deepEqual(actor('The central bank held its rate.', 'en'), [], 'a central bank of no named country is none of them');
    assert.deepEqual(actor('Schwedens Notenbank belässt den Leitzins, sagte die Bank am Mittwoch.', 'de'), ['=riksbank'], 'a German genitive');
    const ecb = (text: string, language: string) => assert.ok(marks({ title: '', text }, language).actors.has('=ecb') || marks({ title: '', text }, language).names.has('=ecb'), text);
    ecb("The euro area's central bank held rates.", 'en');
    ecb('Die Notenbank der Eurozone hält die Zinsen, sagte die Bank am Donnerstag.', 'de');
    ecb('La banque centrale de la zone euro maintient ses taux.', 'fr');
    assert.deepEqual(actor("The EU's executive fined the company.", 'en'), ['=eu-commission']);
    assert.deepEqual(actor('El Ejecutivo comunitario multa a la empresa.', 'es'), ['=eu-commission']);
    assert.deepEqual(actor('Das Finanzministerium rechnet mit einem Defizit.', 'de'), ['~finance-minister']);
    assert.deepEqual(actor('Le ministère de la Santé confirme dix cas.', 'fr'), ['~health-minister']);
    const bank = outlet('b1', 'Copperfield Daily', 'Riksbank holds rates at 2.25%', 'The Riksbank left its policy rate at 2.25% and said the krona had strengthened.');
    const german = outlet('b2', 'Alpenblick Zeitung', 'Schweden: Leitzins bleibt bei 2,25 Prozent', 'Die schwedische Notenbank belässt ihren Leitzins bei 2,25 Prozent.');
    assert.deepEqual(groups([bank, german]), [['b1', 'b2']]);
  });

  it('reads a person named in full in one report and by the last name alone, after a title or an honorific in another as named whole', () => {
    const full = marks({ title: '', text: 'Henrik Vallin called a snap election on Monday.' });
    const named = (text: string, language = 'en') => {
      const other = marks({ title: '', text }, language);
      return evidenceParts(full, other, materialOf([full, other])).names;
    };
    const alone = named('It emerged that Vallin called a snap election.');
    assert.ok(!marks({ title: '', text: 'It was Prime Minister Henrik Vallin who spoke.' }).names.has('minister'), 'a title is no name');
    for (const [text, language] of [['It emerged that Prime Minister Vallin called a snap election.', 'en'],
      ['Ein Sprecher sagte, Ministerpräsident Vallin habe die Wahl angesetzt.', 'de'], ['Selon lui, M. Vallin a convoqué des élections.', 'fr'],
      ['Ayer el primer ministro Vallin convocó elecciones.', 'es']] as const) assert.equal(named(text, language), alone, text);
    const [inFull, another] = [named('It emerged that Henrik Vallin called a snap election.'), named('It emerged that Karin Vallin called a snap election.')];
    assert.ok(another < alone && alone < inFull, 'the last name alone names the person, less surely than the full name and more than another person of the name');
  });

  it('reads a last name two people of the briefing share as naming neither of them', () => {
    const minister = outlet('n1', 'Brightline Wire', 'Finland unveils €3bn savings package', "Finland's finance minister Aino Virtanen presented a €3bn package of spending cuts.");
    const german = outlet('n2', 'Alpenblick Zeitung', 'Finnland will drei Milliarden Euro sparen', 'Finanzministerin Virtanen hat ein Sparpaket über drei Milliarden Euro vorgestellt, die Opposition ist dagegen.');
    const skier = outlet('n3', 'Northgate Courier', 'Virtanen wins World Cup sprint in Finland', 'Finnish skier Mika Virtanen won the World Cup sprint in Lahti, his first victory of the season.');
    assert.deepEqual(groups([minister, german, skier]), [['n1', 'n2'], ['n3']]);
    const [joel, henrik] = [marks({ title: '', text: 'It was Joel Vallin who scored.' }), marks({ title: '', text: 'It was Henrik Vallin who spoke.' })];
    assert.equal(evidenceParts(joel, henrik, materialOf([joel, henrik])).names, 0, 'two people of one last name share no name');
  });

  it('compares content within one language, German compounds by their last part too, and across languages by the happening\'s concepts', () => {
    const strike = marks({ title: 'Warnstreik an Unikliniken', text: 'Die Ärzte der Unikliniken legen am Donnerstag die Arbeit nieder.' }, 'de');
    const striking = marks({ title: 'Klinikärzte streiken', text: 'Die Ärzte der Unikliniken wollen höhere Gehälter durchsetzen.' }, 'de');
    const english = marks({ title: 'Hospital doctors strike', text: 'Doctors at university hospitals walk out on Thursday.' });
    const { content } = materialOf([strike, striking, english]);
    assert.ok(content.sharedAction(strike.content, striking.content) > 0, '"Warnstreik" and "streiken" share the strike');
    assert.ok(content.sharedAction(strike.content, english.content) > 0, '"Warnstreik" and "strike" share the strike');
    assert.ok(content.similarity(strike.content, english.content) > 0);
  });

  it('reads the same happening in other words of one language and in other languages through one concept', () => {
    const quake = marks({ title: 'Un terremoto sacude Granada', text: 'Un terremoto de magnitud 5,1 se sintió en toda la provincia de Granada.' }, 'es');
    const tremor = marks({ title: 'Vecinos de Granada salen a la calle tras el temblor', text: 'Cientos de vecinos pasaron horas en la calle después del temblor.' }, 'es');
    const english = marks({ title: 'Earthquake shakes southern Spain', text: 'An earthquake struck near Granada, sending residents into the streets.' });
    const seisme = marks({ title: "Un séisme secoue l'Andalousie", text: 'Un tremblement de terre a secoué la région de Grenade.' }, 'fr');
    const { content } = materialOf([quake, tremor, english, seisme]);
    for (const other of [tremor, english, seisme]) assert.ok(content.sharedAction(quake.content, other.content) > 0);
  });

  it('reads a German verb whose particle stands apart as the joined verb: "ruft … zurück" is a recall', () => {
    const german = marks({ title: 'Kestrel ruft Atlas-Geländewagen zurück', text: 'Der Autobauer holt 40.000 Fahrzeuge in die Werkstätten.' }, 'de');
    const english = marks({ title: 'Kestrel recalls SUVs over brake fault', text: 'Carmaker Kestrel is recalling its Atlas SUVs.' });
    const { content } = materialOf([german, english]);
    assert.ok(german.content.title.has('#recall'));
    assert.ok(content.sharedAction(german.content, english.content) > 0);
    assert.ok(!marks({ title: 'Kestrel ruft zur Ruhe auf', text: 'Der Autobauer kehrt zurück. Er ruft Händler an.' }, 'de').content.lead.has('#recall'),
      'a particle of another clause is not the verb\'s');
  });

  it('takes a drill of a disaster for another happening than the disaster: no shared action', () => {
    const quake = marks({ title: 'Earthquake shakes Granada', text: 'A magnitude 5.1 earthquake struck near Granada.' });
    const drill = marks({ title: 'Granada celebra un simulacro de terremoto', text: 'Los colegios de Granada practicaron la evacuación en un simulacro de terremoto.' }, 'es');
    const real = marks({ title: 'Un terremoto sacude Granada', text: 'Un terremoto de magnitud 5,1 se sintió en Granada.' }, 'es');
    const { content } = materialOf([quake, drill, real]);
    assert.equal(content.sharedAction(quake.content, drill.content), 0);
    assert.ok(content.sharedAction(quake.content, real.content) > 0);
    assert.ok(!marks({ title: 'Kestrel halts drilling', text: 'Kestrel stopped drilling at the field.' }).content.notTheRealThing, 'drilling alone is no drill of a happening');
  });

  it('tells one named storm once, whatever consequence each report tells, and two storms apart', () => {
    const power = outlet('s1', 'Tidewater Herald', 'Storm Isla leaves 40,000 homes without power',
      'Gusts of up to 80mph brought down power lines across the west on Sunday. Engineers hope to reconnect most homes by the evening.');
    const ferries = outlet('s2', 'Brightline Wire', 'Trains halted and ferries cancelled as storm batters coast',
      'Storm Isla forced rail operators to suspend services on four western lines after trees fell on the tracks.');
    const tempete = outlet('s3', 'Le Courrier du Lac', 'La tempête Isla prive de courant des milliers de foyers',
      'La tempête Isla a privé d\'électricité des milliers de foyers dans l\'ouest.');
    const other = outlet('s4', 'Quarry Hill Gazette', 'Storm Jorge leaves 30,000 homes without power',
      'Gusts of up to 75mph brought down power lines across the north on Sunday. Engineers hope to reconnect most homes by Monday.');
    assert.deepEqual(marks(tempete, 'fr').happenings, new Set(['!isla']));
    assert.deepEqual(marks({ title: 'Clean-up begins', text: 'It was the worst storm Britain has seen in years.' }).happenings, new Set(), 'a storm, not a named one');
    assert.deepEqual(groups([power, ferries, tempete, other]), [['s1', 's2', 's3'], ['s4']]);
  });

  it('keeps a report of a named storm apart from one that tells of no storm in the same places', () => {
    const storm = outlet('t1', "La Voix d'Armor", 'Tempête Zoran : trains supprimés en Bretagne',
      'La tempête Zoran a contraint la SNCF à supprimer les TER entre Brest et Quimper. Les rafales ont déraciné des arbres dans tout le Finistère.');
    const service = outlet('t2', 'Le Courrier du Lac', 'Bretagne : la SNCF promet plus de TER entre Brest et Quimper',
      'La SNCF et la région Bretagne ont annoncé dix allers-retours supplémentaires entre Brest et Quimper. Les nouvelles rames seront plus rapides.');
    const gusts = outlet('t3', 'Le Courrier du Lac', 'Bretagne : la SNCF supprime les TER entre Brest et Quimper',
      'Les rafales ont contraint la SNCF à supprimer les TER entre Brest et Quimper, et des arbres sont tombés dans le Finistère.');
    assert.ok(conflictingFacts(marks(storm, 'fr'), marks(service, 'fr')));
    assert.ok(!conflictingFacts(marks(storm, 'fr'), marks(gusts, 'fr')), 'a report that tells of the storm without its name');
    assert.deepEqual(groups([storm, service]), [['t1'], ['t2']]);
  });

  it('keeps a report of a strike apart from one that tells of no strike at the same place', () => {
    const strike = outlet('w1', 'Brightline Wire', 'Dockers walk out at Algeciras, stranding container ships',
      'Dock workers at Algeciras went on strike against plans to automate its container terminals. Shipping lines diverted vessels to Tangier.');
    const terminal = outlet('w2', 'Northgate Courier', 'Algeciras port to build new container terminal',
      'The port authority of Algeciras approved plans for a new container terminal on reclaimed land. It hopes the terminal will keep the port ahead.');
    const huelga = outlet('w3', 'El Faro del Sur', 'Huelga de estibadores en el puerto de Algeciras',
      'Los estibadores del puerto de Algeciras iniciaron una huelga contra la automatización de las terminales.');
    assert.ok(conflictingFacts(marks(strike), marks(terminal)));
    assert.ok(!conflictingFacts(marks(strike), marks(huelga, 'es')), 'the strike in another language');
    assert.deepEqual(groups([strike, terminal, huelga]), [['w1', 'w3'], ['w2']]);
  });

  it('keeps a company\'s recall apart from its other news the same day, and joins the recall told in other words', () => {
    const recall = outlet('v1', 'Copperfield Daily', 'Carmaker Ostra recalls 12,000 vans over airbags', 'Carmaker Ostra is recalling 12,000 of its Trekka vans because the airbag may fail.');
    const plant = outlet('v2', 'Northgate Courier', 'Ostra to open van plant in Gothenburg', 'Carmaker Ostra will build a new van plant in Gothenburg, creating 1,500 jobs.');
    const german = outlet('v3', 'Alpenblick Zeitung', 'Ostra ruft 12.000 Transporter zurück', 'Der schwedische Autobauer Ostra ruft wegen eines Airbag-Fehlers 12.000 Transporter in die Werkstätten zurück, die Halter werden angeschrieben.');
    assert.ok(conflictingFacts(marks(recall), marks(plant)));
    assert.deepEqual(groups([recall, plant, german]), [['v1', 'v3'], ['v2']]);
  });

  it('reads a seat named beside its institution as the institution, not as a second shared name', () => {
    const fine = marks({ title: 'Brüssel verhängt Strafe', text: 'Die EU-Kommission verhängt eine Strafe gegen Talvera.' }, 'de');
    assert.ok(fine.names.has('=eu-commission') && !fine.names.has('=brussels'));
    assert.ok(marks({ title: 'Talks', text: 'Ministers met in Brussels on Monday.' }).names.has('=brussels'), 'a place where no institution of its is named');
  });

  it('tells two strikes of one union in one city apart by the sector each stops, in any language', () => {
    const metro = outlet('v1', 'Tidewater Herald', "Hamburg's metro halted by one-day strike",
      "Underground trains and buses run by Hamburg's Hochbahn stopped on Tuesday as the Verdi union staged a one-day warning strike over pay.");
    const ubahn = outlet('v2', 'Spreekurier', 'Warnstreik bei der Hochbahn: In Hamburg fahren keine U-Bahnen',
      'Verdi hat die Beschäftigten der Hamburger Hochbahn zu einem Warnstreik aufgerufen. Seit dem Morgen stehen U-Bahnen und Busse still.');
    const kitas = outlet('v3', 'Rheintaler Rundschau', 'Warnstreik an Hamburger Kitas: Eltern müssen umplanen',
      'Verdi hat die Erzieherinnen und Erzieher der städtischen Kitas in Hamburg für Dienstag zu einem Warnstreik aufgerufen.');
    assert.ok(conflictingFacts(marks(metro), marks(kitas, 'de')), 'the metro and the nurseries');
    assert.ok(!conflictingFacts(marks(metro), marks(ubahn, 'de')), 'the metro and its buses');
    assert.ok(!marks(kitas, 'de').names.has('kitas'), 'a sector is no name');
    assert.deepEqual(groups([metro, kitas, ubahn]).map((story) => story.sort()), [['v1', 'v2'], ['v3']]);
  });

  it('reads "strike a deal" as no strike, and a German selection ("Auswahl") as no election', () => {
    assert.ok(!marks({ title: 'Lumora and Cellwave strike a deal', text: 'The two firms agreed to share patents.' }).content.lead.has('#strike'));
    assert.ok(marks({ title: 'Pilots strike at Lumora', text: 'Pilots began a strike on Monday.' }).content.lead.has('#strike'));
    assert.ok(!marks({ title: 'Die Auswahl gewinnt', text: 'Die Nationalauswahl gewinnt in Wien.' }, 'de').content.lead.has('#election'));
    assert.ok(marks({ title: 'Landtagswahl in Bayern', text: 'Die Wahl findet im Herbst statt.' }, 'de').content.title.has('#election'));
  });

  it('reads Spanish "paro" as a strike or as unemployment by the words around it, and a German strike told as laying down work', () => {
    const lead = (title: string) => marks({ title, text: '' }, 'es').content.lead;
    assert.ok(lead('Los sindicatos convocan un paro de 24 horas en el metro').has('#strike'));
    assert.ok(lead('Paros en el metro de Madrid').has('#strike'));
    const german = (title: string) => marks({ title, text: '' }, 'de').content.lead;
    assert.ok(german('Die Ärzte legen am Donnerstag die Arbeit nieder').has('#strike'), 'a German strike in other words');
    assert.ok(!german('Der Minister legt sein Amt nieder').has('#strike'), 'laying down an office is no strike');
    assert.ok(lead('La tasa de paro baja al 11 %').has('#unemployment') && !lead('La tasa de paro baja al 11 %').has('#strike'));
    const strike = outlet('s1', 'El Faro del Sur', 'Paro de 24 horas en el metro de Bilbao', 'Los sindicatos del metro de Bilbao convocan un paro de 24 horas por el convenio.');
    const english = outlet('s2', 'Brightline Wire', 'Bilbao metro staff strike for 24 hours', 'Metro workers in Bilbao walked out for 24 hours in a dispute over their contract.');
    assert.deepEqual(groups([strike, english]), [['s1', 's2']]);
  });

  it('joins two German reports that share a place written after a bare "in" and the strike, however differently worded', () => {
    const operations = outlet('g1', 'Spreekurier', 'Warnstreik an Unikliniken: Operationen werden verschoben',
      'Ärztinnen und Ärzte der Universitätskliniken in Baden-Württemberg legen am Donnerstag ganztägig die Arbeit nieder. Geplante Operationen werden verschoben.');
    const doctors = outlet('g2', 'Nordwind Anzeiger', 'Klinikärzte im Südwesten streiken',
      'Mit einem Warnstreik wollen die Ärzte der vier Unikliniken in Baden-Württemberg höhere Gehälter durchsetzen. Patienten sollen sich auf Absagen einstellen.');
    assert.equal(marks(doctors, 'de').places.get('baden-wurttemberg'), 1, 'a double-barrelled place is a whole name');
    assert.equal(marks({ title: 'Starkregen', text: 'Die Feuerwehr war in Kempten im Einsatz, sagte die Stadt.' }, 'de').places.get('kempten'), 0.5, 'a single word half of one');
    assert.ok(!marks({ title: 'Einsatz', text: 'Die Feuerwehr war in der Nacht im Einsatz.' }, 'de').places.has('nacht'), 'a noun after "in der" is no place');
    assert.deepEqual(groups([operations, doctors]), [['g2', 'g1']], 'told from the report that counts the hospitals');
  });

  it('reads a German noun as no name however often it is written, and a German sentence\'s first word alone', () => {
    const rain = marks({ title: 'Starkregen im Erzgebirge: Keller vollgelaufen', text: 'Heftiger Starkregen hat im Erzgebirge Dutzende Keller volllaufen lassen.' }, 'de');
    assert.ok(!rain.names.has('starkregen') && !rain.names.has('keller') && !rain.names.has('heftiger'));
  });

  it('finds no evidence of one happening in two reports that share no name and no figure, however alike their words', () => {
    const kent = outlet('h1', 'Tidewater Herald', 'Heavy rain floods cellars and roads in Kent',
      'Heavy rain flooded hundreds of cellars and several roads in Kent overnight, and firefighters pumped out water until dawn.');
    const devon = outlet('h2', 'Brightline Wire', 'Heavy rain floods cellars and roads in Devon',
      'Heavy rain flooded dozens of cellars and several roads in Devon overnight, and firefighters worked until dawn.');
    const [a, b] = [marks(kent), marks(devon)];
    assert.equal(eventEvidence(a, b, materialOf([a, b])), 0);
    assert.deepEqual(groups([kent, devon]), [['h1'], ['h2']]);
  });

  it('weighs the same evidence more when two reports are an hour apart than when they are 30 hours apart', () => {
    const [a, b] = [marks(recall), marks(recallCost)];
    const material = materialOf([a, b]);
    assert.ok(eventEvidence(a, b, material, HOUR) > eventEvidence(a, b, material, 30 * HOUR));
  });

  it('keeps a club\'s reserves\' or women\'s match apart from its first team\'s, in any language, whatever names they share', () => {
    const first = outlet('r1', 'Tidewater Herald', 'Vallin inspires Kesting fightback', 'Joel Vallin scored twice as Kesting beat Marlow at home.');
    const reserves = outlet('r2', 'Meridian Ledger', 'Kesting reserves thrash Marlow in derby', 'Kesting\'s reserve side beat Marlow reserves 4-0 on Saturday morning.');
    assert.ok(conflictingFacts(marks(first), marks(reserves)));
    assert.deepEqual(groups([first, reserves]), [['r1'], ['r2']]);
    assert.ok(conflictingFacts(marks({ title: 'Harlow Women beat Kesting', text: 'Harlow Women won at Kesting.' }), marks(first)));
    const side = (title: string, language: string) => marks({ title, text: '' }, language).distinguishing.get('side');
    assert.deepEqual(side('Die zweite Mannschaft von Kesting verliert', 'de'), new Set(['reserves']));
    assert.deepEqual(side('La réserve du FC Kesting s\'impose', 'fr'), new Set(['reserves']));
    assert.deepEqual(side('El filial del Kesting golea', 'es'), new Set(['reserves']));
    assert.equal(side('Women protest at the Kesting town hall', 'en'), undefined, 'women in a sentence are no side');
    assert.equal(side('The central bank says its reserves grew', 'en'), undefined, 'a bank\'s reserves are no side');
    assert.equal(side('El grupo vende su filial de seguros', 'es'), undefined, 'a company\'s subsidiary is no side');
  });

  it('tells two places by their different codes: a bridge on the A7 and a bridge on the A44 are two happenings', () => {
    const collapse = marks({ title: 'Motorway bridge collapses near Kassel', text: 'Part of a closed bridge on the A7 near Kassel collapsed overnight.' });
    const rebuild = marks({ title: 'Kassel motorway bridge to be rebuilt', text: 'The ageing A44 bridge near Kassel will be demolished and rebuilt.' });
    assert.ok(conflictingFacts(collapse, rebuild));
    assert.ok(!conflictingFacts(collapse, marks({ title: 'A7 closed', text: 'The A7 stays closed after the collapse.' })));
  });

  it('joins the strongest pairs first, so a report ranked first does not take another event\'s report', () => {
    const reserves = outlet('r1', 'Meridian Ledger', 'Kesting reserves thrash Marlow in derby',
      "Kesting's reserve side beat Marlow reserves 4-0 on Saturday morning, with four different scorers.");
    const match = outlet('r2', 'Copperfield Daily', 'Kesting come from behind to beat Marlow',
      'Goals from Joel Vallin and substitute Ben Okafor turned the match around as Kesting beat Marlow 2-1 on Saturday.');
    const report = outlet('r3', 'Tidewater Herald', 'Vallin inspires Kesting fightback against Marlow',
      'Striker Joel Vallin equalised with a header on the hour and set up the winner as Kesting came from behind to beat Marlow.');
    assert.deepEqual(groups([reserves, report, match]), [['r1'], ['r2', 'r3']]);
  });
});

describe('roles, kinds of happening and what tells two happenings apart', () => {
  const marks = (item: Pick<ScriptItem, 'title' | 'text'>, language = 'en') => eventMarks(item, language);
  const parts = (all: EventMarks[], a: EventMarks, b: EventMarks) => evidenceParts(a, b, materialOf(all));

  it('learns who an office names from any report of the material, so the office alone and the name alone are one person', () => {
    const full = marks({ title: 'Valdoria taxes banks', text: 'Finance Minister Teodor Brisk will put a one-off levy on the profits of banks in Valdoria.' });
    const office = marks({ title: 'Fuel duty frozen in Valdoria', text: 'The finance minister told parliament that fuel duty in Valdoria would stay frozen until April.' });
    const name = marks({ title: 'Valdoria verzichtet auf höhere Spritsteuer', text: 'Brisk kündigte im Parlament an, die Mineralölsteuer in Valdoria nicht anzuheben.' }, 'de');
    assert.ok(parts([full, office, name], office, name).epithet > 0, 'the office in English, the name in German');
    assert.equal(parts([office, name], office, name).epithet, 0, 'no report says who holds the office');
    const other = marks({ title: 'Ostland cuts spending', text: 'Finance Minister Mia Holt said Ostland would spend less on roads next year.' });
    assert.ok(parts([full, other, office, name], office, name).epithet > 0, 'two finance ministers: the one whose country the report names');
    const elsewhere = marks({ title: 'Fuel duty frozen', text: 'The finance minister told parliament that fuel duty would stay frozen until April.' });
    assert.equal(parts([full, other, elsewhere, name], elsewhere, name).epithet, 0, 'two finance ministers, and no country to tell which');
    assert.deepEqual(marks({ title: '', text: 'Sofie Aalto, the interior minister, said checks would be stepped up.' }).holders.find(([role]) => role === '~interior-minister'),
      ['~interior-minister', ['sofie', 'aalto']], 'a name before its title and a comma');
    assert.deepEqual(marks({ title: '', text: "Le ministre des Finances, Teodor Brisk, a présenté le budget." }, 'fr').holders.find(([role]) => role === '~finance-minister'),
      ['~finance-minister', ['teodor', 'brisk']], 'a name after its title and a comma');
  });

  it('reads what a company is in one language as what another calls it by, and not when the material knows two of that kind', () => {
    const named = marks({ title: 'Aerona drops eleven winter routes', text: 'Aerona will stop flying eleven of its routes over the winter.' });
    const kind = marks({ title: 'La compagnie aérienne renonce à onze lignes', text: "La compagnie aérienne cessera de desservir onze lignes pendant l'hiver." }, 'fr');
    const german = marks({ title: 'Aerona streicht Winterflüge', text: 'Die Fluggesellschaft Aerona stellt im Winter elf Strecken ein.' }, 'de');
    assert.ok(parts([named, kind, german], named, kind).epithet > 0, '"die Fluggesellschaft Aerona" says what "la compagnie aérienne" is');
    assert.ok(parts([named, kind, marks({ title: '', text: 'Aerona, the airline, will stop flying eleven routes.' })], named, kind).epithet > 0, 'a kind after its name');
    const rival = marks({ title: 'Skyvela hires pilots', text: 'The airline Skyvela will hire 300 pilots.' });
    assert.equal(parts([named, kind, german, rival], named, kind).epithet, 0, 'two airlines: "la compagnie" names neither');
    const lender = marks({ title: 'Halden cuts mortgage rates', text: 'The lender Halden cut its mortgage rates by a quarter point.' });
    const ecb = marks({ title: 'ECB holds rates', text: 'The bank held its deposit rate at 3.25% on Thursday.' });
    assert.equal(parts([lender, ecb], ecb, lender).epithet, 0, '"the bank" may be a central bank: no lender');
  });

  it('reads rates, prices, results, rulings and borders as kinds of happening in four languages, with their senses apart', () => {
    const lead = (text: string, language: string) => marks({ title: '', text }, language).content.lead;
    assert.ok(lead('The central bank cut interest rates again.', 'en').has('#interest-rate'));
    assert.ok(lead('Die Notenbank senkt den Leitzins.', 'de').has('#interest-rate') && lead('La BCE baisse ses taux directeurs.', 'fr').has('#interest-rate'));
    assert.ok(lead('The unemployment rate fell to 5%.', 'en').has('#unemployment') && !lead('The unemployment rate fell to 5%.', 'en').has('#interest-rate'));
    assert.ok(!lead('A lower tax rate is planned.', 'en').has('#interest-rate'), 'a rate with no cue is no central bank\'s');
    assert.ok(lead("Le prix Goncourt a été décerné à une romancière.", 'fr').has('#award') && lead("Les prix de l'immobilier ont baissé.", 'fr').has('#prices'));
    assert.ok(!lead('Die Firma hat 200.000 Flaschen verkauft.', 'de').has('#takeover'), 'a German word ending in "kauft" is no purchase');
    assert.ok(lead('El tribunal constitucional dictamina que la ley vulnera la Constitución.', 'es').has('#ruling') && lead('The court ruled the law unlawful.', 'en').has('#ruling'));
    assert.ok(lead('Die Kontrollen an der Südgrenze werden verstärkt.', 'de').has('#border') && lead('Les contrôles à la frontière sont renforcés.', 'fr').has('#controls'));
  });

  it('tells two central banks\' decisions apart, and two countries\' heads of government', () => {
    const swiss = marks({ title: 'SNB trims rates', text: 'The Swiss National Bank cut its policy rate by a quarter point to 0.5%.' });
    const norway = marks({ title: 'Norwegens Notenbank erhöht den Leitzins', text: 'Die norwegische Notenbank hat ihren Leitzins um 25 Basispunkte auf 4,75 Prozent angehoben.' }, 'de');
    assert.ok(conflictingFacts(swiss, norway));
    assert.ok(!conflictingFacts(swiss, marks({ title: 'Zurich cuts', text: 'Die Schweizerische Nationalbank senkt den Leitzins.' }, 'de')));
    const spain = marks({ title: 'El primer ministro español anuncia elecciones', text: 'El primer ministro español convocó elecciones anticipadas para junio.' }, 'es');
    const valdoria = marks({ title: 'Valdorias Regierungschef verteidigt Sparkurs', text: 'Der Regierungschef von Valdoria sagte, das Land müsse sparen. Die Opposition forderte Neuwahlen.' }, 'de');
    assert.equal(eventEvidence(spain, valdoria, materialOf([spain, valdoria])), 0, 'each office is another country\'s');
    const premier = marks({ title: 'Elecciones en Valdoria', text: 'El primer ministro de Valdoria convocó elecciones anticipadas.' }, 'es');
    assert.ok(eventEvidence(premier, valdoria, materialOf([premier, valdoria])) > 0, 'the same country\'s office');
  });

  it('reads a name with a joiner as no person\'s, the noun after an article and a name as its bearer, and French by its elided articles', () => {
    assert.deepEqual(marks({ title: 'Reforma', text: 'Hoy el Parlamento de Valdoria aprobó la ley.' }, 'es').people, []);
    assert.deepEqual(marks({ title: 'Ferry', text: 'On Monday the minister Henrik Vallin met them.' }).people, [['henrik', 'vallin']]);
    const aground = outlet('f1', 'Quarry Hill Gazette', 'Ferry runs aground off Holm', 'The Skarre ferry ran aground on rocks off the island of Holm with 212 passengers aboard.');
    const timetable = outlet('f2', 'Copperfield Daily', 'Holm ferry timetable cut for repairs', 'The Holm island ferry will run twice a day instead of four times while its pier is repaired.');
    const [a, b] = [marks(aground), marks(timetable)];
    assert.equal(evidenceParts(a, b, materialOf([a, b])).action, 0, 'the ferry is what the names\' bearers are, not what happened');
    assert.equal(marks({ title: 'La compagnie renonce à onze lignes', text: "Elle cessera de desservir onze lignes pendant l'hiver jusqu'en mars." }, 'en').content.language, 'fr');
  });

  it('names an organisation by its acronym or its full name in four languages, and reads German by more of its function words', () => {
    const names = (item: Pick<ScriptItem, 'title' | 'text'>, language = 'en') => [...marks(item, language).names.keys()];
    assert.ok(names({ title: 'Jobs report', text: 'The ILO said young people would struggle.' }).includes('=ilo'));
    assert.ok(names({ title: 'Bericht', text: 'Die Internationale Arbeitsorganisation rechnet damit, dass junge Menschen schwer Arbeit finden.' }, 'de').includes('=ilo'));
    assert.ok(names({ title: 'Rapport', text: "Selon l'Organisation internationale du travail, les jeunes peineront à trouver un emploi." }, 'fr').includes('=ilo'));
    assert.ok(names({ title: 'Informe', text: 'La OIT advierte de que los jóvenes tendrán dificultades.' }, 'es').includes('=ilo'));
    assert.ok(names({ title: 'Prognose', text: 'Die Welthandelsorganisation senkt die Prognose.' }, 'de').includes('=wto'));
    assert.ok(names({ title: 'Previsión', text: 'La OMC rebaja su previsión.' }, 'es').includes('=wto') && names({ title: 'Outlook', text: 'The OECD sees jobs steady.' }).includes('=oecd'));
    const ilo = marks({ title: 'Le chômage des jeunes restera élevé', text: "L'Organisation internationale du travail prévoit que les jeunes peineront encore." }, 'fr');
    const oecd = marks({ title: 'Jobless rate steady', text: 'The Organisation for Economic Co-operation and Development said unemployment held steady.' });
    assert.equal(evidenceParts(ilo, oecd, materialOf([ilo, oecd])).names, 0, 'two organisations whose names share a word');
    assert.equal(marks({ title: 'Jugendarbeitslosigkeit bleibt hoch', text: 'Die Organisation rechnet damit, dass junge Menschen auch in diesem Jahr nur schwer Arbeit finden.' }).content.language, 'de');
  });

  it('reads two sums in two currencies within an exchange rate of each other, or rounded two ways, as possibly one sum, and two in one currency as two', () => {
    const euros = marks({ title: 'Brimvale buys Norrtek in €1.2bn deal', text: 'The utility Brimvale agreed to buy Norrtek for €1.2bn.' });
    const dollars = marks({ title: 'Brimvale to take over Norrtek for $1.3bn', text: 'Brimvale will pay about $1.3 billion in cash for Norrtek.' });
    const millones = marks({ title: 'Brimvale compra Norrtek', text: 'La eléctrica Brimvale ha acordado la compra de Norrtek por unos 1.200 millones de euros.' }, 'es');
    assert.ok(!conflictingFacts(euros, dollars) && !conflictingFacts(dollars, millones));
    const bond = marks({ title: 'Brimvale sells €1.25bn green bond', text: 'Brimvale raised €1.25bn from investors in a green bond.' });
    assert.ok(conflictingFacts(euros, bond), 'two sums in euros');
    assert.ok(conflictingFacts(marks({ title: 'Voltway raises €300m', text: '' }), marks({ title: 'Ampera raises $120m', text: '' })), 'sums far apart in two currencies');
    assert.ok(!conflictingFacts(marks({ title: 'Fund raises €1.18bn', text: '' }), marks({ title: 'Fund raises about €1.2bn', text: '' })), 'one sum rounded');
  });

  it('weighs a figure rounded otherwise or a sum in another currency as weak evidence beside a shared bearer, and as none alone', () => {
    const english = marks({ title: 'Tram line in Orrin drew 1.2 million riders', text: 'The new tram line in Orrin carried 1.2 million passengers in its first year.' });
    const german = marks({ title: 'Neue Tramlinie in Orrin', text: 'Die Straßenbahnlinie der Stadt Orrin hat im ersten Jahr 1,18 Mio. Fahrgäste befördert.' }, 'de');
    assert.ok(!german.names.has('mio'), 'a magnitude after a figure is part of it, no name');
    assert.ok(parts([english, german], english, german).figures > 0, '"1,18 Mio." is "1.2 million" rounded');
    const elsewhere = marks({ title: 'Ferry record', text: 'Holm ferries carried 1.18 million passengers last year.' });
    assert.equal(parts([english, elsewhere], english, elsewhere).figures, 0, 'no bearer both name');
    const fewer = marks({ title: 'Orrin buses lose riders', text: 'The buses of Orrin carried 1.1 million fewer passengers.' });
    assert.equal(parts([english, fewer], english, fewer).figures, 0, '1.1 million is no rounding of 1.2 million');
    const euros = marks({ title: 'Brimvale buys Norrtek for €1.2bn', text: 'Brimvale agreed to buy Norrtek for €1.2bn.' });
    const dollars = marks({ title: 'Brimvale pays $1.3bn for Norrtek', text: 'Brimvale will pay $1.3bn for Norrtek.' });
    const bond = marks({ title: 'Brimvale sells €1.3bn bond', text: 'Brimvale raised €1.3bn in a green bond.' });
    assert.ok(parts([euros, dollars], euros, dollars).figures > 0);
    assert.equal(parts([euros, bond], euros, bond).figures, 0, 'two sums in one currency');
  });

  it('weighs a name written only where every word is capitalised when the material writes it as a name elsewhere and both reports give one figure', () => {
    const english = outlet('a', 'Harbourlight Post', 'Marvia airport handles 1.2m passengers in February', 'Marvia airport handled 1.2m passengers in February, a record for the month.');
    const german = outlet('b', 'Rheinblick Nachrichten', 'Flughafen Marvia zählt 1,2 Millionen Fluggäste', 'Marvia: Im Februar zählte der Flughafen 1,2 Millionen Fluggäste, so viele wie nie in diesem Monat.');
    const minister = outlet('c', 'La Voix d\'Armor', 'Marvia : une nouvelle ministre', 'La nouvelle ministre des Finances de Marvia a été confirmée mardi par le Parlement.', 30);
    assert.deepEqual(groups([english, german]), [['a'], ['b']], 'nothing says Marvia is a name');
    assert.deepEqual(groups([english, german, minister]), [['a', 'b'], ['c']], '"de Marvia" does');
  });

  it('keeps apart two happenings of one company or city named only where every word is capitalised: another kind, or no figure both give', () => {
    const recall = outlet('a', 'Harbourlight Post', 'Tolvane recalls 300 e-bikes', 'Tolvane said the batteries of 300 e-bikes may overheat while charging.');
    const cuts = outlet('b', 'Rheinblick Nachrichten', 'Tolvane streicht 300 Stellen', 'Tolvane baut in seinem Werk 300 Arbeitsplätze ab, teilte das Unternehmen mit.');
    const named = outlet('c', 'Meridian Ledger', 'Shares of Tolvane slip', 'Shares in Tolvane fell 2% in early trading.', 30);
    assert.deepEqual(groups([recall, cuts, named]), [['a'], ['b'], ['c']], 'a recall and job cuts, one figure alike');
    const visitors = outlet('a', 'Tidewater Herald', "Fennby's museums drew 800,000 visitors last year", "Fennby's city museums welcomed about 800,000 visitors last year, the most since they reopened.");
    const stays = outlet('b', 'Rheintaler Rundschau', 'Fennby zählt 2,3 Millionen Übernachtungen', 'Fennby meldet für das vergangene Jahr 2,3 Millionen Übernachtungen, wie der Tourismusverband der Stadt mitteilte.');
    const fares = outlet('c', 'Meridian Ledger', 'Bus fares to rise in Fennby', 'Single tickets in Fennby will cost 10 cents more from April.', 30);
    assert.deepEqual(groups([visitors, stays, fares]), [['a'], ['b'], ['c']], 'two counts of one city');
  });

  it('reads a sector two reports in two languages name as where, not what happened: alike only when they share what happened there', () => {
    const buses = marks({ title: "Orrin's buses lose riders as fares rise", text: "Orrin's buses carried 1.1 million fewer passengers last year after fares went up." });
    const tram = marks({ title: 'Tramway : une première année record à Orrin', text: "La nouvelle ligne de tramway d'Orrin a transporté environ 1,2 million de voyageurs en un an." }, 'fr');
    assert.ok(buses.content.lead.has('#at-transit') && tram.content.lead.has('#at-transit'));
    assert.equal(evidenceParts(buses, tram, materialOf([buses, tram])).content, 0);
    const strike = marks({ title: 'Metro strike halts Orrin', text: 'A metro strike halted every line in Orrin on Monday.' });
    const greve = marks({ title: 'Grève du métro à Orrin', text: "Une grève du métro a paralysé toutes les lignes d'Orrin lundi." }, 'fr');
    assert.ok(evidenceParts(strike, greve, materialOf([strike, greve, buses, tram])).content > 0);
  });

  it('reads a line, a station or a school opened or closed as a kind of happening in four languages, and a line\'s riders as where', () => {
    const opened = marks({ title: 'Neue Straßenbahnlinie in Orrin eröffnet', text: 'Orrin hat am Samstag seine neue Tramlinie eröffnet. 9.000 Fahrgäste fuhren mit.' }, 'de');
    const inaugure = marks({ title: 'Orrin inaugure sa nouvelle ligne de tramway', text: "La ville d'Orrin a inauguré samedi sa nouvelle ligne de tramway." }, 'fr');
    const ferme = marks({ title: 'Orrin : la ligne de tramway fermée six mois', text: "La ligne de tramway d'Orrin sera fermée six mois pour travaux." }, 'fr');
    for (const report of [opened, inaugure]) assert.ok(report.content.lead.has('#opening') && report.content.lead.has('#at-transit'));
    assert.ok(ferme.content.lead.has('#closure') && !ferme.content.lead.has('#opening'));
    assert.ok(marks({ title: 'Orrin opens a station', text: 'The new station opened on Monday.' }).content.lead.has('#opening'));
    assert.ok(marks({ title: 'Cierre de la escuela de Orrin', text: 'La escuela cerrada por obras.' }, 'es').content.lead.has('#closure'));
    assert.ok(!opened.openers.has('fahrgaste') && !opened.openers.has('tramlinie'), 'a line and its riders name no one');
    const material = materialOf([opened, inaugure, ferme]);
    assert.ok(evidenceParts(opened, inaugure, material).content > 0, 'one line opened, in German and in French');
    assert.equal(evidenceParts(opened, ferme, material).content, 0, 'the same line opened and closed: the line alone is where');
  });

  it('reads a new holder of an office as an appointment in four languages, and an office named beside no such word as none', () => {
    const lead = (title: string, text: string, language: string) => marks({ title, text }, language).content.lead;
    assert.ok(lead('Corvell change de patron', 'Le nouveau PDG de Corvell prendra ses fonctions en septembre.', 'fr').has('#appointment'));
    assert.ok(lead('Eklund wird neuer Vorstandschef', 'Jonas Eklund wird ab September neuer Vorstandschef der Reederei.', 'de').has('#appointment'));
    assert.ok(lead('Lena Sorvik, nueva ministra de Hacienda', 'El Parlamento confirmó a Lena Sorvik.', 'es').has('#appointment'));
    assert.ok(lead('Corvell names chief', 'Corvell has appointed Jonas Eklund as chief executive.', 'en').has('#appointment'));
    assert.ok(!lead('Corvell orders ships', 'Corvell will buy six ships, its chief executive told investors.', 'en').has('#appointment'));
    const office = marks({ title: 'Marvia : une nouvelle ministre des Finances', text: 'La nouvelle ministre des Finances de Marvia a été confirmée mardi par le Parlement.' }, 'fr');
    const person = marks({ title: 'Sorvik wird neue Finanzministerin in Marvia', text: 'Das Parlament in Marvia hat Lena Sorvik am Dienstag als Finanzministerin bestätigt.' }, 'de');
    assert.ok(evidenceParts(office, person, materialOf([office, person])).content > 0, 'both tell an appointment');
  });

  it('learns who holds an office from a verb that links the name to the title, in four languages', () => {
    const holder = (text: string, language: string) => marks({ title: 'Nomination', text }, language).holders.find(([role]) => role.startsWith('~'))?.[1];
    assert.deepEqual(holder('Corvell has appointed Jonas Eklund, who runs its finances, as chief executive from September.', 'en'), ['jonas', 'eklund']);
    assert.deepEqual(holder('Das Parlament in Marvia hat Lena Sorvik am Dienstag als Finanzministerin bestätigt.', 'de'), ['lena', 'sorvik']);
    assert.deepEqual(holder('Mardi, Claire Morel a été nommée ministre des Finances de Marvia.', 'fr'), ['claire', 'morel']);
    assert.deepEqual(holder('El Gobierno nombra a Pablo Rhee nuevo ministro de Hacienda.', 'es'), ['pablo', 'rhee']);
    assert.equal(holder('Corvell will spend $900m on six ships, its chief executive told investors on Monday.', 'en'), undefined);
    assert.equal(holder('Die Suche nach einem Nachfolger als Vorstandschef dauerte acht Monate.', 'de'), undefined, 'a German noun is no holder');
    const office = marks({ title: 'Corvell change de patron', text: "Le nouveau PDG de l'armateur Corvell prendra ses fonctions en septembre." }, 'fr');
    const person = marks({ title: 'Jonas Eklund tomará el timón de Corvell', text: 'Eklund dirigirá Corvell a partir de septiembre.' }, 'es');
    const appointed = marks({ title: 'Corvell names Jonas Eklund chief executive', text: 'Corvell has appointed Jonas Eklund as chief executive from September.' });
    assert.ok(parts([office, person, appointed], office, person).epithet > 0, 'the office in French, the name in Spanish');
  });

  it('weighs down two reports in one language that share not one content word', () => {
    const ruling = marks({ title: 'El Constitucional de Valdoria tumba la reforma', text: 'El tribunal constitucional de Valdoria dictamina que la reforma vulnera la Constitución y devuelve la ley al Parlamento.' }, 'es');
    const budget = marks({ title: 'El Parlamento de Valdoria aprueba los presupuestos', text: 'El Parlamento de Valdoria aprobó los presupuestos con los votos de la coalición.' }, 'es');
    const material = materialOf([ruling, budget]);
    assert.ok(evidenceParts(ruling, budget, material).names > 0);
    assert.equal(evidenceParts(ruling, budget, material).content, -0.5);
  });
});

describe('a story several outlets reported', () => {
  it('is told once, names the other outlet, cites both articles and adds the fact only the other reported', async () => {
    const script = await writeScript({ profile: profileFor({ length_minutes: 3 }), items: [harbour, rival, quarry], alreadyCovered: [], engine: 'neural', now: NOW });
    const stories = script.segments.filter((segment) => segment.story !== null);
    assert.equal(stories.length, 2);
    const voltway = stories.find((segment) => segment.item_ids.includes('a'))!;
    assert.deepEqual(voltway.item_ids.sort(), ['a', 'b']);
    assert.deepEqual(voltway.articles.map((article) => article.source_name).sort(), ['Harbourlight Post', 'Quarry Hill Gazette']);
    assert.match(voltway.text, /Also reported by Quarry Hill Gazette\./);
    assert.match(voltway.text, /Quarry Hill Gazette adds: Voltway's chief executive said it was profitable at 60 of its 180 sites\./);
    assert.deepEqual(script.item_ids.sort(), ['a', 'b', 'c']);
  });

  it('is told once by two hosts too, every turn of it citing both outlets', async () => {
    const script = await writeScript({
      profile: profileFor({ length_minutes: 3 }), items: [harbour, rival, quarry], alreadyCovered: [], engine: 'neural', now: NOW, hosts: { host: 'Joanna', coHost: 'Matthew' },
    });
    const turns = script.segments.filter((segment) => segment.item_ids.includes('a'));
    assert.ok(turns.length >= 2 && new Set(turns.map((turn) => turn.story)).size === 1, 'one story, told in turns');
    for (const turn of turns) assert.deepEqual(turn.item_ids.sort(), ['a', 'b']);
    assert.match(turns.map((turn) => turn.text).join(' '), /Quarry Hill Gazette adds: /);
  });

  it('is given to a model writer with the other outlets to name', () => {
    const outline = outlineBriefing({ profile: profileFor(), stories: [{ ...harbour, also_reported: [quarry] }], targetSeconds: 60, engine: 'neural', now: NOW, timeZone: null });
    const [story] = (JSON.parse(storiesMessage(outline)) as { stories: Array<{ source: string; also_reported_by?: string[] }> }).stories;
    assert.deepEqual({ source: story?.source, also: story?.also_reported_by }, { source: 'Harbourlight Post', also: ['Quarry Hill Gazette'] });
  });

  it('names up to three other outlets, then counts the rest, in each language', () => {
    assert.equal(outletPhrasesFor('en').alsoReportedBy(['A', 'B']), 'Also reported by A and B.');
    assert.equal(outletPhrasesFor('en').alsoReportedBy(['A', 'B', 'C', 'D']), 'Also reported by A, B, and two others.');
    assert.equal(outletPhrasesFor('de').alsoReportedBy(['A']), 'Darüber berichteten auch A.');
    assert.equal(outletPhrasesFor('fr').alsoReportedBy(['A', 'B', 'C', 'D', 'E']), 'Également rapporté par A, B et trois autres médias.');
    assert.equal(outletPhrasesFor('es-MX').alsoReportedBy(['A', 'B', 'C', 'D']), 'También informaron A, B y otros dos medios.');
  });
});
