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

/** How much of the pixel at (x, y) the sign covers, 0..1, with a one-pixel soft edge. */
function coverage(x: number, y: number): number {
  const dx = x - CENTER.x;
  const dy = y - CENTER.y;
  const distance = Math.hypot(dx, dy);
  const edge = (inside: number) => Math.min(1, Math.max(0, inside + 0.5));
  if (distance <= DOT_RADIUS + 1) return edge(DOT_RADIUS - distance);
  if (dx <= 0) return 0;
  const sideways = Math.abs(Math.atan2(dy, dx));
  const angular = edge(((ARC_HALF_ANGLE - sideways) * distance));
  return ARCS.reduce((best, [inner, outer]) => Math.max(best, Math.min(edge(distance - inner), edge(outer - distance), angular)), 0);
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
  const pixels = Buffer.alloc(rowBytes * COVER_SIZE);
  for (let y = 0; y < COVER_SIZE; y++) {
    // Each row starts with its filter type, 0 (none).
    for (let x = 0; x < COVER_SIZE; x++) {
      const share = coverage(x + 0.5, y + 0.5);
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
