import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { conflictingFacts, type EventMarks, eventMarks, evidenceParts, materialOf } from '#domain/briefings/script/clustering';
import type { ScriptItem } from '#domain/briefings/script/types';

describe('developing stories: first reports, later ones and what followed', () => {
  const marks = (item: Pick<ScriptItem, 'title' | 'text'>, language = 'en') => eventMarks(item, language);
  const parts = (all: EventMarks[], a: EventMarks, b: EventMarks) => evidenceParts(a, b, materialOf(all));

  it('reads robbers "jailed" as a verdict, the court\'s act, so a robbery and a sentence for an earlier one share no action', () => {
    const raid = marks({ title: 'Überfall auf Juwelier in Sandhagen', text: 'Drei maskierte Männer haben ein Juweliergeschäft in Sandhagen überfallen.' }, 'de');
    const jailed = marks({ title: 'Three jailed for Dutch jewellery heist', text: 'A court jailed three men for a jewellery robbery in Veldam two years ago.' });
    assert.deepEqual(jailed.acts, ['#ruling']);
    assert.equal(parts([raid, jailed], raid, jailed).action, 0);
  });

  it('reads a German title\'s clause after a colon as opening a sentence, so "Neue" there names nothing', () => {
    const route = marks({ title: 'Kreta: Neue Flugverbindung ab Sorndorf', text: 'Ab Mai fliegt eine Ferienfluggesellschaft von Sorndorf nach Kreta.' }, 'de');
    const lift = marks({ title: 'Neue Gondelbahn am Hochkar eröffnet', text: 'Am Hochkar ist die neue Gondelbahn in Betrieb gegangen.' }, 'de');
    assert.ok(!route.names.has('neue'));
    assert.equal(parts([route, lift], route, lift).names, 0);
  });

  it('reads people lowered "par rappel" as abseiling, no recall, and a cable car\'s "stoppage" as no strike', () => {
    const evacuated = marks({ title: 'Autriche : les passagers du téléphérique évacués',
      text: 'Les secouristes ont évacué les passagers bloqués dans les cabines, certains par hélicoptère, d\'autres par rappel.' }, 'fr');
    const stopped = marks({ title: 'Broken shaft blamed for Austrian cable car stoppage', text: 'A broken drive shaft caused the cable car to halt.' });
    assert.ok(!evacuated.content.lead.has('#recall'));
    assert.ok(!stopped.content.lead.has('#strike'));
    assert.equal(conflictingFacts(evacuated, stopped), false);
    assert.ok(marks({ title: 'Rappel de yaourts Lindal', text: 'La marque rappelle un lot.' }, 'fr').content.lead.has('#recall'));
    assert.ok(marks({ title: 'Bus drivers stage walkout', text: 'The strike stops every line.' }).content.lead.has('#strike'));
  });

  it('keeps apart two fires whose titles each name the town struck, and leaves a fire "en Francia" free to join the town\'s', () => {
    const block = marks({ title: 'Incendie dans un immeuble de Bellac-sur-Orne : douze blessés', text: 'Un incendie s\'est déclaré dans un immeuble.' }, 'fr');
    const house = marks({ title: 'Cinco heridos en el incendio de una vivienda en Villaseca del Río', text: 'Los bomberos atribuyen el fuego a una estufa.' }, 'es');
    const france = marks({ title: 'Un muerto en el incendio de un bloque de viviendas en Francia', text: 'Un hombre ha muerto en el incendio.' }, 'es');
    assert.equal(conflictingFacts(block, house), true);
    assert.deepEqual(france.titleTowns, []);
    assert.equal(conflictingFacts(block, france), false);
  });

  it('reads a knife attack in four languages as one happening, so a first report and one naming the suspect share what happened', () => {
    const concepts = (title: string, text: string, language: string) => marks({ title, text }, language).content.lead;
    assert.ok(concepts('Messerangriff am Bahnhof von Lindau', 'Ein Mann wurde verletzt.', 'de').has('#stabbing'));
    assert.ok(concepts('Suspect held after station knife attack', 'A commuter was stabbed on a platform.', 'en').has('#stabbing'));
    assert.ok(concepts('Agression au couteau à Lindau', 'Un voyageur a été agressé.', 'fr').has('#stabbing'));
    assert.ok(concepts('Apuñalado un viajero en la estación de Lindau', 'El agresor huyó.', 'es').has('#stabbing'));
    assert.deepEqual(marks({ title: 'Suspect held after station knife attack', text: 'A commuter was stabbed.' }).acts, ['#mishap']);
  });

  it('reads homes "geräumt" as evacuated, and a happening denied right after "aucune", "kein", "no" or "ningún" as none', () => {
    assert.ok(marks({ title: 'Gasgeruch in Sorndorf: Häuser geräumt', text: 'Die Feuerwehr ließ die Straße räumen.' }, 'de').content.lead.has('#evacuation'));
    const noLeak = marks({ title: 'Déraillement près de Kellau : aucune fuite', text: 'Les wagons-citernes sont sortis des rails.' }, 'fr');
    assert.ok(!noLeak.content.lead.has('#leak'));
    assert.ok(noLeak.content.lead.has('#crash'));
    assert.ok(!marks({ title: 'Kassen fallen aus – kein Hackerangriff', text: 'Der Händler nennt ein Update als Ursache.' }, 'de').content.lead.has('#cyberattack'));
    assert.ok(marks({ title: 'Fuite de gaz à Kellau', text: 'Une fuite a été détectée.' }, 'fr').content.lead.has('#leak'));
  });

  it('reads a ministry that "orders inquiry into jailbreak" as ordering no goods, an escape from a jail as no verdict, and a jailbreak as an escape', () => {
    const inquiry = marks({ title: 'French ministry orders inquiry into jailbreak', text: 'Two prisoners cut through bars at a jail in the south-west.' });
    assert.deepEqual(inquiry.acts, ['#mishap']);
    assert.ok(inquiry.content.lead.has('#escape'));
    assert.ok(!inquiry.content.lead.has('#verdict'));
    assert.deepEqual(marks({ title: 'Airline orders 40 jets', text: 'The order is worth $4bn.' }).acts, ['#order']);
  });

  it('reads an alert that "a été levée" as lifted, no funds raised, and a leak ruled out, "exclu toute fuite", as none', () => {
    const lifted = marks({ title: 'Déraillement près de Kellau', text: "Les pompiers ont exclu toute fuite. L'alerte a été levée pour les riverains." }, 'fr');
    assert.ok(!lifted.content.lead.has('#funding'));
    assert.ok(!lifted.content.lead.has('#leak'));
    assert.ok(marks({ title: 'Levée de fonds pour Kellau Robotics', text: 'La jeune pousse annonce une levée de 12 millions.' }, 'fr').content.lead.has('#funding'));
  });

  it('reads a hit-and-run as one happening in English and German, and a German "Busunglück" as a crash', () => {
    const killed = marks({ title: 'Cyclist killed in hit-and-run in Wendby', text: 'A car failed to stop on the ring road.' });
    const handed = marks({ title: 'Unfallflucht in Wendby: Fahrer stellt sich', text: 'Ein Mann hat sich bei der Polizei gestellt.' }, 'de');
    assert.ok(killed.content.lead.has('#hit-and-run'));
    assert.ok(handed.content.lead.has('#hit-and-run'));
    assert.ok(parts([killed, handed], killed, handed).content > 0);
    assert.ok(!marks({ title: 'Run on the bank', text: 'Savers hit the queues.' }).content.lead.has('#hit-and-run'));
    assert.ok(marks({ title: 'Busunglück in Spanien', text: 'Der Fahrer wurde vernommen.' }, 'de').content.lead.has('#crash'));
  });

  it('names a region or a range by its names in four languages ("in Tirol" = "du Tyrol", "Pyrénées" = "el Pirineo")', () => {
    const tirol = marks({ title: 'Seilbahn steht still', text: 'Die Seilbahn auf den Kogel in Tirol ist stehen geblieben.' }, 'de');
    const tyrol = marks({ title: 'Téléphérique : passagers évacués', text: "Les secouristes ont évacué les passagers d'un téléphérique du Tyrol." }, 'fr');
    assert.ok(parts([tirol, tyrol], tirol, tyrol).names > 0);
    const pirineo = marks({ title: 'Buscan a dos montañeros', text: 'La Guardia busca a dos excursionistas en el Pirineo oscense.' }, 'es');
    const pyrenees = marks({ title: 'Pyrénées : deux randonneurs retrouvés', text: 'Les deux jeunes ont été retrouvés lundi.' }, 'fr');
    assert.ok(parts([pirineo, pyrenees], pirineo, pyrenees).names > 0);
    assert.deepEqual(marks({ title: 'Buscan a dos montañeros', text: 'La niebla impide que despegue el helicóptero.' }, 'es').acts, []);
  });

  it('reads Spanish "contratos" as contracts, no people hired, so pressure on a minister over contracts and his resignation tell no two acts', () => {
    const pressure = marks({ title: 'Crece la presión sobre Ortega por los contratos del puerto', text: 'La oposición exige su dimisión.' }, 'es');
    assert.ok(!pressure.content.lead.has('#hiring'));
    assert.ok(marks({ title: 'Sanidad anuncia la contratación de 300 enfermeras', text: 'Las plazas se cubrirán en mayo.' }, 'es').content.lead.has('#hiring'));
  });

  it('reads tills that "streiken" and a Spanish "fallo" in the payments as an outage, so a card outage told in German and Spanish is one story', () => {
    const tills = marks({ title: 'Ortmann: Kassen streiken bundesweit', text: 'In den Filialen der Supermarktkette Ortmann funktionierte keine Kartenzahlung.' }, 'de');
    const failure = marks({ title: 'Ortmann pide disculpas por el fallo en los pagos', text: 'La cadena atribuye el fallo en los datáfonos a una actualización.' }, 'es');
    for (const report of [tills, failure]) {
      assert.ok(report.content.lead.has('#blackout'));
      assert.ok(!report.content.lead.has('#strike') && !report.content.lead.has('#ruling'));
    }
    assert.equal(conflictingFacts(tills, failure), false);
    assert.ok(marks({ title: 'Piloten streiken bei Corvel', text: 'Die Gewerkschaft ruft zum Streik auf.' }, 'de').content.lead.has('#strike'));
    assert.ok(marks({ title: 'El Supremo dicta su fallo', text: 'Las partes acatarán el fallo del tribunal.' }, 'es').content.lead.has('#ruling'));
  });

  it('reads a Spanish "fuga" of prisoners as an escape and one of gas as a leak', () => {
    const escape = marks({ title: 'Dimite el director de Prisiones tras la fuga de dos reclusos', text: 'Los presos siguen en paradero desconocido.' }, 'es');
    assert.ok(escape.content.lead.has('#escape') && !escape.content.lead.has('#leak'));
    assert.ok(marks({ title: 'Una fuga de gas obliga a desalojar un edificio', text: 'Los bomberos cortaron el suministro.' }, 'es').content.lead.has('#leak'));
  });

  it('reads "ouvre une enquête", "l\'ouverture du score" and the award of a contract as no opening and no prize', () => {
    const inquiry = marks({ title: 'Harwick : le parquet ouvre une enquête après l\'explosion', text: 'Deux salariés ont été tués.' }, 'fr');
    const score = marks({ title: 'Lavera battu à Dornwald', text: 'Lavera s\'est incliné 3-1 malgré l\'ouverture du score.' }, 'fr');
    const contract = marks({ title: 'Minister quits over tunnel deal', text: 'He resigned over the award of a €900m tunnel contract.' });
    assert.ok(!inquiry.content.lead.has('#opening') && !score.content.lead.has('#opening'));
    assert.ok(!contract.content.lead.has('#award'));
    assert.ok(marks({ title: 'Le musée a ouvert ses portes', text: 'Ouverture du nouveau musée samedi.' }, 'fr').content.lead.has('#opening'));
    assert.ok(marks({ title: 'Film wins festival award', text: 'The award went to a debut.' }).content.lead.has('#award'));
  });

  it('reads a German place ending in "-bruch" as no collapse, where a dam\'s "Bruch" is one', () => {
    assert.ok(!marks({ title: 'Neue Klinik in Hasselbruch', text: 'Das Klinikum Hasselbruch eröffnet einen Anbau.' }, 'de').content.lead.has('#collapse'));
    assert.ok(marks({ title: 'Nach dem Bruch eines Staudamms', text: 'Die Behörden evakuieren das Tal.' }, 'de').content.lead.has('#collapse'));
  });

  it('reads a "jewellery raid" as a robbery, and two robberies whose titles name places and share no name as two', () => {
    const raid = marks({ title: 'Überfall auf Juwelier in Sandhagen', text: 'Drei maskierte Männer haben ein Juweliergeschäft in Sandhagen überfallen.' }, 'de');
    const arrests = marks({ title: 'Two arrested after jewellery raid in German city', text: 'Police arrested two men after a raid on Korner jewellers in Sandhagen.' });
    const elsewhere = marks({ title: 'Detenidos dos jóvenes por el robo en una joyería de Villaseca', text: 'La policía detuvo a dos jóvenes por el robo.' }, 'es');
    assert.ok(arrests.content.lead.has('#theft'));
    assert.ok(parts([raid, arrests, elsewhere], raid, arrests).action > 0);
    assert.equal(conflictingFacts(raid, arrests), false);
    assert.equal(conflictingFacts(arrests, elsewhere), true);
    assert.ok(!marks({ title: 'Police raid on Sandhagen flats', text: 'Officers searched six homes.' }).content.lead.has('#theft'));
  });
});
