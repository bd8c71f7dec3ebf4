import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { conflictingFacts, eventMarks } from '#domain/briefings/script/clustering';
import type { ScriptItem } from '#domain/briefings/script/types';

describe('kinds of act, and words that name no happening where they stand', () => {
  const marks = (item: Pick<ScriptItem, 'title' | 'text'>, language = 'en') => eventMarks(item, language);
  const lead = (title: string, text: string, language = 'en') => marks({ title, text }, language).content.lead;

  it('reads a court striking down a law and a strike averted as no strike, and a strike as one', () => {
    assert.ok(!lead("Top court strikes down phone data law", 'The court struck down the law on Thursday.').has('#strike'));
    assert.ok(!lead('Metalworkers win 5.5% pay rise', 'The deal was struck overnight, averting strikes at carmakers.').has('#strike'));
    assert.ok(!lead('Accord salarial', "L'accord permet d'éviter une grève dans la métallurgie.", 'fr').has('#strike'));
    assert.ok(lead('Pilots end strike after pay deal', 'Pilots at Nordvik Air have called off their strike.').has('#strike'));
    const ruling = marks({ title: "Portugal's top court strikes down phone data law", text: "Portugal's Constitutional Court struck down a law on call records within 60 days." });
    const censure = marks({ title: 'Le Tribunal constitutionnel portugais censure la loi', text: 'Le Tribunal constitutionnel du Portugal a censuré la loi; Lisbonne dispose de 60 jours.' }, 'fr');
    assert.equal(conflictingFacts(ruling, censure), false, 'a ruling told in two languages: neither tells a strike');
  });

  it('reads English "close" as no closure ("close to its low", "Friday\'s close"), "closed" and "closure" as one; Spanish "crece" as no flood', () => {
    assert.ok(!lead('Unemployment steady at 6.3%', 'Unemployment held at 6.3%, close to its record low.').has('#closure'));
    assert.ok(!lead('Takeover agreed', "The offer is a premium of 28% to Friday's close.").has('#closure'));
    assert.ok(lead('Station closed', 'The station closed on Monday for works.').has('#closure'));
    assert.ok(!lead('El PIB británico crece un 0,3 %', 'La economía creció un 0,3 %.', 'es').has('#flood'));
    assert.ok(lead('Inundaciones en Valencia', 'Las inundaciones anegaron cientos de casas.', 'es').has('#flood'));
  });

  it('reads jobs cut, a headquarters moved and a summit as kinds of happening in four languages, and jobs alone as none', () => {
    assert.ok(lead('Arkon to cut 1,200 jobs', 'Arkon Holdings will cut 1,200 jobs worldwide.').has('#layoffs'));
    assert.ok(lead('Lumi-Hersteller streicht acht Prozent der Stellen', 'Der Hersteller baut acht Prozent seiner Belegschaft ab.', 'de').has('#layoffs'));
    assert.ok(lead('Arkon supprime 1 200 postes', 'Le groupe va supprimer 1 200 postes.', 'fr').has('#layoffs'));
    assert.ok(lead('Olvera recorta 300 empleos', 'La empresa recortará 300 empleos.', 'es').has('#layoffs'));
    assert.ok(!lead('Arkon hires 300', 'Arkon created 300 new jobs in Espoo.').has('#layoffs'));
    assert.ok(lead('Vantor Steel to move headquarters to Rotterdam', 'The company will move its headquarters next year.').has('#relocation'));
    assert.ok(lead('Stahlkonzern verlegt Zentrale nach Rotterdam', 'Vantor Steel verlegt seine Zentrale.', 'de').has('#relocation'));
    assert.ok(lead('Vantor Steel quitte Luxembourg', 'Le groupe va transférer son siège à Rotterdam.', 'fr').has('#relocation'));
    assert.ok(lead('Cumbre en Riga', 'Los líderes se reunieron en una cumbre.', 'es').has('#summit'));
  });
});
