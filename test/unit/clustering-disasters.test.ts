import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { conflictingFacts, type EventMarks, eventMarks, evidenceParts, materialOf } from '#domain/briefings/script/clustering';
import type { ScriptItem } from '#domain/briefings/script/types';

describe('disasters, weather, energy and health: what befell, where, and what a court or a union does of it', () => {
  const marks = (item: Pick<ScriptItem, 'title' | 'text'>, language = 'en') => eventMarks(item, language);
  const parts = (all: EventMarks[], a: EventMarks, b: EventMarks) => evidenceParts(a, b, materialOf(all));

  it('reads a strike ballot as a vote, so a union\'s strike and its ballot at another company share its name by half', () => {
    const strike = marks({ title: 'Lokführer der Rhenania Regio legen die Arbeit nieder',
      text: 'Die Gewerkschaft Fahrdienst und Schiene (GFS) hat zu einem Warnstreik bei der Rhenania Regio aufgerufen.' }, 'de');
    const ballot = marks({ title: 'GFS kündigt Urabstimmung bei der Güterbahn an',
      text: 'Die Gewerkschaft Fahrdienst und Schiene (GFS) will ihre Mitglieder bei der Güterbahn über Streiks abstimmen lassen.' }, 'de');
    const called = marks({ title: 'GFS ruft zum Streik auf', text: 'Die Gewerkschaft Fahrdienst und Schiene (GFS) ruft zum Warnstreik bei der Rhenania Regio auf.' }, 'de');
    assert.deepEqual(ballot.acts, ['#vote']);
    const all = [strike, ballot, called];
    assert.ok(parts(all, strike, ballot).names < parts(all, strike, called).names);
  });

  it('reads a trial of a disaster as the court\'s act, not the disaster\'s, so a wildfire and the trial of an earlier one share their place by half', () => {
    const trial = marks({ title: 'Juicio por el incendio de Guadarrana de 2019',
      text: 'La Audiencia Provincial juzga a un agricultor acusado de provocar el incendio que en 2019 calcinó la sierra de Guadarrana.' }, 'es');
    const fire = marks({ title: 'El incendio de la sierra de Guadarrana arrasa el pinar', text: 'El incendio declarado el lunes en la sierra de Guadarrana sigue activo.' }, 'es');
    assert.deepEqual(trial.acts, ['#ruling']);
    assert.deepEqual(fire.acts, ['#mishap']);
    assert.deepEqual(marks({ title: 'Flutprozess: früherer Bürgermeister vor Gericht', text: 'Der Prozess beginnt am Montag.' }, 'de').acts, ['#ruling']);
    assert.deepEqual(marks({ title: "Naufrage de l'Amarante : le procès s'ouvre", text: 'Le procès de l\'armateur s\'ouvre lundi.' }, 'fr').acts, ['#ruling']);
  });

  it('reads wine as no win, a harvest that "einbrechen" lets fall as no burglary and a French power cut\'s "courant" as no court', () => {
    assert.ok(!marks({ title: 'Hail cuts French wine harvest by a third', text: 'Winemakers expect to pick fewer grapes.' }).acts.includes('#win'));
    const harvest = marks({ title: 'Weinlese im Montaurel', text: 'Hagel hat die Weinlese um 33 Prozent einbrechen lassen.' }, 'de');
    assert.ok(!harvest.content.lead.has('#theft'));
    const cut = marks({ title: "Panne de courant à l'aéroport de Villaseca", text: "Une panne d'électricité a paralysé l'aéroport." }, 'fr');
    assert.ok(!cut.content.lead.has('#ruling'));
    assert.ok(cut.content.lead.has('#blackout'));
  });

  it('reads rain in millimetres and in litres a square metre as one figure, and not as a count of as many', () => {
    const figures = (title: string, text: string, language = 'en') => [...marks({ title, text }, language).figures.keys()];
    assert.deepEqual(figures('Morsa valley floods', '120mm of rain fell in a day.'), ['120mm']);
    assert.deepEqual(figures('Morsa tritt über die Ufer', 'Es fielen bis zu 120 Liter pro Quadratmeter.', 'de'), ['120mm']);
    assert.deepEqual(figures('Crue de la Morsa', 'Il est tombé 120 litres par mètre carré.', 'fr'), ['120mm']);
    assert.deepEqual(figures('Keller vollgelaufen', 'Die Feuerwehr war mit 120 Einsatzkräften unterwegs.', 'de'), ['120']);
  });

  it('reads a third of a whole in words as 33 %, and not the ordinal', () => {
    const figures = (title: string, text: string, language = 'en') => [...marks({ title, text }, language).figures.keys()];
    assert.deepEqual(figures('Hail cuts wine harvest by a third', 'Growers expect a smaller crop.'), ['33']);
    assert.deepEqual(figures('Weinlese: ein Drittel weniger', 'Die Winzer fordern Hilfen.', 'de'), ['33']);
    assert.deepEqual(figures('Le Montaurel perd un tiers de sa récolte', 'Les vignerons demandent une aide.', 'fr'), ['33']);
    assert.deepEqual(figures('Mayor wins a third term', 'She was re-elected on Sunday.'), []);
  });

  it('keeps apart two outbreaks that each name a disease and none in common, and joins one disease named in two languages', () => {
    const hens = marks({ title: 'Geflügelpest in Wessing: 45.000 Legehennen werden getötet', text: 'Im Landkreis Lindholm ist die Geflügelpest ausgebrochen.' }, 'de');
    const fence = marks({ title: 'Schweinepest: Zaun im Kreis Lindholm wird verlängert', text: 'Der Landkreis Lindholm verlängert den Zaun gegen die Afrikanische Schweinepest.' }, 'de');
    const gallinas = marks({ title: 'Alemania sacrifica 45.000 gallinas por un brote de gripe aviar', text: 'Las autoridades de Lindholm han detectado el virus H5N1.' }, 'es');
    assert.equal(conflictingFacts(hens, fence), true);
    assert.equal(conflictingFacts(hens, gallinas), false, 'bird flu is "Geflügelpest" and "gripe aviar", not flu besides');
    const jabs = marks({ title: 'Flu jab clinics open in Thornbury', text: 'Pharmacies in Thornbury offer flu jabs.' });
    const measles = marks({ title: 'Measles outbreak prompts school jabs drive', text: 'Health officials will vaccinate pupils after 14 cases of measles.' });
    assert.equal(conflictingFacts(jabs, measles), true);
  });

  it('keeps apart a storm\'s damage in a town a title names and another place, but not its region and a town of it', () => {
    const valley = marks({ title: 'Storm Tamsin brings 80mph gusts to the Aster valley', text: 'Storm Tamsin tore across the Aster valley, bringing down a power line.' });
    const road = marks({ title: 'Storm Tamsin washes away coast road at Pellow Point', text: 'Part of the coast road at Pellow Point collapsed during Storm Tamsin.' });
    const roof = marks({ title: "Tempête Tamsin : le toit d'un gymnase arraché à Plouvenec", text: 'Les rafales de la tempête Tamsin ont arraché la toiture du gymnase.' }, 'fr');
    const homes = marks({ title: 'Angleterre : 30 000 foyers sans électricité après la tempête', text: "Les foyers de la vallée de l'Aster, dans l'ouest de l'Angleterre, restaient privés de courant après la tempête Tamsin." }, 'fr');
    assert.equal(conflictingFacts(valley, road), true);
    assert.equal(conflictingFacts(road, roof), true);
    assert.equal(conflictingFacts(homes, road), true);
    assert.equal(conflictingFacts(valley, homes), false, 'one power cut told by the valley and by the country');
    const region = marks({ title: 'Storm Zoran cuts power to 60,000 homes in Brittany', text: 'Storm Zoran brought gusts to the coast of Brittany.' });
    const rescue = marks({ title: 'Sailor rescued off Brest as Zoran batters the coast', text: 'A lifeboat crew rescued a yachtsman off Brest during Storm Zoran.' });
    assert.equal(conflictingFacts(region, rescue), false);
  });

  it('reads a regulator\'s approval in four languages, and keeps apart one maker\'s drugs for two diseases', () => {
    const backed = marks({ title: "EU regulator backs Norrgen's Alzheimer's drug", text: "Experts at the European Medicines Agency have recommended approval of Norrgen Pharma's antibody." });
    const licht = marks({ title: 'Grünes Licht für neues Alzheimer-Medikament', text: 'Die Europäische Arzneimittel-Agentur empfiehlt das Mittel von Norrgen.' }, 'de');
    const avis = marks({ title: "Alzheimer : avis favorable de l'Agence européenne", text: "L'Agence européenne des médicaments a rendu un avis favorable au nouveau traitement." }, 'fr');
    const halted = marks({ title: 'Norrgen halts obesity drug trial over liver concerns', text: 'Norrgen Pharma has paused a trial of its obesity injection.' });
    for (const report of [backed, licht, avis]) assert.deepEqual(report.acts, ['#approval']);
    assert.ok(!avis.content.lead.has('#deal'), 'a "traitement" is no treaty');
    assert.equal(conflictingFacts(backed, halted), true);
    assert.equal(conflictingFacts(backed, avis), false);
  });

  it('reads nurses hired as hiring, so a health minister\'s vaccination drive and her new nurses share her name by half', () => {
    const drive = marks({ title: 'Salud vacunará contra el sarampión tras el brote de Valdemora', text: 'La consejera de Salud, Inés Carvajal, vacunará a 12.000 escolares.' }, 'es');
    const nurses = marks({ title: 'Carvajal anuncia plazas de enfermería', text: 'La consejera de Salud, Inés Carvajal, anunció la contratación de enfermeras.' }, 'es');
    const again = marks({ title: 'Carvajal y el sarampión', text: 'La consejera de Salud, Inés Carvajal, habló del brote.' }, 'es');
    assert.deepEqual(nurses.acts, ['#hiring']);
    const all = [drive, nurses, again];
    assert.ok(parts(all, drive, nurses).names < parts(all, drive, again).names);
  });

  it('reads a harvest lost as damage and hail as a storm, so a harvest lost and a record harvest of one region share its name by half', () => {
    const lost = marks({ title: 'Vendanges : le Montaurel perd un tiers de sa récolte', text: 'Après la grêle, les vignerons du Montaurel annoncent une récolte en baisse.' }, 'fr');
    const record = marks({ title: 'Oliviers : une récolte record attendue dans le Montaurel', text: 'Les oléiculteurs du Montaurel attendent une récolte record.' }, 'fr');
    const told = marks({ title: 'Vendanges : la récolte du Montaurel', text: 'Les vignerons du Montaurel font le point sur la récolte.' }, 'fr');
    assert.deepEqual(lost.acts, ['#mishap']);
    assert.ok(marks({ title: 'Hagel über dem Montaurel', text: 'Hagel zerstörte Reben.' }, 'de').content.lead.has('#storm'));
    const all = [lost, record, told];
    assert.ok(parts(all, lost, record).names < parts(all, lost, told).names);
  });

  it('reads money committed as an investment and a plan against storms as no storm, so a storm and its utility\'s plan stay apart', () => {
    const plan = marks({ title: 'Westcombe Power Networks to bury 600km of overhead lines',
      text: 'Westcombe Power Networks will spend £420m putting lines underground. The work is meant to make the network more resilient to storms.' });
    const storm = marks({ title: 'Storm Tamsin brings gusts to the Aster valley', text: 'Storm Tamsin brought down a line; Westcombe Power Networks could not reach it.' });
    assert.deepEqual(plan.acts, ['#investment']);
    assert.ok(!plan.content.lead.has('#storm'));
    assert.equal(conflictingFacts(storm, plan), true, 'a named storm, and a report that tells of none');
  });

  it('reads power in megawatts and gigawatts as one figure, no name, and a range of hours that gives its word once as two clock times', () => {
    const figures = (title: string, text: string, language = 'en') => [...marks({ title, text }, language).figures.keys()];
    assert.deepEqual(figures('Francia pierde 1,3 GW', 'El sistema perdió 1,3 gigavatios.', 'es'), ['1300mw']);
    assert.deepEqual(figures('Arrêt du réacteur', "L'unité, d'une puissance de 1 300 MW, est à l'arrêt.", 'fr'), ['1300mw']);
    assert.ok(!marks({ title: 'Francia pierde 1,3 GW', text: 'Un reactor se detuvo.' }, 'es').names.has('gw'));
    assert.deepEqual(figures('Cortes de agua', 'Se cortará el suministro de 23.00 a 6.00 horas.', 'es'), ['23h00', '6h00']);
    assert.deepEqual(figures('Water cuts', 'Supply will be cut between 11pm and 6am.'), ['23h00', '6h00']);
    assert.deepEqual(figures('Huelga', 'Un paro de 24 horas.', 'es'), ['24 hours'], 'a while, no clock');
  });

  it('reads a Spanish reactor\'s "parada" as no unemployment and a flight\'s "despegues" as no launch', () => {
    assert.ok(!marks({ title: 'La parada imprevista de un reactor', text: 'Una bomba obligó a parar el reactor.' }, 'es').content.lead.has('#unemployment'));
    assert.deepEqual(marks({ title: 'Caos aéreo en Brenholm', text: 'La avería paralizó los despegues en el aeropuerto.' }, 'es').acts, []);
  });

  it('reads workers who walked out as a strike, so a strike told by its cancelled trains and by its name in Spanish is one', () => {
    const cancelled = marks({ title: 'Nine in ten Karlsweiler suburban trains cancelled', text: 'Only one in ten trains ran around Karlsweiler as drivers walked out over pay.' });
    const huelga = marks({ title: 'Miles de viajeros, atrapados en Karlsweiler por la huelga de maquinistas', text: 'Los andenes de Karlsweiler amanecieron abarrotados.' }, 'es');
    assert.ok(cancelled.content.lead.has('#strike'));
    assert.equal(conflictingFacts(cancelled, huelga), false);
    assert.ok(!marks({ title: 'Trains cancelled', text: 'Trains were cancelled after a signal fault.' }).content.lead.has('#strike'));
  });
});
