import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { scoreItems } from '#domain/briefings/script/ranking';
import type { ScriptItem } from '#domain/briefings/script/types';
import { makeItem } from '../helpers/script-material.ts';

const NOW = 1_800_000_000;
const chosen = (items: ScriptItem[], interest: string, language = 'en') =>
  scoreItems(items, [interest], NOW, { language }).map(({ item }) => item.id).sort();

describe('topics: distinct supporting terms corroborate a topic the story never names', () => {
  it('counts two distinct supporting terms in title and lead, one in the title, and not one term repeated', () => {
    const items = [
      makeItem({ id: 'glaciers', title: 'Glaciers in the Alps lost a tenth of their ice', text: 'Swiss researchers blamed hotter summers. Warming means most glaciers will be gone by 2100.' }),
      makeItem({ id: 'one-term', title: 'Drought hits farms in the south', text: 'The drought has lasted four months. Farmers sold cattle early.' }),
      makeItem({ id: 'lead-only', title: 'Farmers sell cattle early', text: 'A drought and a heatwave left little grass. Prices at market fell by a tenth.' }),
    ];

    assert.deepEqual(chosen(items, 'climate change'), ['glaciers']);
  });

  it('counts a lead with three distinct supporting terms, two of them the topic\'s alone, unless the title names another topic', () => {
    const items = [
      makeItem({ id: 'heat', title: 'Europe\'s summer heat killed 40,000 people', text: 'The heatwaves of June and July were made more likely by warming from the burning of coal, oil and gas. Most who died were over 75.' }),
      makeItem({ id: 'common', title: 'Saracens fined again', text: 'The club broke the league\'s salary rules for a second time, and fans protested outside. The owners will appeal.' }),
      makeItem({ id: 'other-title', title: 'Top 14: Toulouse crush Racing', text: 'The home side scored six tries at a full stadium as fans sang. The coach praised the forwards.' }),
    ];

    assert.deepEqual(chosen(items, 'climate change'), ['heat']);
    assert.deepEqual(chosen(items, 'football'), []);
  });

  it('does not take supporting terms in a story whose title or lead holds another sense of the topic\'s words', () => {
    const items = [
      makeItem({ id: 'table', title: 'Teenager wins world title in a final of six sets', text: 'The table tennis champion beat the top seed in Durban. Her coach said she had trained for years.' }),
      makeItem({ id: 'final', title: 'Top seed wins final in six sets', text: 'The champion beat the second seed on clay. The racket she used was her mother\'s.' }),
    ];

    assert.deepEqual(chosen(items, 'tennis'), ['final']);
  });

  it('leaves a story to a rival topic its title names, when the interest has only the words they share', () => {
    const items = [
      makeItem({ id: 'basketball', title: 'Basketball star breaks scoring record', text: 'He scored 70 points as fans stood. The coach called it a night to remember.' }),
      makeItem({ id: 'striker', title: 'Striker breaks scoring record', text: 'He scored four goals as fans stood. The club said he would sign a new deal.' }),
    ];

    assert.deepEqual(chosen(items, 'football'), ['striker']);
  });
});

describe('topics: supporting terms every sport uses', () => {
  it('do not corroborate as a pair; a term the topic shares with no other topic, or a third shared one, is needed', () => {
    const items = [
      makeItem({ id: 'two-shared', title: 'Club fans protest over ticket prices', text: 'Supporters marched before the game. A spokesman said the owners understood their anger.' }),
      makeItem({ id: 'specific', title: 'Club fans protest after striker is sold', text: 'Supporters marched before kick-off. A spokesman said the owners understood their anger.' }),
      makeItem({ id: 'three-shared', title: 'Club fans protest over ticket prices', text: 'Supporters marched before the game. The coach said he understood their anger.' }),
    ];

    assert.deepEqual(chosen(items, 'football'), ['specific', 'three-shared']);
  });
});

describe('topics: a headline with two distinct terms of the topic', () => {
  it('needs no repeat in the text, while one term alone still does', () => {
    const items = [
      makeItem({ id: 'two', title: 'Sinner beats Alcaraz in Wimbledon final', text: 'The Italian won in four sets to claim his first title at the All England Club on Sunday.' }),
      makeItem({ id: 'one', title: 'Wimbledon: the village that hosts the world', text: 'Shops in the south London suburb double their prices for a fortnight every summer, residents say.' }),
    ];

    assert.deepEqual(chosen(items, 'tennis'), ['two']);
  });
});

describe('topics: a person by title and surname', () => {
  it('counts the title next to the surname as naming the person, and the surname alone or a title alone not', () => {
    const items = [
      makeItem({ id: 'titled', title: 'Finance minister Brandt to present budget on 12 March', text: 'The date was confirmed by the Treasury. Brandt is expected to raise the income tax threshold.' }),
      makeItem({ id: 'surname', title: 'Brandt bakery opens in Leeds', text: 'The family-run bakery now has 40 shops. Brandt loaves sell out by noon.' }),
      makeItem({ id: 'title-only', title: 'Finance minister to present budget', text: 'The minister will speak on Tuesday. The date was confirmed by the Treasury.' }),
    ];

    assert.deepEqual(chosen(items, 'Sofia Brandt'), ['titled']);
  });

  it('does so in German too', () => {
    const items = [
      makeItem({ id: 'titled', title: 'Ministerin Brandt legt Haushalt vor', text: 'Der Entwurf sieht Kürzungen vor. Brandt will die Schuldenbremse einhalten.' }),
      makeItem({ id: 'surname', title: 'Bäckerei Brandt eröffnet Filiale', text: 'Die Bäckerei verkauft Brot und Kuchen. Brandt backt seit 1952.' }),
    ];

    assert.deepEqual(chosen(items, 'Sofia Brandt', 'de'), ['titled']);
  });
});
