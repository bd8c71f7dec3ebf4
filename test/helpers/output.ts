/** The non-empty lines a synchronous action writes to stdout and stderr, which then do not reach the terminal. */
export function outputOf(action: () => void): string[] {
  const written: string[] = [];
  const streams = [process.stdout, process.stderr];
  const originals = streams.map((stream) => stream.write.bind(stream));
  for (const stream of streams) {
    stream.write = ((chunk: string | Uint8Array) => {
      written.push(String(chunk));
      return true;
    }) as typeof stream.write;
  }
  try {
    action();
  } finally {
    streams.forEach((stream, index) => {
      stream.write = originals[index]!;
    });
  }
  return written.join('').split('\n').filter(Boolean);
}
