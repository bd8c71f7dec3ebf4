import { scoreItems } from '#domain/script/ranking';
const mk = (id: string, title: string, text: string) => ({ id, source_id: 's', source_name: 'S', source_url: 'u', title, url: null, published_at: 1_800_000_000, text });
const items = [
  mk('1', 'Carmakers cut electric car prices as battery costs slide', 'Several carmakers lowered prices of their electric cars this week as battery costs fell.'),
  mk('2', 'Voltway to add 1,200 fast chargers along motorways by next summer', 'The charging company said drivers of electric cars would find a rapid charger every 30 miles.'),
  mk('3', 'Electric lorry maker Haulon raises 250 million euros', 'The start-up builds battery-electric trucks for logistics firms.'),
  mk('4', 'ECB holds rates and signals a June cut is on the table', 'The European Central Bank kept its deposit rate at 2 per cent on Thursday.'),
  mk('5', 'Bank of Japan lifts its policy rate to 0.75 per cent', 'The BoJ raised its key rate for the second time this year.'),
  mk('6', "Fed official says rate cuts are 'not imminent'", 'A Federal Reserve governor said inflation was still too high.'),
  mk('7', 'Fed up commuters protest at station', 'Commuters fed up with delays gathered outside the station on Monday.'),
  mk('8', 'Jaguar spotted in Brazilian wetlands', 'Biologists filmed a jaguar hunting caimans.'),
];
for (const interests of [['electric vehicles'], ['central banks']]) console.log(interests, scoreItems(items, interests, 1_800_000_000).map((s) => `${s.item.id}:${s.chosen_for?.matched.join('/')}`));
const de = [
  mk('d1', 'Fußballweltmeisterschaft: Spielplan steht', 'Die Fußballweltmeisterschaft beginnt im Juni. Der Verband stellte den Spielplan vor.'),
  mk('d2', 'EZB senkt die Leitzinsen', 'Die Europäische Zentralbank senkte die Zinsen um 0,25 Prozentpunkte.'),
  mk('d3', 'Neue Elektroautos von VW', 'Volkswagen stellt zwei neue E-Autos vor. Die Stromer sollen 2026 kommen.'),
];
console.log(scoreItems(de, ['Fußball'], 1_800_000_000, { language: 'de' }).map((s) => `${s.item.id}:${s.chosen_for?.matched.join('/')}`));
console.log(scoreItems(de, ['Zentralbanken'], 1_800_000_000, { language: 'de' }).map((s) => `${s.item.id}:${s.chosen_for?.matched.join('/')}`));
console.log(scoreItems(de, ['Elektromobilität'], 1_800_000_000, { language: 'de' }).map((s) => `${s.item.id}:${s.chosen_for?.matched.join('/')}`));
console.log(scoreItems(de, ['central banks'], 1_800_000_000, { language: 'de' }).map((s) => `${s.item.id}:${s.chosen_for?.matched.join('/')}`));
