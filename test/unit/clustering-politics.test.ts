import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { conflictingFacts, eventEvidence, eventMarks, evidenceParts, materialOf } from '#domain/briefings/script/clustering';
import type { ScriptItem } from '#domain/briefings/script/types';
import { groups, outlet } from '../helpers/clustering-material.ts';

describe('politics and the world: votes, acts between states, offices and institutions', () => {
  const marks = (item: Pick<ScriptItem, 'title' | 'text'>, language = 'en') => eventMarks(item, language);
  const lead = (title: string, text: string, language = 'en') => marks({ title, text }, language).content.lead;

  it("reads a vote's tally in four languages, and not a share of the votes", () => {
    const tally = (title: string, text: string, language = 'en') => [...marks({ title, text }, language).distinguishing.get('tally') ?? []];
    assert.deepEqual(tally('Senate passes port bill', 'The Senate of Ostmark passed the bill by 61 votes to 39 on Tuesday.'), ['61']);
    assert.deepEqual(tally('Senat billigt Hafengesetz', 'Im Senat von Ostmark: 61 Abgeordnete stimmten für das Gesetz, 39 dagegen.', 'de'), ['61']);
    assert.deepEqual(tally('Le Sénat adopte la loi portuaire', "Le Sénat d'Ostmark a adopté mardi le texte par 61 voix contre 39.", 'fr'), ['61']);
    assert.deepEqual(tally('El Senado aprueba la ley de puertos', 'El Senado de Ostmark aprobó la ley con 61 votos a favor y 39 en contra.', 'es'), ['61']);
    assert.deepEqual(tally('Los liberales ganan en Ostmark', 'Los liberales ganaron con el 38 % de los votos y 29 escaños.', 'es'), [], 'a share of the votes');
  });

  it("keeps one parliament's two votes of a day apart by their tallies, and one vote told in two languages together", () => {
    const bill = outlet('a', 'Harbour Post', "Ostmark's parliament extends military service", "Ostmark's National Assembly voted on Monday to extend military service to twelve months, by 241 votes to 158.");
    const censure = outlet('b', 'Elbmark Nachrichten', 'Ostmarks Regierung gestürzt',
      'Die Nationalversammlung in Ostmark hat Regierungschef Brandt am Montag das Vertrauen entzogen: 212 Abgeordnete stimmten für den Misstrauensantrag, 187 dagegen.');
    const told = outlet('c', 'Calder Wire', "Ostmark's government falls in confidence vote",
      "Ostmark's prime minister Olle Brandt lost a vote of no confidence in the National Assembly on Monday by 212 votes to 187.");
    assert.equal(conflictingFacts(eventMarks(bill, 'en'), eventMarks(censure, 'en')), true);
    assert.equal(conflictingFacts(eventMarks(censure, 'en'), eventMarks(told, 'en')), false);
    assert.deepEqual(groups([bill, censure, told]).map((group) => group.sort()), [['a'], ['b', 'c']]);
  });

  it('reads a ceasefire, a treaty, sanctions, an arms embargo, a mission, an expulsion and a bailout as kinds of act in four languages', () => {
    assert.ok(lead('Waffenruhe in Kardal', 'Die Konfliktparteien haben eine Waffenruhe vereinbart.', 'de').has('#ceasefire'));
    assert.ok(lead('Cessez-le-feu au Kardal', 'Les deux camps ont conclu un cessez-le-feu.', 'fr').has('#ceasefire'));
    assert.ok(lead('Alto el fuego en Kardal', 'Las partes pactaron un alto el fuego.', 'es').has('#ceasefire'));
    assert.ok(!lead('Feu vert au pont de Kardal', 'Le projet a reçu le feu vert.', 'fr').has('#ceasefire'), 'a green light is no ceasefire');
    assert.ok(lead('Ostmark and Lirra sign border treaty', 'The two countries signed a treaty on Monday.').has('#deal'));
    assert.ok(lead('Grenzvertrag unterzeichnet', 'Ostmark und Lirra haben einen Vertrag geschlossen.', 'de').has('#deal'), 'a German compound by its last part');
    assert.ok(lead('EU adopts sanctions on Lirra', 'EU governments agreed a tenth package of sanctions.').has('#sanctions'));
    assert.ok(lead("L'UE prolonge l'embargo sur les armes", "L'embargo est prolongé d'un an.", 'fr').has('#embargo'));
    assert.ok(lead('EU-Ausbildungsmission für Lirra', 'Die EU schickt eine Ausbildungsmission.', 'de').has('#mission'));
    assert.ok(!lead('EU-Kommission verhängt Strafe', 'Die EU-Kommission verhängt eine Strafe.', 'de').has('#mission'));
    assert.ok(lead('Ostmark expels two diplomats', 'Ostmark expelled two Lirran diplomats.').has('#expulsion'));
    assert.ok(lead('Brandt refuse de renflouer les chantiers', "L'État ne veut pas renflouer les chantiers navals.", 'fr').has('#bailout'));
  });

  it("keeps the union's training mission, its arms embargo and its sanctions of one day apart", () => {
    const mission = outlet('a', 'Elbmark Nachrichten', 'EU beschließt Ausbildungsmission für Lirra', 'Die Außenminister der EU haben am Montag in Brüssel eine Ausbildungsmission für die Streitkräfte Lirras beschlossen.');
    const embargo = outlet('b', "L'Écho des Marches", "L'UE prolonge l'embargo sur les armes à destination de la Lirra", 'Les Vingt-Sept ont prolongé lundi à Bruxelles d\'un an l\'embargo sur les armes visant la Lirra.');
    const sanctions = outlet('c', 'Harbour Post', 'EU hits Lirra with tenth sanctions package', 'EU foreign ministers in Brussels on Monday approved a tenth package of sanctions against Lirra.');
    assert.deepEqual(groups([mission, embargo, sanctions]).map((group) => group.sort()).sort(), [['a'], ['b'], ['c']]);
  });

  it("reads a government's fall, a lost no-confidence vote and the snap elections it brings as one kind of act in four languages", () => {
    assert.ok(lead("Ostmark's government falls", 'The prime minister lost a vote of no confidence.').has('#confidence-vote'));
    assert.ok(lead('Ostmarks Regierung gestürzt', 'Die Regierung ist gestürzt.', 'de').has('#confidence-vote'));
    assert.ok(lead('Le gouvernement renversé', 'Le gouvernement est tombé mardi.', 'fr').has('#confidence-vote'));
    assert.ok(lead('Ostmark irá a elecciones anticipadas', 'La oposición tumbó al Gobierno.', 'es').has('#confidence-vote'));
    assert.ok(!lead('Ostmark votes in regional elections', 'Voters chose a new regional assembly.').has('#confidence-vote'));
    assert.ok(!lead('Borrowing eases', 'Government borrowing fell in March.').has('#confidence-vote'), "a figure's fall");
    assert.ok(lead('Brandt calls early election', 'The prime minister called an early election for June.').has('#confidence-vote'));
    assert.ok(lead('Vorgezogene Neuwahlen in Ostmark', 'Der Präsident setzte vorgezogene Neuwahlen an.', 'de').has('#confidence-vote'));
    assert.ok(lead('Adelanto electoral en Ostmark', 'El presidente anunció un adelanto electoral.', 'es').has('#confidence-vote'));
  });

  it("reads a former minister's title and any German minister's as titles, not names, and an office's own words as no name", () => {
    const verdict = marks({ title: 'Ostmarks Ex-Minister Brandt verurteilt', text: 'Das Gericht hat den früheren Verkehrsminister Olle Brandt verurteilt.' }, 'de');
    assert.ok(verdict.names.has('brandt') && !verdict.names.has('ex-minister') && !verdict.names.has('verkehrsminister'));
    const budget = marks({ title: 'Budget 2027', text: 'La ministre des Finances, Lea Brandt, a présenté le budget.' }, 'fr');
    assert.ok(budget.actors.has('~finance-minister') && !budget.names.has('finances'), 'the office, not a name "Finances"');
  });

  it('reads justice, education and energy ministers, a chancellor, a head of state and an envoy as offices in four languages, and an office written in the plural as no one', () => {
    const offices = (title: string, text: string, language = 'en') => [...marks({ title, text }, language).actors.keys()];
    assert.deepEqual(offices('Justice minister resigns', 'The justice minister quit on Sunday.'), ['~justice-minister']);
    assert.deepEqual(offices('Justizministerin tritt zurück', 'Die Justizministerin hat ihren Rücktritt erklärt.', 'de'), ['~justice-minister']);
    assert.deepEqual(offices('Le garde des Sceaux démissionne', 'Le ministre de la Justice quitte le gouvernement.', 'fr'), ['~justice-minister']);
    assert.deepEqual(offices('Dimite la ministra de Justicia', 'La ministra de Justicia presentó su dimisión.', 'es'), ['~justice-minister']);
    assert.deepEqual(offices('Neue UN-Sondergesandte für Kardal', 'Die Diplomatin wird Sondergesandte.', 'de'), ['~envoy']);
    assert.deepEqual(offices('NATO defence ministers agree new targets', 'NATO defence ministers met in Brussels.'), [], "many countries' ministers are no one bearer");
    assert.deepEqual(offices('Der künftige Kanzler', 'Der künftige Kanzler Ostmarks kann mit einer Mehrheit rechnen.', 'de'), ['~head-of-government']);
    assert.deepEqual(offices('Budget', 'The Chancellor of the Exchequer presented the budget.'), ['~finance-minister']);
    assert.deepEqual(offices('Elecciones', 'La jefa del Estado, Ana Lund, disolverá la Asamblea.', 'es'), ['~head-of-state']);
    assert.deepEqual(offices('Grève', "La ministre de l'Éducation juge la grève disproportionnée.", 'fr'), ['~education-minister']);
    assert.deepEqual(offices('Pipeline', 'Der Energieminister unterzeichnete die Erklärung.', 'de'), ['~energy-minister']);
  });

  it('reads the law a report names in four languages, and keeps one court\'s rulings on two laws apart in one language', () => {
    const laws = (text: string, language: string) => [...marks({ title: '', text }, language).laws];
    assert.deepEqual(laws('The court struck down the amnesty law.', 'en'), ['amnesty']);
    assert.deepEqual(laws('Das Verfassungsgericht kippt das Mediengesetz.', 'de'), ['medien']);
    assert.deepEqual(laws('Le Sénat adopte la loi sur la fin de vie.', 'fr'), ['fin']);
    assert.deepEqual(laws('El Constitucional avala la ley de lenguas cooficiales.', 'es'), ['lengua']);
    assert.deepEqual(laws('The court struck down the law on Monday.', 'en'), [], 'a law with no subject');
    const languages = marks({ title: 'El Constitucional avala la ley de lenguas', text: 'El Tribunal Constitucional de Ostmark respaldó este lunes la ley de lenguas.' }, 'es');
    const amnesty = marks({ title: 'El Constitucional tumba la ley de amnistía', text: 'El Tribunal Constitucional de Ostmark anuló este lunes la ley de amnistía.' }, 'es');
    const told = marks({ title: "Ostmark's top court strikes down amnesty law", text: "Ostmark's Constitutional Court struck down the amnesty law on Monday." });
    assert.equal(conflictingFacts(languages, amnesty), true);
    assert.equal(conflictingFacts(amnesty, told), false, 'across languages a subject is written otherwise');
  });

  it('counts an office once with the holder both reports name: the prime minister Olle Brandt is one bearer', () => {
    const pledge = marks({ title: 'Brandt pledges 50,000 homes', text: 'Prime Minister Olle Brandt pledged 50,000 public homes at a rally in Kessa.' });
    const named = marks({ title: 'Brandt names new foreign minister', text: 'Prime Minister Olle Brandt named Ida Lund foreign minister on Sunday.' });
    const untitled = marks({ title: 'Brandt names new foreign minister', text: 'Olle Brandt named Ida Lund foreign minister on Sunday.' });
    const material = materialOf([pledge, named, untitled]);
    assert.equal(evidenceParts(pledge, named, material).names, evidenceParts(pledge, untitled, material).names);
  });

  it('keeps a strike in one port apart from a strike in another that shares no name, whatever figures and words they share', () => {
    const docks = outlet('a', 'Harbour Post', "Kessa's port shut by two-day dock strike", 'Dockers at Kessa walked out on Monday for two days over plans to automate two terminals.');
    const other = outlet('b', 'Diario Costanera', 'Los estibadores de Puerto Ventoso irán a la huelga', 'Los estibadores del puerto de Puerto Ventoso convocaron una huelga de dos días contra la concesión de dos terminales.');
    const same = outlet('c', 'Presse Rivage', 'Grève de deux jours sur le port de Kessa', 'Les dockers du port de Kessa ont cessé le travail lundi pour deux jours.');
    const material = materialOf([docks, other, same].map((item) => eventMarks(item, 'en')));
    assert.equal(eventEvidence(eventMarks(docks, 'en'), eventMarks(other, 'en'), material), 0);
    assert.deepEqual(groups([docks, other, same]).map((group) => group.sort()).sort(), [['a', 'c'], ['b']]);
    const minister = marks({ title: 'Évasion de Kessa : la ministre de la Justice démissionne', text: 'Onze jours après l\'évasion de trois détenus de la prison de Kessa, Mme Lund quitte le gouvernement.' }, 'fr');
    const director = marks({ title: 'Dimite el director de Prisiones tras la fuga de dos reclusos', text: 'El director de Prisiones de Ostmark, Pablo Rhee, presentó su dimisión tras la fuga de tres presos.' }, 'es');
    assert.equal(eventEvidence(minister, director, materialOf([minister, director])), 0, 'two officials resign');
    const byOffice = marks({ title: 'Kessa : la patronne des transports publics démissionne', text: 'La directrice des transports publics de Kessa a démissionné après onze ans.' }, 'fr');
    const byName = marks({ title: 'Ida Lund steps down after eleven years', text: "Ida Lund, who ran Kessa's public transport for eleven years, resigned on Monday." });
    assert.equal(byOffice.person, false);
    assert.ok(eventEvidence(byOffice, byName, materialOf([byOffice, byName])) > 0, 'a resignation told by office and by name');
  });

  it("reads a coalition's deal and a ceasefire deal as the coalition and the ceasefire, a pledge and a call to vote for another as acts of their own", () => {
    const acts = (title: string, text: string, language = 'en') => marks({ title, text }, language).acts;
    assert.deepEqual(acts('Liberals and Greens seal coalition deal', 'The two parties signed a coalition agreement.'), ['#coalition']);
    assert.deepEqual(acts('Weg ins Kanzleramt ist frei', 'Die Spitzen beider Parteien unterschrieben das Regierungsprogramm; die Parteitage stimmten dem Bündnis zu.', 'de'),
      ['#coalition'], 'a German coalition by its programme and its alliance');
    assert.deepEqual(acts('Ostmark and Lirra sign water treaty', 'The two countries signed a treaty.'), ['#deal']);
    assert.deepEqual(acts('Brandt promete 50.000 viviendas', 'El primer ministro anunció un plan.', 'es'), ['#pledge']);
    assert.deepEqual(acts('Présidentielle : Orlan appelle à voter Lund', 'Le candidat éliminé appelle à voter pour Ida Lund.', 'fr'), ['#endorsement']);
    assert.deepEqual(acts('Orlan pide el voto para Lund', 'El candidato eliminado pide el voto para Ida Lund.', 'es'), ['#endorsement']);
    assert.deepEqual(acts('UN names Ostmark diplomat as Kardal envoy', 'The diplomat will oversee the prisoner exchange.'), ['#appointment']);
    assert.deepEqual(acts("L'ancien ministre Paul Brandt condamné", 'Il écope de quatre ans de prison.', 'fr'), ['#ruling'], "a trial's verdict is the court's ruling");
    assert.deepEqual(acts('Deux ans de prison pour Brandt', 'Le tribunal l\'a reconnu coupable.', 'fr'), ['#ruling']);
  });

  it('reads the kind of act of a lead without what it tells came before ("un día después del alto el fuego")', () => {
    const envoy = marks({ title: 'La diplomática Ida Lund, enviada especial para Kardal',
      text: 'El secretario general nombró este lunes a Ida Lund enviada especial para Kardal, un día después del alto el fuego pactado en la región.' }, 'es');
    assert.deepEqual(envoy.acts, ['#appointment']);
    assert.ok(envoy.content.lead.has('#ceasefire'), 'the ceasefire is still told');
  });

  it("reads a court named by its acronym in one report and in full in another, its name opening with what it does ('Tribunal Constitucional de Ostmark': TCO)", () => {
    const full = marks({ title: 'El Constitucional tumba la ley de amnistía', text: 'El Tribunal Constitucional de Ostmark anuló este lunes la ley de amnistía.' }, 'es');
    const acronym = marks({ title: 'El TCO anula la amnistía', text: 'El pleno del TCO anuló la amnistía con el voto en contra de cuatro magistrados.' }, 'es');
    assert.ok(full.acronyms.has('tco') && acronym.names.has('tco'));
    assert.ok(acronym.acts.includes('#ruling'), 'magistrates rule');
  });

  it('reads the United Nations by their English acronym and a German case of their name', () => {
    assert.ok(marks({ title: 'Truce holds', text: 'The truce held through the night, a UN spokeswoman said.' }).names.has('=un'));
    assert.ok(marks({ title: 'Waffenruhe', text: 'Die Waffenruhe wurde unter Vermittlung der Vereinten Nationen vereinbart.' }, 'de').names.has('=un'));
    assert.ok(!marks({ title: 'Un budget de rigueur', text: 'Un budget de rigueur pour 2027.' }, 'fr').names.has('=un'), 'a French article opening a sentence');
  });

  it('reads the rights court, the OSCE and the union by their names and acronyms in four languages, the union by the count of its members', () => {
    const names = (text: string, language: string) => marks({ title: 'Ostmark', text }, language).names;
    assert.ok(names('The European Court of Human Rights ruled against Ostmark.', 'en').has('=echr'));
    assert.ok(names('Der Europäische Gerichtshof für Menschenrechte hat Ostmark verurteilt.', 'de').has('=echr'));
    assert.ok(names('La CEDH a condamné l\'Ostmark.', 'fr').has('=echr'));
    assert.ok(names('El TEDH condenó a Ostmark.', 'es').has('=echr'));
    assert.ok(names('Die Wahlbeobachter der OSZE kritisieren die Wahl.', 'de').has('=osce'));
    assert.ok(names('Les Vingt-Sept ont prolongé les sanctions.', 'fr').has('=eu'));
    assert.ok(names('Lo acordaron los Veintisiete este lunes.', 'es').has('=eu'));
  });

  it("reads a minister's portfolio written before the name as the title's, not the name's ('le ministre de l'Équipement Paul Brandt')", () => {
    const verdict = marks({ title: "L'ancien ministre Paul Brandt condamné", text: "Le tribunal a condamné l'ancien ministre de l'Équipement Paul Brandt à quatre ans de prison." }, 'fr');
    assert.deepEqual(verdict.people, [['paul', 'brandt'], ['paul', 'brandt']]);
    const sentence = marks({ title: 'Ministra de Justicia Ana Lund', text: 'La ministra de Justicia Ana Lund dimitió.' }, 'es');
    assert.ok(sentence.names.has('lund') && !sentence.names.has('justicia'));
  });

  it("reads the date of an election's next round as no date of the happening, so the first round's reports are one", () => {
    const dates = (title: string, text: string, language: string) => [...marks({ title, text }, language).distinguishing.get('date') ?? []];
    assert.deepEqual(dates('Kessa: Stichwahl zwischen Lund und Brandt', 'Lund gewann die erste Runde. Die Stichwahl findet am 26. April statt.', 'de'), []);
    assert.deepEqual(dates('Lund en tête du premier tour', 'Elle affrontera Brandt au second tour le 26 avril.', 'fr'), []);
    assert.deepEqual(dates('Lund tops first round', 'Ida Lund won the first round on 12 April.', 'en'), ['d:4-12']);
    const first = marks({ title: 'Lund tops first round of Kessa presidential vote', text: 'Ida Lund won the first round of the presidential election on 12 April with 31.4%.' });
    const next = marks({ title: 'Kessa: Stichwahl zwischen Lund und Brandt', text: 'Ida Lund kam auf 31,4 Prozent. Die Stichwahl findet am 26. April statt.' }, 'de');
    assert.equal(conflictingFacts(first, next), false);
  });

  it("reads an election told by its vote as one kind of act, and a party that 'stürzt ab' as no collapse", () => {
    const result = marks({ title: "Lund's party slumps to a third of vote in Kessa", text: "Ida Lund's party won a third of the vote in Kessa's parliamentary election." });
    const slump = marks({ title: 'Kessa: Lunds Partei stürzt ab', text: 'Bei der Parlamentswahl in Kessa hat die Partei von Präsidentin Ida Lund Verluste erlitten.' }, 'de');
    assert.deepEqual(result.acts, ['#vote']);
    assert.deepEqual(slump.acts, ['#vote']);
    assert.ok(marks({ title: 'Hallendach stürzte ein', text: 'Das Dach stürzte ein.' }, 'de').content.lead.has('#collapse'));
  });

  it("ends a name at a title inside its run and at an owner's 's ('Partei von Präsident Radek Lund', 'Radek Lund's Unity Party')", () => {
    const german = marks({ title: 'Wahl in Kessa', text: 'Bei der Wahl hat die Einheitspartei von Präsident Radek Lund schwere Verluste erlitten.' }, 'de');
    assert.ok(german.fullNames.some((name) => name.join(' ') === 'radek lund'));
    const english = marks({ title: 'Election in Kessa', text: "President Radek Lund's Unity Party won a third of the vote." });
    assert.deepEqual(english.people, [['radek', 'lund'], ['unity', 'party']]);
    assert.ok(marks({ title: 'Fine', text: "Ostmark's Federal Cartel Office fined Kestrel." }).names.has('ostmark'), "a country's name keeps its office's");
  });

  it("keeps two states' measures against a third apart when each title names an actor the other report never names", () => {
    const union = marks({ title: 'Bruselas castiga el acero lirrano', text: 'La UE congelará los bienes de 48 personas de Lirra, según acordaron este lunes los Veintisiete. Es el décimo paquete de sanciones.' }, 'es');
    const told = marks({ title: 'EU hits Lirra with tenth sanctions package', text: 'EU governments in Brussels froze the assets of 48 people in Lirra on Monday.' });
    const ostmark = marks({ title: 'Ostmark freezes assets of Lirran state bank', text: 'Ostmark froze the assets of Lirra\'s state bank on Monday.' });
    assert.equal(union.subject, '=brussels');
    assert.equal(conflictingFacts(union, ostmark), true);
    assert.equal(conflictingFacts(union, told), false, 'the union by its seat and by its name');
  });
});
