import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { scoreItems } from '#domain/briefings/script/ranking';
import type { ScriptItem } from '#domain/briefings/script/types';
import { makeItem } from '../helpers/script-material.ts';

const NOW = 1_800_000_000;
const chosen = (items: ScriptItem[], interest: string, language = 'en') =>
  scoreItems(items, [interest], NOW, { language }).map(({ item }) => item.id).sort();

describe('topics: a round-up of the day\'s news', () => {
  it('does not take one clause of a round-up its title labels so, however much of the topic it tells', () => {
    const items = [
      makeItem({ id: 'briefing', title: 'Morning briefing', text: 'Fog closed the airport for two hours. Chelsea beat Newcastle 3-1 at Stamford Bridge, their striker scoring twice as the Premier League side moved up to fourth. The museum reopens on Saturday.' }),
      makeItem({ id: 'football', title: 'Chelsea beat Newcastle to move up to fourth', text: 'Chelsea beat Newcastle 3-1 at Stamford Bridge, their striker scoring twice. The Premier League side are now fourth.' }),
    ];

    assert.deepEqual(chosen(items, 'football'), ['football']);
  });

  it('reads the labels in German and Spanish, and at a title\'s end only where they end it', () => {
    const german = [makeItem({ id: 'kurz', title: 'Kurz gemeldet', text: 'Die Brücke am Hafen wird ab Montag saniert. Die Europäische Zentralbank hat die Leitzinsen gesenkt, die Inflation gehe zurück. Im Zoo gibt es Nachwuchs bei den Pinguinen.' })];
    const spanish = [
      makeItem({ id: 'y-mas', title: 'Huelga de taxis, niebla y más', text: 'Los taxistas paran el lunes. El Real Madrid ganó 2-0 al Sevilla y es líder de LaLiga. Niebla en Madrid.' }),
      makeItem({ id: 'y-mas-de', title: 'El Real Madrid gana y más de 70.000 aficionados lo celebran', text: 'El Real Madrid ganó 2-0 al Sevilla en el Bernabéu y es líder de LaLiga. Los aficionados celebraron en Cibeles.' }),
    ];

    assert.deepEqual(chosen(german, 'Zentralbanken', 'de'), []);
    assert.deepEqual(chosen(spanish, 'fútbol', 'es'), ['y-mas-de']);
  });

  it('does not take one clause of a text that tells other topics one clause each, whatever its title', () => {
    const items = [
      makeItem({ id: 'round-up', title: 'Today at a glance', text: 'The Bank of England held interest rates at 4 %; train drivers on two lines will strike on Friday; the government approved a new offshore wind farm; measles cases rose again in London.' }),
      makeItem({ id: 'rates', title: 'Rates held at 4 %', text: 'The Bank of England held interest rates at 4 % for a third meeting. The governor said the central bank would cut only when inflation falls further; meanwhile, train drivers announced a strike.' }),
    ];

    assert.deepEqual(chosen(items, 'central banks'), ['rates']);
  });

  it('takes a round-up of one topic, and a round-up whose title names the interest', () => {
    const items = [
      makeItem({ id: 'in-brief', title: 'In brief: weekend results', text: 'Arsenal beat Everton 2-0; Chelsea drew with Fulham; Liverpool won the Merseyside derby; Villa lost at home to Wolves.' }),
      makeItem({ id: 'tennis', title: 'Tennis in brief', text: 'Jannik Sinner reached the final in Rotterdam. Emma Raducanu withdrew from Doha with a wrist injury; the Davis Cup draw is on Tuesday.' }),
    ];

    assert.deepEqual(chosen(items, 'football'), ['in-brief']);
    assert.deepEqual(chosen(items, 'tennis'), ['tennis']);
  });
});

describe('topics: a person\'s side role', () => {
  it('does not count what a phrase giving a person a side role names, in a story about something else', () => {
    const items = [
      makeItem({ id: 'council', title: 'Councillor who also chairs Premier League club wins vote to close pools', text: 'Councillor Ann Price, who also chairs the Premier League club Rivermouth FC, won the vote to close two pools to save £1m. The pools close in May.' }),
      makeItem({ id: 'club', title: 'Rivermouth FC chair Ann Price quits over stadium plan', text: 'Ann Price has resigned as chair of the Premier League club after fans opposed the new stadium plan. The club will name a successor next week.' }),
    ];

    assert.deepEqual(chosen(items, 'football'), ['club']);
  });

  it('reads side roles in French and Spanish, and for a company', () => {
    const french = [makeItem({ id: 'mairie', title: 'La mairie ferme la piscine', text: 'L\'adjoint aux sports, également président du club de football de Ligue 1 de la ville, a fait voter la fermeture de la piscine. Elle fermera en mai.' })];
    const spanish = [makeItem({ id: 'pleno', title: 'El pleno aprueba el carril bici', text: 'La concejala Ana Ruiz, que también preside el club de fútbol de LaLiga de la ciudad, logró aprobar el carril bici. Las obras empiezan en junio.' })];
    const company = [makeItem({ id: 'charity', title: 'Charity run raises £50,000', text: 'Sam Cole, a former Kestrel engineer who now runs a bike shop, organised a run that raised £50,000 for the hospice. 400 runners took part.' })];

    assert.deepEqual(chosen(french, 'football', 'fr'), []);
    assert.deepEqual(chosen(spanish, 'fútbol', 'es'), []);
    assert.deepEqual(chosen(company, 'Kestrel'), []);
  });
});

describe('topics: a role its subject left', () => {
  it('does not count the role a story\'s subject left when the title names him by it, in English, German and French', () => {
    const items = [
      makeItem({ id: 'bakery', title: 'Former Premier League striker opens a cheese shop', text: 'Tom Reilly, who scored 60 Premier League goals for Rivermouth FC, has opened a cheese shop in the market hall. It stocks 90 cheeses.' }),
      makeItem({ id: 'manager', title: 'Former Premier League striker named Rivermouth FC manager', text: 'Tom Reilly has been appointed manager of the Premier League club Rivermouth FC on a three-year contract. His first match is against Chelsea.' }),
    ];
    const german = [makeItem({ id: 'weingut', title: 'Ex-Bundesligaprofi übernimmt Weingut', text: 'Der frühere Bundesliga-Stürmer Jan Roth, Torschützenkönig der Saison 2012, keltert jetzt Riesling an der Mosel.' })];
    const french = [makeItem({ id: 'restaurant', title: 'Un ancien footballeur de Ligue 1 ouvre un restaurant', text: 'L\'ancien attaquant de Ligue 1 Marc Dubois, champion de France avec Lille, a ouvert un restaurant à Lille.' })];

    assert.deepEqual(chosen(items, 'football'), ['manager']);
    assert.deepEqual(chosen(german, 'Fußball', 'de'), []);
    assert.deepEqual(chosen(french, 'football', 'fr'), []);
  });

  it('keeps a story about a new role of someone a story calls by a role left', () => {
    const items = [makeItem({ id: 'coach', title: 'England name new women\'s football manager', text: 'The FA appointed the former Netherlands coach on a four-year contract. She takes charge before the autumn qualifiers.' })];

    assert.deepEqual(chosen(items, 'football'), ['coach']);
  });
});
