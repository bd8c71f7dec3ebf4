import './promise-polyfill.ts';
import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import pLimit from 'p-limit';
import type { TaskThreads } from './task-threads.ts';
import { ExecutionAbortedError, ExecutionTimeoutError, StateMachine, type StateMachineDefinition } from 'aws-local-stepfunctions';

/** What a Task state runs locally: the same function the deployed Lambda's handler calls. */
export type TaskHandler = (input: unknown) => Promise<unknown>;

export interface LocalStateMachineOptions {
  /** The ARN the application passes to StartExecution (see `localStateMachineArn`). */
  arn: string;
  /** The ASL file the CDK stack deploys. */
  aslPath: string;
  /** Task state name -> handler, in place of the Lambda named by the state's Resource. */
  taskHandlers: Record<string, TaskHandler>;
  /** Multiplies every Retry IntervalSeconds and MaxDelaySeconds (e.g. 0.001 in tests); default 1. */
  retryIntervalScale?: number;
  /** Multiplies the TimeoutSeconds of every state (not of the whole machine), for local stand-ins slower than AWS; default 1. */
  taskTimeoutScale?: number;
  /** Values of `${Name}` placeholders; any other placeholder becomes a local Lambda ARN named Name. */
  substitutions?: Record<string, string>;
  /**
   * Runs when an execution ends other than SUCCEEDED, with the event an
   * EventBridge rule on "Step Functions Execution Status Change" delivers in AWS.
   */
  onExecutionEnded?: (event: ExecutionStatusChange) => Promise<void>;
}

/** The EventBridge event Step Functions emits when an execution changes status (the fields used here). */
export interface ExecutionStatusChange {
  source: 'aws.states';
  'detail-type': 'Step Functions Execution Status Change';
  detail: { executionArn: string; stateMachineArn: string; name: string; status: ExecutionStatus; input: string };
}

type ExecutionStatus = 'RUNNING' | 'SUCCEEDED' | 'FAILED' | 'TIMED_OUT' | 'ABORTED';

/** One execution as DescribeExecution reports it, plus the event log for assertions in tests. */
export interface LocalExecution {
  executionArn: string;
  stateMachineArn: string;
  name: string;
  input: string;
  status: ExecutionStatus;
  startDate: number;
  stopDate?: number;
  output?: string;
  error?: string;
  cause?: string;
  events: Array<{ type: string; [field: string]: unknown }>;
}

interface RegisteredMachine {
  machine: StateMachine;
  taskHandlers: Record<string, TaskHandler>;
  onExecutionEnded?: LocalStateMachineOptions['onExecutionEnded'];
}

const REGION = 'us-east-1';
const ACCOUNT = '000000000000';

const machines = new Map<string, RegisteredMachine>();
const executions = new Map<string, LocalExecution>();
const running = new Set<Promise<void>>();
/** Aborts of the running executions, by execution ARN. */
const aborts = new Map<string, () => void>();
/** Test hook: Task state name -> the error it throws instead of running, and how many more runs fail (Infinity: all). */
const injectedFailures = new Map<string, { message: string; name: string; runs: number }>();

/**
 * Makes later runs of the named Task state fail with `message`, as a throwing Lambda would: every
 * run until cleared, or the next `runs` only; `name` is the error's name that Retry and Catch match.
 */
export function injectTaskFailure(stateName: string, message = `Injected failure in ${stateName}`, { name = 'Error', runs = Infinity } = {}): void {
  injectedFailures.set(stateName, { message, name, runs });
}

export function clearInjectedTaskFailures(): void {
  injectedFailures.clear();
}

/** Test hook: Task state name -> how its result is rewritten, as the task of another release would have answered. */
const rewrittenOutputs = new Map<string, (output: unknown) => unknown>();

/** Makes every later run of the named Task state answer `rewrite(its result)`, until cleared. */
export function rewriteTaskOutput(stateName: string, rewrite: (output: unknown) => unknown): void {
  rewrittenOutputs.set(stateName, rewrite);
}

export function clearRewrittenTaskOutputs(): void {
  rewrittenOutputs.clear();
}

function withInjectedFailures(handlers: Record<string, TaskHandler>): Record<string, TaskHandler> {
  return Object.fromEntries(Object.entries(handlers).map(([stateName, handler]) => [stateName, async (input: unknown) => {
    const failure = injectedFailures.get(stateName);
    if (failure && failure.runs > 0) {
      failure.runs--;
      throw Object.assign(new Error(failure.message), { name: failure.name });
    }
    const output = await handler(input);
    return rewrittenOutputs.get(stateName)?.(output) ?? output;
  }]));
}

export const localStateMachineArn = (name: string): string => `arn:aws:states:${REGION}:${ACCOUNT}:stateMachine:${name}`;

function substitute(text: string, substitutions: Record<string, string>): string {
  return text.replace(/\$\{([A-Za-z0-9_]+)\}/g, (_, name: string) =>
    substitutions[name] ?? `arn:aws:lambda:${REGION}:${ACCOUNT}:function:${name}`);
}

/**
 * Scales retry pauses and state timeouts in place, keeping the exponential
 * shape, jitter and caps of the deployed definition. The machine's own
 * TimeoutSeconds (top level) is left as deployed.
 */
function scaleTimings(node: unknown, scales: { retry: number; taskTimeout: number }, topLevel = true): void {
  if (Array.isArray(node)) {
    for (const child of node) scaleTimings(child, scales, false);
    return;
  }
  if (node === null || typeof node !== 'object') return;
  const record = node as Record<string, unknown>;
  if (Array.isArray(record.Retry)) {
    for (const retrier of record.Retry as Array<Record<string, number | undefined>>) {
      retrier.IntervalSeconds = (retrier.IntervalSeconds ?? 1) * scales.retry;
      if (retrier.MaxDelaySeconds !== undefined) retrier.MaxDelaySeconds *= scales.retry;
    }
  }
  if (!topLevel && typeof record.TimeoutSeconds === 'number') record.TimeoutSeconds *= scales.taskTimeout;
  for (const child of Object.values(record)) scaleTimings(child, scales, false);
}

/** An AWS account's default Lambda concurrency (per region), shared by every function. */
export const DEFAULT_LAMBDA_CONCURRENCY = 1000;
let lambdaSlots = pLimit(DEFAULT_LAMBDA_CONCURRENCY);
let peakInvocations = 0;

/** Caps the task invocations running at once, as the account's concurrency caps Lambda; more wait their turn. */
export function setLocalLambdaConcurrency(limit: number): void {
  lambdaSlots = pLimit(limit);
  peakInvocations = 0;
}

/** Task invocations running now and the most that ran at once since the cap was set. */
export const localLambdaLoad = () => ({ running: lambdaSlots.activeCount, waiting: lambdaSlots.pendingCount, peak: peakInvocations });

let taskThreads: TaskThreads | undefined;

/** Runs the named task modules in worker threads from now on (load mode), or in this thread again (undefined). */
export async function setLocalTaskThreads(threads: TaskThreads | undefined): Promise<void> {
  await taskThreads?.stop();
  taskThreads = threads;
}

/**
 * A task that invokes a module under functions/tasks as Lambda would: loaded
 * on first use, with the event and the result crossing a JSON boundary, within
 * the account's concurrency; in a worker thread when the module is one set to run there.
 */
export function localLambdaTask(module: string): TaskHandler {
  let loaded: Promise<{ handler: (event: unknown) => Promise<unknown> }> | undefined;
  return (input) => lambdaSlots(async () => {
    peakInvocations = Math.max(peakInvocations, lambdaSlots.activeCount);
    const event = JSON.parse(JSON.stringify(input)) as unknown;
    let result: unknown;
    if (taskThreads?.runs(module)) result = await taskThreads.invoke(module, event);
    else {
      loaded ??= import(new URL(`../../functions/tasks/${module}.ts`, import.meta.url).href);
      const { handler } = await loaded;
      result = await handler(event);
    }
    return result === undefined ? null : JSON.parse(JSON.stringify(result));
  });
}

/**
 * Makes a state machine runnable by the local Step Functions endpoint. The ASL
 * file is validated exactly as deployed; only then are retry pauses and state
 * timeouts scaled (fractional seconds would not pass the validator).
 */
export function registerStateMachine(options: LocalStateMachineOptions): void {
  const text = substitute(readFileSync(options.aslPath, 'utf8'), options.substitutions ?? {});
  const definition = JSON.parse(text) as StateMachineDefinition;
  const validated = new StateMachine(definition);
  const scales = { retry: options.retryIntervalScale ?? 1, taskTimeout: options.taskTimeoutScale ?? 1 };
  let machine = validated;
  if (scales.retry !== 1 || scales.taskTimeout !== 1) {
    const scaled = JSON.parse(text) as StateMachineDefinition;
    scaleTimings(scaled, scales);
    machine = new StateMachine(scaled, { validationOptions: { noValidate: true } });
  }
  machines.set(options.arn, { machine, taskHandlers: options.taskHandlers, onExecutionEnded: options.onExecutionEnded });
}

class SfnError extends Error {
  constructor(readonly type: string, message: string) {
    super(message);
  }
}

const seconds = (ms: number) => ms / 1000;

/** Starts an execution; `finished` settles when it has ended and its hooks have run. */
function launchExecution(request: { stateMachineArn?: string; name?: string; input?: string }): { execution: LocalExecution; finished: Promise<void> } {
  const stateMachineArn = request.stateMachineArn ?? '';
  const registered = machines.get(stateMachineArn);
  if (!registered) throw new SfnError('StateMachineDoesNotExist', `State Machine Does Not Exist: '${stateMachineArn}'`);
  const name = request.name ?? randomUUID();
  if (!/^[A-Za-z0-9_-]{1,80}$/.test(name)) throw new SfnError('InvalidName', `Invalid Name: '${name}'`);
  const input = request.input ?? '{}';
  const executionArn = `${stateMachineArn.replace(':stateMachine:', ':execution:')}:${name}`;
  const existing = executions.get(executionArn);
  if (existing) {
    // Step Functions answers a repeated start of a running execution with the same input idempotently.
    if (existing.status === 'RUNNING' && existing.input === input) return { execution: existing, finished: Promise.resolve() };
    throw new SfnError('ExecutionAlreadyExists', `Execution Already Exists: '${executionArn}'`);
  }
  const execution: LocalExecution = {
    executionArn, stateMachineArn, name, input, status: 'RUNNING', startDate: seconds(Date.now()), events: [],
  };
  executions.set(executionArn, execution);
  const run = registered.machine.run(JSON.parse(input), {
    overrides: { taskResourceLocalHandlers: withInjectedFailures(registered.taskHandlers) as never },
  });
  aborts.set(executionArn, run.abort);
  const finished = (async () => {
    const collecting = (async () => {
      for await (const event of run.eventLogs) execution.events.push(event as unknown as LocalExecution['events'][number]);
    })();
    try {
      execution.output = JSON.stringify(await run.result);
      execution.status = 'SUCCEEDED';
    } catch (error) {
      if (error instanceof ExecutionAbortedError) {
        execution.status = 'ABORTED';
        execution.stopDate = seconds(Date.now());
        return;
      }
      await collecting;
      const failure = execution.events.findLast((event) => event.type === 'ExecutionFailed');
      execution.status = error instanceof ExecutionTimeoutError ? 'TIMED_OUT' : 'FAILED';
      execution.error = String(failure?.Error ?? (error instanceof ExecutionTimeoutError ? 'States.Timeout' : 'States.Runtime'));
      execution.cause = String(failure?.Cause ?? '');
    }
    await collecting;
    execution.stopDate = seconds(Date.now());
    if (execution.status !== 'SUCCEEDED' && registered.onExecutionEnded) {
      await registered.onExecutionEnded({
        source: 'aws.states',
        'detail-type': 'Step Functions Execution Status Change',
        detail: { executionArn, stateMachineArn, name, status: execution.status, input },
      }).catch((error: unknown) => console.error('local Step Functions: execution-ended handler failed', error));
    }
  })();
  running.add(finished);
  void finished.finally(() => {
    running.delete(finished);
    aborts.delete(executionArn);
  });
  return { execution, finished };
}

function startExecution(request: { stateMachineArn?: string; name?: string; input?: string }): { executionArn: string; startDate: number } {
  const { execution } = launchExecution(request);
  return { executionArn: execution.executionArn, startDate: execution.startDate };
}

/** An Express execution run to its end, answered as StartSyncExecution answers (output, or error and cause). */
async function startSyncExecution(request: { stateMachineArn?: string; name?: string; input?: string }): Promise<Omit<LocalExecution, 'events'>> {
  const { execution, finished } = launchExecution(request);
  await finished;
  const { events: _events, ...ended } = execution;
  return ended;
}

function describeExecution(request: { executionArn?: string }): Omit<LocalExecution, 'events'> {
  const execution = executions.get(request.executionArn ?? '');
  if (!execution) throw new SfnError('ExecutionDoesNotExist', `Execution Does Not Exist: '${request.executionArn}'`);
  const { events: _events, ...described } = execution;
  return described;
}

const operations: Record<string, (request: Record<string, string | undefined>) => unknown> = {
  StartExecution: startExecution,
  StartSyncExecution: startSyncExecution,
  DescribeExecution: describeExecution,
};

/**
 * Stops every running execution, as the local process shuts down. They end
 * ABORTED without the execution-ended hook: the next start of the stack
 * fails their jobs (see failInterruptedBriefings).
 */
export function abortExecutions(): void {
  for (const abort of aborts.values()) abort();
}

/** Resolves once no execution is running, including executions started while waiting. */
export async function whenIdle(): Promise<void> {
  while (running.size > 0) await Promise.allSettled([...running]);
}

/** An execution with its event log, for tests that assert on retries and catches. */
export const localExecution = (executionArn: string): LocalExecution | undefined => executions.get(executionArn);

export const localExecutions = (): LocalExecution[] => [...executions.values()];

async function readJson(request: IncomingMessage): Promise<Record<string, string | undefined>> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  const text = Buffer.concat(chunks).toString('utf8');
  return text ? JSON.parse(text) as Record<string, string | undefined> : {};
}

/**
 * The Step Functions API (JSON 1.0 protocol: StartExecution, StartSyncExecution, DescribeExecution)
 * on loopback, running registered ASL files with aws-local-stepfunctions. The
 * application reaches it with signed requests (functions/adapters/workflow.ts) via AWS_ENDPOINT_URL_SFN.
 */
export async function startStepFunctions(): Promise<{ server: Server; endpoint: string }> {
  const server = createServer(async (request, response) => {
    const target = String(request.headers['x-amz-target'] ?? '').replace(/^AWSStepFunctions\./, '');
    const operation = operations[target];
    try {
      if (!operation) throw new SfnError('UnknownOperationException', `Operation ${target} is not emulated`);
      const body = JSON.stringify(await operation(await readJson(request)));
      response.writeHead(200, { 'Content-Type': 'application/x-amz-json-1.0', 'x-amzn-RequestId': randomUUID() });
      response.end(body);
    } catch (error) {
      const failure = error instanceof SfnError ? error : new SfnError('InternalFailure', String(error));
      response.writeHead(error instanceof SfnError ? 400 : 500, { 'Content-Type': 'application/x-amz-json-1.0' });
      response.end(JSON.stringify({ __type: failure.type, message: failure.message }));
    }
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', resolve);
  });
  return { server, endpoint: `http://127.0.0.1:${(server.address() as AddressInfo).port}` };
}
