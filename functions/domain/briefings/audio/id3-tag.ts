/**
 * An ID3v2.3 tag for a briefing's MP3: title, artist, album, year and date,
 * language, a front cover, and chapters (CHAP frames, each with its title and
 * the article's link, listed in order by one top-level CTOC) as the ID3v2
 * Chapter Frame Addendum 1.0 defines them.
 *
 * Version 2.3, not 2.4: podcast apps (Apple Podcasts, Overcast, Pocket Casts,
 * AntennaPod) read chapters from 2.3 tags, and some players and media
 * libraries (Windows, older iTunes) ignore 2.4 tags altogether. Text is
 * ISO-8859-1 when it fits, else UTF-16 with a byte order mark (2.3 has no UTF-8).
 */
import type { Chapter } from '#domain/briefings/chapters';

export interface BriefingTag {
  /** TIT2 */
  title: string;
  /** TPE1 */
  artist: string;
  /** TALB */
  album: string;
  /** The recording date, `YYYY-MM-DD`: TYER and TDAT. */
  date: string;
  /** BCP-47 tag of the spoken language; TLAN holds its ISO 639-2 code. */
  language: string;
  /** APIC, front cover. */
  cover: { mimeType: string; data: Uint8Array };
  /** CHAP frames in this order, under one ordered top-level CTOC. */
  chapters: Chapter[];
}

/** Element id of the table of contents; chapters are `chp0`, `chp1`, … */
export const TOC_ELEMENT_ID = 'toc';
export const chapterElementId = (index: number): string => `chp${index}`;

/** A CTOC frame counts its entries in one byte. */
const MAX_CHAPTERS = 255;
const ENCODING_LATIN1 = 0;
const ENCODING_UTF16 = 1;
const FRONT_COVER = 3;
/** CHAP byte offsets are not given: players seek by time. */
const NO_OFFSET = 0xffffffff;
const CTOC_TOP_LEVEL_ORDERED = 0b11;

/** ISO 639-1 (and the 639-3 codes some voices use) to the ISO 639-2/T code TLAN holds. */
const ISO_639_2: Record<string, string> = {
  ar: 'ara', arb: 'ara', ca: 'cat', cmn: 'zho', cs: 'ces', cy: 'cym', da: 'dan', de: 'deu', en: 'eng', es: 'spa', fi: 'fin',
  fr: 'fra', is: 'isl', it: 'ita', ja: 'jpn', ko: 'kor', nb: 'nob', nl: 'nld', pl: 'pol', pt: 'por', ro: 'ron', ru: 'rus',
  sv: 'swe', tr: 'tur', yue: 'zho', zh: 'zho',
};

/** `de-AT` -> `deu`; `und` (undetermined) for a language without a known code. */
export function iso639_2(language: string): string {
  return ISO_639_2[language.split('-')[0]?.toLowerCase() ?? ''] ?? 'und';
}

const isLatin1 = (text: string): boolean => [...text].every((char) => char.charCodeAt(0) > 0 && char.charCodeAt(0) <= 0xff);

/** Text in the narrowest encoding that holds it, with its encoding byte's value and an optional terminator. */
function encodedText(text: string, terminated: boolean): { encoding: number; bytes: Buffer } {
  if (isLatin1(text)) return { encoding: ENCODING_LATIN1, bytes: Buffer.from(terminated ? `${text}\0` : text, 'latin1') };
  const bytes = Buffer.concat([Buffer.from([0xff, 0xfe]), Buffer.from(text, 'utf16le'), Buffer.alloc(terminated ? 2 : 0)]);
  return { encoding: ENCODING_UTF16, bytes };
}

const latin1Terminated = (text: string): Buffer => Buffer.from(`${text}\0`, 'latin1');

function frame(id: string, ...body: Buffer[]): Buffer {
  const content = Buffer.concat(body);
  const header = Buffer.alloc(10);
  header.write(id, 0, 'latin1');
  header.writeUInt32BE(content.length, 4);
  return Buffer.concat([header, content]);
}

function textFrame(id: string, text: string): Buffer {
  const { encoding, bytes } = encodedText(text, false);
  return frame(id, Buffer.from([encoding]), bytes);
}

/** A URL is ISO-8859-1 in ID3; anything beyond it is percent-encoded, as a browser would send it. */
const latin1Url = (url: string): string => url.replace(/[^\u0020-\u007e]/gu, (char) => encodeURIComponent(char));

function linkFrame(url: string): Buffer {
  return frame('WXXX', Buffer.from([ENCODING_LATIN1, 0]), Buffer.from(latin1Url(url), 'latin1'));
}

function uint32(value: number): Buffer {
  const bytes = Buffer.alloc(4);
  bytes.writeUInt32BE(value);
  return bytes;
}

const milliseconds = (seconds: number): number => Math.max(0, Math.round(seconds * 1000));

function chapterFrame(chapter: Chapter, index: number): Buffer {
  return frame(
    'CHAP',
    latin1Terminated(chapterElementId(index)),
    uint32(milliseconds(chapter.start_seconds)),
    uint32(milliseconds(chapter.end_seconds)),
    uint32(NO_OFFSET),
    uint32(NO_OFFSET),
    textFrame('TIT2', chapter.title),
    ...(chapter.url ? [linkFrame(chapter.url)] : []),
  );
}

function tableOfContents(count: number, title: string): Buffer {
  return frame(
    'CTOC',
    latin1Terminated(TOC_ELEMENT_ID),
    Buffer.from([CTOC_TOP_LEVEL_ORDERED, count]),
    ...Array.from({ length: count }, (_, index) => latin1Terminated(chapterElementId(index))),
    textFrame('TIT2', title),
  );
}

function coverFrame({ mimeType, data }: BriefingTag['cover']): Buffer {
  return frame('APIC', Buffer.from([ENCODING_LATIN1]), latin1Terminated(mimeType), Buffer.from([FRONT_COVER, 0]), Buffer.from(data));
}

/** The tag size is a 28-bit "syncsafe" integer: 7 bits per byte. */
function syncsafe(size: number): Buffer {
  if (size >= 2 ** 28) throw new RangeError(`An ID3v2 tag holds at most 256 MiB, not ${size} bytes`);
  return Buffer.from([(size >> 21) & 0x7f, (size >> 14) & 0x7f, (size >> 7) & 0x7f, size & 0x7f]);
}

/** The complete tag, to be written in front of the audio frames. */
export function briefingId3Tag(tag: BriefingTag): Buffer {
  if (tag.chapters.length > MAX_CHAPTERS) throw new RangeError(`An ID3 table of contents lists at most ${MAX_CHAPTERS} chapters, not ${tag.chapters.length}`);
  const [year = '', month = '', day = ''] = tag.date.split('-');
  const frames = Buffer.concat([
    textFrame('TIT2', tag.title),
    textFrame('TPE1', tag.artist),
    textFrame('TALB', tag.album),
    textFrame('TYER', year),
    textFrame('TDAT', `${day}${month}`),
    textFrame('TLAN', iso639_2(tag.language)),
    coverFrame(tag.cover),
    tableOfContents(tag.chapters.length, tag.title),
    ...tag.chapters.map(chapterFrame),
  ]);
  return Buffer.concat([Buffer.from('ID3\u0003\u0000\u0000', 'latin1'), syncsafe(frames.length), frames]);
}
