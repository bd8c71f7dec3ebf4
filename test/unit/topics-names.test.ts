import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { scoreItems } from '#domain/briefings/script/ranking';
import type { ScriptItem } from '#domain/briefings/script/types';
import { makeItem } from '../helpers/script-material.ts';

const NOW = 1_800_000_000;
const chosen = (items: ScriptItem[], interest: string, language = 'en') =>
  scoreItems(items, [interest], NOW, { language }).map(({ item }) => item.id).sort();

describe('topics: a person named by surname after a title or an honorific', () => {
  it('takes "Mr Ekberg", "M. Ekberg" and "Finanzminister Ekberg" without the full name, and not the surname alone', () => {
    const english = [
      makeItem({ id: 'mr', title: 'Ekberg rules out tax rises', text: 'The finance minister told parliament the targets would be met through restraint. Mr Ekberg said income tax would not rise.' }),
      makeItem({ id: 'bare', title: 'Ekberg wins the village show again', text: 'Her marrows took first prize for the fourth year running. The judges praised the colour.' }),
    ];
    const french = [makeItem({ id: 'fr', title: 'Les syndicats contre M. Ekberg', text: 'Les syndicats ont appelé à manifester contre les coupes. M. Ekberg a défendu des mesures nécessaires.' })];
    const german = [makeItem({ id: 'de', title: 'Finanzminister Ekberg kündigt Sparpaket an', text: 'Der schwedische Finanzminister will die Ausgaben kürzen. Ekberg sagte, nur so gehe es.' })];

    assert.deepEqual(chosen(english, 'Tomas Ekberg'), ['mr']);
    assert.deepEqual(chosen(french, 'Tomas Ekberg', 'fr'), ['fr']);
    assert.deepEqual(chosen(german, 'Tomas Ekberg', 'de'), ['de']);
  });

  it('takes a title that names the surname and a lead that calls the person by a title, and not the surname with no title', () => {
    const items = [
      makeItem({ id: 'titled', title: 'Ekberg to visit Washington next month', text: 'The finance minister will meet the treasury secretary to discuss tariffs. It will be his first visit.' }),
      makeItem({ id: 'untitled', title: 'Ekberg to visit Washington next month', text: 'The trip will include talks on tariffs and a dinner. It will be the first such visit.' }),
    ];

    assert.deepEqual(chosen(items, 'Tomas Ekberg'), ['titled']);
  });

  it('does not take a story that names someone else with the surname in full and never the person', () => {
    const items = [
      makeItem({ id: 'namesake', title: 'Ekberg takes her first World Cup win', text: 'Skier Anna Ekberg beat the Olympic champion in the giant slalom. Ms Ekberg said she had dreamed of it.' }),
      makeItem({ id: 'both', title: 'Ekberg cheers on his niece', text: 'Finance minister Tomas Ekberg watched skier Anna Ekberg win in the slalom. Mr Ekberg said he was proud.' }),
      makeItem({ id: 'apposition', title: 'Lars Ekberg, fisherman, on fifty years at sea', text: 'He first went out on his father\'s boat at fourteen. Mr Ekberg says the catch has changed.' }),
    ];

    assert.deepEqual(chosen(items, 'Tomas Ekberg'), ['both']);
  });
});

describe('topics: a company whose name is also a person\'s or a place\'s', () => {
  it('does not take the name after an honorific or as a village\'s or town\'s name', () => {
    const items = [
      makeItem({ id: 'mrs', title: 'Mrs Linden, 94, still runs her corner shop', text: 'Every morning at six Mrs Linden unlocks the door of the shop. She still does the accounts by hand.' }),
      makeItem({ id: 'village', title: 'Floods cut off the village of Linden', text: 'Rescue teams used boats to reach residents of Linden. The road is expected to stay closed.' }),
      makeItem({ id: 'company', title: 'Linden shares jump as payments beat forecasts', text: 'Linden, the payments company, said volumes rose 31 per cent. Linden shares rose 9 per cent.' }),
    ];
    const spanish = [makeItem({ id: 'es', title: 'La señora Linden cumple cien años', text: 'Nacida en Hamburgo, la señora Linden llegó a Cantabria en 1950.' })];

    assert.deepEqual(chosen(items, 'Linden'), ['company']);
    assert.deepEqual(chosen(spanish, 'Linden', 'es'), []);
  });

  it('takes a title that names the company when the lead calls it the firm or the group, and not those words alone', () => {
    const items = [
      makeItem({ id: 'named', title: 'Linden to cut 400 jobs as it moves support to Lisbon', text: 'The payments group said it would close its service centre in Utrecht. Unions called the move a betrayal.' }),
      makeItem({ id: 'unnamed', title: 'Payments firm to cut 400 jobs', text: 'The payments group said it would close its service centre in Utrecht. Unions called the move a betrayal.' }),
    ];

    assert.deepEqual(chosen(items, 'Linden'), ['named']);
  });
});
