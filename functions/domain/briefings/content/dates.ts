/**
 * Feed dates: ISO 8601 and RFC 822 as Date.parse reads them, plus the RFC 822
 * variants real feeds publish: localised day and month names ("Seg, 24 Set
 * 2018"), two-digit years and times without colons ("03 Apr 02 1500 GMT").
 */
const ENGLISH_MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/** Month name prefixes (English, Portuguese, Spanish, French, German, Italian, Dutch), longest first where they clash. */
const MONTH_PREFIXES: Array<[string, number]> = [
  ['juin', 6], ['juil', 7],
  ['jan', 1], ['gen', 1], ['ene', 1],
  ['feb', 2], ['fev', 2], ['fév', 2],
  ['mar', 3], ['mär', 3], ['maa', 3],
  ['apr', 4], ['abr', 4], ['avr', 4],
  ['may', 5], ['mai', 5], ['mag', 5], ['mei', 5],
  ['jun', 6], ['giu', 6],
  ['jul', 7], ['lug', 7],
  ['aug', 8], ['ago', 8], ['aoû', 8], ['aou', 8],
  ['sep', 9], ['set', 9],
  ['oct', 10], ['out', 10], ['okt', 10], ['ott', 10],
  ['nov', 11],
  ['dec', 12], ['dez', 12], ['dic', 12], ['déc', 12],
];

const LOOSE_RFC822 = /^(?:[^\d,]*,\s*)?(\d{1,2})\s+([^\s\d.]+)\.?\s+(\d{2}|\d{4})\s+(\d{1,2}):?(\d{2})(?::?(\d{2}))?\s*(.*)$/;

/** Unix seconds of a feed or page date, or null when it cannot be read. */
export function unixSeconds(value: string | null | undefined): number | null {
  const trimmed = value?.trim();
  if (!trimmed) return null;
  // The RFC 822 reading goes first: Date.parse accepts some variants but silently drops their time.
  const ms = looseRfc822(trimmed) ?? Date.parse(trimmed);
  return Number.isFinite(ms) ? Math.floor(ms / 1000) : null;
}

function looseRfc822(value: string): number | null {
  const match = LOOSE_RFC822.exec(value);
  if (!match) return null;
  const [, day, monthName, yearText, hours, minutes, seconds = '00', zone] = match;
  const name = monthName!.toLowerCase();
  const month = MONTH_PREFIXES.find(([prefix]) => name.startsWith(prefix))?.[1];
  if (!month) return null;
  const year = yearText!.length === 2 ? Number(yearText) + (Number(yearText) < 50 ? 2000 : 1900) : Number(yearText);
  const english = `${day} ${ENGLISH_MONTHS[month - 1]} ${year} ${hours!.padStart(2, '0')}:${minutes}:${seconds} ${zone || 'GMT'}`;
  const ms = Date.parse(english);
  return Number.isFinite(ms) ? ms : null;
}
