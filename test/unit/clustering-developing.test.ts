import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { conflictingFacts, type EventMarks, eventMarks, evidenceParts, materialOf } from '#domain/briefings/script/clustering';
import type { ScriptItem } from '#domain/briefings/script/types';

describe('developing stories: first reports, later ones and what followed', () => {
  const marks = (item: Pick<ScriptItem, 'title' | 'text'>, language = 'en') => eventMarks(item, language);
  const parts = (all: EventMarks[], a: EventMarks, b: EventMarks) => evidenceParts(a, b, materialOf(all));

  it('reads robbers "jailed" as a verdict, the court\'s act, so a robbery and a sentence for an earlier one share no action', () => {
    const raid = marks({ title: 'Überfall auf Juwelier in Sandhagen', text: 'Drei maskierte Männer haben ein Juweliergeschäft in Sandhagen überfallen.' }, 'de');
    const jailed = marks({ title: 'Three jailed for Dutch jewellery heist', text: 'A court jailed three men for a jewellery robbery in Veldam two years ago.' });
    assert.deepEqual(jailed.acts, ['#ruling']);
    assert.equal(parts([raid, jailed], raid, jailed).action, 0);
  });

  it('reads a German title\'s clause after a colon as opening a sentence, so "Neue" there names nothing', () => {
    const route = marks({ title: 'Kreta: Neue Flugverbindung ab Sorndorf', text: 'Ab Mai fliegt eine Ferienfluggesellschaft von Sorndorf nach Kreta.' }, 'de');
    const lift = marks({ title: 'Neue Gondelbahn am Hochkar eröffnet', text: 'Am Hochkar ist die neue Gondelbahn in Betrieb gegangen.' }, 'de');
    assert.ok(!route.names.has('neue'));
    assert.equal(parts([route, lift], route, lift).names, 0);
  });

  it('reads people lowered "par rappel" as abseiling, no recall, and a cable car\'s "stoppage" as no strike', () => {
    const evacuated = marks({ title: 'Autriche : les passagers du téléphérique évacués',
      text: 'Les secouristes ont évacué les passagers bloqués dans les cabines, certains par hélicoptère, d\'autres par rappel.' }, 'fr');
    const stopped = marks({ title: 'Broken shaft blamed for Austrian cable car stoppage', text: 'A broken drive shaft caused the cable car to halt.' });
    assert.ok(!evacuated.content.lead.has('#recall'));
    assert.ok(!stopped.content.lead.has('#strike'));
    assert.equal(conflictingFacts(evacuated, stopped), false);
    assert.ok(marks({ title: 'Rappel de yaourts Lindal', text: 'La marque rappelle un lot.' }, 'fr').content.lead.has('#recall'));
    assert.ok(marks({ title: 'Bus drivers stage walkout', text: 'The strike stops every line.' }).content.lead.has('#strike'));
  });

  it('keeps apart two fires whose titles each name the town struck, and leaves a fire "en Francia" free to join the town\'s', () => {
    const block = marks({ title: 'Incendie dans un immeuble de Bellac-sur-Orne : douze blessés', text: 'Un incendie s\'est déclaré dans un immeuble.' }, 'fr');
    const house = marks({ title: 'Cinco heridos en el incendio de una vivienda en Villaseca del Río', text: 'Los bomberos atribuyen el fuego a una estufa.' }, 'es');
    const france = marks({ title: 'Un muerto en el incendio de un bloque de viviendas en Francia', text: 'Un hombre ha muerto en el incendio.' }, 'es');
    assert.equal(conflictingFacts(block, house), true);
    assert.deepEqual(france.titleTowns, []);
    assert.equal(conflictingFacts(block, france), false);
  });
});
