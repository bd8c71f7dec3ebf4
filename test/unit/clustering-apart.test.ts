import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { conflictingFacts, eventMarks, evidenceParts, materialOf } from '#domain/briefings/script/clustering';
import type { ScriptItem } from '#domain/briefings/script/types';
import { groups, outlet } from '../helpers/clustering-material.ts';

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

  it('keeps apart two reports that name two prizes by their own names, and joins one prize told in two languages', () => {
    const won = marks({ title: "Le prix Halvard à l'Allemande Mira Oltberg", text: 'La romancière allemande a reçu lundi le prix Halvard pour Les Jardins de sel.' }, 'fr');
    const shortlist = marks({ title: 'Six novels shortlisted for the Corwin Prize', text: "Mira Oltberg's The Salt Gardens is among six novels shortlisted for the Corwin Prize." });
    assert.ok(conflictingFacts(won, shortlist), 'one prize won, another\'s shortlist');
    assert.ok(!conflictingFacts(won, marks({ title: 'Novel of salt takes Halvard Prize', text: 'The Salt Gardens by Mira Oltberg has won the Halvard Prize.' })));
    assert.ok(!conflictingFacts(marks({ title: 'Nobel for Ana Ruiz', text: 'Ana Ruiz won the Nobel Peace Prize.' }), marks({ title: 'Ana Ruiz', text: 'Ana Ruiz reçoit le prix Nobel de la paix.' }, 'fr')),
      'a prize named with what it is for');
  });

  it('reads a book made into a film as an act of its own, so the author\'s prize and the film share only her name', () => {
    const film = marks({ title: '« Les Jardins de sel » bientôt au cinéma', text: 'La réalisatrice Claire Vasson adaptera au cinéma le roman de Mira Oltberg.' }, 'fr');
    assert.deepEqual(film.acts, ['#adaptation']);
    assert.ok(marks({ title: 'Oltberg-Roman wird verfilmt', text: 'Der Roman wird verfilmt.' }, 'de').acts.includes('#adaptation'));
    const prize = outlet('p1', 'Voix du Vallon', "Le prix Halvard à l'Allemande Mira Oltberg", 'La romancière Mira Oltberg a reçu lundi le prix Halvard pour Les Jardins de sel.');
    const adaptation = outlet('p2', 'Journal de Sainte-Aure', '« Les Jardins de sel » bientôt au cinéma', 'La réalisatrice Claire Vasson adaptera au cinéma le roman de Mira Oltberg, Les Jardins de sel.', 2);
    assert.deepEqual(groups([prize, adaptation]), [['p1'], ['p2']]);
  });

  it('keeps apart two studies by the count of people each followed, and joins one study told in four languages', () => {
    const shifts = marks({ title: 'Night shifts linked to diabetes', text: 'People who worked night shifts were more likely to develop diabetes, according to a study of 40,000 adults by the Halden Institute.' });
    const sleep = marks({ title: 'Teenagers who sleep less snack more', text: 'Teenagers ate more, according to a study of 3,100 pupils by researchers at the Halden Institute.' });
    assert.ok(conflictingFacts(shifts, sleep), 'one institute\'s two papers');
    for (const [text, language] of <Array<[string, string]>>[["Selon une étude portant sur 40 000 adultes de l'Institut Halden, le risque augmente.", 'fr'],
      ['Eine Studie mit 40.000 Erwachsenen des Halden-Instituts zeigt ein höheres Risiko.', 'de'], ['Un estudio con 40.000 adultos del Instituto Halden lo confirma.', 'es']]) {
      const other = marks({ title: 'Diabetes', text }, language);
      assert.deepEqual([...other.distinguishing.get('sample') ?? []], ['40000'], text);
      assert.ok(!conflictingFacts(shifts, other), text);
    }
  });

  it('keeps apart two plans of job cuts by their counts of jobs, and joins one plan told in three languages', () => {
    const datrix = marks({ title: 'Datrix to cut 3,000 jobs', text: 'Software group Datrix will lay off 3,000 staff, about 8% of its workforce.' });
    const rival = marks({ title: 'Halvard streicht 1800 Stellen', text: 'Der Autokonzern Halvard will rund 1800 Arbeitsplätze abbauen.' }, 'de');
    assert.ok(conflictingFacts(datrix, rival), 'two companies\' job cuts');
    assert.ok(!conflictingFacts(datrix, marks({ title: 'Datrix baut 3000 Stellen ab', text: 'Der Softwarekonzern Datrix streicht Arbeitsplätze.' }, 'de')));
    assert.ok(!conflictingFacts(datrix, marks({ title: 'Datrix supprime 3 000 emplois', text: 'Le groupe Datrix va se séparer de salariés.' }, 'fr')));
    assert.ok(!conflictingFacts(rival, marks({ title: 'Halvard va supprimer 1 800 postes', text: 'Halvard supprime des emplois.' }, 'fr')));
    assert.ok(!conflictingFacts(datrix, marks({ title: 'Datrix streicht 2950 Stellen', text: 'Der Softwarekonzern Datrix baut ab.' }, 'de')), 'a count rounded otherwise');
  });

  it('keeps apart a town\'s purchase of flats and its seller\'s new estate by the count of flats each deal gives', () => {
    const bought = marks({ title: 'Stadt kauft 212 Wohnungen', text: 'Die Stadt Arnfeld kauft der Baugesellschaft Lorenz 212 Mietwohnungen ab.' }, 'de');
    const built = marks({ title: 'Baugesellschaft Lorenz baut 140 Wohnungen', text: 'Die Baugesellschaft Lorenz baut in Kessing 140 Wohnungen.' }, 'de');
    assert.deepEqual([...bought.distinguishing.get('flats')!], ['212']);
    assert.ok(conflictingFacts(bought, built));
    assert.ok(!conflictingFacts(bought, marks({ title: 'Town buys 212 flats', text: 'Arnfeld will buy 212 flats from its developer.' })));
    assert.ok(!conflictingFacts(bought, marks({ title: 'Town buys rented flats', text: 'Arnfeld will take over more than 200 rental flats.' })), 'no count of flats');
    assert.equal(marks({ title: 'Storm', text: 'The storm cut power to 40,000 homes.' }).distinguishing.get('flats'), undefined, 'homes are as often households');
  });

  it('keeps apart two finals of one tournament whose titles name two winners, and joins one winner told in two languages', () => {
    const women = marks({ title: 'Rovak gewinnt die Velmont Open', text: 'Ines Rovak hat das Finale der Velmont Open gegen Sara Lind gewonnen.' }, 'de');
    const men = marks({ title: "Velmont Open: Dorin wins men's title", text: 'Andrei Dorin won the final of the Velmont Open.' });
    assert.deepEqual([women.winners, men.winners], [['rovak'], ['dorin']]);
    assert.ok(conflictingFacts(women, men), 'the women\'s and the men\'s final');
    assert.ok(!conflictingFacts(women, marks({ title: 'Rovak, campeona en Velmont', text: 'La tenista Ines Rovak conquistó el torneo de Velmont.' }, 'es')));
  });

  it('keeps apart one court\'s two trials by their prison terms, and joins one sentence told in four languages and by its firm part', () => {
    const murder = marks({ title: 'Man jailed for life for murder of café owner', text: 'Dean Collery was jailed for life at Sallowford Crown Court.' });
    const driver = marks({ title: 'Driver who killed cyclist jailed for six years', text: 'A van driver was jailed for six years at Sallowford Crown Court.' });
    assert.deepEqual([[...murder.distinguishing.get('term')!], [...driver.distinguishing.get('term')!]], [['life'], ['6y']]);
    assert.ok(conflictingFacts(murder, driver), 'a murderer\'s life sentence and a driver\'s six years');
    const mayor = marks({ title: 'Former mayor jailed for four years', text: 'A court sentenced the former mayor to four years in prison.' });
    for (const [title, text, language] of <Array<[string, string, string]>>[
      ["L'ancien maire condamné à quatre ans ferme", 'Il a été condamné à quatre ans de prison ferme.', 'fr'],
      ['Vier Jahre Haft für Ex-Bürgermeister', 'Das Gericht hat ihn zu vier Jahren Haft verurteilt.', 'de'],
      ['Cuatro años de prisión para el exalcalde', 'La Audiencia lo ha condenado a cuatro años de prisión.', 'es'],
      ['Ex-mayor gets jail term', 'He was given a four-year prison sentence.', 'en'], ['Haftstrafe für Ex-Bürgermeister', 'Er erhielt eine Haftstrafe von vier Jahren.', 'de']]) {
      const other = marks({ title, text }, language);
      assert.deepEqual([...other.distinguishing.get('term')!], ['4y'], title);
      assert.ok(!conflictingFacts(mayor, other), title);
    }
    const partly = marks({ title: "L'ex-ministre condamné à quatre ans de prison", text: "Il est condamné à quatre ans d'emprisonnement, dont deux avec sursis." }, 'fr');
    assert.ok(!conflictingFacts(partly, marks({ title: 'Deux ans ferme pour l\'ex-ministre', text: 'Il écope de deux ans de prison ferme.' }, 'fr')), 'the firm part alone');
    assert.ok(conflictingFacts(mayor, marks({ title: 'Dix-huit mois avec sursis pour l\'ex-directeur', text: 'Le tribunal le condamne à dix-huit mois de prison avec sursis.' }, 'fr')));
  });

  it('reads a prison term "ferme" as no closure', () => {
    assert.deepEqual(marks({ title: "L'ancien maire condamné à quatre ans ferme", text: 'Il est condamné à deux ans de prison ferme.' }, 'fr').acts, ['#ruling']);
    assert.ok(marks({ title: 'Le musée ferme ses portes', text: 'Le musée ferme ses portes lundi.' }, 'fr').acts.includes('#mishap'));
  });

  it('counts a word that two full names of one report share as one bearer\'s: "Matemáticas de la PAU" and "Matemáticas II de la PAU" name the PAU once', () => {
    const title = 'Investigan la filtración del examen de Matemáticas de la PAU';
    const once = marks({ title, text: 'La consejería ha abierto una investigación por la difusión de varias preguntas.' }, 'es');
    const twice = marks({ title, text: 'La consejería investiga la difusión de preguntas de Matemáticas II de la PAU.' }, 'es');
    const results = marks({ title: 'Casi 95 de cada 100 aspirantes superan la PAU en Aragón', text: 'Casi noventa y cinco de cada cien estudiantes han aprobado.' }, 'es');
    const material = materialOf([once, twice, results]);
    assert.equal(evidenceParts(twice, results, material).names, evidenceParts(once, results, material).names);
  });
});
