import type * as v from 'valibot';
import type { BriefingFormat, Voice as VoiceSchema, VOICE_ENGINES } from '#schemas/catalogue/profiles';
import type { Page, PageRequest } from '#store/pagination';
import { ValidationError } from '#shared/errors';

/** A voice as GET /voices shows it, with the voices it can pair with in a duo. */
export type Voice = v.InferOutput<typeof VoiceSchema>;
/** A catalogue entry: what Polly says of the voice. */
export type CatalogueVoice = Omit<Voice, 'pairs_with'>;
export type VoiceEngine = (typeof VOICE_ENGINES)[number];
/** The engines briefings synthesise with. */
export type SynthesisEngine = 'neural' | 'standard';

const F = 'female';
const M = 'male';
const S: VoiceEngine = 'standard';
const N: VoiceEngine = 'neural';
const G: VoiceEngine = 'generative';
const L: VoiceEngine = 'long-form';

const voice = (id: string, language: string, gender: Voice['gender'], engines: VoiceEngine[], name = id): CatalogueVoice =>
  ({ id, name, language, gender, engines });

/**
 * Amazon Polly voices that speak with the neural or standard engine (the two
 * briefings use), after the Polly voice list. Order matters: the first neural
 * voice of a language, else its first voice, is that language's default, and
 * the first region listed for a language is its default region.
 */
export const VOICES: readonly CatalogueVoice[] = [
  voice('Joanna', 'en-US', F, [G, N, S]),
  voice('Matthew', 'en-US', M, [G, N, S]),
  voice('Ruth', 'en-US', F, [G, L, N]),
  voice('Stephen', 'en-US', M, [G, N]),
  voice('Danielle', 'en-US', F, [G, L, N]),
  voice('Gregory', 'en-US', M, [L, N]),
  voice('Salli', 'en-US', F, [N, S]),
  voice('Kendra', 'en-US', F, [N, S]),
  voice('Kimberly', 'en-US', F, [N, S]),
  voice('Joey', 'en-US', M, [N, S]),
  voice('Ivy', 'en-US', F, [N, S]),
  voice('Justin', 'en-US', M, [N, S]),
  voice('Kevin', 'en-US', M, [N, S]),
  voice('Amy', 'en-GB', F, [G, N, S]),
  voice('Brian', 'en-GB', M, [G, N, S]),
  voice('Emma', 'en-GB', F, [N, S]),
  voice('Arthur', 'en-GB', M, [N]),
  voice('Olivia', 'en-AU', F, [G, N]),
  voice('Nicole', 'en-AU', F, [S]),
  voice('Russell', 'en-AU', M, [S]),
  voice('Kajal', 'en-IN', F, [G, N]),
  voice('Aditi', 'en-IN', F, [S]),
  voice('Raveena', 'en-IN', F, [S]),
  voice('Niamh', 'en-IE', F, [G, N]),
  voice('Aria', 'en-NZ', F, [G, N]),
  voice('Ayanda', 'en-ZA', F, [G, N]),
  voice('Vicki', 'de-DE', F, [G, N, S]),
  voice('Daniel', 'de-DE', M, [G, N]),
  voice('Marlene', 'de-DE', F, [S]),
  voice('Hans', 'de-DE', M, [S]),
  voice('Hannah', 'de-AT', F, [N]),
  voice('Sabrina', 'de-CH', F, [G, N]),
  voice('Lea', 'fr-FR', F, [G, N, S], 'Léa'),
  voice('Remi', 'fr-FR', M, [G, N], 'Rémi'),
  voice('Celine', 'fr-FR', F, [S], 'Céline'),
  voice('Mathieu', 'fr-FR', M, [S]),
  voice('Gabrielle', 'fr-CA', F, [G, N]),
  voice('Liam', 'fr-CA', M, [G, N]),
  voice('Chantal', 'fr-CA', F, [S]),
  voice('Isabelle', 'fr-BE', F, [N]),
  voice('Lucia', 'es-ES', F, [G, N, S], 'Lucía'),
  voice('Sergio', 'es-ES', M, [G, N]),
  voice('Conchita', 'es-ES', F, [S]),
  voice('Enrique', 'es-ES', M, [S]),
  voice('Mia', 'es-MX', F, [G, N, S]),
  voice('Andres', 'es-MX', M, [G, N], 'Andrés'),
  voice('Lupe', 'es-US', F, [G, N, S]),
  voice('Pedro', 'es-US', M, [G, N]),
  voice('Penelope', 'es-US', F, [S], 'Penélope'),
  voice('Miguel', 'es-US', M, [S]),
  voice('Bianca', 'it-IT', F, [G, N, S]),
  voice('Adriano', 'it-IT', M, [G, N]),
  voice('Carla', 'it-IT', F, [S]),
  voice('Giorgio', 'it-IT', M, [S]),
  voice('Camila', 'pt-BR', F, [G, N, S]),
  voice('Thiago', 'pt-BR', M, [G, N]),
  voice('Vitoria', 'pt-BR', F, [N, S], 'Vitória'),
  voice('Ricardo', 'pt-BR', M, [S]),
  voice('Ines', 'pt-PT', F, [G, N, S], 'Inês'),
  voice('Cristiano', 'pt-PT', M, [S]),
  voice('Takumi', 'ja-JP', M, [N, S]),
  voice('Kazuha', 'ja-JP', F, [N]),
  voice('Tomoko', 'ja-JP', F, [N]),
  voice('Mizuki', 'ja-JP', F, [S]),
  voice('Laura', 'nl-NL', F, [G, N]),
  voice('Lotte', 'nl-NL', F, [S]),
  voice('Ruben', 'nl-NL', M, [S]),
  voice('Lisa', 'nl-BE', F, [G, N]),
  voice('Ola', 'pl-PL', F, [N]),
  voice('Ewa', 'pl-PL', F, [S]),
  voice('Maja', 'pl-PL', F, [S]),
  voice('Jacek', 'pl-PL', M, [S]),
  voice('Jan', 'pl-PL', M, [S]),
  voice('Elin', 'sv-SE', F, [N]),
  voice('Astrid', 'sv-SE', F, [S]),
  voice('Sofie', 'da-DK', F, [N]),
  voice('Naja', 'da-DK', F, [S]),
  voice('Mads', 'da-DK', M, [S]),
  voice('Ida', 'nb-NO', F, [N]),
  voice('Liv', 'nb-NO', F, [S]),
  voice('Suvi', 'fi-FI', F, [N]),
  voice('Seoyeon', 'ko-KR', F, [N, S]),
  voice('Jihye', 'ko-KR', F, [N]),
  voice('Zhiyu', 'cmn-CN', F, [N, S]),
  voice('Hiujin', 'yue-CN', F, [N]),
  voice('Burcu', 'tr-TR', F, [N]),
  voice('Filiz', 'tr-TR', F, [S]),
  voice('Tatyana', 'ru-RU', F, [S]),
  voice('Maxim', 'ru-RU', M, [S]),
  voice('Carmen', 'ro-RO', F, [S]),
  voice('Dora', 'is-IS', F, [S], 'Dóra'),
  voice('Karl', 'is-IS', M, [S]),
  voice('Gwyneth', 'cy-GB', F, [S]),
  voice('Arlet', 'ca-ES', F, [N]),
  voice('Jitka', 'cs-CZ', F, [N]),
  voice('Hala', 'ar-AE', F, [N]),
  voice('Zayd', 'ar-AE', M, [N]),
  voice('Zeina', 'arb', F, [S]),
];

const byId = new Map(VOICES.map((entry) => [entry.id.toLowerCase(), entry]));

const primarySubtag = (language: string): string => language.split('-')[0]?.toLowerCase() ?? '';

/** `EN-gb` -> `en-GB`: lower-case language, upper-case region. */
export function canonicalLanguage(language: string): string {
  const [primary = '', region] = language.split('-');
  return region === undefined ? primary.toLowerCase() : `${primary.toLowerCase()}-${region.toUpperCase()}`;
}

/**
 * Voices for a language: an exact tag (`en-GB`) matches that region only,
 * a bare language (`en`) matches every region of it.
 */
export function voicesFor(language: string): CatalogueVoice[] {
  const wanted = canonicalLanguage(language);
  return wanted.includes('-')
    ? VOICES.filter((entry) => entry.language === wanted)
    : VOICES.filter((entry) => primarySubtag(entry.language) === wanted);
}

export const findVoice = (voiceId: string): CatalogueVoice | undefined => byId.get(voiceId.toLowerCase());

/** A voice speaks a profile language when their primary subtags match (`en-US` speaks `en-GB` text, with its accent). */
export const voiceSpeaks = (entry: CatalogueVoice, language: string): boolean => primarySubtag(entry.language) === primarySubtag(language);

export const speakingEngine = (entry: CatalogueVoice): SynthesisEngine => (entry.engines.includes('neural') ? 'neural' : 'standard');

function defaultVoice(language: string): CatalogueVoice | undefined {
  const sameRegion = voicesFor(language);
  const candidates = sameRegion.length ? sameRegion : voicesFor(primarySubtag(language));
  return candidates.find((entry) => entry.engines.includes('neural')) ?? candidates[0];
}

/**
 * Checks a profile's language and voice together and returns them in canonical
 * form (`EN-gb` -> `en-GB`, `joanna` -> `Joanna`). Errors name the field and say why.
 */
export function checkLanguageAndVoice(language: string, voiceId: string | null): { language: string; voice_id: string | null } {
  const canonical = canonicalLanguage(language);
  if (!defaultVoice(canonical)) {
    throw new ValidationError(`language: no voice speaks '${canonical}'; GET /voices lists the languages that have voices`);
  }
  if (voiceId === null) return { language: canonical, voice_id: null };
  const chosen = findVoice(voiceId);
  if (!chosen) throw new ValidationError(`voice_id: '${voiceId}' is not a known voice; GET /voices lists them`);
  if (!voiceSpeaks(chosen, canonical)) {
    throw new ValidationError(
      `voice_id: ${chosen.id} speaks ${chosen.language}, not the profile language '${canonical}'; `
      + `choose one from GET /voices?language=${primarySubtag(canonical)}, or null for the language's default voice`,
    );
  }
  return { language: canonical, voice_id: chosen.id };
}

/**
 * The voice and engine a briefing is read with: the profile's voice, or the
 * language's default when it has none (or one no longer in the catalogue).
 */
export interface ResolvedVoice {
  voice: CatalogueVoice;
  engine: SynthesisEngine;
}

export function resolveVoice(language: string, voiceId: string | null): ResolvedVoice {
  const chosen = voiceId === null ? undefined : findVoice(voiceId);
  const resolved = chosen && voiceSpeaks(chosen, language) ? chosen : defaultVoice(language);
  if (!resolved) throw new ValidationError(`language: no voice speaks '${language}'`);
  return { voice: resolved, engine: speakingEngine(resolved) };
}

export function listVoices(query: PageRequest & { language?: string }): Page<Voice> {
  const matching = query.language === undefined ? [...VOICES] : voicesFor(query.language);
  return {
    items: matching.slice(query.offset, query.offset + query.limit).map((entry) => ({ ...entry, pairs_with: pairingsOf(entry).map(({ id }) => id) })),
    total: matching.length,
    limit: query.limit,
    offset: query.offset,
  };
}

/**
 * The voices that can be a duo's second host beside `host`: the other voices of its language, the
 * most clearly different first (the other gender, then the host's own region, then neural), so two
 * hosts never sound alike when the language allows it.
 */
export function pairingsOf(host: CatalogueVoice): CatalogueVoice[] {
  const rank = (entry: CatalogueVoice): number =>
    (entry.gender === host.gender ? 4 : 0) + (entry.language === host.language ? 0 : 2) + (entry.engines.includes('neural') ? 0 : 1);
  return VOICES
    .filter((entry) => entry.id !== host.id && voiceSpeaks(entry, host.language))
    .map((entry, order) => ({ entry, order }))
    .sort((a, b) => rank(a.entry) - rank(b.entry) || a.order - b.order)
    .map(({ entry }) => entry);
}

/** The settings that decide who speaks a briefing. */
export interface VoiceSettings {
  language: string;
  voice_id: string | null;
  format: BriefingFormat;
  co_host_voice_id: string | null;
}

/**
 * Checks the second voice against the host's: a co_host_voice_id must be a known voice of the
 * language other than the host's, and a duo without one needs the language to have a second voice.
 * Returns the co-host id in canonical form. `settings` are already checked by checkLanguageAndVoice.
 */
export function checkCoHostVoice(settings: VoiceSettings): string | null {
  const { voice: host } = resolveVoice(settings.language, settings.voice_id);
  if (settings.co_host_voice_id === null) {
    if (settings.format === 'duo' && pairingsOf(host).length === 0) {
      throw new ValidationError(
        `format: a duo needs two voices of the profile language, and only ${host.id} speaks '${settings.language}'; use format bulletin`,
      );
    }
    return null;
  }
  const chosen = findVoice(settings.co_host_voice_id);
  if (!chosen) throw new ValidationError(`co_host_voice_id: '${settings.co_host_voice_id}' is not a known voice; GET /voices lists them`);
  if (!voiceSpeaks(chosen, settings.language)) {
    throw new ValidationError(
      `co_host_voice_id: ${chosen.id} speaks ${chosen.language}, not the profile language '${settings.language}'; `
      + `choose one of pairs_with of the host's voice in GET /voices?language=${primarySubtag(settings.language)}`,
    );
  }
  if (chosen.id === host.id) {
    throw new ValidationError(`co_host_voice_id: ${chosen.id} is the host's voice already; choose another one of its pairs_with (GET /voices)`);
  }
  return chosen.id;
}

/** A briefing's voices: the host's, and for a duo the co-host's (the chosen one, or the host's best pairing). */
export function resolveVoices(settings: VoiceSettings): { host: ResolvedVoice; coHost: ResolvedVoice | null } {
  const host = resolveVoice(settings.language, settings.voice_id);
  if (settings.format !== 'duo') return { host, coHost: null };
  const chosen = settings.co_host_voice_id === null ? undefined : findVoice(settings.co_host_voice_id);
  const coHost = chosen && chosen.id !== host.voice.id && voiceSpeaks(chosen, settings.language) ? chosen : pairingsOf(host.voice)[0];
  if (!coHost) throw new ValidationError(`format: a duo needs two voices of the profile language, and only ${host.voice.id} speaks '${settings.language}'`);
  return { host, coHost: { voice: coHost, engine: speakingEngine(coHost) } };
}
