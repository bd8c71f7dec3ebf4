import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { scoreItems, type ScoringOptions } from '#domain/briefings/script/ranking';
import type { ScriptItem } from '#domain/briefings/script/types';
import { topicIds } from '#domain/catalogue/topics/knowledge-base';
import { profileTopics } from '#domain/catalogue/topics/profile-topics';
import { ValidationError } from '#shared/errors';
import { makeItem } from '../helpers/script-material.ts';

const NOW = 1_800_000_000;
/** A story whose lead restates its headline and adds a plain second sentence, as feed items do. */
const story = (id: string, title: string, lead: string) => makeItem({ id, title, text: `${lead} Officials gave more details later on Monday.` });
const chosen = (items: ScriptItem[], interest: string, options: ScoringOptions = {}) =>
  scoreItems(items, [interest], NOW, options).map(({ item }) => item.id).sort();
const matchedWords = (items: ScriptItem[], interest: string, options: ScoringOptions = {}) =>
  Object.fromEntries(scoreItems(items, [interest], NOW, options).map(({ item, chosen_for }) => [item.id, chosen_for?.matched]));

describe('topics: an interest covers what its topic is called', () => {
  it('counts synonyms and other phrasings of electric vehicles, not other electric things', () => {
    const items = [
      story('cars', 'Carmakers cut electric car prices as battery costs slide', 'Electric cars got cheaper this week as cell prices fell.'),
      story('chargers', 'Operator to add 1,200 fast chargers along motorways', 'Drivers of electric cars will find a rapid charger every 30 miles.'),
      story('lorry', 'Electric lorry maker raises 250 million euros', 'The start-up builds battery-electric trucks for hauliers.'),
      story('guitar', 'Electric guitar sales surge', 'Guitar makers report their best year since 2008.'),
      story('phone', 'Phone chargers to share one plug', 'Phone chargers must use the same connector from next year.'),
    ];

    assert.deepEqual(chosen(items, 'electric vehicles'), ['cars', 'chargers', 'lorry']);
  });

  it('counts the acronyms and members of central banks, with the words that matched', () => {
    const items = [
      story('ecb', 'ECB holds rates and signals a June cut', 'The European Central Bank kept its deposit rate at 2 per cent.'),
      story('boj', 'Bank of Japan lifts its policy rate', 'The BoJ raised its key rate to 0.75 per cent.'),
      story('fed', "Fed official says rate cuts are 'not imminent'", 'A Federal Reserve governor said inflation was still too high.'),
      story('bank', 'High street bank profits jump as fees rise', 'Lenders reported a 20 per cent rise in profits.'),
    ];

    assert.deepEqual(chosen(items, 'central banks'), ['boj', 'ecb', 'fed']);
    const words = matchedWords(items, 'central banks');
    assert.ok(words.ecb?.includes('ECB') && words.ecb.includes('European Central Bank'), String(words.ecb));
    assert.ok(words.fed?.includes('Federal Reserve'), String(words.fed));
  });

  it('does not take another sense of a term: "fed up", a jaguar in the wild, a political football', () => {
    const items = [
      story('fed-up', 'Fed up commuters protest at the station', 'Commuters fed up with delays gathered outside the station.'),
      story('budget', 'Budget becomes a political football', 'Ministers traded blame over the political football of school funding.'),
    ];

    assert.deepEqual(chosen(items, 'central banks'), []);
    assert.deepEqual(chosen(items, 'football'), []);
  });

  it('keeps a passing mention in the body out, and related words alone do not make a story about the topic', () => {
    const items = [
      story('passing', 'Hospital budget approved', 'The budget adds 400 nurses. It also mentions the ECB once.'),
      story('related-only', 'Fans celebrate in the stadium after late goal in basketball thriller', 'The club scored in the last second and the fans stormed the court.'),
    ];

    assert.deepEqual(chosen(items, 'central banks'), []);
    assert.deepEqual(chosen(items, 'football'), []);
  });

  it('understands German compounds and inflections in a German profile', () => {
    const items = [
      story('wm', 'Fußballweltmeisterschaft: der Spielplan steht', 'Die Fußballweltmeisterschaft beginnt im Juni.'),
      story('frauen', 'Frauenfußball bricht Zuschauerrekord', 'Das Finale im Frauenfußball sahen 80.000 Menschen.'),
      story('ezb', 'EZB senkt die Leitzinsen', 'Die Europäische Zentralbank senkte die Zinsen um 0,25 Prozentpunkte.'),
      story('notenbanken', 'Notenbanken kaufen Gold', 'Die Notenbanken der Schwellenländer kauften so viel Gold wie nie.'),
      story('autos', 'Neue Elektroautos von VW', 'Volkswagen stellt zwei neue E-Autos vor.'),
      story('autor', 'Autor liest aus seinem Roman', 'Der Autor las im Literaturhaus.'),
    ];
    const german = { language: 'de' };

    assert.deepEqual(chosen(items, 'Fußball', german), ['frauen', 'wm']);
    assert.deepEqual(chosen(items, 'Zentralbanken', german), ['ezb', 'notenbanken']);
    assert.deepEqual(chosen(items, 'Elektroautos', german), ['autos']);
    // The interest may be written in another of the knowledge base's languages than the profile's.
    assert.deepEqual(chosen(items, 'central banks', german), ['ezb', 'notenbanken']);
  });

  it('understands French and Spanish phrasings and plurals', () => {
    const french = [
      story('bce', 'La BCE maintient ses taux directeurs', 'La Banque centrale européenne a laissé son taux de dépôt inchangé.'),
      story('voitures', 'Les voitures électriques moins chères', 'Les ventes de voitures électriques ont bondi en octobre.'),
      story('banque', 'Une banque alimentaire déborde', 'La banque alimentaire du quartier a distribué 3 000 colis.'),
    ];
    const spanish = [
      story('bce', 'El BCE baja los tipos de interés', 'El Banco Central Europeo recortó los tipos oficiales un cuarto de punto.'),
      story('coches', 'Los coches eléctricos ganan cuota', 'Las ventas de coches eléctricos crecieron un 40 %.'),
      story('banco', 'El banco de alimentos pide ayuda', 'El banco de alimentos de la ciudad necesita voluntarios.'),
    ];

    assert.deepEqual(chosen(french, 'banques centrales', { language: 'fr' }), ['bce']);
    assert.deepEqual(chosen(french, 'véhicules électriques', { language: 'fr' }), ['voitures']);
    assert.deepEqual(chosen(spanish, 'bancos centrales', { language: 'es' }), ['bce']);
    assert.deepEqual(chosen(spanish, 'vehículos eléctricos', { language: 'es' }), ['coches']);
  });

  it('takes an acronym a story defines for an interest the knowledge base does not know', () => {
    const items = [
      story('defined', 'Securities regulator widens inquiry', 'The Securities and Exchange Commission (SEC) opened a second inquiry into the exchange.'),
      story('acronym', 'SEC fines broker over reporting lapses', 'The SEC said the broker failed to report trades for two years.'),
      story('other', 'Broker fined over reporting lapses', 'The regulator said the broker failed to report trades.'),
    ];

    assert.deepEqual(chosen(items, 'Securities and Exchange Commission'), ['acronym', 'defined']);
  });

  it('matches an interest the knowledge base does not know by its own words, as before', () => {
    const items = [
      story('own', 'Quantum dots light up new screens', 'Quantum dots make colours brighter in the new screens.'),
      story('other', 'Screens get brighter', 'The new screens use a different film.'),
    ];

    assert.deepEqual(chosen(items, 'quantum dots'), ['own']);
  });

  it('follows what the profile says an interest also matches: a removed term no longer counts, an added one does', () => {
    const items = [
      story('ecb', 'ECB holds rates and signals a June cut', 'The ECB kept its deposit rate at 2 per cent.'),
      story('added', 'Sintra forum opens', 'Policymakers gathered in Sintra for the annual forum.'),
    ];
    const [topic] = profileTopics(['central banks'], 'en', [], [{ interest: 'central banks', also_matches: ['Sintra'] }]);
    const alsoMatches = new Map([['central banks', topic!.also_matches]]);

    assert.deepEqual(chosen(items, 'central banks', { alsoMatches }), ['added']);
  });

  it('ships at least 60 topics', () => {
    assert.ok(topicIds().length >= 60, `${topicIds().length} topics`);
  });
});

describe('profile topics: what each interest also matches, as saved', () => {
  it('lists the topic terms in the profile language, and nothing for an unknown interest', () => {
    const [banks, unknown] = profileTopics(['central banks', 'quantum dots'], 'de');

    assert.ok(banks!.also_matches.includes('EZB') && banks!.also_matches.includes('Leitzins'), banks!.also_matches.slice(0, 10).join(', '));
    assert.deepEqual(unknown, { interest: 'quantum dots', also_matches: [], added: [], removed: [] });
  });

  it('keeps edits as added and removed terms, also across a change of language', () => {
    const [edited] = profileTopics(['central banks'], 'en', [], [{ interest: 'Central Banks', also_matches: ['ECB', 'Sintra forum'] }]);

    assert.deepEqual(edited!.added, ['Sintra forum']);
    assert.ok(edited!.removed.includes('Federal Reserve'));
    assert.deepEqual(edited!.also_matches, ['ECB', 'Sintra forum']);

    const [inGerman] = profileTopics(['central banks'], 'de', [edited!]);
    assert.ok(inGerman!.also_matches.includes('Sintra forum') && inGerman!.also_matches.includes('EZB'));
    assert.ok(!inGerman!.also_matches.includes('Federal Reserve'));
  });

  it('refuses an edit of an interest the profile does not have, or of one interest twice, naming the entry', () => {
    assert.throws(() => profileTopics(['football'], 'en', [], [{ interest: 'tennis', also_matches: [] }]),
      (error: unknown) => error instanceof ValidationError && error.message.startsWith('topics[0].interest'));
    assert.throws(() => profileTopics(['football'], 'en', [], [{ interest: 'football', also_matches: [] }, { interest: 'Football', also_matches: [] }]),
      (error: unknown) => error instanceof ValidationError && error.message.startsWith('topics[1].interest'));
  });
});

describe('topics: stories that rarely use the interest\'s words', () => {
  it('keeps a one-word guard to its own word form: "training" is another sense, "train drivers" still names rail', () => {
    const items = [
      story('strike', 'Train drivers vote to strike over pay', 'Train drivers at three operators backed a walkout.'),
      story('apprentices', 'Minister keeps training budget for apprentices', 'The training budget stays at its current level next year.'),
    ];

    assert.deepEqual(chosen(items, 'rail transport'), ['strike']);
  });

  it('counts a naming term in the opening sentence when a supporting term of the topic backs it, not a lone passing one', () => {
    const items = [
      makeItem({ id: 'drivers', title: 'Union calls off strike on the West Coast line', text: 'Train drivers accepted a pay offer on Monday. Passengers can expect normal timetables by the weekend.' }),
      makeItem({ id: 'aside', title: 'Council approves new library', text: 'The building beside the railway will open in spring. Councillors voted nine to two.' }),
    ];

    assert.deepEqual(chosen(items, 'rail transport'), ['drivers']);
  });
});

describe('topics: people are named by surname once named in full', () => {
  it('counts the surname of a person interest in a story that names the person in full, and not otherwise', () => {
    const items = [
      story('full-then-short', "Musk's rocket company raises $6bn", 'Elon Musk said the money would pay for new launch pads.'),
      story('short-only', 'Musk oxen return to the tundra', 'Herds of musk oxen grazed near the coast. Rangers counted 300.'),
      story('other-musk', 'Musk defends pay package', 'Shareholders backed the package, the company said. The vote is next week.'),
    ];

    assert.deepEqual(chosen(items, 'Elon Musk'), ['full-then-short']);
  });
});

describe('topics: a person named in full, then by title', () => {
  it('counts the title a story calls the person by after the full name as a repeat, never as a mention on its own', () => {
    const items = [
      makeItem({ id: 'premier', title: 'Premier defends hospital spending plan', text: 'Marta Lindqvist said the extra money would cut waiting lists. In parliament the prime minister faced questions from the opposition.' }),
      makeItem({ id: 'title-only', title: 'Prime minister to visit Washington', text: 'The premier will meet the president to discuss trade. Her office gave no date.' }),
      makeItem({ id: 'passing', title: 'Regional budget passes', text: 'Councillors approved the regional budget on Friday. Spending on roads rises by a tenth. Schools get more too. '
        + 'Marta Lindqvist was in the gallery. The president of the council thanked the staff.' }),
    ];

    assert.deepEqual(chosen(items, 'Marta Lindqvist'), ['premier']);
  });
});

describe('topics: phrases the stories strongly about an interest share', () => {
  it('support a story that names the interest only in passing, and never make a story about it alone', () => {
    const items = [
      story('strong-1', 'Java 21 brings virtual threads to servers', 'Java 21 makes virtual threads a standard feature.'),
      story('strong-2', 'Java teams report gains from virtual threads', 'Teams moving Java services to virtual threads cut memory use.'),
      story('strong-3', 'Spring adopts virtual threads on Java 21', 'The framework runs on virtual threads when Java 21 is present.'),
      makeItem({ id: 'supported', title: 'Server teams adopt virtual threads', text: 'Virtual threads cut memory use at scale. Teams running Java services report gains. Virtual threads need no code changes.' }),
      makeItem({ id: 'phrase-only', title: 'Virtual threads explained', text: 'Virtual threads are lighter than operating system threads. Virtual threads are scheduled by the runtime.' }),
      ...['Council approves new bus lanes', 'Museum reopens after renovation', 'Ferry strike disrupts island travel', 'Bridge closure extended', 'Opera cuts ticket prices', 'Marathon runner sets record']
        .map((title, index) => story(`other-${index}`, title, `${title}, officials said.`)),
    ];

    assert.deepEqual(chosen(items, 'Java'), ['strong-1', 'strong-2', 'strong-3', 'supported']);
    assert.deepEqual(chosen(items.filter(({ id }) => !id.startsWith('strong-2')), 'Java'), ['strong-1', 'strong-3'], 'two strong stories teach nothing');
  });
});
