/** Polly engines the service synthesizes with (see resolveVoice in #domain/catalogue/voices). */
export type SpeechEngine = 'neural' | 'standard';

/**
 * Average speaking rate of Amazon Polly voices at the default prosody, per
 * engine, on ordinary news prose: the single source of the speaking rate.
 * estimateSpeechSeconds (speech-duration.ts) costs text in words of such prose
 * and divides by these figures to size scripts to a target length. The local
 * Polly emulator calibrates its synthesizer to the same figures, so length
 * fitting behaves the same offline and in AWS.
 */
export const WORDS_PER_MINUTE: Readonly<Record<SpeechEngine, number>> = {
  neural: 155,
  standard: 160,
};

export function wordsPerMinute(engine: SpeechEngine): number {
  return WORDS_PER_MINUTE[engine];
}
