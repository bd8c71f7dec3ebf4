import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { conflictingFacts, eventMarks } from '#domain/briefings/script/clustering';
import type { ScriptItem } from '#domain/briefings/script/types';

/** Positive evidence of two happenings in reports that share a name, a field or a figure of one size. */
describe('reports of two happenings that share a name or a field', () => {
  const marks = (item: Pick<ScriptItem, 'title' | 'text'>, language = 'en') => eventMarks(item, language);

  it('keeps apart two reports whose titles each name someone the other never names', () => {
    const loan = marks({ title: 'El Deportivo Almara cierra la cesión del delantero Mattis Brevel', text: 'El Deportivo Almara ha cerrado la llegada del delantero Mattis Brevel, cedido por el Olympique Varenne.' }, 'es');
    const talks = marks({ title: "Rui Valcaro en discussions avec l'Olympique Varenne", text: "Rui Valcaro, libre depuis son départ d'Almara, discute avec l'Olympique Varenne." }, 'fr');
    assert.ok(conflictingFacts(loan, talks), 'a club\'s new striker and its former coach\'s talks with another club');
    const sacked = marks({ title: 'El Deportivo Almara destituye a Rui Valcaro', text: 'El Deportivo Almara anunció la destitución de su entrenador, Rui Valcaro.' }, 'es');
    const brief = marks({ title: 'Valcaro sacked', text: 'Rui Valcaro has lost his job as head coach after a 4-0 defeat.' });
    assert.ok(!conflictingFacts(sacked, brief), 'the same coach, named whole in one title and by his last name in the other');
    assert.ok(!conflictingFacts(talks, brief), 'a title naming no one else');
  });
});
