/**
 * Text rewritten roughly the way a speech engine reads it aloud, for estimating how
 * long it takes to speak: numbers as number words ("2026" -> "twenty twenty six",
 * "3.5%" -> "three point five percent"), acronyms and lone letters by letter name,
 * the common symbols as words. The digits of a code are read as the number they
 * form ("v201509" -> "vee two hundred one thousand five hundred nine"), as the
 * speech engines do; a run with a leading zero or too long to be a number is read
 * digit by digit. English number words stand in for every language: only their
 * length matters.
 */

const ONES = [
  'zero', 'one', 'two', 'three', 'four', 'five', 'six', 'seven', 'eight', 'nine', 'ten',
  'eleven', 'twelve', 'thirteen', 'fourteen', 'fifteen', 'sixteen', 'seventeen', 'eighteen', 'nineteen',
];
const TENS = ['', '', 'twenty', 'thirty', 'forty', 'fifty', 'sixty', 'seventy', 'eighty', 'ninety'];
const SCALES = ['', 'thousand', 'million', 'billion', 'trillion'];
const LETTER_NAMES: Record<string, string> = {
  a: 'ay', b: 'bee', c: 'see', d: 'dee', e: 'ee', f: 'eff', g: 'jee', h: 'aitch', i: 'eye', j: 'jay', k: 'kay', l: 'el', m: 'em',
  n: 'en', o: 'oh', p: 'pee', q: 'cue', r: 'ar', s: 'ess', t: 'tee', u: 'you', v: 'vee', w: 'double you', x: 'ex', y: 'why', z: 'zee',
};
const SYMBOLS: Record<string, string> = {
  '%': 'percent', '&': 'and', '+': 'plus', '=': 'equals', '@': 'at', '#': 'number', '$': 'dollars', '€': 'euros', '£': 'pounds', '¥': 'yen',
};
/** Letters after a number that the engine reads as a word: scales, units, ordinals and plurals. */
const NUMBER_SUFFIXES: Record<string, string> = {
  k: 'thousand', m: 'million', bn: 'billion', tn: 'trillion', km: 'kilometres', kg: 'kilograms', mph: 'miles per hour',
  st: 'st', nd: 'nd', rd: 'rd', th: 'th', s: 's',
};
/** Longest digit run still read as one number; longer runs are read digit by digit. */
const MAX_CARDINAL_DIGITS = 15;

const digitByDigit = (digits: string): string[] => [...digits].map((digit) => ONES[Number(digit)] ?? '');

function belowHundred(value: number): string[] {
  if (value < 20) return [ONES[value] ?? ''];
  const ones = value % 10;
  return ones === 0 ? [TENS[Math.floor(value / 10)] ?? ''] : [TENS[Math.floor(value / 10)] ?? '', ONES[ones] ?? ''];
}

function belowThousand(value: number): string[] {
  const hundreds = Math.floor(value / 100);
  const rest = value % 100;
  return [...(hundreds > 0 ? [ONES[hundreds] ?? '', 'hundred'] : []), ...(rest > 0 || hundreds === 0 ? belowHundred(rest) : [])];
}

function cardinal(digits: string): string[] {
  if (digits.length > MAX_CARDINAL_DIGITS || (digits.length > 1 && digits.startsWith('0'))) return digitByDigit(digits);
  const groups: string[][] = [];
  for (let end = digits.length, scale = 0; end > 0; end -= 3, scale += 1) {
    const group = Number(digits.slice(Math.max(0, end - 3), end));
    if (group > 0 || digits.length <= 3) groups.unshift([...belowThousand(group), ...(group > 0 && scale > 0 ? [SCALES[scale] ?? ''] : [])]);
  }
  return groups.flat();
}

/** 1905 "nineteen oh five", 2026 "twenty twenty six", 2005 "two thousand five". */
function yearOrCardinal(digits: string): string[] {
  const value = Number(digits);
  if (digits.length !== 4 || value < 1100 || value > 2099 || (value >= 2000 && value < 2010) || value % 1000 === 0) return cardinal(digits);
  const century = Math.floor(value / 100);
  const rest = value % 100;
  return [...belowHundred(century), ...(rest === 0 ? ['hundred'] : rest < 10 ? ['oh', ONES[rest] ?? ''] : belowHundred(rest))];
}

/** "1,250,000" and "3.5" as one number; dotted groups ("1.2.3", "10.1016") with "point" between them. */
function numberWords(number: string): string[] {
  if (/^\d{1,3}(?:,\d{3})+(?:\.\d+)?$/.test(number)) return numberWords(number.replace(/,/g, ''));
  if (number.includes(',')) return number.split(',').filter(Boolean).flatMap(numberWords);
  const [whole = '', ...fractions] = number.split('.');
  if (fractions.length === 1 && fractions[0] !== undefined) return [...cardinal(whole), 'point', ...digitByDigit(fractions[0])];
  return [yearOrCardinal(whole), ...fractions.map((fraction) => ['point', ...cardinal(fraction)])].flat();
}

const isAcronym = (letters: string): boolean =>
  letters.length === 1 ? !/^[aAI]$/.test(letters) : letters === letters.toUpperCase() && letters !== letters.toLowerCase() && (letters.length <= 3 || !/[AEIOUY]/.test(letters));

const spelled = (letters: string): string[] => [...letters.toLowerCase()].map((letter) => LETTER_NAMES[letter] ?? letter);

/** A run of letters inside a token: a word, or an acronym read letter by letter. */
const letterRun = (letters: string): string[] => (isAcronym(letters) ? spelled(letters) : [letters]);

/**
 * One whitespace-free piece of text: a word, a number, or a code mixing both
 * ("v201509", "A380neo"). After a number an ordinal, plural, scale or unit
 * suffix reads as such ("20th", "1990s", "1.2bn").
 */
function pieceWords(piece: string): string[] {
  if (/^\p{L}[\p{L}\p{M}'’]*$/u.test(piece)) return letterRun(piece);
  const number = /^(\d[\d,.]*\d|\d)(\p{L}*)$/u.exec(piece);
  const letters = number?.[2]?.toLowerCase() ?? '';
  const suffix = letters === '' ? '' : NUMBER_SUFFIXES[letters];
  if (number && suffix !== undefined) return [...numberWords(number[1] ?? ''), ...(suffix ? [suffix] : [])];
  return (piece.match(/\p{L}[\p{L}\p{M}]*|\d+/gu) ?? []).flatMap((run) => (/\d/.test(run) ? cardinal(run) : letterRun(run)));
}

/** Hyphens, slashes, colons and the like; full stops and commas only where they do not sit inside a number. */
const PIECE_SEPARATORS = /[-/:–—_]+|(?<!\d)[.,]|[.,](?!\d)|[^\p{L}\p{M}\p{N},.'’]+/u;

/** "U.S." and "e.g." are letters read one by one. */
const INITIALS = /^(?:\p{L}\.){2,}$/u;

/** The words the text is spoken as. */
export function spokenWords(text: string): string[] {
  const words: string[] = [];
  for (const token of text.split(/\s+/)) {
    const symbols = [...token].flatMap((char) => (SYMBOLS[char] ? [SYMBOLS[char]] : []));
    const bare = token.replace(/^[^\p{L}\p{N}]+|[^\p{L}\p{N}.]+$/gu, '').replace(/\.$/, '');
    if (INITIALS.test(`${bare}.`)) words.push(...spelled(bare.replace(/\./g, '')));
    else for (const piece of bare.split(PIECE_SEPARATORS)) if (/[\p{L}\p{N}]/u.test(piece)) words.push(...pieceWords(piece));
    words.push(...symbols);
  }
  return words;
}
