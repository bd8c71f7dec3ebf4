import { labelledSet } from '/work/wt-topics/test/helpers/relevance-set.ts';
import { scoreItems } from '#domain/script/ranking';
const { interests, items } = labelledSet();
for (const interest of interests) {
  const chosen = scoreItems(items.map(({ item }) => item), [interest], 1_800_000_000);
  const ids = new Set(chosen.map((c) => c.item.id));
  for (const c of chosen) if (!items.find((i) => i.item.id === c.item.id)!.about.includes(interest)) console.log('FP', interest, '|', c.item.title, '|', c.chosen_for?.matched.join(', '));
  for (const i of items) if (i.about.includes(interest) && !ids.has(i.item.id)) console.log('FN', interest, '|', i.item.title);
}
