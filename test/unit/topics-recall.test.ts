import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { scoreItems } from '#domain/briefings/script/ranking';
import type { ScriptItem } from '#domain/briefings/script/types';
import { makeItem } from '../helpers/script-material.ts';

const NOW = 1_800_000_000;
const chosen = (items: ScriptItem[], interest: string, language = 'en') =>
  scoreItems(items, [interest], NOW, { language }).map(({ item }) => item.id).sort();
/** Filler sentences that name nothing: a long article's body around its mentions. */
const filler = (sentences: number) => Array.from({ length: sentences }, (_, index) => `Officials gave figure ${index + 1} at a briefing in the capital on Monday afternoon.`).join(' ');

describe('topics: a long article that names the interest only in its body', () => {
  it('is about it when the body names it three times by two distinct terms, however long the article runs', () => {
    const body = (mentions: string[]) => [filler(20), ...mentions.map((mention) => `${mention} ${filler(20)}`)].join(' ');
    const items = [
      makeItem({ id: 'named', title: 'Ministers meet in Bonn for a second day', text: body(['Delegates said climate change was on every agenda.', 'Global warming featured in the closing statement.', 'Talks on climate change continue in June.']) }),
      makeItem({ id: 'passing', title: 'Ministers meet in Bonn for a third day', text: body(['One delegate mentioned climate change over lunch.', 'Another said climate change could wait.']) }),
      makeItem({ id: 'one-term', title: 'Ministers meet in Bonn for a fourth day', text: body(['Climate change came up.', 'Climate change came up again.', 'Climate change came up once more.']) }),
    ];

    assert.deepEqual(chosen(items, 'climate change'), ['named']);
  });
});

describe('topics: public health is more than hospital words', () => {
  it('takes outbreaks, vaccine uptake and tobacco rules, and not a nurses\' strike or a hacked hospital', () => {
    const items = [
      makeItem({ id: 'measles', title: 'Measles cases highest in a decade as MMR uptake slips', text: 'The health agency recorded 2,900 cases last year. Uptake of the second dose has fallen to 84 per cent.' }),
      makeItem({ id: 'vapes', title: 'Government to ban disposable vapes', text: 'Ministers will ban single-use vapes from June and raise the age of sale for tobacco year by year.' }),
      makeItem({ id: 'strike', title: 'Nurses at city hospital walk out over pay', text: 'Hundreds of nurses at the infirmary began a strike. The hospital said planned operations were postponed for patients.' }),
      makeItem({ id: 'hacked', title: 'Hospital group says patient records were stolen', text: 'Criminals encrypted the hospital systems and took files holding patient data.' }),
    ];

    assert.deepEqual(chosen(items, 'public health'), ['measles', 'vapes']);
  });

  it('does not read a Spanish story about doctors as one about Medicaid', () => {
    const items = [
      makeItem({ id: 'doctors', title: 'Huelga de médicos en los centros de salud de Madrid', text: 'Los médicos de atención primaria han convocado una huelga indefinida para reclamar menos pacientes por consulta.' }),
      makeItem({ id: 'legionella', title: 'Brote de legionela en un hotel de Benidorm', text: 'Salud Pública investiga un brote de legionelosis tras detectar la bacteria en las torres de refrigeración.' }),
    ];

    assert.deepEqual(chosen(items, 'salud pública', 'es'), ['legionella']);
  });
});

describe('topics: knowledge of the weak topics in every language', () => {
  it('counts facial recognition and deepfakes as artificial intelligence in French, Spanish and English', () => {
    const french = [
      makeItem({ id: 'cnil', title: 'La Cnil met en demeure une appli de reconnaissance faciale', text: 'La société doit cesser de collecter des photos pour entraîner son logiciel de reconnaissance faciale.' }),
      makeItem({ id: 'garage', title: 'La mairie transforme un garage en espace culturel', text: 'La salle accueillera des concerts et une bibliothèque.' }),
    ];
    const spanish = [makeItem({ id: 'aesia', title: 'La AESIA investiga una aplicación de reconocimiento facial', text: 'La aplicación identificaba a personas a partir de fotos de redes sociales.' })];
    const english = [makeItem({ id: 'robocalls', title: 'Deepfake of mayor\'s voice used in election robocalls', text: 'Police are investigating calls that used a cloned voice of the mayor. Voice-cloning tools need a few seconds of audio.' })];

    assert.deepEqual(chosen(french, 'intelligence artificielle', 'fr'), ['cnil']);
    assert.deepEqual(chosen(spanish, 'inteligencia artificial', 'es'), ['aesia']);
    assert.deepEqual(chosen(english, 'artificial intelligence'), ['robocalls']);
  });

  it('reads German compounds and hyphenated spellings: greenhouse-gas targets for climate, "Cyber-Angriff" for cybersecurity', () => {
    const climate = [
      makeItem({ id: 'transport', title: 'Regierung verfehlt Ziel für Treibhausgasminderung im Verkehr', text: 'Der Verkehrssektor verfehlt seine Vorgaben zum dritten Mal. Der Treibhausgasausstoß lag bei 146 Millionen Tonnen.' }),
      makeItem({ id: 'hail', title: 'Hagel beschädigt Autos in Franken', text: 'Ein Gewitter mit großen Hagelkörnern hat zahlreiche Autos beschädigt.' }),
    ];
    const cyber = [makeItem({ id: 'council', title: 'Cyber-Angriff legt Kreisverwaltung lahm', text: 'Seit dem Cyber-Angriff sind die Computer der Verwaltung außer Betrieb.' })];

    assert.deepEqual(chosen(climate, 'Klimawandel', 'de'), ['transport']);
    assert.deepEqual(chosen(cyber, 'Cybersicherheit', 'de'), ['council']);
  });

  it('takes sea ice and coastal defences as climate change, and a cold snap not', () => {
    const items = [
      makeItem({ id: 'ice', title: 'Antarctic sea ice hits lowest winter maximum on record', text: 'Warmer ocean water is eating the ice from below, and the loss could speed up the melting of ice shelves.' }),
      makeItem({ id: 'snow', title: 'Storm brings snow and travel chaos to Scotland', text: 'Heavy snow closed roads and temperatures fell to minus 8C overnight.' }),
    ];

    assert.deepEqual(chosen(items, 'climate change'), ['ice']);
  });

  it('takes climate protest groups, wildfires and a record year told without the words "climate change", in German, French and English', () => {
    const english = [makeItem({ id: 'xr', title: 'Extinction Rebellion activists block an oil firm\'s doors', text: 'Protesters demanded an end to new licences to drill for fossil fuels. Police made twelve arrests.' })];
    const german = [
      makeItem({ id: 'fires', title: 'Waldbrände in Südeuropa: so viel verbrannte Fläche wie nie', text: 'Mehr als eine Million Hektar sind verbrannt, meldet der Copernicus-Dienst. Forscher sehen die Erwärmung als Treiber.' }),
      makeItem({ id: 'frost', title: 'Kälteeinbruch bringt Schnee bis in die Täler', text: 'Der Wetterdienst erwartet minus zehn Grad. Autofahrer sollen mit Glätte rechnen.' }),
    ];
    const french = [makeItem({ id: 'record', title: '2024, année la plus chaude jamais mesurée', text: 'Selon Copernicus, la température a dépassé de 1,6 °C celle de l\'ère préindustrielle. El Niño a renforcé la tendance.' })];

    assert.deepEqual(chosen(english, 'climate change'), ['xr']);
    assert.deepEqual(chosen(german, 'Klimawandel', 'de'), ['fires']);
    assert.deepEqual(chosen(french, 'changement climatique', 'fr'), ['record']);
  });
});

describe('topics: acronyms the material defines', () => {
  it('takes an acronym written before its long form in parentheses, and not a parenthesis whose words do not spell it', () => {
    const items = [
      makeItem({ id: 'defined', title: 'Regulator fines payments firm', text: 'The SEC (Securities and Exchange Commission) fined the firm 4 million dollars for weak checks.' }),
      makeItem({ id: 'acronym', title: 'SEC bans crypto adverts aimed at students', text: 'The SEC said the adverts broke its rules on risk warnings.' }),
      makeItem({ id: 'stray', title: 'DJ (Friday late show) takes a break', text: 'The DJ said the show would return in spring.' }),
    ];

    assert.deepEqual(chosen(items, 'Securities and Exchange Commission'), ['acronym', 'defined']);
  });
});

describe('topics: access to family doctors and the Paris accord', () => {
  it('takes family doctors\' waiting times and shortages as public health in English and German, and leaves a doctors\' strike alone', () => {
    const english = [
      makeItem({ id: 'waits', title: 'Waiting times for GP appointments reach a record', text: 'Patients in the north-east wait three weeks on average, and two GP surgeries in Hull closed this year. The Royal College of GPs wants more trainees.' }),
      makeItem({ id: 'strike', title: 'Junior doctors announce five-day strike', text: 'The union said talks over pay had broken down. Hospitals will cancel planned operations.' }),
    ];
    const german = [makeItem({ id: 'mangel', title: 'Ärztemangel in Sachsen-Anhalt verschärft sich', text: 'Jeder vierte Hausarzt ist älter als 63 Jahre, meldet die Kassenärztliche Vereinigung. Viele Praxen finden keinen Nachfolger.' })];

    assert.deepEqual(chosen(english, 'public health'), ['waits']);
    assert.deepEqual(chosen(german, 'öffentliche Gesundheit', 'de'), ['mangel']);
  });

  it('takes the Paris accord as climate change', () => {
    const items = [makeItem({ id: 'accord', title: 'Argentina weighs leaving the Paris accord', text: 'The president said the country\'s emissions pledges hurt farmers. Diplomats warned it would isolate Buenos Aires at the next summit.' })];

    assert.deepEqual(chosen(items, 'climate change'), ['accord']);
  });
});
