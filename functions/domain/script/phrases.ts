import { safeLocale } from './text.ts';

/** The fixed sentences of a briefing in one language. */
export interface Phrases {
  locale: string;
  greeting: (hour: number | null) => string;
  intro: (name: string, date: string, stories: number) => string;
  transition: (position: 'first' | 'next' | 'last', source: string, title: string) => string;
  outro: string;
  nothingNew: string;
  nothingNewHeadline: string;
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

const PHRASES: Record<string, Phrases> = {
  en: {
    locale: 'en-US',
    greeting: (hour) => byHour(hour, 'Good morning.', 'Good afternoon.', 'Good evening.', 'Hello.'),
    intro: (name, date, stories) =>
      `This is your ${briefingName(name, 'briefing')} for ${date}, covering ${stories} ${stories === 1 ? 'story' : 'stories'}.`,
    transition: (position, source, title) =>
      `${{ first: 'First', next: 'Next', last: 'Finally' }[position]}, from ${source}: ${ended(title)}`,
    outro: "That's all for this briefing. Thanks for listening.",
    nothingNew: 'There are no new stories from your sources right now.',
    nothingNewHeadline: 'No new stories',
  },
  de: {
    locale: 'de-DE',
    greeting: (hour) => byHour(hour, 'Guten Morgen.', 'Guten Tag.', 'Guten Abend.', 'Hallo.'),
    intro: (name, date, stories) =>
      `Hier ist Ihr ${briefingName(name, 'Briefing')} für ${date}, mit ${stories} ${stories === 1 ? 'Meldung' : 'Meldungen'}.`,
    transition: (position, source, title) =>
      `${{ first: 'Zuerst', next: 'Weiter', last: 'Zum Schluss' }[position]}, von ${source}: ${ended(title)}`,
    outro: 'Das war Ihr Briefing. Danke fürs Zuhören.',
    nothingNew: 'Ihre Quellen haben gerade keine neuen Meldungen.',
    nothingNewHeadline: 'Keine neuen Meldungen',
  },
  fr: {
    locale: 'fr-FR',
    greeting: (hour) => byHour(hour, 'Bonjour.', 'Bonjour.', 'Bonsoir.', 'Bonjour.'),
    intro: (name, date, stories) =>
      `Voici votre ${briefingName(name, 'briefing')} du ${date}, avec ${stories} ${stories === 1 ? 'sujet' : 'sujets'}.`,
    transition: (position, source, title) =>
      `${{ first: "Tout d'abord", next: 'Ensuite', last: 'Enfin' }[position]}, de ${source} : ${ended(title)}`,
    outro: "C'est tout pour ce briefing. Merci de votre écoute.",
    nothingNew: "Vos sources n'ont pas de nouveaux sujets pour le moment.",
    nothingNewHeadline: 'Aucun nouveau sujet',
  },
  es: {
    locale: 'es-ES',
    greeting: (hour) => byHour(hour, 'Buenos días.', 'Buenas tardes.', 'Buenas noches.', 'Hola.'),
    intro: (name, date, stories) =>
      `Este es tu ${briefingName(name, 'resumen')} del ${date}, con ${stories} ${stories === 1 ? 'noticia' : 'noticias'}.`,
    transition: (position, source, title) =>
      `${{ first: 'Primero', next: 'A continuación', last: 'Por último' }[position]}, de ${source}: ${ended(title)}`,
    outro: 'Eso es todo por este resumen. Gracias por escuchar.',
    nothingNew: 'Tus fuentes no tienen noticias nuevas por ahora.',
    nothingNewHeadline: 'No hay noticias nuevas',
  },
};

/** Phrases for a profile language ('de', 'de-AT'...): by primary subtag, English when unsupported. */
export function phrasesFor(language: string): Phrases {
  const primary = safeLocale(language).split('-')[0]?.toLowerCase() ?? 'en';
  return PHRASES[primary] ?? (PHRASES.en as Phrases);
}

/** "Sunday, November 22" / "Sonntag, 22. November" in the phrases' language and the given zone. */
export function spokenDate(phrases: Phrases, nowSeconds: number, timeZone: string): string {
  return new Intl.DateTimeFormat(phrases.locale, { weekday: 'long', month: 'long', day: 'numeric', timeZone })
    .format(new Date(nowSeconds * 1000));
}

/** Local hour of day in the zone. */
export function localHour(nowSeconds: number, timeZone: string): number {
  const hour = new Intl.DateTimeFormat('en-US', { hour: 'numeric', hourCycle: 'h23', timeZone }).format(new Date(nowSeconds * 1000));
  return Number(hour);
}
