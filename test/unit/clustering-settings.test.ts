import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { eventMarks, evidenceParts, materialOf } from '#domain/briefings/script/clustering';
import type { ScriptItem } from '#domain/briefings/script/types';
import { groups, outlet } from '../helpers/clustering-material.ts';

const marks = (item: Pick<ScriptItem, 'title' | 'text'>, language = 'en') => eventMarks(item, language);
const settings = (text: string, language = 'en') => [...marks({ title: '', text }, language).settings].sort();
const concepts = (text: string, language = 'en') => [...marks({ title: '', text }, language).content.lead.keys()].filter((key) => key.startsWith('#'));

describe('where and whose a happening is, not what it was', () => {
  it('reads the names a report writes as where or whose: after a locative, beside a place\'s noun, named by what it is', () => {
    assert.deepEqual(settings('Homes were evacuated in Terwich on Monday.'), ['terwich']);
    assert.deepEqual(settings('St Aldric Hospital in Mirnau will close its ward.'), ['aldric', 'mirnau', 'st']);
    assert.deepEqual(settings('Keepers searched the gardens around Pellworth zoo all morning.'), ['pellworth']);
    assert.deepEqual(settings('Rail operator Nordbahn said trains would run again on Friday.'), ['nordbahn']);
    assert.deepEqual(settings("Les urgences de l'hôpital de Pellmont ferment la nuit.", 'fr'), ['pellmont']);
    assert.deepEqual(settings('Una explosión en la planta química de Quimsur hirió a tres trabajadores.', 'es'), ['quimsur']);
    assert.deepEqual(settings('Ein Zug ist bei Kessing entgleist.', 'de'), ['kessing']);
    assert.deepEqual(settings('Researchers led by Ruth Chebet followed 9,000 adults.'), [], 'a person');
    assert.deepEqual(settings("La Commission européenne impose à Lumora d'ouvrir ses téléphones.", 'fr'), [], 'whom a verb is of, after "à"');
  });

  it('keeps one town\'s flood and its new flood wall apart, sharing no figure, while two reports of the flood meet', () => {
    const flood = outlet('f1', 'Tidewater Herald', 'River Dessa floods Hollin', 'About 300 homes in Hollin were evacuated on Monday after the River Dessa burst its banks.', 2);
    const floodFr = outlet('f2', 'La Voix du Plateau', 'Crue de la Dessa : trois cents foyers évacués à Hollin',
      'La crue de la Dessa a contraint trois cents foyers à quitter leur domicile à Hollin lundi.', 1);
    const wall = outlet('f3', 'Copperfield Daily', 'Hollin unveils new flood wall on the Dessa',
      'Hollin opened a new flood wall along the River Dessa on Sunday, designed to protect the old town from a once-a-century flood.', 24);
    assert.deepEqual(groups([flood, floodFr, wall]), [['f1', 'f2'], ['f3']]);
  });

  it('keeps one hospital\'s ward closing and its new scanner of the next day apart, and one university\'s two studies of one day', () => {
    const ward = outlet('h1', 'Brightline Wire', 'Marlow hospital to stop delivering babies',
      'St Elwin Hospital in Marlow will close its maternity unit in June because it cannot hire enough midwives, its managers said.', 26);
    const scanner = outlet('h2', 'Copperfield Daily', 'St Elwin Hospital gets new MRI scanner',
      'St Elwin Hospital in Marlow has installed a second MRI scanner, which should halve waiting times for scans, the hospital said.', 1);
    assert.deepEqual(groups([ward, scanner]), [['h1'], ['h2']]);
    const steps = outlet('u1', 'Meridian Ledger', 'Walking 8,000 steps a day linked to lower stroke risk',
      'People who walk 8,000 steps a day are 20% less likely to have a stroke, according to a study of 60,000 adults by the University of Drenmouth.', 1);
    const sleep = outlet('u2', 'Tidewater Herald', 'Short sleep raises diabetes risk, Drenmouth study finds',
      'Adults who sleep less than six hours a night have a higher risk of diabetes, researchers at the University of Drenmouth reported on Thursday.', 1);
    assert.deepEqual(groups([steps, sleep]), [['u1'], ['u2']]);
  });

  it('keeps whole the names of two reports that tell one kind of happening, across languages too', () => {
    const spill = outlet('s1', 'Alpenland Bote', 'Fischsterben in der Lenne bei Aubach',
      'Nach dem Austritt von Chemikalien aus einer Gerberei sind in der Lenne bei Aubach Tausende Fische verendet.', 2);
    const spillEn = outlet('s2', 'Meridian Ledger', 'Fish die in River Lenne after chemical spill',
      'Thousands of fish have died in the River Lenne near Aubach after chemicals leaked from a tannery.', 1);
    const park = outlet('s3', 'Rheinblick Nachrichten', 'Aubach eröffnet Uferpark an der Lenne',
      'Aubach hat am Mittwoch einen neuen Park am Ufer der Lenne eröffnet. Es entstanden Spielplätze und ein Radweg.', 1);
    assert.deepEqual(groups([spill, spillEn, park]).map((group) => group.sort()), [['s1', 's2'], ['s3']]);
  });

  it('takes a place\'s noun both titles use ("zoo") for where, not for what was done', () => {
    const escape = marks({ title: 'Red panda escapes from Hexley zoo', text: 'A red panda escaped from Hexley zoo on Saturday.' });
    const prices = marks({ title: 'Hexley zoo raises ticket prices', text: 'Hexley zoo will charge adults more from April.' });
    assert.equal(evidenceParts(escape, prices, materialOf([escape, prices])).action, 0);
  });

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
