import { AsyncLocalStorage } from 'node:async_hooks';
import type { Context } from 'aws-lambda';
import { config } from '#shared/config';

type Level = 'debug' | 'info' | 'warn' | 'error';
const ORDER: Record<Level, number> = { debug: 10, info: 20, warn: 30, error: 40 };
const SERVICE = 'briefings';

const context = new AsyncLocalStorage<Record<string, unknown>>();
let lambdaFields: Record<string, unknown> = {};
let coldStart = true;

/**
 * Runs `work` with `keys` (job_id, event_id, …) added to every line logged inside it, however
 * deep the calls go: one place sets the correlation ids of a pipeline step or a delivery.
 */
export function withLogContext<T>(keys: Record<string, unknown>, work: () => T): T {
  return context.run({ ...context.getStore(), ...keys }, work);
}

/**
 * Adds the invocation's Lambda context (function name, memory and ARN, its request id, cold start)
 * to the JSON lines that follow; a function serves one invocation at a time.
 */
export function addLambdaContext(lambdaContext: Context): void {
  if (config.localMode) return;
  lambdaFields = {
    cold_start: coldStart,
    function_arn: lambdaContext.invokedFunctionArn,
    function_memory_size: Number(lambdaContext.memoryLimitInMB),
    function_name: lambdaContext.functionName,
    function_request_id: lambdaContext.awsRequestId,
  };
  coldStart = false;
}

/**
 * A function's invocation: its Lambda context (absent when the local stack invokes it) and
 * the correlation ids of its work on every line logged inside.
 */
export function withInvocationContext<T>(lambdaContext: Context | undefined, keys: Record<string, unknown>, work: () => T): T {
  if (lambdaContext) addLambdaContext(lambdaContext);
  return withLogContext(keys, work);
}

/** An error as a log field: its name, where it was thrown, message, stack, cause and own properties. */
function errorFields(error: Error): Record<string, unknown> {
  const { name, message, stack, cause, ...own } = error as Error & Record<string, unknown>;
  const location = /\(([^()]*?):(\d+):\d+\)$/m.exec(stack ?? '');
  return {
    name,
    location: location ? `${location[1]}:${location[2]}` : '',
    message,
    stack,
    cause: cause instanceof Error ? errorFields(cause) : cause,
    ...own,
  };
}

/**
 * One JSON log line: errors spelt out (JSON.stringify would give `{}`), big integers as text, and
 * an object met a second time in the same line as "[Circular]", so no value a caller logs makes logging throw.
 */
function jsonLine(entry: Record<string, unknown>): string {
  const seen = new WeakSet<object>();
  const text = JSON.stringify(entry, (_key, value: unknown) => {
    if (typeof value === 'bigint') return value.toString();
    if (typeof value !== 'object' || value === null) return value;
    if (seen.has(value)) return '[Circular]';
    seen.add(value);
    return value instanceof Error ? errorFields(value) : value;
  });
  return `${text}\n`;
}

function threshold(): number {
  const configured = config.logLevel;
  return configured === 'silent' ? Number.POSITIVE_INFINITY : (ORDER[configured as Level] ?? ORDER.info);
}

function readableValue(value: unknown): string {
  if (value instanceof Error) return `${value.name}: ${value.message}`;
  return typeof value === 'string' ? value : JSON.stringify(value);
}

/** One line a person can read in a terminal; a 5xx's stack follows, indented. */
function readableLine(level: Level, message: string, fields: Record<string, unknown>): string {
  const time = new Date().toISOString().slice(11, 23);
  const pairs = Object.entries(fields).filter(([, value]) => value !== undefined).map(([key, value]) => `${key}=${readableValue(value)}`);
  const stack = level === 'error' ? Object.values(fields).find((value): value is Error => value instanceof Error)?.stack : undefined;
  const detail = stack ? `\n  ${stack.split('\n').slice(1).join('\n  ')}` : '';
  return `${time} ${level.toUpperCase().padEnd(5)} ${[message, ...pairs].join(' ')}${detail}\n`;
}

/**
 * Structured JSON lines in AWS (level, message, timestamp, service, X-Ray trace id, the Lambda
 * context, errors with their cause), readable lines locally; the keys of the enclosing
 * withLogContext come first, the call's own fields after.
 */
export function log(level: Level, message: string, fields: Record<string, unknown> = {}): void {
  if (ORDER[level] < threshold()) return;
  const entry = { ...context.getStore(), ...fields };
  if (config.localMode) {
    process.stdout.write(readableLine(level, message, entry));
    return;
  }
  const header = { level: level.toUpperCase(), message, timestamp: new Date().toISOString(), service: SERVICE, xray_trace_id: config.xrayTraceId };
  process.stdout.write(jsonLine({ ...header, ...lambdaFields, ...entry }));
}
