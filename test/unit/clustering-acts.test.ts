import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { conflictingFacts, type EventMarks, eventMarks, evidenceParts, materialOf } from '#domain/briefings/script/clustering';
import type { ScriptItem } from '#domain/briefings/script/types';
import { groups, outlet } from '../helpers/clustering-material.ts';

describe('kinds of act, and words that name no happening where they stand', () => {
  const marks = (item: Pick<ScriptItem, 'title' | 'text'>, language = 'en') => eventMarks(item, language);
  const lead = (title: string, text: string, language = 'en') => marks({ title, text }, language).content.lead;

  it('reads a court striking down a law and a strike averted as no strike, and a strike as one', () => {
    assert.ok(!lead("Top court strikes down phone data law", 'The court struck down the law on Thursday.').has('#strike'));
    assert.ok(!lead('Metalworkers win 5.5% pay rise', 'The deal was struck overnight, averting strikes at carmakers.').has('#strike'));
    assert.ok(!lead('Accord salarial', "L'accord permet d'éviter une grève dans la métallurgie.", 'fr').has('#strike'));
    assert.ok(lead('Pilots end strike after pay deal', 'Pilots at Nordvik Air have called off their strike.').has('#strike'));
    const ruling = marks({ title: "Portugal's top court strikes down phone data law", text: "Portugal's Constitutional Court struck down a law on call records within 60 days." });
    const censure = marks({ title: 'Le Tribunal constitutionnel portugais censure la loi', text: 'Le Tribunal constitutionnel du Portugal a censuré la loi; Lisbonne dispose de 60 jours.' }, 'fr');
    assert.equal(conflictingFacts(ruling, censure), false, 'a ruling told in two languages: neither tells a strike');
  });

  it('reads English "close" as no closure ("close to its low", "Friday\'s close"), "closed" and "closure" as one; Spanish "crece" as no flood', () => {
    assert.ok(!lead('Unemployment steady at 6.3%', 'Unemployment held at 6.3%, close to its record low.').has('#closure'));
    assert.ok(!lead('Takeover agreed', "The offer is a premium of 28% to Friday's close.").has('#closure'));
    assert.ok(lead('Station closed', 'The station closed on Monday for works.').has('#closure'));
    assert.ok(lead('Hospital to stop births', 'The hospital will close its maternity unit on July 1.').has('#closure'), 'the bare form before a possessive');
    assert.ok(!lead('Talks resume', 'Negotiators hope to close the gap on pay.').has('#closure'));
    assert.ok(!lead('El PIB británico crece un 0,3 %', 'La economía creció un 0,3 %.', 'es').has('#flood'));
    assert.ok(lead('Inundaciones en Valencia', 'Las inundaciones anegaron cientos de casas.', 'es').has('#flood'));
  });

  it('reads an office left in other words as a resignation: "steps down", "gibt ihr Amt ab", "wirft … hin"', () => {
    assert.ok(lead('Ingrid Sollen steps down after eleven years', 'Ingrid Sollen announced on Monday that she was leaving.').has('#resignation'));
    assert.ok(lead('KVB-Chefin wirft nach elf Jahren hin', 'Nach elf Jahren gibt sie ihr Amt zum Monatsende ab.', 'de').has('#resignation'));
    assert.ok(!lead('Inflation steps up', 'Prices rose faster in May.').has('#resignation'));
  });

  it('reads a dam giving way, its "rupture", "Bruch" and "rotura" as a collapse, and a wreck "found" or "hallado" as a find', () => {
    assert.ok(lead('Hollo dam gives way after days of rain', 'An earth dam at the Hollo reservoir gave way early on Sunday.').has('#collapse'));
    assert.ok(lead('Rupture du barrage de Hollo', "L'exploitant attribue la rupture de la digue aux pluies.", 'fr').has('#collapse'));
    assert.ok(lead('Hunderte verlassen ihre Häuser', 'Nach dem Bruch eines Staudamms wurden 600 Bewohner in Sicherheit gebracht.', 'de').has('#collapse'));
    assert.ok(lead('Roman cargo ship found off Spanish coast', 'Divers have found a Roman merchant ship.').has('#discovery'));
    assert.ok(lead('Hallan un pecio romano', 'Arqueólogos han hallado un barco romano.', 'es').has('#discovery'));
    assert.ok(!lead('Vantor founded in 1952', 'The company was founded by two chemists.').has('#discovery'));
  });

  it('reads a robbery in four languages as a theft: "heist", "Juwelenraub", "braquage", "atraco"', () => {
    assert.ok(['Jewellery heist in Vaudra', 'Juwelenraub in Frankreich', 'Braquage chez un bijoutier de Vaudra', 'Atraco a una joyería de Valdra']
      .every((title, index) => lead(title, '', ['en', 'de', 'fr', 'es'][index]).has('#theft')));
  });

  it('reads a death told in the present tense in four languages', () => {
    assert.ok(['Muere un motorista en la carretera', 'Un randonneur meurt dans les Alpes', 'Wanderer stirbt am Kellpass', 'Hiker dies on the Kellpass']
      .every((title, index) => lead(title, '', ['es', 'fr', 'de', 'en'][index]).has('#killed')));
  });

  it('reads a deal, a signing, a period or a market\'s day closed as no closure, and a plant closed as one', () => {
    assert.ok(!lead('El Deportivo cierra la cesión del delantero Mattis Brevel', 'El club ha cerrado la llegada del delantero.', 'es').has('#closure'));
    assert.ok(!lead('Vantor gana 1.200 millones', 'Vantor cerró el último ejercicio con un beneficio de 1.200 millones.', 'es').has('#closure'));
    assert.ok(!lead('Stocks rally', 'Shares in Vantor closed higher on Friday.').has('#closure'));
    assert.ok(lead('Oskar cerrará su planta de Tordesa', 'Oskar Motor cierra su planta de motores de Tordesa.', 'es').has('#closure'));
  });

  it('reads a Spanish call to the workshop as a recall, and an English fire by its noun, not by "fired"', () => {
    assert.ok(lead('Marvo llamará a revisión 12.000 coches', 'Marvo llamará a revisión a unos 12.000 vehículos.', 'es').has('#recall'));
    assert.ok(lead('Lorry fire closes tunnel', 'A lorry caught fire inside the tunnel.').has('#wildfire'));
    assert.ok(!lead('Kesting fired its coach', 'The club fired the coach on Monday.').has('#wildfire'));
    const plant = marks({ title: 'Marvo to shut engine plant, 1,100 jobs at risk', text: 'Carmaker Marvo will close its engine plant in Saint-Aubin.' });
    const recall = marks({ title: 'Marvo llamará a revisión 12.000 coches en España', text: 'Marvo llamará a revisión a unos 12.000 vehículos por un defecto.' }, 'es');
    assert.ok(conflictingFacts(plant, recall), 'a carmaker\'s plant closing and its recall');
  });

  it('reads jobs cut, a headquarters moved and a summit as kinds of happening in four languages, and jobs alone as none', () => {
    assert.ok(lead('Arkon to cut 1,200 jobs', 'Arkon Holdings will cut 1,200 jobs worldwide.').has('#layoffs'));
    assert.ok(lead('Lumi-Hersteller streicht acht Prozent der Stellen', 'Der Hersteller baut acht Prozent seiner Belegschaft ab.', 'de').has('#layoffs'));
    assert.ok(lead('Arkon supprime 1 200 postes', 'Le groupe va supprimer 1 200 postes.', 'fr').has('#layoffs'));
    assert.ok(lead('Olvera recorta 300 empleos', 'La empresa recortará 300 empleos.', 'es').has('#layoffs'));
    assert.ok(!lead('Arkon hires 300', 'Arkon created 300 new jobs in Espoo.').has('#layoffs'));
    assert.ok(lead('Vantor Steel to move headquarters to Rotterdam', 'The company will move its headquarters next year.').has('#relocation'));
    assert.ok(lead('Stahlkonzern verlegt Zentrale nach Rotterdam', 'Vantor Steel verlegt seine Zentrale.', 'de').has('#relocation'));
    assert.ok(lead('Vantor Steel quitte Luxembourg', 'Le groupe va transférer son siège à Rotterdam.', 'fr').has('#relocation'));
    assert.ok(lead('Cumbre en Riga', 'Los líderes se reunieron en una cumbre.', 'es').has('#summit'));
  });

  it('reads a company\'s guidance and a count of retail sales as kinds of happening in four languages', () => {
    assert.ok(lead('Solenne cuts outlook', 'Solenne cut its full-year forecast.').has('#forecast'));
    assert.ok(lead('Solenne-Aktie bricht nach Prognosesenkung ein', 'Der Konzern hatte sein Umsatzziel gesenkt.', 'de').has('#forecast'));
    assert.ok(lead('Solenne abaisse ses prévisions annuelles', 'Le groupe a abaissé son objectif.', 'fr').has('#forecast'));
    assert.ok(lead('UK retail sales fall 0.8% in July', 'Retail sales fell by 0.8%.').has('#retail-sales'));
    assert.ok(lead('Les ventes au détail reculent', 'Les ventes au détail ont reculé de 0,8 %.', 'fr').has('#retail-sales'));
    assert.ok(!lead('Solenne sales rise', 'Sales rose 4% in the quarter.').has('#retail-sales'), 'a company\'s sales are no count of retail sales');
  });

  it('keeps a report whose title tells a resignation apart from one that tells none: a party leader quitting after an election and its result', () => {
    const result = marks({ title: "Denmark's Social Democrats win election", text: "Denmark's Social Democrats came first with 24.6%. The Liberals won 21.3%." });
    const quits = marks({ title: 'Liberal leader Jens Fogh quits after election defeat', text: "Jens Fogh resigned as leader of Denmark's Liberals after the party won 21.3%." });
    const again = marks({ title: 'Fogh steps down', text: "Jens Fogh resigned on Wednesday as leader of Denmark's Liberals." });
    const before = marks({ title: 'Sorvik wird neue Finanzministerin', text: 'Das Parlament hat Lena Sorvik bestätigt. Sie folgt auf den zurückgetretenen Amtsinhaber.' }, 'de');
    const appointed = marks({ title: 'Lena Sorvik, nueva ministra de Hacienda', text: 'El Parlamento confirmó a Lena Sorvik.' }, 'es');
    assert.equal(conflictingFacts(result, quits), true);
    assert.equal(conflictingFacts(quits, again), false, 'one resignation in two reports');
    assert.equal(conflictingFacts(before, appointed), false, 'a resignation the lead tells of before the appointment its title tells');
  });

  const parts = (all: EventMarks[], a: EventMarks, b: EventMarks) => evidenceParts(a, b, materialOf(all));

  it('weighs half the names two reports share when each tells another kind of act and they give no figure in common', () => {
    const takeover = marks({ title: 'Brenmark agrees takeover of crisp maker Olvera', text: 'Dutch food group Brenmark has agreed to buy Olvera Snacks.' });
    const chair = marks({ title: 'Brenmark appoints Hanna Vos as chair', text: 'Brenmark has appointed Hanna Vos as chair of its supervisory board.' });
    const meeting = marks({ title: 'Brenmark meets Hanna Vos', text: 'Brenmark has met Hanna Vos to talk about its supervisory board.' });
    const all = [takeover, chair, meeting];
    assert.deepEqual([takeover.acts, chair.acts, meeting.acts], [['#takeover'], ['#appointment'], []]);
    const apart = parts(all, takeover, chair).names;
    assert.ok(apart > 0, 'the name still counts');
    assert.ok(Math.abs(apart - parts(all, takeover, meeting).names / 2) < 1e-9, 'one company\'s takeover and its new chair: the name weighs half');
    const cuts = outlet('a', 'Copperfield Daily', 'Arkon to cut jobs as smartphone sales slump',
      'Arkon Holdings will cut jobs at its research sites in Espoo and Tampere after sales of its handsets fell.');
    const contract = outlet('b', 'Quarry Hill Gazette', 'Arkon wins network contract in Brazil',
      'Arkon Holdings will supply radio equipment for a network being built in Brazil.');
    assert.deepEqual(groups([cuts, contract]), [['a'], ['b']]);
  });

  it('reads a product put on the market as a launch, and two reports of different kinds of act as sharing no action, whatever title words they share', () => {
    assert.ok(lead('Lumi X7 goes on sale with three-day battery', 'The phone went on sale in 30 countries.').has('#launch'));
    assert.ok(lead('Arkon lance le Lumi X7', 'Le lancement du téléphone a eu lieu lundi.', 'fr').has('#launch'));
    assert.ok(!lead('Commission launches probe into Skyra', 'The Commission launched an investigation on Monday.').has('#launch'), 'a probe is launched too');
    const launch = marks({ title: 'Lumi X7 smartphone goes on sale', text: "Arkon's new Lumi X7 smartphone went on sale in 30 countries." });
    const cuts = marks({ title: 'Arkon to cut 1,200 jobs as smartphone sales slump', text: 'Arkon Holdings will cut 1,200 jobs after sales of its smartphones fell.' });
    const review = marks({ title: 'Lumi X7 smartphone reviewed', text: "Arkon's new Lumi X7 smartphone has a bright screen." });
    const all = [launch, cuts, review];
    assert.equal(parts(all, launch, cuts).action, 0);
    assert.ok(parts(all, review, cuts).action > 0, 'a report that tells no act shares the title word "smartphone" as before');
  });

  it('reads the act a title tells before the lead\'s, so a lead that tells what came before is not the report\'s act', () => {
    const named = marks({ title: 'Belgium appoints hospital director as health minister', text: 'Els Marchal was appointed health minister, a day after her predecessor quit.' });
    assert.deepEqual(named.acts, ['#appointment']);
    assert.deepEqual(marks({ title: 'Belgian minister under pressure', text: 'The health minister resigned on Saturday.' }).acts, ['#resignation']);
  });

  it('keeps apart two reports that give one office two holders, neither naming the other\'s: the outgoing and the incoming minister', () => {
    const outgoing = marks({ title: 'Belgian health minister resigns', text: "Belgium's health minister, Paul Anker, resigned on Saturday over hospital contracts." });
    const incoming = marks({ title: 'Belgium names new health minister', text: 'The prime minister named Els Marchal as health minister on Sunday.' });
    const both = marks({ title: 'Marchal succeeds Anker', text: 'The prime minister named Els Marchal as health minister after Paul Anker resigned.' });
    const again = marks({ title: 'Anker quits', text: 'Health Minister Paul Anker quit on Saturday.' });
    assert.equal(conflictingFacts(outgoing, incoming), true);
    assert.equal(conflictingFacts(outgoing, both), false, 'a report that names both holders');
    assert.equal(conflictingFacts(outgoing, again), false, 'one holder');
  });

  it('reads what befalls a place and what follows it as one kind, and what a place or company does as kinds of its own', () => {
    const acts = (title: string, text: string, language = 'en') => marks({ title, text }, language).acts;
    assert.deepEqual(acts('Explosion at Brenford paint works', 'Two workers were hurt.'), ['#mishap']);
    assert.deepEqual(acts('Castleby residents allowed home as River Wend falls', 'Residents began to return home on Monday.'), ['#mishap'], 'an evacuation\'s end');
    assert.deepEqual(acts('Roter Panda aus dem Zoo Pellhagen entlaufen', 'Der Panda kletterte über einen Baum.', 'de'), ['#mishap']);
    assert.deepEqual(acts('Fuite d\'eau au musée Arvel', 'Une fuite a endommagé des dessins.', 'fr'), ['#mishap']);
    assert.deepEqual(acts('Brenford paint works to create 80 jobs', 'The company will create 80 jobs at the plant.'), ['#hiring']);
    assert.deepEqual(acts('Quimbel ampliará su fábrica', 'La empresa creará 80 puestos de trabajo.', 'es'), ['#hiring']);
    assert.deepEqual(acts('Le musée Arvel accueille des tapisseries', 'Le musée présente une exposition de tapisseries.', 'fr'), ['#exhibition']);
    assert.deepEqual(acts('Southline führt Handy-Ticket ein', 'Fahrgäste können ab Montag per App zahlen.', 'de'), ['#opening']);
    assert.deepEqual(acts('Brenford clinic gets new scanner', 'The clinic has installed a second scanner.'), ['#opening'], 'equipment put into service');
    assert.deepEqual(acts('Southline to add late trains to Harbury', 'The operator will run two more trains each evening.'), ['#service']);
    assert.deepEqual(acts('Des navettes supplémentaires pour Arvel', 'La ville ajoute deux navettes le soir.', 'fr'), ['#service']);
    assert.deepEqual(acts("Un robot pour l'hôpital d'Arvel", "L'hôpital d'Arvel s'est doté d'un robot chirurgical.", 'fr'), ['#opening']);
    assert.deepEqual(acts('Le prix Vallorin', 'Le prix est doté de 20 000 euros.', 'fr'), ['#win'], 'a prize endowed is nothing put into service');
    assert.deepEqual(acts('Castleby unveils £9m flood wall', 'The wall protects 300 homes.'), ['#opening'], 'a flood wall is no flood');
    assert.deepEqual(acts('Weather satellite lifts off', 'The rocket lifted off at 21:14.'), ['#opening'], 'a launch is opened');
    assert.deepEqual(acts("Le pont d'Ennsfeld rouvert", "Le pont a rouvert à la circulation après huit mois de travaux.", 'fr'), ['#opening'], 'a bridge reopened');
    assert.deepEqual(acts('Brücke wiedereröffnet', 'Die Brücke ist nach acht Monaten wiedereröffnet.', 'de'), ['#opening']);
    assert.deepEqual(acts('Puente reabierto', 'El puente ha sido reabierto al tráfico.', 'es'), ['#opening']);
    assert.deepEqual(acts('Hunderte Bewohner im Tal', 'Die Behörden haben 600 Bewohner in Sicherheit gebracht.', 'de'), ['#mishap'], 'people brought to safety');
    assert.deepEqual(acts('A long night in Sorrabal', 'Around 400 residents were moved out of their homes overnight.'), ['#mishap']);
  });

  it('reads a service down as an outage, a region opened by the bare Spanish "abre", and a Spanish champion as a win', () => {
    const acts = (title: string, text: string, language = 'en') => marks({ title, text }, language).acts;
    assert.deepEqual(acts('Stundenlange Störung bei Skarn', 'Ein Ausfall beim Cloudanbieter Skarn legte Banking-Apps lahm.', 'de'), ['#mishap']);
    assert.deepEqual(acts('Skarn abre su primera región en España', 'El proveedor ha activado tres centros de datos.', 'es'), ['#opening']);
    assert.deepEqual(acts('Rovak, campeona en Velmont', 'La tenista Ines Rovak conquistó el torneo.', 'es'), ['#win']);
    const outage = marks({ title: 'Cloud outage knocks banking apps offline', text: 'A failure at Skarn Cloud left customers of several banks unable to log in.' });
    const down = marks({ title: 'Störung bei Skarn', text: 'Ein Ausfall bei Skarn Cloud hat Banking-Apps lahmgelegt.' }, 'de');
    const region = marks({ title: 'Skarn Cloud abre su primera región en España', text: 'Skarn Cloud ha activado centros de datos en España.' }, 'es');
    assert.ok(parts([outage, down, region], outage, region).names < parts([outage, down, region], outage, down).names, 'an outage and a new region: two acts of one provider');
  });

  it('weighs half the names of a company\'s job cuts and its takeover when the cuts\' report gives the takeover\'s sum as what came before', () => {
    const takeover = marks({ title: 'Halvard Motors to buy Ostrel in 2.3bn euro deal', text: 'Halvard Motors agreed to buy Ostrel for 2.3bn euros.' });
    const cuts = marks({ title: 'Halvard va supprimer 1 800 postes', text: "Le constructeur Halvard supprime 1 800 emplois au lendemain d'un rachat à 2,3 milliards d'euros." }, 'fr');
    const paid = marks({ title: 'Halvard va supprimer 1 800 postes', text: "Le constructeur Halvard supprime 1 800 emplois. Le rachat d'Ostrel coûte 2,3 milliards d'euros." }, 'fr');
    assert.deepEqual([...cuts.figuresBefore], ['2300000000']);
    assert.deepEqual([...paid.figuresBefore], []);
    const all = [takeover, cuts, paid];
    assert.ok(parts(all, takeover, cuts).names < parts(all, takeover, paid).names, 'the takeover\'s sum told as what came before');
  });

  it('reads goods sold out as an act of their own, so a runner\'s record and his shoes sold out the next day share little but his name', () => {
    const acts = (title: string, text: string, language = 'en') => marks({ title, text }, language).acts;
    assert.deepEqual(acts('Kiptanui-Rekordschuhe ausverkauft', 'Die Laufschuhe, in denen Amos Kiptanui in Velmont Weltrekord lief, sind ausverkauft.', 'de'), ['#sellout']);
    assert.deepEqual(acts('Kiptanui shoes a sellout', 'The shoes Kiptanui wore were a sellout within hours.'), ['#sellout']);
    assert.ok(!acts('Kiptanui, agotado tras su récord', 'El atleta terminó agotado.', 'es').includes('#sellout'), 'a tired runner');
    const record = marks({ title: 'Kiptanui pulvérise le record du monde à Velmont', text: 'Amos Kiptanui a battu le record du monde du 10 000 mètres à Velmont.' }, 'fr');
    const shoes = marks({ title: 'Kiptanui-Rekordschuhe ausverkauft', text: 'Die Laufschuhe, in denen Amos Kiptanui in Velmont Weltrekord lief, sind ausverkauft.' }, 'de');
    const told = marks({ title: 'Weltrekord für Kiptanui in Velmont', text: 'Amos Kiptanui lief in Velmont Weltrekord.' }, 'de');
    const all = [record, shoes, told];
    assert.ok(parts(all, record, shoes).names < parts(all, record, told).names);
  });

  it('reads a fraudulent access to a company\'s systems as a cyberattack, so a breach told by what customers are asked to do shares what happened', () => {
    assert.ok(lead('Telvano demande à ses clients de changer leur mot de passe', "L'opérateur a reconnu un accès frauduleux à son système de facturation.", 'fr').has('#cyberattack'));
    assert.ok(!lead('Telvano change de tarifs', "L'opérateur facilite l'accès à son service client.", 'fr').has('#cyberattack'));
  });

  it('reads a French "prix" before a name of its own as a prize, and a prize and a win as one kind', () => {
    assert.ok(lead('Le prix Vallorin à Jeanne Morel', 'La romancière reçoit 20 000 euros.', 'fr').has('#award'));
    assert.ok(!lead('Le prix Vallorin à Jeanne Morel', 'La romancière reçoit 20 000 euros.', 'fr').has('#prices'));
    assert.ok(lead("Le prix de l'essence", "Le prix de l'essence a atteint 2 euros.", 'fr').has('#prices'));
    assert.deepEqual(marks({ title: 'Le prix Vallorin à Jeanne Morel', text: 'Elle remporte 20 000 euros.' }, 'fr').acts, ['#win']);
    assert.deepEqual(marks({ title: 'Morel wins Vallorin prize', text: 'Jeanne Morel has won the prize.' }).acts, ['#win']);
  });

  it('weighs half the names of one place\'s mishap and its new work, but whole those of one mishap told by its consequences', () => {
    const flood = marks({ title: 'River Wend floods Castleby', text: 'The River Wend burst its banks in Castleby on Monday.' });
    const evacuated = marks({ title: 'Castleby: 150 homes evacuated', text: 'Homes beside the River Wend in Castleby were evacuated.' });
    const wall = marks({ title: 'Castleby unveils new wall on River Wend', text: 'Castleby opened a wall along the River Wend on Sunday.' });
    const visit = marks({ title: 'Castleby visited on River Wend', text: 'Visitors came to Castleby along the River Wend on Sunday.' });
    const all = [flood, evacuated, wall, visit];
    assert.ok(Math.abs(parts(all, flood, wall).names - parts(all, flood, visit).names / 2) < 1e-9, 'a flood and the town\'s new wall');
    assert.ok(Math.abs(parts(all, flood, evacuated).names - parts(all, flood, visit).names) < 1e-9, 'a flood and its evacuation weigh their names whole');
  });
  it('reads goods ordered from a maker as an act of its own by its verbs, not "in order to" nor the orders a company\'s results credit', () => {
    const acts = (title: string, text: string, language = 'en') => marks({ title, text }, language).acts;
    assert.deepEqual(acts('Skyra orders 40 Airbus jets', 'Budget airline Skyra has ordered 40 jets.'), ['#order']);
    assert.deepEqual(acts('Skyra encarga 40 aviones a Airbus', 'La aerolínea Skyra ha encargado 40 aviones.', 'es'), ['#order']);
    assert.deepEqual(acts('Skyra bestellt 40 Jets', 'Die Fluggesellschaft Skyra hat 40 Flugzeuge bestellt.', 'de'), ['#order']);
    assert.ok(!acts('Skyra adds routes', 'Skyra adds routes in order to grow.').includes('#order'));
    assert.ok(!acts('Brennholt profite des commandes asiatiques', 'Les commandes asiatiques ont doublé le bénéfice.', 'fr').includes('#order'));
    const order = marks({ title: 'Skyra encarga 40 aviones a Airbus', text: 'La aerolínea irlandesa Skyra ha encargado 40 aviones a Airbus.' }, 'es');
    const base = marks({ title: 'La aerolínea Skyra abrirá una base en Valencia', text: 'La aerolínea irlandesa Skyra abrirá una base en Valencia y creará 120 empleos.' }, 'es');
    const jets = marks({ title: 'Skyra y sus aviones', text: 'La aerolínea irlandesa Skyra y sus aviones de Airbus.' }, 'es');
    assert.ok(parts([order, base, jets], order, base).names < parts([order, base, jets], order, jets).names, 'an order and a new base: two acts of one airline');
  });

  it('reads a festival\'s line-up, a band\'s tour and a venue\'s works as acts of their own, so one band\'s or one stadium\'s two news weigh their names by half', () => {
    const acts = (title: string, text: string, language = 'en') => marks({ title, text }, language).acts;
    assert.deepEqual(acts('Hollow Pines to headline German festival', 'The band will top the bill at Felsenklang.'), ['#lineup']);
    assert.deepEqual(acts('Felsenklang: The Hollow Pines als Headliner', 'Das Festival hat seine ersten Namen bekanntgegeben.', 'de'), ['#lineup']);
    assert.deepEqual(acts('The Hollow Pines announce autumn arena tour', 'The band will play eleven arena dates.'), ['#tour']);
    assert.deepEqual(acts('El Estadio Arenal cambiará su césped', 'El ayuntamiento renovará el césped del Estadio Arenal en septiembre.', 'es'), ['#renovation']);
    const headline = marks({ title: 'Hollow Pines to headline German festival', text: 'British band The Hollow Pines will top the bill at Felsenklang.' });
    const tour = marks({ title: 'The Hollow Pines announce autumn arena tour', text: 'British band The Hollow Pines will play eleven arena dates.' });
    const news = marks({ title: 'The Hollow Pines at Felsenklang', text: 'British band The Hollow Pines will play at Felsenklang.' });
    const all = [headline, tour, news];
    assert.ok(parts(all, headline, tour).names < parts(all, headline, news).names, 'a festival\'s headliners and the band\'s tour');
  });

  it('reads a show "called off" or "suspendido" as cancelled, and a singer "born" under another name and "ordered to rest" as no birth and no order', () => {
    const acts = (title: string, text: string, language = 'en') => marks({ title, text }, language).acts;
    assert.deepEqual(acts('Stadium show called off', 'The singer has been ordered to rest her voice.'), ['#mishap']);
    assert.deepEqual(acts('Nova Reyes suspende su concierto', 'La cantante ha suspendido el concierto del sábado.', 'es'), ['#mishap']);
    assert.deepEqual(acts('Pop star rests', 'The Spanish pop star, born Lucía Navarro Reyes, has been ordered to rest her voice.'), []);
    assert.deepEqual(acts('Snow leopard twins born at the zoo', 'Two cubs have been born at Lauterberg zoo.'), ['#birth']);
  });

  it('reads a French jury\'s "récompense" as a prize, masks handed back as a restitution in three languages, and Spanish students and police investigating as no study', () => {
    assert.deepEqual(marks({ title: 'Solvera couronne « La Maison des pluies »', text: 'Le festival a décerné samedi sa plus haute récompense au film.' }, 'fr').acts, ['#win']);
    for (const [title, text, language] of <Array<[string, string, string]>>[['German museum hands back masks to Cameroon', 'The museum has handed back 23 masks.', 'en'],
      ['Landesmuseum gibt 23 Bronzemasken an Kamerun zurück', 'Das Museum gibt die Masken zurück.', 'de'], ['Restitution : vingt-trois masques regagnent le Cameroun', 'Les masques seront restitués.', 'fr']]) {
      assert.ok(lead(title, text, language).has('#restitution'), title);
    }
    assert.ok(!lead('El Constitucional tumba la reforma', 'El tribunal devuelve la ley al Parlamento.', 'es').has('#restitution'), 'a law sent back');
    assert.ok(!lead('Investigan la filtración del examen', 'La consejería ha abierto una investigación; unos 4.000 estudiantes podrían repetirlo.', 'es').has('#study'));
    assert.ok(lead('Un estudio vincula el turno de noche a la diabetes', 'Un estudio con 40.000 adultos lo confirma.', 'es').has('#study'));
  });
});
