import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { conflictingFacts, eventMarks } from '#domain/briefings/script/clustering';
import { guessLanguage } from '#domain/briefings/script/clustering/language';
import type { ScriptItem } from '#domain/briefings/script/types';
import { groups, outlet } from '../helpers/clustering-material.ts';

describe('what short feed items tell: a match ahead or won, a record, a seizure, a recall\'s goods', () => {
  const marks = (item: Pick<ScriptItem, 'title' | 'text'>, language = 'en') => eventMarks(item, language);
  const sorted = (items: ScriptItem[]) => groups(items).map((group) => group.sort()).sort();

  it('reads a match ahead as a preview, which a report of its result or score conflicts with, in four languages', () => {
    const preview = marks({ title: 'Vass and Moreau set for Orlen final', text: 'Vass meets Moreau on Sunday after both won their semi-finals.' });
    const german = marks({ title: 'Kestingen gegen Varro: Wer steht in der Startelf?', text: 'Vor dem Viertelfinale am Abend lässt Trainer Hallmann die Aufstellung offen.' }, 'de');
    assert.deepEqual([preview.acts, german.acts], [['#preview'], ['#preview']]);
    assert.deepEqual(marks({ title: 'Avant la finale, Moreau confiante', text: 'Elle retrouve Vass dimanche.' }, 'fr').acts, ['#preview']);
    assert.deepEqual(marks({ title: 'Antes de la final, Moreau confía', text: 'Jugará contra Vass el domingo.' }, 'es').acts, ['#preview']);
    const won = marks({ title: 'Vass wins in Orlen', text: 'Ida Vass beat Lea Moreau in the final.' });
    const scored = marks({ title: 'Coupe : Varro sorti en quarts', text: 'Le club a perdu 3-1 à Kestingen.' }, 'fr');
    assert.ok(conflictingFacts(preview, won) && conflictingFacts(german, scored));
    assert.ok(!conflictingFacts(preview, marks({ title: 'Moreau and Vass to meet in final', text: 'The final is set for Sunday: Vass faces Moreau ahead of the final.' })));
  });

  it('reads a final told by the beaten side or by a reflexive as won, and the beaten side named as a winner is', () => {
    const lost = marks({ title: 'Moreau cae en la final', text: 'La francesa no pudo con Vass.' }, 'es');
    assert.deepEqual([lost.acts, lost.winners], [['#win'], ['moreau']]);
    assert.deepEqual(marks({ title: "La Hongroise s'impose en finale", text: 'Ida Vass a dominé la Française en deux sets.' }, 'fr').acts, ['#win']);
    assert.deepEqual(marks({ title: "Varro s'est incliné", text: 'Le club a perdu en quarts.' }, 'fr').acts, ['#win']);
    const men = marks({ title: 'Ortiz gana el cuadro masculino', text: 'Luis Ortiz venció a Jan Brod en la final.' }, 'es');
    assert.ok(conflictingFacts(lost, men), 'the women\'s loser and the men\'s winner name two matches');
    const byCountry = marks({ title: "L'Allemande s'impose en finale", text: 'Ida Vass a dominé la Française en deux sets.' }, 'fr');
    assert.ok(!conflictingFacts(byCountry, marks({ title: 'Moreau cae en la final', text: 'La francesa no pudo con la alemana.' }, 'es')),
      'a winner named by her country, which the loser\'s report writes in its own language');
  });

  it('reads a player withdrawing from a tournament as what befell him, no match of it', () => {
    assert.ok(marks({ title: 'Vass renonce au tournoi de Brannes', text: 'La Hongroise déclare forfait en raison d\'une blessure.' }, 'fr').content.title.has('#sidelined'));
    assert.ok(marks({ title: 'Vass withdraws from Brannes tournament', text: 'She has a wrist injury.' }).content.title.has('#sidelined'));
    assert.ok(marks({ title: 'Vass verzichtet auf Start', text: 'Die Ungarin verzichtet auf das Turnier.' }, 'de').content.lead.has('#sidelined'));
    assert.ok(marks({ title: 'Vass renuncia al torneo de Brannes', text: 'La húngara tiene una lesión.' }, 'es').content.title.has('#sidelined'));
  });

  it('shares no evidence between two matches that share a score alone, and joins one match told with its score', () => {
    const german = outlet('a', 'Nordkurier', 'Kestingen steht im Halbfinale', 'Der FC Kestingen hat Varro im Viertelfinale mit 3:1 geschlagen.');
    const spanish = outlet('b', 'Diario del Sur', 'El Real Almaro cae 3-1 en cuartos', 'El Real Almaro perdió 3-1 ante el Ciudad Tirso y queda eliminado.');
    const french = outlet('c', 'Le Courrier', 'Coupe : Varro sorti en quarts', "Le club s'est incliné 3-1 sur la pelouse de Kestingen.");
    assert.deepEqual(sorted([german, spanish, french]), [['a', 'c'], ['b']]);
  });

  it('reads a score in words before the word for goals: "three goals to one", "trois buts à un"', () => {
    assert.deepEqual([...marks({ title: 'Kestingen into semi-finals', text: 'Kestingen beat Varro three goals to one.' }).distinguishing.get('score')!], ['3-1']);
    assert.deepEqual([...marks({ title: 'Varro éliminé', text: 'Le club a perdu trois buts à un.' }, 'fr').distinguishing.get('score')!], ['3-1']);
  });

  it('reads a limit set on rents or prices as an act of its own, no pledge of homes', () => {
    const pledge = marks({ title: 'Ruiz anuncia 100.000 viviendas', text: 'La ministra prometió 100.000 pisos en diez años.' }, 'es');
    const cap = marks({ title: 'Ruiz limitará los alquileres turísticos', text: 'La ministra anunció un tope a los pisos turísticos.' }, 'es');
    assert.deepEqual([pledge.acts, cap.acts], [['#pledge'], ['#cap']]);
    assert.deepEqual(marks({ title: 'Berlin deckelt die Mieten', text: 'Der Senat beschließt eine Obergrenze.' }, 'de').acts, ['#cap']);
  });

  it('reads a record beside another act as that act\'s size, and two records of different figures as two', () => {
    const seizure = marks({ title: 'Saisie record de cocaïne', text: '2,4 tonnes découvertes à Puerto Salas.' }, 'fr');
    assert.deepEqual(seizure.acts, ['#mishap']);
    const heat = marks({ title: 'Town sets May heat record of 41.2C', text: 'An Andalusian town beat the national record.' });
    const port = marks({ title: 'Le port bat son record', text: 'Le port andalou a traité 6,2 millions de conteneurs.' }, 'fr');
    assert.ok(conflictingFacts(heat, port));
    const jump = marks({ title: 'Salas clears 2.01m for record', text: 'Ana Salas improved the national record.' });
    assert.ok(!conflictingFacts(jump, marks({ title: 'Salas bate el récord', text: 'Ana Salas saltó 2,01 metros.' }, 'es')), 'one figure read in two magnitudes');
  });

  it('reads goods the police seize in four languages, and stolen goods found as their recovery, no theft of the day', () => {
    assert.ok([['Police seize 2.4 tonnes of cocaine', 'en'], ['Zoll stellt Kokain sicher: 2,4 Tonnen beschlagnahmt', 'de'], ['Saisie de cocaïne au port', 'fr'],
      ['Intervenidas 2,4 toneladas de cocaína', 'es']].every(([title, language]) => marks({ title: title!, text: '' }, language).acts.includes('#mishap')));
    assert.ok(!marks({ title: 'Le Conseil constitutionnel saisi', text: 'Les députés ont saisi le Conseil.' }, 'fr').content.lead.has('#seizure'));
    const found = marks({ title: 'Aparece un dibujo de Varesi robado en 1998', text: 'La policía lo encontró en un desván.' }, 'es');
    assert.deepEqual(found.acts, ['#recovery']);
    assert.notDeepEqual(marks({ title: 'Varesi masterpiece stolen', text: 'Thieves took a painting overnight.' }).acts, found.acts);
  });

  it('keeps apart two recalls of different goods that share a count, and joins one recall told by its goods', () => {
    const phones = outlet('a', 'Harbour Wire', 'Tellic recalls 60,000 phones', 'Tellic is recalling 60,000 handsets after batteries overheated.');
    const german = outlet('b', 'Nordkurier', 'Akkubrände: Smartphone-Rückruf', 'Der Hersteller ruft 60.000 Geräte zurück.');
    const bikes = outlet('c', 'Rheinbote', 'E-Bike-Hersteller ruft 60.000 Akkus zurück', 'Die Firma Pedalo tauscht 60.000 Akkus wegen Brandgefahr aus.');
    assert.deepEqual(sorted([phones, german, bikes]), [['a', 'b'], ['c']]);
  });

  it('reads a French mayor who "jette l\'éponge" or "quitte ses fonctions" as resigning', () => {
    assert.ok(marks({ title: "Brannes : la maire jette l'éponge", text: "L'élue quitte ses fonctions." }, 'fr').content.title.has('#resignation'));
  });

  it('guesses French from "deux", "sans", "chez" and Spanish from participles in "-ados", "-idos" where a short report has few function words', () => {
    assert.equal(guessLanguage("La Hongroise s'impose en finale. Ida Vass a dominé l'Italienne en deux sets.", 'en'), 'fr');
    assert.equal(guessLanguage('Brote de norovirus en un crucero. 212 pasajeros afectados; el barco sigue en puerto.', 'en'), 'es');
  });

  it('reads people who fall ill as an outbreak, and no patients of a disease', () => {
    assert.ok(marks({ title: '212 fall ill on cruise ship', text: 'Passengers have norovirus.' }).content.title.has('#outbreak'));
    assert.ok(!marks({ title: 'Alzheimer : les familles de malades déçues', text: "L'avis est défavorable." }, 'fr').content.lead.has('#outbreak'));
  });
});
