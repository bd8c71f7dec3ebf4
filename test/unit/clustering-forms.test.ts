import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { type EventMarks, eventMarks, evidenceParts, materialOf } from '#domain/briefings/script/clustering';
import type { ScriptItem } from '#domain/briefings/script/types';

describe('the forms a name takes in German, French and Spanish reports', () => {
  const marks = (item: Pick<ScriptItem, 'title' | 'text'>, language: string) => eventMarks(item, language);
  const shared = (a: EventMarks, b: EventMarks, ...rest: EventMarks[]) => evidenceParts(a, b, materialOf([a, b, ...rest])).names;
  const english = marks({ title: 'Brenlow mayor to step down', text: 'The city will elect a successor to mayor Ida Halvorsen in May, officials said on Tuesday.' }, 'en');

  it('reads a German name that opens a sentence as the name another report writes', () => {
    const opening = marks({ title: 'Bürgermeisterin tritt zurück', text: 'Halvorsen kündigte am Dienstag an, ihr Amt im Mai niederzulegen.' }, 'de');
    assert.ok(shared(english, opening) > 0);
    const company = marks({ title: 'Vantor streicht 300 Stellen', text: 'Der Hersteller will zwei Werke schließen.' }, 'de');
    const cut = marks({ title: 'Toolmaker to cut 300 jobs', text: 'The toolmaker Vantor will close two plants, it said.' }, 'en');
    assert.ok(shared(cut, company) > 0);
  });

  it('reads a German noun of a country\'s people and its adjective in every ending as the country', () => {
    const german = marks({ title: 'Glassplitter in Babybrei', text: 'Ein französischer Molkereikonzern ruft Gläschen zurück.' }, 'de');
    const spanish = marks({ title: 'Alerta por cristales en potitos', text: 'Los potitos de una marca francesa se vendieron en farmacias.' }, 'es');
    assert.ok(german.names.has('=france') && shared(german, spanish) > 0);
    const final = marks({ title: 'Sand verliert das Finale', text: 'Sie musste sich der Spanierin geschlagen geben.' }, 'de');
    assert.ok(final.names.has('=spain'));
    assert.ok(marks({ title: 'Brauerei geht an Niederländer', text: 'Die Brauerei wird verkauft.' }, 'de').names.has('=netherlands'));
  });

  it('reads a German genitive of a name as the name', () => {
    const genitive = marks({ title: 'Halvorsens Rücktritt überrascht Brenlow', text: 'Die Stadt wählt im Mai eine Nachfolgerin.' }, 'de');
    assert.ok(shared(english, genitive) > 0);
    const possessive = marks({ title: "Council surprised by Halvorsen's exit", text: 'The council will set a date for an election.' }, 'en');
    assert.ok(shared(possessive, genitive) > 0, 'and an English one');
    const other = marks({ title: 'Marholts Roman erscheint im Mai', text: 'Der Verlag kündigte den dritten Roman an.' }, 'de');
    assert.equal(shared(english, other), 0, 'a genitive of a name the other report does not write');
  });

  it('reads a German adjective of a place as the place', () => {
    const place = marks({ title: 'Fire crews rescue 12 from Kellmoor flats', text: 'Firefighters in Kellmoor rescued 12 people from a burning block of flats.' }, 'en');
    const adjective = marks({ title: 'Kellmoorer Feuerwehr rettet zwölf Menschen', text: 'Die Kellmoorer Feuerwehr hat zwölf Menschen aus einem brennenden Wohnhaus gerettet.' }, 'de');
    assert.ok(shared(place, adjective) > 0);
    const genitive = marks({ title: 'Kellmoors Bürgermeister weiht Feuerwache ein', text: 'Die neue Feuerwache kostete 4,5 Millionen Euro.' }, 'de');
    assert.equal(shared(adjective, genitive, place), 0, 'two forms of one name, neither the name itself: another happening may write either');
  });

  it('reads a name written into a German compound as one word as the name', () => {
    const prize = marks({ title: 'Marholt wins Kestner prize', text: 'The novelist Ilse Marholt has won the Kestner prize for her third book.' }, 'en');
    const compound = marks({ title: 'Kestnerpreis für eine Romanautorin', text: 'Der Kestnerpreis geht an eine Schriftstellerin für ihren dritten Roman.' }, 'de');
    assert.ok(shared(prize, compound) > 0);
    const bridge = marks({ title: 'Olse Bridge to close', text: 'The Olse Bridge will close to traffic for three weeks.' }, 'en');
    assert.ok(shared(bridge, marks({ title: 'Olsebrücke gesperrt', text: 'Die Olsebrücke wird für drei Wochen gesperrt.' }, 'de')) > 0, 'a bridge');
    assert.equal(shared(bridge, marks({ title: 'Sandbrücke gesperrt', text: 'Die Sandbrücke wird für zwei Wochen gesperrt.' }, 'de')), 0, "another bridge's");
    const shares = marks({ title: 'Vantoraktie bricht ein', text: 'Die Vantoraktie ist nach einer Gewinnwarnung eingebrochen.' }, 'de');
    assert.ok(shared(marks({ title: 'Vantor shares slump', text: 'Shares in Vantor slumped after a profit warning.' }, 'en'), shares) > 0, "a company's shares");
  });

  it('reads a place or structure named after its place, written as one word, as the place', () => {
    const tunnel = marks({ title: 'Lorry fire closes Felsbach tunnel', text: 'A lorry caught fire inside the Felsbach tunnel on Thursday.' }, 'en');
    assert.ok(shared(tunnel, marks({ title: 'Felsbachtunnel gesperrt', text: 'Der Felsbachtunnel bleibt nach einem Brand gesperrt.' }, 'de')) > 0, 'a tunnel');
    const valley = marks({ title: 'Dam gives way', text: 'A wall of water ran down the Varrow valley on Sunday.' }, 'en');
    assert.ok(shared(valley, marks({ title: 'Hunderte verlassen das Varrowtal', text: 'Im Varrowtal wurden 600 Bewohner in Sicherheit gebracht.' }, 'de')) > 0, 'a valley');
    assert.equal(shared(tunnel, marks({ title: 'Kellpasstunnel gesperrt', text: 'Der Kellpasstunnel bleibt gesperrt.' }, 'de')), 0, "another place's tunnel");
  });

  it('reads a name after a French or Spanish elision, article or preposition as the name', () => {
    const port = marks({ title: 'Ostvik port reopens', text: 'The port of Ostvik reopened on Monday.' }, 'en');
    const elided = marks({ title: 'Réouverture du port d\'Ostvik', text: 'Le port d\'Ostvik a rouvert lundi.' }, 'fr');
    assert.ok(shared(port, elided) > 0);
    const club = marks({ title: 'Deportivo sack coach', text: 'The club Deportivo dismissed its coach on Sunday.' }, 'en');
    const article = marks({ title: 'Destitución en el banquillo', text: 'El entrenador del Deportivo fue destituido el domingo.' }, 'es');
    assert.ok(shared(club, article) > 0);
    const town = marks({ title: 'Incendie à Kellmoor', text: 'Un incendie a éclaté à Kellmoor dans la nuit.' }, 'fr');
    const fire = marks({ title: 'Fire in Kellmoor', text: 'A fire broke out in Kellmoor overnight.' }, 'en');
    assert.ok(shared(fire, town) > 0);
  });

  it('reads a region by its name and its adjective in four languages, and a country\'s name across them ("Cameroon", "Kamerun", "le Cameroun")', () => {
    const saxony = marks({ title: 'Teachers walk out across Saxony', text: 'Around nine thousand teachers in Saxony went on strike on Thursday.' }, 'en');
    const sachsen = marks({ title: 'Warnstreik an vielen Schulen', text: 'Tausende Lehrerinnen und Lehrer in Sachsen haben die Arbeit niedergelegt.' }, 'de');
    assert.ok(shared(saxony, sachsen) > 0);
    const galician = marks({ title: 'Spanish drama takes top prize', text: 'The House of Rains, a drama set in a Galician village, won the main award.' }, 'en');
    const gallega = marks({ title: 'Premio para «La casa de las lluvias»', text: 'La película de la directora gallega Inés Albarracín ganó el premio.' }, 'es');
    assert.ok(shared(galician, gallega) > 0, 'an adjective Spanish writes in lower case');
    assert.equal(shared(galician, marks({ title: 'Premio para «Patio norte»', text: 'La película del director andaluz Óscar Lebrija ganó el premio.' }, 'es')), 0, 'another region');
    const kamerun = marks({ title: 'Museum gibt 23 Masken an Kamerun zurück', text: 'Das Landesmuseum hat die Masken an Kamerun zurückgegeben.' }, 'de');
    assert.ok(shared(kamerun, marks({ title: 'Vingt-trois masques regagnent le Cameroun', text: 'Les masques vont retrouver le Cameroun.' }, 'fr')) > 0);
  });
});
