import { createHash } from 'node:crypto';
import { crc32, deflateSync } from 'node:zlib';

/** Apple Podcasts asks for square artwork of 1400 to 3000 pixels. */
export const COVER_SIZE = 1400;

/** Palette: background, bars, the middle bar. */
const PALETTE = [[0x1b, 0x2a, 0x41], [0xf2, 0xa5, 0x41], [0xfa, 0xd6, 0x9c]] as const;
const BAR_COUNT = 11;
const BAR_WIDTH = 64;
const BAR_GAP = 40;

/** Height of each bar of the sound-wave motif, as a share of the picture. */
const barHeights = Array.from({ length: BAR_COUNT }, (_, index) => {
  const fromMiddle = Math.abs(index - (BAR_COUNT - 1) / 2) / ((BAR_COUNT - 1) / 2);
  return 0.12 + 0.46 * Math.cos((fromMiddle * Math.PI) / 2) * (index % 2 === 1 ? 1 : 0.72);
});

/** Palette index of a pixel: inside a bar (a vertical stadium), or background. */
function pixelAt(x: number, y: number): number {
  const total = BAR_COUNT * BAR_WIDTH + (BAR_COUNT - 1) * BAR_GAP;
  const offset = x - (COVER_SIZE - total) / 2;
  const bar = Math.floor(offset / (BAR_WIDTH + BAR_GAP));
  if (offset < 0 || bar >= BAR_COUNT || offset - bar * (BAR_WIDTH + BAR_GAP) > BAR_WIDTH) return 0;
  const radius = BAR_WIDTH / 2;
  const dx = offset - bar * (BAR_WIDTH + BAR_GAP) - radius;
  const straight = (barHeights[bar]! * COVER_SIZE) / 2 - radius;
  const dy = Math.max(0, Math.abs(y - COVER_SIZE / 2) - straight);
  if (dx * dx + dy * dy > radius * radius) return 0;
  return bar === (BAR_COUNT - 1) / 2 ? 2 : 1;
}

function chunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

/** An 8-bit palette PNG: flat colours compress to a few kilobytes. */
function drawCover(): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(COVER_SIZE, 0);
  header.writeUInt32BE(COVER_SIZE, 4);
  header.set([8, 3, 0, 0, 0], 8); // bit depth 8, palette colour, deflate, adaptive filtering, no interlace
  const rows = Buffer.alloc((COVER_SIZE + 1) * COVER_SIZE);
  for (let y = 0; y < COVER_SIZE; y++) {
    const start = y * (COVER_SIZE + 1); // each row opens with filter type 0 (none)
    for (let x = 0; x < COVER_SIZE; x++) rows[start + 1 + x] = pixelAt(x, y);
  }
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('PLTE', Buffer.from(PALETTE.flat())),
    chunk('IDAT', deflateSync(rows, { level: 9 })),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

let cover: { png: Buffer; etag: string } | undefined;

/** The default cover of every private feed, drawn once per process. */
export function podcastCover(): { png: Buffer; etag: string } {
  if (!cover) {
    const png = drawCover();
    cover = { png, etag: `"${createHash('sha256').update(png).digest('base64url').slice(0, 27)}"` };
  }
  return cover;
}
