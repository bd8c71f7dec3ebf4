import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { writeScript } from '#domain/briefings/script';
import { conflictingFacts, eventMarks } from '#domain/briefings/script/clustering';
import { guessLanguage } from '#domain/briefings/script/clustering/language';
import { storiesMessage } from '#domain/briefings/script/writers/model-prompt';
import { outletPhrasesFor } from '#domain/briefings/script/outlet-phrases';
import { outlineBriefing } from '#domain/briefings/script/outline';
import { groups, harbour, HOUR, NOW, outlet, quarry, rival } from '../helpers/clustering-material.ts';
import { profileFor } from '../helpers/script-material.ts';

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
    const regulator = ['The European Medicines Agency advised against it.', "Un avis de l'Agence européenne des médicaments est tombé.",
      'Die Europäische Arzneimittel-Agentur riet ab.', 'La Agencia Europea del Medicamento lo rechazó.'];
    assert.deepEqual(regulator.map((text, index) => names(text, ['en', 'fr', 'de', 'es'][index]!)), [['=ema'], ['=ema'], ['=ema'], ['=ema']]);
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
    assert.deepEqual(figures('Waves of 12m hit the coast.', 'en'), ['12m'], 'a whole number before a bare m is a length');
    assert.deepEqual(figures('Des vagues de 12 mètres ont frappé la côte.', 'fr'), ['12m']);
  });

  it('reads counts in words of teens, hundreds and thousands in every language, and a German one written as one word', () => {
    const figures = (text: string, language: string) => [...eventMarks({ title: '', text }, language).figures.keys()].sort();
    assert.deepEqual(figures('Sechzigtausend Haushalte waren ohne Strom.', 'de'), ['60000']);
    assert.deepEqual(figures('Sixty thousand homes lost power.', 'en'), ['60000']);
    assert.deepEqual(figures('Treinta mil vecinos deben hervir el agua.', 'es'), ['30000']);
    assert.deepEqual(figures('Deux cents foyers ont été évacués.', 'fr'), ['200']);
    assert.deepEqual(figures('Ciento ochenta pasajeros enfermaron.', 'es'), ['180'], 'a hundred and tens, not the tens again');
    assert.deepEqual(figures('Des cambrioleurs ont volé quatorze pièces.', 'fr'), ['14']);
    assert.deepEqual(figures('La empresa recaudó dos mil millones de euros.', 'es'), ['2000000000'], '"mil millones" stays a magnitude');
  });

  it('reads a race\'s time as its result, and two races\' different times as two results', () => {
    const marks = (text: string, language = 'en') => eventMarks({ title: '', text }, language);
    const record = marks('Amaia Etxeberri won the Sarvena marathon in 2:21:07 on Sunday.');
    assert.ok(record.distinguishing.get('score')?.has('2:21:07'));
    assert.ok(!conflictingFacts(record, marks('Amaia Etxeberri ganó el maratón de Sarvena con 2:21:07.', 'es')));
    assert.ok(conflictingFacts(record, marks('Joseph Kiprono ganó la prueba masculina del maratón de Sarvena en 2:06:44.', 'es')));
  });

  it('reads a swimmer\'s time in minutes and hundredths however written, and seconds in hundredths as a result, not a margin', () => {
    const marks = (text: string, language: string) => eventMarks({ title: '', text }, language);
    const record = marks('Imke Sahl set a world record of 2:01.46 in the 200m butterfly. She beat the old mark by 0.21 seconds.', 'en');
    assert.deepEqual([...record.distinguishing.get('score') ?? []], ['2:01.46'], 'the margin is no result');
    assert.ok(marks('Sahl schlug nach 2:01,46 Minuten an.', 'de').distinguishing.get('score')?.has('2:01.46'));
    assert.ok(marks("L'Allemande a nagé le 200 m papillon en 2 min 01 s 46 mardi soir.", 'fr').distinguishing.get('score')?.has('2:01.46'));
    assert.ok(conflictingFacts(record, marks('Einen Tag nach ihrem Weltrekord ist Imke Sahl in 57,92 Sekunden im Halbfinale ausgeschieden.', 'de')), 'her next race');
    assert.ok(conflictingFacts(record, marks('Sanne Holt broke the 50m backstroke world record, touching in 26.71 seconds.', 'en')), 'another swimmer\'s record');
  });

  it('reads a German number in words that opens a clause as a figure, not as the first word of a name', () => {
    const cut = eventMarks({ title: 'Stromausfall', text: 'In Brackwell gingen die Lichter aus: Vierzigtausend Haushalte waren ohne Strom.' }, 'de');
    assert.ok(cut.figures.has('40000'));
    assert.ok(!cut.names.has('haushalte') && !cut.names.has('vierzigtausend'), 'households are no name');
  });

  it('reads a count written with a thousands separator as a count, not a year', () => {
    const figures = (text: string, language: string) => [...eventMarks({ title: '', text }, language).figures.keys()];
    assert.deepEqual(figures('Divers found a ship loaded with around 2,000 amphorae.', 'en'), ['2000']);
    assert.deepEqual(figures('Taucher entdeckten ein Wrack mit rund 2.000 Amphoren.', 'de'), ['2000']);
    assert.deepEqual(figures('The ship sank in 1987 off the coast.', 'en'), [], 'a year dates the story');
  });

  it('reads a score written from the other side as the same score, and "anderthalb" as one and a half', () => {
    const marks = (text: string, language: string) => eventMarks({ title: '', text }, language);
    const sacked = marks('Ruy Valcar has lost his job as head coach after Sunday\'s 4-0 thrashing.', 'en');
    assert.ok(!conflictingFacts(sacked, marks('Das 0:4 in Oseira am Sonntag brachte das Fass zum Überlaufen.', 'de')));
    assert.ok(conflictingFacts(sacked, marks('Das 1:4 in Oseira am Sonntag brachte das Fass zum Überlaufen.', 'de')));
    assert.ok(marks('Räuber erbeuteten Schmuck im Wert von anderthalb Millionen Euro.', 'de').distinguishing.get('money')?.has('1500000 eur'));
  });

  it('reads a sum after an elided French "de" as money, and an area in square kilometres as hectares', () => {
    const marks = (text: string, language: string) => eventMarks({ title: '', text }, language);
    assert.ok(marks("Norrvik rachète Ostby pour 4,5 milliards d'euros.", 'fr').distinguishing.get('money')?.has('4500000000 eur'));
    assert.ok(conflictingFacts(marks("Norrvik rachète Ostby pour 4,5 milliards d'euros.", 'fr'), marks('Brunvik zahlt 4,8 Milliarden Euro für die Salm Bank.', 'de')));
    const burnt = ['El incendio ha calcinado 1.200 hectáreas.', 'A wildfire burned across 12 square kilometres of hills.', 'Das Feuer zerstörte 12 Quadratkilometer Wald.']
      .map((text, index) => [...marks(text, ['es', 'en', 'de'][index]!).figures.keys()]);
    assert.deepEqual(burnt, [['1200'], ['1200'], ['1200']]);
    assert.ok(!marks('Murió en el kilómetro 12 de la carretera.', 'es').figures.has('1200'), 'a road\'s kilometre is no area');
  });

  it('reads a length in metres, however written, as a figure of its own: a race of 400 metres is no count of 400', () => {
    const figures = (text: string, language: string) => [...eventMarks({ title: '', text }, language).figures.keys()];
    assert.deepEqual(figures('El nadador batió el récord de 400 metros libres.', 'es'), ['400m']);
    assert.deepEqual(figures('Around 400 residents were moved out.', 'en'), ['400']);
    assert.deepEqual(['The 6.4 km tunnel stays shut.', 'Le tunnel, long de 6,4 kilomètres, reste fermé.', 'Der 6,4km lange Tunnel bleibt zu.']
      .map((text, index) => figures(text, ['en', 'fr', 'de'][index]!)), [['6400m'], ['6400m'], ['6400m']]);
    assert.deepEqual(figures('Passengers rose to 1.2m last year.', 'en'), ['1200000'], 'a bare "m" on a decimal is millions');
  });

  it('reads a score written in words after "mit", "par" or "por" as the score, not a range of counts', () => {
    const scores = (text: string, language: string) => [...eventMarks({ title: '', text }, language).distinguishing.get('score') ?? []];
    assert.deepEqual(scores('Mit drei zu eins hat der FC Wendburg das Halbfinale gewonnen.', 'de'), ['3-1']);
    assert.deepEqual(scores('Lyon a battu Nice par trois à un.', 'fr'), ['3-1']);
    assert.deepEqual(scores('Ganó la final por seis a cuatro.', 'es'), ['6-4']);
    assert.deepEqual(scores('La obra durará de dos a tres meses.', 'es'), [], 'a range');
  });

  it('reads a time of day, however written, as a clock\'s hour: "by 3pm" is "15 Uhr", and no count of three', () => {
    const figures = (text: string, language: string) => [...eventMarks({ title: '', text }, language).figures.keys()];
    assert.deepEqual([['Service was restored by 3pm.', 'en'], ['Service was back by 3 p.m.', 'en'], ['Um 15 Uhr lief wieder alles.', 'de'], ['Le service a repris à 15h.', 'fr'],
      ['El servicio volvió a las 15.00 horas.', 'es']].map(([text, language]) => figures(text!, language!)), [['15h00'], ['15h00'], ['15h00'], ['15h00'], ['15h00']]);
    assert.deepEqual(figures('Le service a repris à 15 h 30.', 'fr'), ['15h30']);
    assert.deepEqual(figures('Skarn has opened three data centres.', 'en'), ['3'], 'a count stays a count');
  });

  it('reads an age, however written, as a person\'s and a date\'s day as the date\'s: neither is a count', () => {
    const figures = (text: string, language: string) => [...eventMarks({ title: '', text }, language).figures.keys()];
    assert.deepEqual([['Its author, Marta Oswin, 31, said she had written it at night.', 'en'], ['Police arrested a 31-year-old man.', 'en'],
      ['Die 31-Jährige lebt in Marlen.', 'de'], ["C'est le premier roman d'une autrice de 31 ans.", 'fr'], ['La réalisatrice Inés Albarracín, 31 ans, signe là son film.', 'fr'],
      ['Es el segundo largometraje de Albarracín, de 31 años.', 'es']].map(([text, language]) => figures(text!, language!)), Array(6).fill(['age:31']));
    assert.deepEqual(figures('She won 31 of 48 votes on the council.', 'en'), ['31', '48'], 'a count stays a count');
    assert.deepEqual(figures('Le film sortira en France le 12 mars.', 'fr'), ['d:3-12']);
    assert.deepEqual(figures('Le 12 mars, 12 salles le projetteront.', 'fr').sort(), ['12', 'd:3-12'], 'a count of the date\'s day beside it');
  });

  it('reads a city\'s quarter written onto its name as the city', () => {
    const fire = eventMarks({ title: 'Brand im Umspannwerk Velsen-Nord', text: 'Im Umspannwerk Velsen-Nord brannte ein Transformator.' }, 'de');
    assert.ok(fire.names.has('velsen'));
    assert.ok(eventMarks({ title: 'Fire', text: 'A fire broke out in Lyon-Est on Monday.' }, 'en').names.has('lyon'));
    assert.ok(eventMarks({ title: 'Fire', text: 'A fire broke out near Hautes-Alpes on Monday.' }, 'en').names.has('hautes-alpes'), 'a double name is no quarter');
  });

  it('reads a name written into a German compound with a common noun as the name, and a double-barrelled name as one', () => {
    const names = (text: string) => {
      const marks = eventMarks({ title: 'Meldung', text }, 'de');
      return new Set([...marks.names.keys(), ...marks.openers.keys()]);
    };
    const arena = names('Die Brackwell-Arena bleibt nach dem Sturm geschlossen.');
    assert.ok(arena.has('brackwell') && !arena.has('brackwell-arena'));
    assert.ok(eventMarks({ title: 'Meldung', text: 'Die Brackwell-Arena bleibt geschlossen.' }, 'de').names.has('brackwell'), 'a name, not an uncertain German noun');
    assert.ok(!names('Die Harnau-Arena schließt für drei Monate.').has('arena'));
    assert.ok(names('Der Marvia-Flughafen sperrt seine Landebahn nachts.').has('marvia'), 'an airport is no happening when a name is written onto it');
    assert.ok(names('Der Kestner-Buchpreis geht an Ilse Marholt.').has('kestner'), 'a known head ends the compound\'s last part');
    const clinic = names('Die St.-Aldric-Klinik hat eine Station eröffnet.');
    assert.ok(clinic.has('st') && clinic.has('aldric'));
    assert.ok(names('Die Fährlinie Kellmoor-Sandvik fährt wieder.').has('kellmoor-sandvik'), 'a route stays one name');
    assert.ok(names('Das Land Baden-Württemberg zahlt.').has('baden-wurttemberg'));
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
