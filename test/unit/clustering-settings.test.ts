import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { eventMarks } from '#domain/briefings/script/clustering';
import type { ScriptItem } from '#domain/briefings/script/types';

const marks = (item: Pick<ScriptItem, 'title' | 'text'>, language = 'en') => eventMarks(item, language);
const concepts = (text: string, language = 'en') => [...marks({ title: '', text }, language).content.lead.keys()].filter((key) => key.startsWith('#'));

describe('where and whose a happening is, not what it was', () => {
  it('reads a flood wall as no flood, a ship run aground in German, residents allowed home, an escape and a leak in four languages', () => {
    assert.ok(!concepts('The town opened a flood wall along the river.').includes('#flood'));
    assert.ok(concepts('Heavy rain flooded the old town.').includes('#flood'));
    assert.ok(concepts('Die Fähre ist vor dem Hafen auf Grund gelaufen.', 'de').includes('#grounding'));
    assert.ok(concepts('Residents were allowed home on Monday evening.').includes('#evacuation'));
    assert.ok(concepts('A red panda escaped from the zoo.').includes('#escape') && concepts('Un panda rojo se escapó del zoo.', 'es').includes('#escape'));
    for (const [text, language] of [['A leak damaged old drawings.', 'en'], ['Ein Rohrbruch beschädigte alte Zeichnungen.', 'de'],
      ["Une fuite d'eau a endommagé des dessins.", 'fr'], ['Una fuga de agua dañó dibujos antiguos.', 'es']] as const) {
      assert.ok(concepts(text, language).includes('#leak'), text);
    }
  });
});
