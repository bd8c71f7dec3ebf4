import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { conflictingFacts, eventEvidence, type EventMarks, eventMarks, evidenceParts, materialOf } from '#domain/briefings/script/clustering';
import type { ScriptItem } from '#domain/briefings/script/types';
import { groups, outlet } from '../helpers/clustering-material.ts';

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

  it('tells an opening and a closure in one place apart, unless a report tells both (a line reopened after works)', () => {
    const closed = marks({ title: 'Cracks close Haldorf bridge to lorries', text: 'The Elde bridge in Haldorf is closed to lorries after inspectors found cracks.' });
    const footbridge = marks({ title: 'Neue Fußgängerbrücke in Haldorf eröffnet', text: 'In Haldorf ist eine neue Fußgängerbrücke über die Elde eröffnet worden.' }, 'de');
    const reopened = marks({ title: 'Haldorf bridge reopens', text: 'The Elde bridge in Haldorf reopened on Monday, a month after it was closed to lorries.' });
    assert.ok(conflictingFacts(closed, footbridge) && conflictingFacts(footbridge, closed));
    assert.ok(!conflictingFacts(closed, reopened) && !conflictingFacts(footbridge, reopened));
    assert.ok(marks({ title: 'Castelnoir', text: 'Le musée des Beaux-Arts de Castelnoir rouvre ses portes samedi.' }, 'fr').content.lead.has('#opening'));
  });

  it('reads a theft, a landslide, a heatwave, a birth and a record as kinds of happening in four languages', () => {
    const lead = (text: string, language: string) => marks({ title: '', text }, language).content.lead;
    for (const [text, language] of [['Burglars stole 14 gold coins from the museum.', 'en'], ['Diebe haben 14 Goldmünzen gestohlen.', 'de'],
      ["Des cambrioleurs ont dérobé quatorze pièces d'or.", 'fr'], ['Unos ladrones robaron 14 monedas de oro.', 'es']] as const) assert.ok(lead(text, language).has('#theft'), text);
    assert.ok(lead('A landslide buried the tracks.', 'en').has('#landslide') && lead('Ein Erdrutsch verschüttete die Gleise.', 'de').has('#landslide'));
    assert.ok(lead('Un éboulement a enseveli les voies.', 'fr').has('#landslide') && lead('La ola de calor seguirá.', 'es').has('#heatwave'));
    assert.ok(lead('Two snow leopard cubs were born at the zoo.', 'en').has('#birth') && lead('Im Zoo sind zwei Schneeleoparden zur Welt gekommen.', 'de').has('#birth'));
    assert.ok(lead('Alcorra bate su récord de calor.', 'es').has('#record') && lead('Un record absolu de chaleur.', 'fr').has('#record'));
  });

  it('reads a word whose stem a happening shares as the other word it is: "according to", a striker, doors, a landslide victory', () => {
    const lead = (text: string, language: string) => [...marks({ title: '', text }, language).content.lead.keys()];
    assert.ok(!lead('Risk fell by a quarter, according to the study.', 'en').includes('#deal'));
    assert.ok(!lead('Der SV Eisenau hat den Stürmer verpflichtet.', 'de').includes('#storm'));
    assert.ok(!lead('Le musée rouvre ses portes samedi.', 'fr').includes('#at-port'));
    assert.ok(!lead('The party won a landslide victory.', 'en').includes('#landslide'));
    assert.ok(lead('Ein Sturm hat Dächer abgedeckt.', 'de').includes('#storm'), 'a storm is still one');
  });

  it('reads a bearer named by what it is and then by its own name ("le musée des Beaux-Arts") as that one, not as another of its kind', () => {
    const theft = marks({ title: 'Castelnoir : pièces volées', text: "Des cambrioleurs ont dérobé quatorze pièces d'or au musée Delarue de Castelnoir." }, 'fr');
    const reopened = marks({ title: 'Castelnoir : réouverture', text: 'Le musée des Beaux-Arts de Castelnoir rouvre samedi après deux ans de travaux.' }, 'fr');
    const anonymous = marks({ title: 'Castelnoir : réouverture', text: 'Le musée rouvre samedi après le vol de quatorze pièces.' }, 'fr');
    assert.ok(!reopened.roles.has('fr:muse') && anonymous.roles.has('fr:muse'));
    assert.equal(parts([theft, reopened], theft, reopened).epithet, 0, 'another museum, named');
    assert.ok(parts([theft, anonymous], theft, anonymous).epithet > 0, 'the museum, by what it is');
  });

  it('reads the parts of a hyphenated name as its words, not as content ("Kellmoor-Sandvik")', () => {
    const line = marks({ title: 'Éboulement', text: 'La ligne Kellmoor-Sandvik est coupée après un éboulement.' }, 'fr');
    assert.ok(line.names.has('kellmoor-sandvik'));
    assert.ok(![...line.content.lead.keys()].some((stem) => stem.startsWith('kellmoor') || stem.startsWith('sandvik')));
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

  it('names a country by its adjective in lower case in German, French and Spanish, and by its name after an elided article that opens a sentence', () => {
    assert.ok(marks({ title: 'Le ministre de la Santé démissionne', text: 'Le ministre belge de la Santé a démissionné samedi.' }, 'fr').names.has('=belgium'));
    assert.ok(marks({ title: 'El PIB crece', text: 'La economía británica creció un 0,3 %.' }, 'es').names.has('=britain'));
    assert.ok(marks({ title: 'Wirtschaft wächst', text: 'Die britische Wirtschaft ist um 0,3 Prozent gewachsen.' }, 'de').names.has('=britain'));
    assert.ok(!marks({ title: 'Airline cuts routes', text: 'The airline will let us know about its turkey sandwiches.' }).names.has('=usa'), 'English writes a country capitalised');
    assert.ok(marks({ title: "L'Autriche présente un plan d'économies", text: "L'UE salue le plan." }, 'fr').names.has('=austria'));
    assert.ok(marks({ title: 'Plan', text: "L'UE et l'Indonésie ont signé un accord." }, 'fr').names.has('=eu'));
    assert.ok(marks({ title: 'Trade deal', text: 'The EU and Indonesia signed a trade deal in Jakarta.' }).names.has('=indonesia'));
  });

  it('reads the words of a well-known name as neither names nor content: two releases on the euro zone share it, not the words "euro" and "zone"', () => {
    const inflation = marks({ title: 'Euro zone inflation eases to 2.4% in May', text: 'Consumer prices in the euro zone rose 2.4%.' });
    assert.ok(inflation.names.has('=eurozone') && !inflation.content.lead.has('zone') && !inflation.content.title.has('euro'));
  });

  it('weighs down two reports in one language that share not one content word', () => {
    const ruling = marks({ title: 'El Constitucional de Valdoria tumba la reforma', text: 'El tribunal constitucional de Valdoria dictamina que la reforma vulnera la Constitución y devuelve la ley al Parlamento.' }, 'es');
    const budget = marks({ title: 'El Parlamento de Valdoria aprueba los presupuestos', text: 'El Parlamento de Valdoria aprobó los presupuestos con los votos de la coalición.' }, 'es');
    const material = materialOf([ruling, budget]);
    assert.ok(evidenceParts(ruling, budget, material).names > 0);
    assert.equal(evidenceParts(ruling, budget, material).content, -0.5);
  });
});
