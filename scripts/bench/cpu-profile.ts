/** The parts of a V8 CPU profile (Profiler.stop) that self time is read from. */
export interface Profile {
  nodes: Array<{ id: number; callFrame: { url: string; functionName: string } }>;
  samples: number[];
  timeDeltas: number[];
}

/** Components of the local stack, first match wins, by the script a sample's function is in. */
const COMPONENTS: Array<[name: string, test: (url: string, name: string) => boolean]> = [
  ['dynalite (the local DynamoDB)', (url) => /node_modules\/(dynalite|level|memdown|abstract-leveldown|encoding-down|deferred-leveldown|levelup|lazy|big\.js)/.test(url)],
  ['AWS SDK client (marshalling, signing)', (url) => /node_modules\/(@smithy|@aws-sdk|@aws-crypto|fast-xml-parser|bowser|uuid)/.test(url)],
  ['handlers and request pipeline', (url) => /\/functions\/|node_modules\/(@middy|valibot)/.test(url)],
  ['local gateway', (url) => url.includes('/scripts/local/')],
  ['the bench\'s own HTTP client (fetch)', (url) => url.includes('undici')],
  ['Node HTTP server, sockets, streams', (url) => /^node:(_http|net|internal\/(streams|stream_base|http))/.test(url)],
  ['garbage collection', (_url, name) => name === '(garbage collector)'],
  ['idle (waiting)', (_url, name) => name === '(idle)'],
];

const OTHER = 'other (microtasks, timers, Node internals)';

/** Share of the profile's self time per component, largest first; the rest is 'other'. */
export function cpuByComponent(profile: Profile): Array<[string, number]> {
  const byId = new Map(profile.nodes.map((node) => [node.id, node.callFrame]));
  const totals = new Map<string, number>();
  let all = 0;
  profile.samples.forEach((id, index) => {
    const frame = byId.get(id);
    const delta = profile.timeDeltas[index] ?? 0;
    const component = (frame && COMPONENTS.find(([, test]) => test(frame.url, frame.functionName))?.[0]) ?? OTHER;
    totals.set(component, (totals.get(component) ?? 0) + delta);
    all += delta;
  });
  return [...totals].map(([name, time]): [string, number] => [name, time / all]).sort((a, b) => b[1] - a[1]);
}
