import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { conflictingFacts, eventEvidence, eventMarks, evidenceParts, materialOf } from '#domain/briefings/script/clustering';
import type { ScriptItem } from '#domain/briefings/script/types';
import { groups, HOUR, outlet } from '../helpers/clustering-material.ts';

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

  it('reads a bearer a German compound names as the one its name and noun name in another language, not another bearer of the same noun', () => {
    const english = marks({ title: 'Storm-hit arena to stay shut', text: 'The Brackwell Arena will stay closed after the storm tore away part of its roof.' });
    const named = (text: string) => {
      const german = marks({ title: 'Meldung', text }, 'de');
      return evidenceParts(english, german, materialOf([english, german])).names;
    };
    assert.ok(named('Die Brackwell-Arena bleibt nach dem Sturm geschlossen.') > 0);
    assert.equal(named('Die Harnau-Arena bleibt nach dem Sturm geschlossen.'), 0);
  });

  it('tells two deals apart whose titles name one party beside another each, not one deal a report tells with another country in its text', () => {
    const deal = marks({ title: 'EU and Indonesia sign trade deal', text: 'The European Union and Indonesia signed a free trade agreement in Jakarta on Friday.' });
    const chile = marks({ title: 'El Senado de Chile ratifica el acuerdo comercial con la UE', text: 'El Senado chileno ratificó el acuerdo con la Unión Europea.' }, 'es');
    assert.ok(conflictingFacts(deal, chile));
    const sameDeal = marks({ title: 'EU und Indonesien unterzeichnen Freihandelsabkommen', text: 'Die EU hatte zuvor ein Abkommen mit Chile geschlossen.' }, 'de');
    assert.ok(!conflictingFacts(deal, sameDeal), 'a country only the text names is no party of the title');
    assert.ok(!conflictingFacts(chile, marks({ title: 'Trade deal ratified', text: 'Chile ratified its deal with the EU.' })));
  });

  it('tells a rate raised from a share apart from a report that gives that share without the new one, in every language', () => {
    const raise = marks({ title: 'US raises tariffs on EU steel to 35%', text: 'The United States will raise tariffs on EU steel to 35% from 25% from July 1.' });
    const reply = marks({ title: 'La UE prepara aranceles sobre el whisky estadounidense', text: 'La Comisión Europea prepara aranceles del 25 % sobre el whisky de Estados Unidos.' }, 'es');
    assert.ok(conflictingFacts(raise, reply) && conflictingFacts(reply, raise));
    for (const [text, language] of [['Die USA heben die Zölle auf Stahl aus der EU von 25 auf 35 Prozent an.', 'de'],
      ['Les États-Unis portent leurs droits sur l\'acier européen de 25 % à 35 %.', 'fr'], ['EE UU sube los aranceles al acero europeo del 25 % al 35 %.', 'es']] as const) {
      assert.ok(!conflictingFacts(raise, marks({ title: 'Stahl', text }, language)), text);
    }
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

  it('finds no evidence of one happening in two reports that share a figure alone, no name and nothing of what happened', () => {
    const clinic = outlet('f1', 'Hafenstadt Kurier', 'Klinikum eröffnet neues Herzzentrum',
      'Das Klinikum Ostheim hat am Dienstag ein neues Herzzentrum mit 24 Betten eröffnet. Die Baukosten lagen bei 18 Millionen Euro.');
    const transfer = outlet('f2', 'La Gaceta de Almarena', 'El Almarena vende a su delantero por 18 millones',
      'El CD Almarena ha cerrado la venta de su delantero Mateo Quiroga al SV Eisenau por 18 millones de euros.');
    const [a, b] = [marks(clinic, 'de'), marks(transfer, 'es')];
    assert.ok(evidenceParts(a, b, materialOf([a, b])).figures > 0, 'the sum is shared');
    assert.equal(eventEvidence(a, b, materialOf([a, b])), 0);
    const quake = outlet('f3', 'Brightline Wire', 'Strong quake shakes the coast', 'A 6.1-magnitude earthquake shook the coast overnight, injuring two people.');
    const beben = outlet('f4', 'Rheintaler Rundschau', 'Erdbeben der Stärke 6,1', 'Ein Erdbeben der Stärke 6,1 hat in der Nacht die Küste erschüttert.');
    const [c, d] = [marks(quake), marks(beben, 'de')];
    assert.ok(eventEvidence(c, d, materialOf([c, d])) > 0, 'a figure beside the same happening is evidence');
  });

  it('finds no evidence of one happening in figures alone that two reports give of two countries and none in common', () => {
    const german = marks({ title: 'Inflation in Deutschland steigt auf 2,2 Prozent', text: 'Die Inflationsrate in Deutschland ist im Mai auf 2,2 Prozent gestiegen.' }, 'de');
    const french = marks({ title: "L'inflation en France ralentit à 1,9 %", text: 'Les prix en France ont augmenté de 1,9 % en mai, après 2,2 % en avril.' }, 'fr');
    const english = marks({ title: 'German inflation rises', text: 'Consumer prices rose 2.2% in May from a year earlier.' });
    assert.equal(eventEvidence(german, french, materialOf([german, french, english])), 0);
    assert.ok(eventEvidence(german, english, materialOf([german, french, english])) > 0, 'one country in two languages');
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

  it('reads a club\'s form ("FC", "SV", "CD") as no part of its name: two clubs share none, one club is named alike with or without it', () => {
    const [harnau, kaltbach] = [marks({ title: 'Cup', text: 'FC Harnau reached the semi-finals.' }), marks({ title: 'Cup', text: 'FC Kaltbach reached the semi-finals.' })];
    assert.equal(evidenceParts(harnau, kaltbach, materialOf([harnau, kaltbach])).names, 0);
    assert.deepEqual([...marks({ title: 'Fichaje', text: 'El CD Almarena ha fichado a un portero.' }, 'es').names.keys()], ['almarena']);
    assert.deepEqual([...marks({ title: 'Result', text: 'Goals came late for Harlow FC on Saturday.' }).names.keys()], ['harlow']);
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
