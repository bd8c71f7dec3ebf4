import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { conflictingFacts, eventMarks } from '#domain/briefings/script/clustering';
import type { ScriptItem } from '#domain/briefings/script/types';
import { groups, outlet } from '../helpers/clustering-material.ts';

/** A town's happenings and prices, told by outlets in other words and other languages. */
describe('local news told in other words', () => {
  const marks = (item: Pick<ScriptItem, 'title' | 'text'>, language = 'en') => eventMarks(item, language);

  it('reads a price paid per month, year, night or person as a rate, not the sum one event has one of', () => {
    const monthly = marks({ title: 'Lunera subirá la luz un 12 %', text: 'La eléctrica Lunera cobrará unos 9 euros más al mes a una familia media.' }, 'es');
    const yearly = marks({ title: 'Lunera to raise power bills', text: 'Lunera said bills would rise by more than €100 a year.' });
    assert.equal(monthly.distinguishing.get('money'), undefined);
    assert.ok(monthly.figures.has('9'), 'still a figure the reports may share');
    assert.ok(!conflictingFacts(monthly, yearly), 'one rise told per month and per year');
    const deal = marks({ title: 'Lunera buys a rival', text: 'Lunera will pay €100m for the rival.' });
    assert.ok(conflictingFacts(deal, marks({ title: 'Lunera buys a rival', text: 'Lunera will pay €300m for the rival.' })), 'two sums of two deals');
  });

  it('reads a Spanish "tasa turística" as a tax, where "la tasa de paro" is unemployment', () => {
    const acts = (title: string, text: string) => marks({ title, text }, 'es').acts;
    assert.deepEqual(acts('Orvia cobrará una tasa turística de dos euros', 'El pleno aprobó anoche la tasa.'), ['#tax']);
    assert.ok(!acts('La tasa de paro baja en Orvia', 'El paro cae un punto.').includes('#tax'));
  });

  it('reads a vehicle overturned as a crash and people who "were hurt" as injured, so a coach crash told in three languages is told once', () => {
    const acts = (title: string, text: string, language = 'en') => marks({ title, text }, language).acts;
    assert.deepEqual(acts('Tour coach overturns', 'More than twenty people were hurt.'), ['#mishap']);
    assert.deepEqual(acts('Reisebus kippt bei Arnfeld um', 'Der Bus ist von der Fahrbahn abgekommen.', 'de'), ['#mishap']);
    assert.deepEqual(acts('Vuelca un autobús en Orvia', 'El autobús volcó en una curva.', 'es'), ['#mishap']);
    const german = outlet('c1', 'Talblatt', 'Reisebus kippt bei Arnfeld um – 23 Verletzte',
      'Auf der Bundesstraße ist ein Reisebus von der Fahrbahn abgekommen und umgekippt. Von den 46 Insassen, Senioren aus Frankreich, wurden 23 verletzt.');
    const french = outlet('c2', 'La Gazette', 'Accident de car en Allemagne : des retraités blessés',
      'Un autocar transportant 44 retraités français a eu un accident jeudi matin en Allemagne. Quatre passagers sont blessés grièvement.', 2);
    const english = outlet('c3', 'Lantern Daily', 'Tour coach overturns in Germany',
      'More than twenty people were hurt when a coach carrying French pensioners tipped onto its side in Germany.', 3);
    assert.deepEqual(groups([german, french, english]), [['c1', 'c2', 'c3']]);
  });

  it('reads a craft reaching orbit as its launch, so a rocket\'s flight told by its maker and by a student satellite on board is told once', () => {
    const acts = (title: string, text: string, language = 'en') => marks({ title, text }, language).acts;
    assert.deepEqual(acts('Kestrel-2 reaches orbit', 'The rocket carried 12 small satellites.'), ['#opening']);
    assert.deepEqual(acts('Ravel erreicht die Umlaufbahn', 'Die Rakete des Start-ups Ravel ist im All.', 'de'), ['#opening']);
    const maker = outlet('o1', 'Lantern Daily', 'Kestrel-2 rocket reaches orbit', 'Ravel Orbital\'s Kestrel-2 lifted off from a spaceport in Norway and released 12 satellites.');
    const students = outlet('o2', 'Noticiero', 'Un satélite de estudiantes ya está en órbita', 'El minisatélite de la Universidad de Orvia viaja ya en órbita tras despegar esta mañana desde Noruega.', 3);
    assert.deepEqual(groups([maker, students]), [['o1', 'o2']]);
  });

  it('reads a Spanish "alerta alimentaria" as a recall, so baby food recalled in France joins the Spanish food alert', () => {
    const alert = marks({ title: 'Alerta por cristales en potitos de una marca francesa', text: 'Las autoridades han activado una alerta alimentaria por trozos de vidrio en potitos fabricados en Francia.' }, 'es');
    const recall = marks({ title: 'Rappel de petits pots : risque de verre', text: 'La Laiterie Morel rappelle des petits pots vendus dans toute la France.' }, 'fr');
    assert.ok(alert.content.lead.has('#recall'));
    assert.ok(!conflictingFacts(alert, recall), 'a recall every report of it names');
  });

  it('reads hail in four languages, by the storm or by its stones, as what befell a town', () => {
    const acts = (title: string, text: string, language: string) => marks({ title, text }, language).acts;
    assert.deepEqual(acts('Una granizada destroza coches en Orvia', 'El pedrisco dañó cientos de coches.', 'es'), ['#mishap']);
    assert.deepEqual(acts('Des grêlons sur Orvia', 'Des grêlons ont criblé les voitures.', 'fr'), ['#mishap']);
    assert.deepEqual(acts('Hagel in Orvia', 'Hagelkörner beschädigten Autos.', 'de'), ['#mishap']);
    const spanish = outlet('h1', 'Diario Sur', 'Una granizada destroza miles de coches en Orvia', 'Piedras de granizo cayeron sobre Orvia el miércoles. Unos 2.000 vehículos sufrieron daños.');
    const french = outlet('h2', 'Le Riverain', 'Espagne : des grêlons s\'abattent sur Orvia', 'Des grêlons ont criblé voitures et serres à Orvia. Les assureurs attendent des milliers de déclarations de sinistre.', 2);
    assert.deepEqual(groups([spanish, french]), [['h1', 'h2']]);
  });
});
