import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { scoreItems } from '#domain/briefings/script/ranking';
import type { ScriptItem } from '#domain/briefings/script/types';
import { makeItem } from '../helpers/script-material.ts';

const NOW = 1_800_000_000;
const chosen = (items: ScriptItem[], interest: string, language = 'en') =>
  scoreItems(items, [interest], NOW, { language }).map(({ item }) => item.id).sort();

describe('topics: a title that holds another sense and never names the interest', () => {
  it('leaves a story about another sport to that sport, even when its lead names the interest in passing', () => {
    const items = [
      makeItem({ id: 'padel', title: 'Padel courts open in the city\'s parks', text: 'The council has built six padel courts, a sport that mixes tennis and squash. Bookings open on Monday.' }),
      makeItem({ id: 'tennis', title: 'Tennis courts reopen in the city\'s parks', text: 'The council has resurfaced six tennis courts. Coaching for children starts on Monday.' }),
    ];

    assert.deepEqual(chosen(items, 'tennis'), ['tennis']);
  });

  it('counts a German compound of another sport as that sport', () => {
    const items = [
      makeItem({ id: 'handball', title: 'Handballverein gewinnt den Pokal', text: 'Der Verein siegte im Finale vor 8.000 Fans im Stadion. Der Trainer lobte die Mannschaft und die Abwehr.' }),
      makeItem({ id: 'fussball', title: 'Fußballverein gewinnt den Pokal', text: 'Der Verein siegte im Finale vor 40.000 Fans im Stadion. Der Trainer lobte die Mannschaft und die Abwehr.' }),
    ];

    assert.deepEqual(chosen(items, 'Fußball', 'de'), ['fussball']);
  });
});

describe('topics: a round-up that lists the interest among others', () => {
  it('does not take a title that names the interest as one item of a list of three or more', () => {
    const items = [
      makeItem({ id: 'round-up', title: 'Weekend round-up: golf, cycling, football and athletics', text: 'Rory McIlroy won in Dubai, a Danish rider took the stage race, and a world record fell in the 800 metres. In football, the league leaders drew.' }),
      makeItem({ id: 'football', title: 'Football: league leaders held to a draw', text: 'The league leaders drew 1-1 at home. Their manager said the title race was open again.' }),
    ];

    assert.deepEqual(chosen(items, 'football'), ['football']);
  });
});

describe('topics: a company known by a name that is also a word or a place', () => {
  it('counts the name as written, and not as a street\'s name or the common noun', () => {
    const items = [
      makeItem({ id: 'company', title: 'Kestrel cuts 200 jobs as drone orders slow', text: 'The drone maker Kestrel said orders from retailers had fallen. Kestrel will close its Bristol site.' }),
      makeItem({ id: 'bird', title: 'Kestrel numbers fall on farmland', text: 'Bird watchers counted a third fewer kestrels than a decade ago. The small falcon hunts over fields.' }),
      makeItem({ id: 'street', title: 'Road closed on Kestrel Street for water works', text: 'The water company will dig up Kestrel Street for six weeks. Buses will be diverted.' }),
    ];

    assert.deepEqual(chosen(items, 'Kestrel'), ['company']);
  });
});

describe('topics: words the stemmer would make one', () => {
  it('does not take "wins" for "wine", nor a local power cut for energy', () => {
    const items = [
      makeItem({ id: 'coffee', title: 'Coffee shop wins barista award', text: 'The cafe on Mill Street won the regional barista award. Its house blend uses beans from Java and Ethiopia.' }),
      makeItem({ id: 'wine', title: 'Wine and cheese fair draws record crowds', text: 'Growers from twelve regions poured their wines. Cheese makers sold out by noon.' }),
    ];
    const outage = [makeItem({ id: 'outage', title: 'Power cut leaves 20,000 homes without electricity', text: 'An electric fault at a substation cut supply overnight. Engineers restored power by morning.' })];

    assert.deepEqual(chosen(items, 'food'), ['wine']);
    assert.deepEqual(chosen(outage, 'energy'), []);
  });
});
