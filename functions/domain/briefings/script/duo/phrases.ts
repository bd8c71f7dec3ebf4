/**
 * The hosts' own words in a duo: greetings, hand-overs and the goodbye. None states a fact; they
 * only name the hosts and pass the word. Languages as in ../phrases.ts, English when unsupported.
 */
export interface DuoPhrases {
  /** The host's line closing the intro: who is speaking, and with whom. */
  welcome: (host: string, coHost: string) => string;
  /** The co-host's first words. */
  hello: string;
  /** Short lines a host takes the word with from the other (named), rotated so no two stories in a row open alike. */
  handovers: Array<(previous: string) => string>;
  /** The co-host's last words, after the host's closing. */
  goodbye: string;
}

const LANGUAGES: Record<string, DuoPhrases> = {
  en: {
    welcome: (host, coHost) => `I'm ${host}, here with ${coHost}.`,
    hello: "Hi everyone. Let's get into it.",
    handovers: [(name) => `Thanks, ${name}.`, (name) => `Got it, ${name}.`, () => 'Right.', (name) => `Okay, ${name}.`, () => 'Moving on.'],
    goodbye: 'Bye for now.',
  },
  de: {
    welcome: (host, coHost) => `Ich bin ${host}, heute mit ${coHost}.`,
    hello: 'Hallo zusammen. Legen wir los.',
    handovers: [(name) => `Danke, ${name}.`, (name) => `Gut, ${name}.`, () => 'Alles klar.', (name) => `Okay, ${name}.`, () => 'Weiter geht’s.'],
    goodbye: 'Bis zum nächsten Mal.',
  },
  fr: {
    welcome: (host, coHost) => `Je suis ${host}, avec ${coHost}.`,
    hello: 'Bonjour à tous. Allons-y.',
    handovers: [(name) => `Merci, ${name}.`, (name) => `D’accord, ${name}.`, () => 'Bien.', (name) => `Très bien, ${name}.`, () => 'On continue.'],
    goodbye: 'À bientôt.',
  },
  es: {
    welcome: (host, coHost) => `Soy ${host}, con ${coHost}.`,
    hello: 'Hola a todos. Empecemos.',
    handovers: [(name) => `Gracias, ${name}.`, (name) => `Vale, ${name}.`, () => 'Muy bien.', (name) => `De acuerdo, ${name}.`, () => 'Seguimos.'],
    goodbye: 'Hasta la próxima.',
  },
};

export function duoPhrasesFor(language: string): DuoPhrases {
  return LANGUAGES[language.split('-')[0]?.toLowerCase() ?? 'en'] ?? LANGUAGES.en!;
}
