import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { Engine, LanguageCode, VoiceId } from '@aws-sdk/client-polly';
import { ValidationError } from '#shared/errors';
import { checkCoHostVoice, checkLanguageAndVoice, findVoice, listVoices, pairingsOf, resolveVoice, resolveVoices, VOICES, voicesFor } from '#domain/catalogue/voices';

describe('voice catalogue', () => {
  it('lists real Polly voice ids, language codes and engines, each id once', () => {
    const ids = new Set<string>(Object.values(VoiceId));
    const languages = new Set<string>(Object.values(LanguageCode));
    const engines = new Set<string>(Object.values(Engine));
    for (const voice of VOICES) {
      assert.ok(ids.has(voice.id), voice.id);
      assert.ok(languages.has(voice.language), `${voice.id} ${voice.language}`);
      assert.ok(voice.engines.every((engine) => engines.has(engine)), voice.id);
      assert.ok(voice.engines.includes('neural') || voice.engines.includes('standard'), `${voice.id} is usable by briefings`);
    }
    assert.equal(new Set(VOICES.map((voice) => voice.id)).size, VOICES.length);
    assert.ok(VOICES.length >= 40);
  });

  it('covers the common locales', () => {
    for (const locale of ['en-US', 'en-GB', 'en-AU', 'en-IN', 'de-DE', 'fr-FR', 'es-ES', 'es-US', 'it-IT', 'pt-BR', 'ja-JP', 'nl-NL', 'pl-PL', 'sv-SE']) {
      assert.ok(voicesFor(locale).length > 0, locale);
    }
  });

  it('matches a bare language to every region and a tag to its region only', () => {
    assert.ok(voicesFor('en').every((voice) => voice.language.startsWith('en-')));
    assert.deepEqual([...new Set(voicesFor('EN-gb').map((voice) => voice.language))], ['en-GB']);
    assert.deepEqual(voicesFor('xx'), []);
  });
});

describe('resolveVoice', () => {
  const resolved = (language: string, voiceId: string | null) => {
    const { voice, engine } = resolveVoice(language, voiceId);
    return `${voice.id}/${engine}`;
  };

  it('uses the chosen voice with neural when it has it, else standard', () => {
    assert.equal(resolved('en', 'Matthew'), 'Matthew/neural');
    assert.equal(resolved('de', 'Hans'), 'Hans/standard');
    assert.equal(resolved('en-GB', 'joanna'), 'Joanna/neural');
  });

  it("picks the language's default: first neural voice of the region, else of the language", () => {
    assert.equal(resolved('en', null), 'Joanna/neural');
    assert.equal(resolved('en-GB', null), 'Amy/neural');
    assert.equal(resolved('en-AU', null), 'Olivia/neural');
    assert.equal(resolved('pt', null), 'Camila/neural');
    assert.equal(resolved('sv', null), 'Elin/neural');
    assert.equal(resolved('ru', null), 'Tatyana/standard');
    assert.equal(resolved('en-SG', null), 'Joanna/neural');
  });

  it('falls back to the default when the stored voice is unknown or does not fit', () => {
    assert.equal(resolved('en', 'Retired'), 'Joanna/neural');
    assert.equal(resolved('en', 'Hans'), 'Joanna/neural');
  });

  it('throws for a language no voice speaks', () => {
    assert.throws(() => resolveVoice('xx', null), ValidationError);
  });
});

describe('checkLanguageAndVoice', () => {
  it('returns canonical forms', () => {
    assert.deepEqual(checkLanguageAndVoice('PT-br', 'vitoria'), { language: 'pt-BR', voice_id: 'Vitoria' });
    assert.deepEqual(checkLanguageAndVoice('fr', null), { language: 'fr', voice_id: null });
  });

  it('names the field and says why', () => {
    assert.throws(() => checkLanguageAndVoice('en', 'Hans'), (error: unknown) => error instanceof ValidationError
      && /^voice_id: Hans speaks de-DE, not the profile language 'en'/.test(error.message));
    assert.throws(() => checkLanguageAndVoice('en', 'Nobody'), /voice_id: 'Nobody' is not a known voice/);
    assert.throws(() => checkLanguageAndVoice('zz-ZZ', null), /language: no voice speaks 'zz-ZZ'/);
  });
});

describe('listVoices', () => {
  it('pages the filtered catalogue', () => {
    const page = listVoices({ language: 'de', limit: 2, offset: 1 });
    assert.deepEqual(page.items.map((voice) => voice.id), ['Daniel', 'Marlene']);
    assert.equal(page.total, voicesFor('de').length);
  });
});

describe('duo voices', () => {
  const settings = (language: string, voiceId: string | null, coHost: string | null = null) =>
    ({ language, voice_id: voiceId, format: 'duo' as const, co_host_voice_id: coHost });

  it('pairs a host with the other gender first, then its own region, then neural', () => {
    assert.deepEqual(pairingsOf(findVoice('Joanna')!).slice(0, 3).map((voice) => voice.id), ['Matthew', 'Stephen', 'Gregory']);
    assert.equal(pairingsOf(findVoice('Amy')!)[0]!.id, 'Brian');
    assert.equal(pairingsOf(findVoice('Elin')!)[0]!.id, 'Astrid', 'a language with one gender pairs two voices of it');
    assert.deepEqual(pairingsOf(findVoice('Suvi')!), []);
  });

  it("picks the co-host when none is chosen, and keeps a chosen one that fits", () => {
    const picked = (value: ReturnType<typeof resolveVoices>) => [value.host.voice.id, value.coHost?.voice.id];
    assert.deepEqual(picked(resolveVoices(settings('de', null))), ['Vicki', 'Daniel']);
    assert.deepEqual(picked(resolveVoices(settings('en', 'Matthew', 'Ruth'))), ['Matthew', 'Ruth']);
    assert.deepEqual(picked(resolveVoices(settings('en', 'Matthew', 'Matthew'))), ['Matthew', 'Joanna'], 'a stored co-host equal to the host gives way');
    assert.deepEqual(picked(resolveVoices({ ...settings('en', 'Matthew', 'Ruth'), format: 'bulletin' })), ['Matthew', undefined]);
  });

  it('refuses a co-host that cannot pair, naming the field', () => {
    assert.throws(() => checkCoHostVoice(settings('en', null, 'Joanna')), (error: ValidationError) => /^co_host_voice_id: Joanna is the host's voice/.test(error.message));
    assert.throws(() => checkCoHostVoice(settings('fi', null)), (error: ValidationError) => /^format: /.test(error.message));
    assert.equal(checkCoHostVoice({ ...settings('fi', null), format: 'bulletin' }), null, 'a bulletin needs no second voice');
    assert.equal(checkCoHostVoice(settings('en', null, 'brian')), 'Brian');
  });
});
