/** The part of @echogarden/espeak-ng-emscripten's Emscripten/WebIDL API the local synthesizer uses (the package ships no types). */
declare module '@echogarden/espeak-ng-emscripten' {
  export interface EspeakVoiceInfo {
    name: string;
    /** e.g. 'gmw/en-US' */
    identifier: string;
    /** e.g. [{ priority: 5, name: 'en-us' }, { priority: 2, name: 'en' }] */
    languages: Array<{ priority: number; name: string }>;
  }

  export interface ESpeakNGWorker {
    /** espeak_SetVoiceByProperties: name, language, gender (1 male, 2 female), age, variant; 0 on success. */
    set_voice(name: string, language?: string, gender?: number, age?: number, variant?: number): number;
    /** Base pitch, 0..100 (default 50). */
    set_pitch(pitch: number): number;
    /** Pitch range (intonation), 0..100 (default 50): 0 is monotone. */
    set_range(range: number): number;
    /** Nominal words per minute (80..450, default 175). */
    set_rate(rate: number): number;
    get_samplerate(): number;
    list_voices(): EspeakVoiceInfo[];
    /** Synthesizes SSML-enabled text; chunks of 16-bit mono PCM arrive through the callback synchronously. */
    synthesize(text: string, onAudio: (samples: Int16Array, events: unknown[]) => void): void;
  }

  export interface EspeakModule {
    eSpeakNGWorker: new () => ESpeakNGWorker;
  }

  /** Loads the WebAssembly module and espeak-ng.data (voices and dictionaries, about 24 MB). */
  export default function initialize(moduleArg?: object): Promise<EspeakModule>;
}
