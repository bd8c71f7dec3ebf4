/** The parts of a V8 CPU profile (Profiler.stop) that self time is read from. */
export interface Profile {
  nodes: Array<{ id: number; callFrame: { url: string; functionName: string; lineNumber?: number }; children?: number[] }>;
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

type CallFrame = Profile['nodes'][number]['callFrame'];

/** Shares of the busy (not idle) time per label that `labelOf` gives a sample (its node id and frame), largest first. */
function busyShares(profile: Profile, labelOf: (id: number, frame: CallFrame) => string): Array<[string, number]> {
  const byId = new Map(profile.nodes.map((node) => [node.id, node.callFrame]));
  const totals = new Map<string, number>();
  let busy = 0;
  profile.samples.forEach((id, index) => {
    const frame = byId.get(id);
    if (!frame || frame.functionName === '(idle)') return;
    const delta = profile.timeDeltas[index] ?? 0;
    const label = labelOf(id, frame);
    totals.set(label, (totals.get(label) ?? 0) + delta);
    busy += delta;
  });
  return [...totals].map(([label, time]): [string, number] => [label, time / busy]).sort((a, b) => b[1] - a[1]);
}

/** The `count` functions with the most self time, as `name (file:line)`, with their share of the busy time. */
export function busiestFunctions(profile: Profile, count: number): Array<[string, number]> {
  return busyShares(profile, (_id, frame) => {
    const file = frame.url.replace(/^.*\/(node_modules|functions|scripts)\//, '$1/');
    return `${frame.functionName || '(anonymous)'} ${file ? `(${file}:${(frame.lineNumber ?? 0) + 1})` : ''}`.trim();
  }).slice(0, count);
}

/**
 * Share of the busy time per pipeline step: a sample counts for the step module
 * (functions/domain/briefings/pipeline/<step>.ts) nearest to it on its stack, else for its component.
 */
export function cpuByPipelineStep(profile: Profile): Array<[string, number]> {
  const parents = new Map<number, number>();
  for (const node of profile.nodes) for (const child of node.children ?? []) parents.set(child, node.id);
  const byId = new Map(profile.nodes.map((node) => [node.id, node.callFrame]));
  const stepOf = (id: number): string | undefined => {
    for (let current: number | undefined = id; current !== undefined; current = parents.get(current)) {
      const step = /functions\/domain\/briefings\/pipeline\/([\w-]+)\.ts/.exec(byId.get(current)?.url ?? '')?.[1];
      if (step) return `step ${step}`;
    }
    return undefined;
  };
  return busyShares(profile, (id, frame) => stepOf(id) ?? COMPONENTS.find(([, test]) => test(frame.url, frame.functionName))?.[0] ?? OTHER);
}
