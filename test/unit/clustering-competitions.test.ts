import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { conflictingFacts, eventMarks, evidenceParts, materialOf } from '#domain/briefings/script/clustering';
import type { ScriptItem } from '#domain/briefings/script/types';
import { groups, outlet } from '../helpers/clustering-material.ts';

/** One meeting's or tournament's other events: another match, stage, race or field, told by the facts each has one of. */
describe('events of one meeting told apart', () => {
  const marks = (item: Pick<ScriptItem, 'title' | 'text'>, language = 'en') => eventMarks(item, language);

  it('reads a match\'s sets whole, so a semi-final and the final sharing one set stay apart', () => {
    const semi = marks({ title: 'Morell remonta y jugará la final', text: 'Nuria Morell venció a Ilse Varga por 3-6, 6-2 y 6-1.' }, 'es');
    const final = marks({ title: 'Morell, campeona en Berdún', text: 'Nuria Morell ganó la final a Petra Sand por 6-4, 3-6 y 7-5.' }, 'es');
    assert.deepEqual([...semi.distinguishing.get('score')!], ['3-6 6-2 6-1']);
    assert.ok(conflictingFacts(semi, final), 'two matches that share the set 3-6');
    const told = marks({ title: 'Morell wins in Berdún', text: 'Nuria Morell beat Petra Sand 6-4 3-6 7-5 in the final.' });
    assert.ok(!conflictingFacts(final, told), 'one final, its sets written with and without commas');
    const inWords = marks({ title: 'Morell, campeona', text: 'Nuria Morell derrotó en la final a Petra Sand por seis a cuatro y seis a tres.' }, 'es');
    assert.ok(!conflictingFacts(inWords, marks({ title: 'Morell gewinnt in Berdún', text: 'Nuria Morell setzte sich mit 6:4, 6:3 durch.' }, 'de')),
      'sets given one by one in words beside the same sets read whole');
  });

  it('reads a German score "beim Stand von 5:5" as the standing within a match, not its result', () => {
    const loser = marks({ title: 'Sand verliert das Finale', text: 'Beim Stand von 5:5 im dritten Satz gab Petra Sand ihr Aufschlagspiel ab.' }, 'de');
    assert.equal(loser.distinguishing.get('score'), undefined);
    assert.ok(!conflictingFacts(loser, marks({ title: 'Morell, campeona en Berdún', text: 'Nuria Morell ganó a Petra Sand por 6-4, 3-6 y 7-5.' }, 'es')));
  });

  it('marks a stage\'s number, so a stage and a rank of the same number share no figure, and two stages stay apart', () => {
    const stage = marks({ title: 'Dane wins in the mountains', text: 'Jens Holm took stage 14 of the Tour des Lacs.' });
    const french = marks({ title: 'Holm en solitaire', text: 'Le Danois Jens Holm a remporté la 14e étape du Tour des Lacs.' }, 'fr');
    const ranking = marks({ title: 'Vera Ruiz, campeona', text: 'Vera Ruiz subirá al puesto 14 del ranking mundial.' }, 'es');
    assert.ok(stage.figures.has('14:stage') && french.figures.has('14:stage'));
    assert.ok(!ranking.figures.has('14:stage') && ranking.figures.has('14'));
    assert.ok(conflictingFacts(stage, marks({ title: 'Holm again', text: 'Jens Holm won stage 15 of the Tour des Lacs.' })));
  });

  it('keeps apart the men\'s and the women\'s race of one meeting, in any language, and joins a report that names neither', () => {
    const men = marks({ title: 'Berg gewinnt Herrenabfahrt', text: 'Der Norweger Ola Berg hat die Abfahrt in Val Brune gewonnen.' }, 'de');
    const women = marks({ title: 'Kessler takes downhill', text: "Anna Kessler won the women's downhill at Val Brune." });
    assert.deepEqual([[...men.distinguishing.get('field')!], [...women.distinguishing.get('field')!]], [['men'], ['women']]);
    assert.ok(conflictingFacts(men, women));
    assert.ok(conflictingFacts(women, marks({ title: 'Descente messieurs', text: 'Ola Berg a gagné la descente de Val Brune.' }, 'fr')));
    assert.ok(!conflictingFacts(women, marks({ title: 'Kessler gewinnt', text: 'Anna Kessler hat die Abfahrt in Val Brune gewonnen.' }, 'de')));
  });

  it('reads a stage\'s winner and a race\'s new leader from their titles, so the leader changing hands stays apart', () => {
    const winner = marks({ title: "Holm s'impose au sommet", text: 'Jens Holm a remporté la 14e étape.' }, 'fr');
    const leader = marks({ title: 'Ruiz, nuevo líder del Tour des Lacs', text: 'Pablo Ruiz se vistió con el maillot amarillo.' }, 'es');
    assert.deepEqual([winner.winners, leader.winners], [['holm'], ['ruiz']]);
    assert.ok(conflictingFacts(winner, leader));
    assert.deepEqual(marks({ title: 'Vera Ruiz conquista Berdún', text: 'La tenista ganó el torneo.' }, 'es').winners, ['ruiz']);
    assert.deepEqual(marks({ title: "Labour's new leader speaks", text: 'The party met.' }).winners, [], 'a party\'s new leader is no race\'s');
  });

  it('marks a span of hours, so a 24-hour sailing record and a 24-year-old striker\'s transfer share no figure', () => {
    const record = marks({ title: 'Le Goff pulvérise le record des 24 heures', text: 'La skippeuse a parcouru 612 milles en solitaire.' }, 'fr');
    assert.ok(record.figures.has('24 hours') && !record.figures.has('24'));
    assert.ok(marks({ title: 'Solo sailor sets 24-hour record', text: 'Ana Le Goff sailed 612 miles.' }).figures.has('24 hours'));
    assert.ok(marks({ title: 'Transfer', text: 'The 24-year-old striker signed.' }).figures.has('age:24'), 'an age, no span');
    const night = marks({ title: "L'aéroport ferme sa piste la nuit", text: 'Aucun vol entre 23 heures et 5 heures.' }, 'fr');
    assert.ok(night.figures.has('23'), 'a clock\'s hour in French is no span');
  });

  it('reads a length in centimetres, in digits and in words, so hailstones of four centimetres and a team\'s four points share no figure', () => {
    const hail = marks({ title: 'Des grêlons de 4 cm', text: 'Des grêlons de quatre centimètres ont criblé les voitures à Ostria.' }, 'fr');
    const match = marks({ title: "Ostria s'incline", text: "L'équipe d'Ostria reste bloquée à quatre points." }, 'fr');
    assert.deepEqual([...hail.figures.keys()], ['0.04m']);
    assert.ok(match.figures.has('4'));
    assert.equal(evidenceParts(hail, match, materialOf([hail, match])).figures, 0);
  });

  it('reads a final told by the beaten side as the win it is, not a defeat that came before', () => {
    const acts = (title: string, text: string, language: string) => marks({ title, text }, language).acts;
    assert.deepEqual(acts('Sand verliert das Finale', 'Die Titelverteidigerin musste sich im Endspiel geschlagen geben.', 'de'), ['#win']);
    assert.deepEqual(acts('Petra Sand battue en finale', 'La tenante du titre a été battue en trois sets.', 'fr'), ['#win']);
    assert.deepEqual(acts('El Almenar destituye a su entrenador', 'El equipo encadena cinco derrotas consecutivas.', 'es'), [], 'defeats that came before');
  });

  it('reads a player ruled out for the season as what befell him, so a club\'s record signing and its captain\'s injury stay apart', () => {
    const acts = (title: string, text: string, language = 'en') => marks({ title, text }, language).acts;
    assert.deepEqual(acts('Harlow captain out for the season', 'Captain Neil Rowe will miss the rest of the season, the club said.'), ['#mishap']);
    assert.deepEqual(acts('Rowe verpasst die Saison', 'Der Kapitän fällt für den Rest der Saison aus.', 'de'), ['#mishap']);
    const signing = outlet('g1', 'Harlow Evening Post', 'Harlow Rovers land German striker in club-record deal',
      'Harlow Rovers have completed the signing of forward Jonas Brenner for a record fee, manager Dale Whit said.');
    const captain = outlet('g2', 'Lantern Daily', 'Harlow Rovers captain out for the season',
      'Harlow Rovers captain Neil Rowe will miss the rest of the season, the club said. The centre-back will have surgery next week.', 2);
    assert.deepEqual(groups([signing, captain]), [['g1'], ['g2']]);
  });

  it('tells a semi-final and the next day\'s final of one player as two stories', () => {
    const won = outlet('w', 'Diario Sur', 'Vera Ruiz conquista Berdún', 'Vera Ruiz se proclamó campeona del Open de Berdún al imponerse a la alemana Petra Sand por 6-4, 3-6 y 7-5.');
    const semi = outlet('s', 'Voz del Norte', 'Vera Ruiz remonta y jugará la final', 'Vera Ruiz se clasificó para la final del Open de Berdún tras vencer a Ilse Varga por 3-6, 6-2 y 6-1.', 20);
    assert.deepEqual(groups([won, semi]), [['w'], ['s']]);
  });
});
