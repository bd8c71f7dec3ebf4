/**
 * MPEG audio Layer III frame parsing (MPEG-1, MPEG-2 and MPEG-2.5), enough to
 * find the audio frames of an MP3 file: tags and the encoder's info frame are
 * skipped, and bytes that are not frames are stepped over until frames resume.
 */

export type MpegVersion = '1' | '2' | '2.5';

export interface Mp3FrameHeader {
  version: MpegVersion;
  bitrateKbps: number;
  sampleRate: number;
  padding: boolean;
  /** Whether a 16-bit CRC follows the header. */
  crc: boolean;
  channels: 1 | 2;
  samplesPerFrame: 1152 | 576;
  /** Bytes, header included. */
  frameLength: number;
}

export interface Mp3Frame {
  offset: number;
  header: Mp3FrameHeader;
}

const VERSIONS: Record<number, MpegVersion | undefined> = { 0b00: '2.5', 0b10: '2', 0b11: '1' };
const LAYER_III = 0b01;
const BITRATES_KBPS: Record<MpegVersion, readonly number[]> = {
  '1': [0, 32, 40, 48, 56, 64, 80, 96, 112, 128, 160, 192, 224, 256, 320],
  '2': [0, 8, 16, 24, 32, 40, 48, 56, 64, 80, 96, 112, 128, 144, 160],
  '2.5': [0, 8, 16, 24, 32, 40, 48, 56, 64, 80, 96, 112, 128, 144, 160],
};
const SAMPLE_RATES: Record<MpegVersion, readonly number[]> = {
  '1': [44100, 48000, 32000],
  '2': [22050, 24000, 16000],
  '2.5': [11025, 12000, 8000],
};
const CHANNEL_MODE_MONO = 0b11;
const RESERVED_EMPHASIS = 0b10;
const HEADER_BYTES = 4;
const ID3V2_HEADER_BYTES = 10;
const ID3V1_BYTES = 128;

/** The 4-byte header at `offset`, or undefined when it is not a valid Layer III header (free-format bitrate included). */
export function parseFrameHeader(bytes: Uint8Array, offset: number): Mp3FrameHeader | undefined {
  if (offset < 0 || offset + HEADER_BYTES > bytes.length) return undefined;
  const b1 = bytes[offset + 1]!;
  const b2 = bytes[offset + 2]!;
  const b3 = bytes[offset + 3]!;
  if (bytes[offset] !== 0xff || (b1 & 0xe0) !== 0xe0) return undefined;
  const version = VERSIONS[(b1 >> 3) & 0b11];
  if (!version || ((b1 >> 1) & 0b11) !== LAYER_III || (b3 & 0b11) === RESERVED_EMPHASIS) return undefined;
  const bitrateKbps = BITRATES_KBPS[version][b2 >> 4];
  const sampleRate = SAMPLE_RATES[version][(b2 >> 2) & 0b11];
  if (!bitrateKbps || !sampleRate) return undefined;
  const padding = ((b2 >> 1) & 1) === 1;
  const samplesPerFrame = version === '1' ? 1152 : 576;
  const frameLength = Math.floor(((samplesPerFrame / 8) * bitrateKbps * 1000) / sampleRate) + (padding ? 1 : 0);
  return {
    version,
    bitrateKbps,
    sampleRate,
    padding,
    crc: (b1 & 1) === 0,
    channels: b3 >> 6 === CHANNEL_MODE_MONO ? 1 : 2,
    samplesPerFrame,
    frameLength,
  };
}

/** Length of the ID3v2 tag at `offset` (header, body and optional footer), or 0 when there is none. */
export function id3v2Length(bytes: Uint8Array, offset = 0): number {
  if (offset + ID3V2_HEADER_BYTES > bytes.length) return 0;
  if (bytes[offset] !== 0x49 || bytes[offset + 1] !== 0x44 || bytes[offset + 2] !== 0x33) return 0;
  const sizeBytes = bytes.subarray(offset + 6, offset + 10);
  if (bytes[offset + 3] === 0xff || bytes[offset + 4] === 0xff || sizeBytes.some((byte) => byte >= 0x80)) return 0;
  const size = sizeBytes.reduce((total, byte) => total * 128 + byte, 0);
  const hasFooter = (bytes[offset + 5]! & 0x10) !== 0;
  return ID3V2_HEADER_BYTES + size + (hasFooter ? ID3V2_HEADER_BYTES : 0);
}

/** 128 when the data ends with an ID3v1 tag, else 0. */
export function id3v1Length(bytes: Uint8Array): number {
  const start = bytes.length - ID3V1_BYTES;
  return start >= 0 && bytes[start] === 0x54 && bytes[start + 1] === 0x41 && bytes[start + 2] === 0x47 ? ID3V1_BYTES : 0;
}

function hasAscii(bytes: Uint8Array, offset: number, text: string): boolean {
  for (let i = 0; i < text.length; i++) if (bytes[offset + i] !== text.charCodeAt(i)) return false;
  return true;
}

/**
 * Whether the frame carries an encoder info header (Xing/Info from LAME and
 * most encoders, VBRI from Fraunhofer) instead of audio. Such a frame
 * describes its own file, so a stitched file must not keep it.
 */
export function isInfoFrame(bytes: Uint8Array, frame: Mp3Frame): boolean {
  const { offset, header } = frame;
  const sideInfoBytes = header.version === '1' ? (header.channels === 1 ? 17 : 32) : header.channels === 1 ? 9 : 17;
  const xingOffset = offset + HEADER_BYTES + (header.crc ? 2 : 0) + sideInfoBytes;
  return hasAscii(bytes, xingOffset, 'Xing') || hasAscii(bytes, xingOffset, 'Info') || hasAscii(bytes, offset + 36, 'VBRI');
}

function sameStream(a: Mp3FrameHeader, b: Mp3FrameHeader): boolean {
  return a.version === b.version && a.sampleRate === b.sampleRate;
}

/** Whether what follows a frame vouches for it: the end of the data, an ID3v2 tag, or a header of the same stream. */
function confirmedBy(bytes: Uint8Array, next: number, end: number, header: Mp3FrameHeader): boolean {
  if (next === end || id3v2Length(bytes, next) > 0) return true;
  const following = parseFrameHeader(bytes, next);
  return following !== undefined && sameStream(header, following);
}

/**
 * The audio frames of one MP3 file, in order. A frame counts only when what
 * follows confirms it, so stray 0xFF bytes are not taken for audio, and neither
 * is a frame cut short by whatever follows it. Bytes that are not frames are
 * stepped over one at a time until frames resume: damage costs the frames it
 * touches and, at most, the intact frame just before it. Only the first frame
 * can be an info frame, which is left out.
 */
export function audioFrames(bytes: Uint8Array): Mp3Frame[] {
  const end = bytes.length - id3v1Length(bytes);
  const frames: Mp3Frame[] = [];
  let offset = 0;
  let previous: Mp3FrameHeader | undefined;
  while (offset + HEADER_BYTES <= end) {
    const tag = id3v2Length(bytes, offset);
    if (tag > 0) {
      offset += tag;
      continue;
    }
    const header = parseFrameHeader(bytes, offset);
    const next = offset + (header?.frameLength ?? 0);
    if (!header || next > end || (previous && !sameStream(previous, header)) || !confirmedBy(bytes, next, end, header)) {
      offset += 1;
      continue;
    }
    const frame = { offset, header };
    if (previous || !isInfoFrame(bytes, frame)) frames.push(frame);
    previous = header;
    offset = next;
  }
  return frames;
}
