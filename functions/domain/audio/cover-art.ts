import { crc32, deflateSync } from 'node:zlib';

/**
 * The default cover of a briefing: a broadcast sign (a dot and three arcs) in
 * amber on deep blue, drawn here rather than shipped as a file so that every
 * function bundle carries it without an asset loader. A 512-pixel square PNG of
 * a few kilobytes, drawn once per process.
 */
export const COVER_SIZE = 512;
const BACKGROUND = [16, 36, 72] as const;
const FOREGROUND = [255, 183, 77] as const;
const CENTER = { x: COVER_SIZE * 0.3, y: COVER_SIZE / 2 };
const DOT_RADIUS = 34;
/** Inner and outer radius of each arc. */
const ARCS = [[80, 108], [140, 168], [200, 228]] as const;
/** Arcs open to the right, a quarter turn wide. */
const ARC_HALF_ANGLE = Math.PI / 4;

const softEdge = (inside: number): number => Math.min(1, Math.max(0, inside + 0.5));
const OUTERMOST = ARCS[ARCS.length - 1]![1];

/** How much of the pixel at (x, y) the sign covers, 0..1, with a one-pixel soft edge. */
function coverage(x: number, y: number): number {
  const dx = x - CENTER.x;
  const dy = y - CENTER.y;
  const distance = Math.sqrt(dx * dx + dy * dy);
  if (distance <= DOT_RADIUS + 1) return softEdge(DOT_RADIUS - distance);
  if (dx <= 0 || distance > OUTERMOST + 1) return 0;
  const arc = ARCS.find(([inner, outer]) => distance >= inner - 1 && distance <= outer + 1);
  if (!arc) return 0;
  const angular = softEdge((ARC_HALF_ANGLE - Math.abs(Math.atan2(dy, dx))) * distance);
  return Math.min(softEdge(distance - arc[0]), softEdge(arc[1] - distance), angular);
}

function chunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

function drawCover(): Buffer {
  const rowBytes = 1 + COVER_SIZE * 3;
  // Every row starts with its filter type, 0 (none), then the background; only the sign's box is drawn on it.
  const row = Buffer.alloc(rowBytes);
  for (let x = 0; x < COVER_SIZE; x++) row.set(BACKGROUND, 1 + x * 3);
  const pixels = Buffer.alloc(rowBytes * COVER_SIZE);
  for (let y = 0; y < COVER_SIZE; y++) row.copy(pixels, y * rowBytes);
  const left = Math.floor(CENTER.x - DOT_RADIUS - 1);
  const right = Math.min(COVER_SIZE, Math.ceil(CENTER.x + OUTERMOST + 1));
  const top = Math.max(0, Math.floor(CENTER.y - OUTERMOST - 1));
  const bottom = Math.min(COVER_SIZE, Math.ceil(CENTER.y + OUTERMOST + 1));
  for (let y = top; y < bottom; y++) {
    for (let x = left; x < right; x++) {
      const share = coverage(x + 0.5, y + 0.5);
      if (share === 0) continue;
      const at = y * rowBytes + 1 + x * 3;
      for (let channel = 0; channel < 3; channel++) {
        pixels[at + channel] = Math.round(BACKGROUND[channel]! + (FOREGROUND[channel]! - BACKGROUND[channel]!) * share);
      }
    }
  }
  const header = Buffer.alloc(13);
  header.writeUInt32BE(COVER_SIZE, 0);
  header.writeUInt32BE(COVER_SIZE, 4);
  header.set([8, 2, 0, 0, 0], 8); // 8-bit RGB, deflate, adaptive filtering, no interlace
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(pixels, { level: 9 })),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

let cover: Buffer | undefined;

/** The default cover as PNG bytes. */
export function defaultCoverPng(): Buffer {
  cover ??= drawCover();
  return cover;
}
