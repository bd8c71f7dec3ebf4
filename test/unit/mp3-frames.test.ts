import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import fc from 'fast-check';
import { mp3DurationSeconds, stitchMp3 } from '#domain/briefings/audio';
import { audioFrames, id3v1Length, id3v2Length, parseFrameHeader } from '#domain/briefings/audio/mp3-frames';
import { encodeMp3 } from '#local/mp3-encoder';

const tones = new Map<string, Buffer>();

/** `seconds` of a 440 Hz tone as constant-bitrate MP3 (mono, 48 kbps); a fresh copy each call. */
function tone(seconds: number, sampleRate = 24000): Buffer {
  const key = `${seconds}@${sampleRate}`;
  if (!tones.has(key)) {
    const samples = new Int16Array(Math.round(seconds * sampleRate));
    for (let i = 0; i < samples.length; i++) samples[i] = Math.round(6000 * Math.sin((2 * Math.PI * 440 * i) / sampleRate));
    tones.set(key, encodeMp3(samples, sampleRate, 48));
  }
  return Buffer.from(tones.get(key)!);
}

function id3v2Tag(bodyBytes: number, { footer = false } = {}): Buffer {
  const size = [21, 14, 7, 0].map((shift) => (bodyBytes >> shift) & 0x7f);
  const header = Buffer.from([0x49, 0x44, 0x33, 4, 0, footer ? 0x10 : 0, ...size]);
  const body = Buffer.alloc(bodyBytes, 0xff); // sync-like filler must not be taken for audio
  const tail = footer ? Buffer.from([0x33, 0x44, 0x49, 4, 0, 0x10, ...size]) : Buffer.alloc(0);
  return Buffer.concat([header, body, tail]);
}

function id3v1Tag(): Buffer {
  const tag = Buffer.alloc(128, 0xff);
  tag.write('TAG', 0, 'latin1');
  return tag;
}

/** A first frame carrying an encoder info header in place of audio, shaped like the stream's own frames. */
function infoFrame(like: Buffer, marker: 'Xing' | 'Info' | 'VBRI'): Buffer {
  const header = parseFrameHeader(like, 0)!;
  const frame = Buffer.alloc(header.frameLength);
  like.copy(frame, 0, 0, 4);
  frame.write(marker, marker === 'VBRI' ? 36 : 4 + 9, 'latin1');
  return frame;
}

const frameBytes = (mp3: Buffer) => audioFrames(mp3).map(({ offset, header }) => mp3.subarray(offset, offset + header.frameLength));

describe('MP3 frame headers', () => {
  const cases: Array<[string, number[], Partial<ReturnType<typeof parseFrameHeader>> | undefined]> = [
    ['MPEG-1 128 kbps 44.1 kHz joint stereo', [0xff, 0xfb, 0x90, 0x64], { version: '1', bitrateKbps: 128, sampleRate: 44100, channels: 2, samplesPerFrame: 1152, frameLength: 417, crc: false }],
    ['MPEG-1 with padding', [0xff, 0xfb, 0x92, 0x64], { padding: true, frameLength: 418 }],
    ['MPEG-1 320 kbps 48 kHz with CRC', [0xff, 0xfa, 0xe4, 0x00], { bitrateKbps: 320, sampleRate: 48000, frameLength: 960, crc: true }],
    ['MPEG-2 48 kbps 22.05 kHz mono', [0xff, 0xf3, 0x60, 0xc4], { version: '2', sampleRate: 22050, channels: 1, samplesPerFrame: 576, frameLength: 156 }],
    ['MPEG-2 48 kbps 22.05 kHz padded', [0xff, 0xf3, 0x62, 0xc4], { frameLength: 157 }],
    ['MPEG-2 48 kbps 24 kHz mono', [0xff, 0xf3, 0x64, 0xc4], { sampleRate: 24000, frameLength: 144 }],
    ['MPEG-2.5 16 kbps 8 kHz', [0xff, 0xe3, 0x28, 0xc4], { version: '2.5', sampleRate: 8000, bitrateKbps: 16, samplesPerFrame: 576, frameLength: 144 }],
    ['no sync word', [0xff, 0x7b, 0x90, 0x64], undefined],
    ['layer I', [0xff, 0xff, 0x90, 0x64], undefined],
    ['layer II', [0xff, 0xfd, 0x90, 0x64], undefined],
    ['reserved version', [0xff, 0xeb, 0x90, 0x64], undefined],
    ['free-format bitrate', [0xff, 0xfb, 0x00, 0x64], undefined],
    ['bad bitrate index', [0xff, 0xfb, 0xf0, 0x64], undefined],
    ['reserved sample rate', [0xff, 0xfb, 0x9c, 0x64], undefined],
    ['reserved emphasis', [0xff, 0xfb, 0x90, 0x66], undefined],
  ];
  for (const [name, bytes, expected] of cases) {
    it(name, () => {
      const header = parseFrameHeader(Uint8Array.from(bytes), 0);
      if (!expected) return assert.equal(header, undefined);
      assert.ok(header);
      assert.deepEqual({ ...header, ...expected }, header);
    });
  }

  it('does not read past the end of the data', () => {
    assert.equal(parseFrameHeader(Uint8Array.from([0xff, 0xfb, 0x90]), 0), undefined);
  });
});

describe('MP3 frames of an encoded file', () => {
  it('finds every frame LAME wrote and the duration of the samples encoded', () => {
    const mp3 = tone(3);
    const frames = audioFrames(mp3);
    // 48 kbps at 24 kHz: every frame is exactly 144 bytes, so the file is nothing but frames.
    assert.ok(frames.every(({ header }) => header.frameLength === 144 && header.sampleRate === 24000));
    assert.equal(frames.length, mp3.length / 144);
    const seconds = mp3DurationSeconds(mp3);
    assert.equal(seconds, (frames.length * 576) / 24000);
    assert.ok(seconds >= 3 && seconds < 3 + (3 * 576) / 24000, `${seconds}`);
  });

  it('skips an ID3v2 tag, with or without footer, and an ID3v1 trailer', () => {
    const mp3 = tone(1);
    for (const tag of [id3v2Tag(300), id3v2Tag(1000, { footer: true })]) {
      const tagged = Buffer.concat([tag, mp3, id3v1Tag()]);
      assert.equal(id3v2Length(tagged), tag.length);
      assert.equal(id3v1Length(tagged), 128);
      assert.deepEqual(frameBytes(tagged), frameBytes(mp3));
    }
  });

  it('skips ID3v2 tags between concatenated files without losing the frame before them', () => {
    const mp3 = tone(1);
    assert.deepEqual(frameBytes(Buffer.concat([mp3, id3v2Tag(50), mp3])), [...frameBytes(mp3), ...frameBytes(mp3)]);
  });

  it('ignores malformed ID3v2 sizes rather than skipping audio', () => {
    const tag = id3v2Tag(16);
    tag[6] = 0x80;
    assert.equal(id3v2Length(tag), 0);
  });

  it('leaves out a leading Xing, Info or VBRI frame but keeps audio that happens to contain those bytes', () => {
    const mp3 = tone(1);
    for (const marker of ['Xing', 'Info', 'VBRI'] as const) {
      assert.deepEqual(frameBytes(Buffer.concat([infoFrame(mp3, marker), mp3])), frameBytes(mp3), marker);
    }
    const withLookalike = Buffer.concat([mp3, infoFrame(mp3, 'Xing')]);
    assert.equal(audioFrames(withLookalike).length, audioFrames(mp3).length + 1);
  });

  it('resynchronises after junk between frames and drops a truncated last frame', () => {
    const mp3 = tone(1);
    const frames = frameBytes(mp3);
    const fakeHeader = [0xff, 0xf3, 0x64, 0xc4, 0x00, 0xff, 0xf3];
    const corrupted = Buffer.concat([...frames.slice(0, 5), Buffer.from(fakeHeader), ...frames.slice(5), frames[0]!.subarray(0, 100)]);
    assert.deepEqual(frameBytes(corrupted), frames);
  });

  it('never takes junk for audio and loses at most the frame before each stretch of junk', () => {
    const mp3 = tone(0.5);
    const frames = frameBytes(mp3);
    // Junk without 0xFF cannot hold a sync word; the previous test covers junk that does.
    const junk = fc.uint8Array({ minLength: 1, maxLength: 400 }).map((bytes) => bytes.map((byte) => (byte === 0xff ? 0xfe : byte)));
    fc.assert(
      fc.property(fc.array(fc.tuple(fc.nat(frames.length), junk), { maxLength: 6 }), (insertions) => {
        const pieces: Uint8Array[] = [...frames];
        for (const [at, bytes] of [...insertions].sort((a, b) => b[0] - a[0])) pieces.splice(at, 0, bytes);
        const found = frameBytes(Buffer.concat(pieces));
        const lost = new Set(insertions.map(([at]) => at - 1));
        assert.deepEqual(found, frames.filter((_, index) => !lost.has(index)));
      }),
    );
  });

  it('drops a frame whose header is damaged, and the frame it would have confirmed, and keeps the rest', () => {
    const mp3 = tone(1);
    const frames = frameBytes(mp3);
    mp3.fill(0, audioFrames(mp3)[10]!.offset, audioFrames(mp3)[10]!.offset + 2);
    assert.deepEqual(frameBytes(mp3), [...frames.slice(0, 9), ...frames.slice(11)]);
  });

  it('returns no frames and zero seconds for data that is not MP3', () => {
    assert.deepEqual(audioFrames(Buffer.from('not an mp3 file at all')), []);
    assert.equal(mp3DurationSeconds(Buffer.alloc(0)), 0);
  });
});

describe('stitchMp3', () => {
  it('joins the audio frames of each part; the duration is the sum of the parts', () => {
    const parts = [Buffer.concat([id3v2Tag(200), infoFrame(tone(1), 'Info'), tone(1)]), tone(2.5), Buffer.concat([tone(0.7), id3v1Tag()])];
    const { audio, durationSeconds } = stitchMp3(parts);
    const expected = parts.reduce((sum, part) => sum + mp3DurationSeconds(part), 0);
    assert.ok(Math.abs(durationSeconds - expected) < 1e-9);
    assert.ok(Math.abs(mp3DurationSeconds(audio) - expected) < 1e-9);
    assert.deepEqual(audio, Buffer.concat(parts.flatMap(frameBytes)));
    assert.equal(id3v2Length(audio), 0);
    assert.equal(id3v1Length(audio), 0);
    assert.ok(durationSeconds > 4.2 && durationSeconds < 4.5, `${durationSeconds}`);
  });

  it('gives empty audio for no parts', () => {
    assert.deepEqual(stitchMp3([]), { audio: Buffer.alloc(0), durationSeconds: 0 });
  });

  it('refuses parts of different sample rates', () => {
    assert.throws(() => stitchMp3([tone(0.3, 24000), tone(0.3, 22050)]), /differ in format/);
  });
});
