import { type ChildProcess, fork } from 'node:child_process';
import { fileURLToPath } from 'node:url';

/** A server another process runs: its address, the CPU that process has spent, and a way to stop it. */
export interface ChildServer {
  url: string;
  /** User and system CPU time of the child so far, in microseconds. */
  cpuMicros(): Promise<number>;
  stop(): Promise<void>;
}

/** Runs the TypeScript module `moduleUrl` in a child process with an IPC channel, its output beside this one's. */
export const forkModule = (moduleUrl: string, args: string[]): ChildProcess =>
  fork(fileURLToPath(moduleUrl), args, { execArgv: ['--import', 'tsx'], stdio: ['ignore', 'inherit', 'inherit', 'ipc'] });

type FromChild = { url: string } | { cpuMicros: number };

/**
 * Runs the server module `moduleUrl` (one that calls `serveAsChild` when it is the main module) in a
 * child process and waits for its address: a benchmark that loads the local stack's one process
 * then measures that process, not a server starved by it, as in AWS the other end is another machine.
 */
export async function startChildServer(moduleUrl: string, args: string[] = []): Promise<ChildServer> {
  const child = forkModule(moduleUrl, args);
  const url = await new Promise<string>((resolve, reject) => {
    child.once('message', (message: FromChild) => resolve('url' in message ? message.url : ''));
    child.once('exit', (code) => reject(new Error(`${moduleUrl} exited with ${code}`)));
  });
  return {
    url,
    cpuMicros: () => new Promise((resolve) => {
      child.once('message', (message: FromChild) => resolve('cpuMicros' in message ? message.cpuMicros : 0));
      child.send('cpu');
    }),
    stop: () => new Promise((resolve) => {
      child.once('exit', () => resolve());
      child.kill();
    }),
  };
}

/** Whether the module `moduleUrl` runs as a child that `forkModule` started. */
export const runsAsChild = (moduleUrl: string): boolean => process.send !== undefined && process.argv[1] === fileURLToPath(moduleUrl);

/** In the child: starts the server, reports its address to the parent, and answers its questions about CPU. */
export async function serveAsChild(start: () => Promise<string>): Promise<void> {
  const url = await start();
  process.on('message', () => {
    const { user, system } = process.cpuUsage();
    process.send!({ cpuMicros: user + system } satisfies FromChild);
  });
  process.send!({ url } satisfies FromChild);
}
