import { Mp3Encoder } from '@breezystack/lamejs';

/** Samples handed to the encoder per call: whole MP3 frames, to keep its buffers small. */
const BLOCK_SAMPLES = 1152 * 64;

/** Mono 16-bit PCM to constant-bitrate MP3 with LAME (lamejs; writes no ID3 tag or info frame). */
export function encodeMp3(samples: Int16Array, sampleRate: number, kbps: number): Buffer {
  const encoder = new Mp3Encoder(1, sampleRate, kbps);
  const chunks: Buffer[] = [];
  const keep = (bytes: Uint8Array | Int8Array) => chunks.push(Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength));
  for (let start = 0; start < samples.length; start += BLOCK_SAMPLES) keep(encoder.encodeBuffer(samples.subarray(start, start + BLOCK_SAMPLES)));
  keep(encoder.flush());
  return Buffer.concat(chunks);
}

/** Constant bitrate keeps every frame the same size; Polly's MP3 is 48 kbps mono at 22.05 and 24 kHz. */
export const mp3BitrateKbps = (sampleRate: number): number => (sampleRate <= 8000 ? 24 : sampleRate <= 16000 ? 32 : sampleRate <= 24000 ? 48 : 64);
