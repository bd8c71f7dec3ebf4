export { splitForSynthesis, POLLY_MAX_BILLED_CHARACTERS } from './audio/text-chunks.ts';
export { stitchMp3, mp3DurationSeconds } from './audio/stitch.ts';
export { WORDS_PER_MINUTE, wordsPerMinute, type SpeechEngine } from './audio/speaking-rate.ts';
export { estimateSpeechSeconds } from './audio/speech-duration.ts';
export { escapeXml, speechSsml, SEGMENT_PAUSE_SECONDS, TURN_PAUSE_SECONDS } from './audio/ssml.ts';
