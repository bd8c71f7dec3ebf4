import { CHAPTER_TITLES } from './chapter-titles.ts';
import { safeLocale } from '#shared/text';

/** When an article was published, relative to the briefing: the parts each language words itself. */
export type PublishedWhen =
  | { kind: 'this_morning' | 'today' | 'yesterday' }
  | { kind: 'weekday'; weekday: string }
  | { kind: 'date'; date: string };

/** How a story is introduced: `source` as spoken, `when` already worded (null when the article is undated). */
type Lead = (source: string, when: string | null) => string;

interface StoryLeads {
  /** The only story of a briefing. */
  only: Lead;
  first: Lead;
  /** Stories between the first and the last take these in turn, so no phrasing repeats back to back. */
  middle: Lead[];
  last: Lead;
}

/** The fixed sentences of a briefing in one language. */
export interface Phrases {
  locale: string;
  greeting: (hour: number | null) => string;
  /** "This is your Tech briefing for Tuesday, November 24, with 5 stories on AI, energy and climate." */
  intro: (name: string, date: string, stories: number, topics: string[]) => string;
  /** Introduces the story at `index` of `count`: its source, when it was published, its title. */
  transition: (index: number, count: number, source: string, title: string, when: PublishedWhen | null) => string;
  /** Said when the untold, on-topic, fresh material runs out before the length: how many stories there were (on the interests when `onInterests`). */
  shortfall: (spokenSeconds: number, askedMinutes: number, stories: number, onInterests: boolean) => string;
  outro: string;
  nothingNew: string;
  nothingNewHeadline: string;
  /** Chapter titles of the intro and the outro. */
  chapters: { intro: string; outro: string };
}

function byHour(hour: number | null, morning: string, afternoon: string, evening: string, neutral: string): string {
  if (hour === null) return neutral;
  if (hour >= 4 && hour < 12) return morning;
  return hour >= 12 && hour < 18 ? afternoon : evening;
}

/** "your Tech briefing", but "your Morning Briefing" rather than "your Morning Briefing briefing". */
function briefingName(name: string, noun: string): string {
  return new RegExp(`\\b${noun}$`, 'i').test(name.trim()) ? name.trim() : `${name.trim()} ${noun}`;
}

/** Sentence end after a spoken title, unless the title already ends one. */
const ended = (title: string): string => (/[!?]$/.test(title) ? title : `${title}.`);

const list = (locale: string, items: string[]): string => new Intl.ListFormat(locale, { style: 'long', type: 'conjunction' }).format(items);
const unitCount = (locale: string, unit: 'minute' | 'second', count: number): string =>
  new Intl.NumberFormat(locale, { style: 'unit', unit, unitDisplay: 'long' }).format(count);

/** Under a minute and a half, a length is said in tens of seconds; above, in whole minutes. */
const spokenLength = (locale: string, seconds: number): string =>
  seconds < 90 ? unitCount(locale, 'second', Math.max(10, Math.round(seconds / 10) * 10)) : unitCount(locale, 'minute', Math.round(seconds / 60));

/** How a language says when an article was published. */
interface WhenWords {
  this_morning: string;
  today: string;
  yesterday: string;
  weekday: (weekday: string) => string;
  date: (date: string) => string;
}

function sayWhen(words: WhenWords, when: PublishedWhen): string {
  if (when.kind === 'weekday') return words.weekday(when.weekday);
  if (when.kind === 'date') return words.date(when.date);
  return words[when.kind];
}

interface Language {
  locale: string;
  greeting: Phrases['greeting'];
  intro: (name: string, date: string, stories: number, topics: string | null) => string;
  when: WhenWords;
  leads: StoryLeads;
  /** What separates the lead from the title (French puts a space before the colon). */
  colon: string;
  shortfall: (spoken: string, asked: string, stories: number, onInterests: boolean) => string;
  outro: string;
  nothingNew: string;
  nothingNewHeadline: string;
  chapters: { intro: string; outro: string };
}

const LANGUAGES: Record<string, Language> = {
  en: {
    locale: 'en-US',
    greeting: (hour) => byHour(hour, 'Good morning.', 'Good afternoon.', 'Good evening.', 'Hello.'),
    intro: (name, date, stories, topics) =>
      `This is your ${briefingName(name, 'briefing')} for ${date}, with ${stories} ${stories === 1 ? 'story' : 'stories'}${topics ? ` on ${topics}` : ''}.`,
    when: { this_morning: 'this morning', today: 'earlier today', yesterday: 'yesterday', weekday: (day) => `on ${day}`, date: (date) => `on ${date}` },
    leads: {
      only: (s, w) => (w ? `${s} reported ${w}` : `From ${s}`),
      first: (s, w) => (w ? `First, ${s} reported ${w}` : `First, from ${s}`),
      middle: [
        (s, w) => (w ? `Next, ${s} reported ${w}` : `Next, from ${s}`),
        (s, w) => (w ? `Meanwhile, from ${s}, published ${w}` : `Meanwhile, from ${s}`),
        (s, w) => (w ? `Turning to ${s}, which reported ${w}` : `Turning to ${s}`),
        (s, w) => (w ? `Over at ${s}, ${w}` : `Over at ${s}`),
      ],
      last: (s, w) => (w ? `Finally, ${s} reported ${w}` : `Finally, from ${s}`),
    },
    colon: ': ',
    shortfall: (spoken, asked, stories, onInterests) =>
      `${stories === 1 ? 'There was only one new story' : `There were only ${stories} new stories`}${onInterests ? ' on your interests' : ''}, `
      + `so this briefing runs about ${spoken} instead of ${asked}.`,
    outro: "That's all for this briefing. Thanks for listening.",
    nothingNew: 'There are no new stories from your sources right now.',
    nothingNewHeadline: 'No new stories',
    chapters: CHAPTER_TITLES.en,
  },
  de: {
    locale: 'de-DE',
    greeting: (hour) => byHour(hour, 'Guten Morgen.', 'Guten Tag.', 'Guten Abend.', 'Hallo.'),
    intro: (name, date, stories, topics) =>
      `Hier ist Ihr ${briefingName(name, 'Briefing')} für ${date}, mit ${stories} ${stories === 1 ? 'Meldung' : 'Meldungen'}${topics ? ` zu ${topics}` : ''}.`,
    when: { this_morning: 'heute Morgen', today: 'heute', yesterday: 'gestern', weekday: (day) => `am ${day}`, date: (date) => `am ${date}` },
    leads: {
      only: (s, w) => (w ? `${s} berichtete ${w}` : `Von ${s}`),
      first: (s, w) => (w ? `Zuerst berichtete ${s} ${w}` : `Zuerst, von ${s}`),
      middle: [
        (s, w) => (w ? `Weiter geht es mit ${s}, ${w}` : `Weiter geht es mit ${s}`),
        (s, w) => (w ? `Außerdem berichtete ${s} ${w}` : `Außerdem, von ${s}`),
        (s, w) => (w ? `Bei ${s} hieß es ${w}` : `Bei ${s} hieß es`),
      ],
      last: (s, w) => (w ? `Zum Schluss berichtete ${s} ${w}` : `Zum Schluss, von ${s}`),
    },
    colon: ': ',
    shortfall: (spoken, asked, stories, onInterests) =>
      `Es gab nur ${stories === 1 ? 'eine neue Meldung' : `${stories} neue Meldungen`}${onInterests ? ' zu Ihren Themen' : ''}, `
      + `daher dauert dieses Briefing etwa ${spoken} statt ${asked}.`,
    outro: 'Das war Ihr Briefing. Danke fürs Zuhören.',
    nothingNew: 'Ihre Quellen haben gerade keine neuen Meldungen.',
    nothingNewHeadline: 'Keine neuen Meldungen',
    chapters: CHAPTER_TITLES.de,
  },
  fr: {
    locale: 'fr-FR',
    greeting: (hour) => byHour(hour, 'Bonjour.', 'Bonjour.', 'Bonsoir.', 'Bonjour.'),
    intro: (name, date, stories, topics) =>
      `Voici votre ${briefingName(name, 'briefing')} du ${date}, avec ${stories} ${stories === 1 ? 'sujet' : 'sujets'}${topics ? ` sur ${topics}` : ''}.`,
    when: { this_morning: 'ce matin', today: "aujourd'hui", yesterday: 'hier', weekday: (day) => day, date: (date) => `le ${date}` },
    leads: {
      only: (s, w) => (w ? `${s} rapportait ${w}` : `De ${s}`),
      first: (s, w) => (w ? `Pour commencer, ${s} rapportait ${w}` : `Pour commencer, de ${s}`),
      middle: [
        (s, w) => (w ? `Ensuite, ${s}, ${w}` : `Ensuite, de ${s}`),
        (s, w) => (w ? `Du côté de ${s}, ${w}` : `Du côté de ${s}`),
        (s, w) => (w ? `Par ailleurs, ${s} rapportait ${w}` : `Par ailleurs, selon ${s}`),
      ],
      last: (s, w) => (w ? `Enfin, ${s} rapportait ${w}` : `Enfin, de ${s}`),
    },
    colon: ' : ',
    shortfall: (spoken, asked, stories, onInterests) =>
      `Il n'y avait que ${stories === 1 ? 'un nouveau sujet' : `${stories} nouveaux sujets`}${onInterests ? ' sur vos centres d’intérêt' : ''} : `
      + `ce briefing dure environ ${spoken} au lieu de ${asked}.`,
    outro: "C'est tout pour ce briefing. Merci de votre écoute.",
    nothingNew: "Vos sources n'ont pas de nouveaux sujets pour le moment.",
    nothingNewHeadline: 'Aucun nouveau sujet',
    chapters: CHAPTER_TITLES.fr,
  },
  es: {
    locale: 'es-ES',
    greeting: (hour) => byHour(hour, 'Buenos días.', 'Buenas tardes.', 'Buenas noches.', 'Hola.'),
    intro: (name, date, stories, topics) =>
      `Este es tu ${briefingName(name, 'resumen')} del ${date}, con ${stories} ${stories === 1 ? 'noticia' : 'noticias'}${topics ? ` sobre ${topics}` : ''}.`,
    when: { this_morning: 'esta mañana', today: 'hoy', yesterday: 'ayer', weekday: (day) => `el ${day}`, date: (date) => `el ${date}` },
    leads: {
      only: (s, w) => (w ? `${s} informó ${w}` : `De ${s}`),
      first: (s, w) => (w ? `Para empezar, ${s} informó ${w}` : `Para empezar, de ${s}`),
      middle: [
        (s, w) => (w ? `A continuación, ${s} informó ${w}` : `A continuación, de ${s}`),
        (s, w) => (w ? `Mientras tanto, en ${s}, ${w}` : `Mientras tanto, en ${s}`),
        (s, w) => (w ? `Por otro lado, ${s} publicó ${w}` : `Por otro lado, de ${s}`),
      ],
      last: (s, w) => (w ? `Por último, ${s} informó ${w}` : `Por último, de ${s}`),
    },
    colon: ': ',
    shortfall: (spoken, asked, stories, onInterests) =>
      `Solo hubo ${stories === 1 ? 'una noticia nueva' : `${stories} noticias nuevas`}${onInterests ? ' sobre tus temas' : ''}, `
      + `así que este resumen dura unos ${spoken} en lugar de ${asked}.`,
    outro: 'Eso es todo por este resumen. Gracias por escuchar.',
    nothingNew: 'Tus fuentes no tienen noticias nuevas por ahora.',
    nothingNewHeadline: 'No hay noticias nuevas',
    chapters: CHAPTER_TITLES.es,
  },
};

function leadFor({ only, first, middle, last }: StoryLeads, index: number, count: number): Lead {
  if (count === 1) return only;
  if (index === 0) return first;
  if (index === count - 1) return last;
  return middle[(index - 1) % middle.length] ?? first;
}

function phrasesOf(language: Language): Phrases {
  const { locale } = language;
  return {
    locale,
    greeting: language.greeting,
    intro: (name, date, stories, topics) => language.intro(name, date, stories, topics.length > 0 ? list(locale, topics) : null),
    transition: (index, count, source, title, when) =>
      `${leadFor(language.leads, index, count)(source, when ? sayWhen(language.when, when) : null)}${language.colon}${ended(title)}`,
    shortfall: (spoken, asked, stories, onInterests) =>
      language.shortfall(spokenLength(locale, spoken), unitCount(locale, 'minute', asked), stories, onInterests),
    outro: language.outro,
    nothingNew: language.nothingNew,
    nothingNewHeadline: language.nothingNewHeadline,
    chapters: language.chapters,
  };
}

/** Phrases for a profile language ('de', 'de-AT'...): by primary subtag, English when unsupported. */
export function phrasesFor(language: string): Phrases {
  const primary = safeLocale(language).split('-')[0]?.toLowerCase() ?? 'en';
  return phrasesOf(LANGUAGES[primary] ?? (LANGUAGES.en as Language));
}

const dateFormats = new Map<string, Intl.DateTimeFormat>();

/** A date format, made once per locale and options: a script dates every story, and making a format costs far more than using it. */
function dateFormat(locale: string, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  const key = `${locale} ${JSON.stringify(options)}`;
  let format = dateFormats.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat(locale, options);
    dateFormats.set(key, format);
  }
  return format;
}

/** "Sunday, November 22" / "Sonntag, 22. November" in the phrases' language and the given zone. */
export function spokenDate(phrases: Phrases, nowSeconds: number, timeZone: string): string {
  return dateFormat(phrases.locale, { weekday: 'long', month: 'long', day: 'numeric', timeZone })
    .format(new Date(nowSeconds * 1000));
}

/** Local hour of day in the zone. */
export function localHour(nowSeconds: number, timeZone: string): number {
  const hour = dateFormat('en-US', { hour: 'numeric', hourCycle: 'h23', timeZone }).format(new Date(nowSeconds * 1000));
  return Number(hour);
}

/** Whole calendar days from one instant to another, counted in the zone. */
function calendarDaysBetween(fromSeconds: number, toSeconds: number, timeZone: string): number {
  const day = (seconds: number): number => {
    const [year, month, date] = dateFormat('en-CA', { year: 'numeric', month: '2-digit', day: '2-digit', timeZone })
      .format(new Date(seconds * 1000)).split('-').map(Number);
    return Date.UTC(year ?? 1970, (month ?? 1) - 1, date ?? 1) / 86_400_000;
  };
  return day(toSeconds) - day(fromSeconds);
}

/** A week or more back, the date itself is said; the year only when it is not the current one. */
const WEEKDAY_WINDOW_DAYS = 6;

/**
 * When an article was published, as a listener would say it in the zone: this morning,
 * earlier today, yesterday, on Monday (within the week), or its date. Null when undated.
 */
export function publishedWhen(phrases: Phrases, publishedAt: number | null, nowSeconds: number, timeZone: string): PublishedWhen | null {
  if (publishedAt === null) return null;
  const days = calendarDaysBetween(publishedAt, nowSeconds, timeZone);
  const at = new Date(publishedAt * 1000);
  if (days <= 0) {
    const hour = localHour(publishedAt, timeZone);
    return { kind: hour >= 4 && hour < 12 ? 'this_morning' : 'today' };
  }
  if (days === 1) return { kind: 'yesterday' };
  if (days <= WEEKDAY_WINDOW_DAYS) return { kind: 'weekday', weekday: dateFormat(phrases.locale, { weekday: 'long', timeZone }).format(at) };
  const sameYear = new Date(nowSeconds * 1000).getUTCFullYear() === at.getUTCFullYear();
  return {
    kind: 'date',
    date: dateFormat(phrases.locale, { month: 'long', day: 'numeric', ...(sameYear ? {} : { year: 'numeric' }), timeZone }).format(at),
  };
}
