import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { parseBuffer } from 'music-metadata';
import { mp3DurationSeconds, stitchMp3 } from '#domain/briefings/audio';
import { briefingId3Tag, type BriefingTag, iso639_2 } from '#domain/briefings/audio/id3-tag';
import { id3v2Length } from '#domain/briefings/audio/mp3-frames';
import { COVER_SIZE, podcastCover } from '#domain/briefings/audio/cover';
import { encodeMp3 } from '#local/mp3-encoder';

const defaultCoverPng = () => podcastCover().png;

/** `seconds` of a quiet tone as constant-bitrate MP3, as the speech emulator encodes it. */
function tone(seconds: number, sampleRate = 24000): Buffer {
  const samples = new Int16Array(Math.round(seconds * sampleRate));
  for (let i = 0; i < samples.length; i++) samples[i] = Math.round(3000 * Math.sin((2 * Math.PI * 330 * i) / sampleRate));
  return encodeMp3(samples, sampleRate, 48);
}

const tag = (changes: Partial<BriefingTag> = {}): BriefingTag => ({
  title: 'Morning · Tuesday, November 24, 2026',
  artist: 'Briefings',
  album: 'Morning',
  date: '2026-11-24',
  language: 'en-GB',
  cover: { mimeType: 'image/png', data: defaultCoverPng() },
  chapters: [
    { title: 'Introduction', start_seconds: 0, end_seconds: 2.4 },
    { title: 'Grüße aus Zürich — 東京 📻', start_seconds: 2.4, end_seconds: 7.125, url: 'https://news.example/zürich?q=a b' },
    { title: 'Wrap-up', start_seconds: 7.125, end_seconds: 9 },
  ],
  ...changes,
});

const read = (file: Uint8Array) => parseBuffer(file, { mimeType: 'audio/mpeg' }, { includeChapters: true, duration: true });

describe('the ID3 tag of a briefing, read back by an independent reader (music-metadata)', () => {
  it('names the briefing: title with the date, artist, album, year, language and a PNG front cover', async () => {
    const { common, native, format } = await read(Buffer.concat([briefingId3Tag(tag()), tone(1)]));
    assert.deepEqual(format.tagTypes, ['ID3v2.3']);
    assert.equal(common.title, 'Morning · Tuesday, November 24, 2026');
    assert.equal(common.artist, 'Briefings');
    assert.equal(common.album, 'Morning');
    assert.equal(common.year, 2026);
    const frames = new Map(native['ID3v2.3']!.map(({ id, value }) => [id, value]));
    assert.equal(frames.get('TDAT'), '2411');
    assert.equal(frames.get('TLAN'), 'eng');
    const [picture] = common.picture ?? [];
    assert.equal(picture?.format, 'image/png');
    assert.equal(picture?.type, 'Cover (front)');
    assert.deepEqual(Buffer.from(picture!.data), defaultCoverPng());
  });

  it('carries every chapter with its times in milliseconds, title and link, listed in order by a top-level CTOC', async () => {
    const { format, native } = await read(Buffer.concat([briefingId3Tag(tag()), tone(1)]));
    assert.deepEqual(format.chapters?.map(({ id, title, start, end, url }) => ({ id, title, start, end, url: url?.url })), [
      { id: 'chp0', title: 'Introduction', start: 0, end: 2.4, url: undefined },
      { id: 'chp1', title: 'Grüße aus Zürich — 東京 📻', start: 2.4, end: 7.125, url: 'https://news.example/z%C3%BCrich?q=a b' },
      { id: 'chp2', title: 'Wrap-up', start: 7.125, end: 9, url: undefined },
    ]);
    const toc = native['ID3v2.3']!.find(({ id }) => id === 'CTOC')!.value as { flags: { topLevel: boolean; ordered: boolean }; childElementIds: string[] };
    assert.equal(toc.flags.topLevel, true);
    assert.equal(toc.flags.ordered, true);
    assert.deepEqual(toc.childElementIds, ['chp0', 'chp1', 'chp2']);
  });

  it('leaves the audio measurable: the duration counts only frames, with the tag and the encoder info frame in front', async () => {
    const audio = stitchMp3([tone(1.5), tone(2)]).audio;
    const tagged = Buffer.concat([briefingId3Tag(tag()), audio]);
    assert.equal(mp3DurationSeconds(tagged), mp3DurationSeconds(audio));
    const encoded = tone(2); // LAME puts an Info frame first
    assert.equal(mp3DurationSeconds(Buffer.concat([briefingId3Tag(tag()), encoded])), mp3DurationSeconds(encoded));
    const { format } = await read(tagged);
    assert.ok(Math.abs(format.duration! - mp3DurationSeconds(audio)) < 0.05, `${format.duration} s read, ${mp3DurationSeconds(audio)} s of frames`);
  });

  it('declares its own length in the header, so readers skip exactly the tag', () => {
    const bytes = briefingId3Tag(tag());
    assert.equal(id3v2Length(bytes), bytes.length);
    assert.equal(bytes.subarray(0, 5).toString('latin1'), 'ID3\u0003\u0000');
  });

  it('keeps the cover small and square', () => {
    const png = defaultCoverPng();
    assert.ok(png.length < 30 * 1024, `${png.length} bytes`);
    assert.equal(png.readUInt32BE(16), COVER_SIZE);
    assert.equal(png.readUInt32BE(20), COVER_SIZE);
  });

  it('refuses more chapters than a table of contents can list', () => {
    const many = Array.from({ length: 256 }, (_, index) => ({ title: `Story ${index}`, start_seconds: index, end_seconds: index + 1 }));
    assert.throws(() => briefingId3Tag(tag({ chapters: many })), /at most 255 chapters/);
  });

  it('maps profile languages to ISO 639-2 codes, und when unknown', () => {
    assert.deepEqual(['en', 'de-AT', 'pt-BR', 'cmn-CN', 'xx'].map(iso639_2), ['eng', 'deu', 'por', 'zho', 'und']);
  });
});
