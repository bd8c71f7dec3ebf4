import { audioFrames, type Mp3Frame } from './mp3-frames.ts';

/** Samples are summed before dividing, so equal frame counts give exactly equal durations. */
function framesDuration(frames: Mp3Frame[]): number {
  const samplesByRate = new Map<number, number>();
  for (const { header } of frames) samplesByRate.set(header.sampleRate, (samplesByRate.get(header.sampleRate) ?? 0) + header.samplesPerFrame);
  return [...samplesByRate].reduce((seconds, [sampleRate, samples]) => seconds + samples / sampleRate, 0);
}

/** Playing time of an MP3 file, summed over its audio frames (tags, info frame and stray bytes excluded). */
export function mp3DurationSeconds(mp3: Uint8Array): number {
  return framesDuration(audioFrames(mp3));
}

/**
 * Joins MP3 files (one per synthesized chunk) into one: only the audio frames
 * of each part are kept, so per-part ID3 tags and info frames, whose frame
 * counts would describe a single part, do not end up mid-file. All parts must
 * share one sample rate and MPEG version, as Polly output for one voice does.
 */
export function stitchMp3(parts: Uint8Array[]): { audio: Buffer; durationSeconds: number } {
  const frameLists = parts.map((part) => audioFrames(part));
  const formats = new Set(frameLists.flat().map(({ header }) => `MPEG-${header.version} ${header.sampleRate} Hz`));
  if (formats.size > 1) throw new Error(`MP3 parts differ in format: ${[...formats].join(', ')}`);
  const audio = Buffer.concat(
    frameLists.flatMap((frames, index) => frames.map(({ offset, header }) => parts[index]!.subarray(offset, offset + header.frameLength))),
  );
  return { audio, durationSeconds: framesDuration(frameLists.flat()) };
}
