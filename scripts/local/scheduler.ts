import { randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { canonicalTimeZone } from '#shared/time-zones';
import { type Clock, parseAwsCron, ScheduleRunner, systemClock } from './schedule-runner.ts';

/**
 * EventBridge Scheduler on loopback: the REST-JSON API the AWS SDK speaks
 * (CreateSchedule POST, UpdateSchedule PUT, GetSchedule GET, DeleteSchedule
 * DELETE on /schedules/{Name}), schedules kept in memory, and a runner that
 * invokes each enabled schedule's target when it is due.
 */

interface Target {
  Arn: string;
  RoleArn: string;
  Input?: string;
  RetryPolicy?: { MaximumEventAgeInSeconds?: number; MaximumRetryAttempts?: number };
}

interface StoredSchedule {
  Arn: string;
  Name: string;
  GroupName: string;
  ScheduleExpression: string;
  ScheduleExpressionTimezone: string;
  State: 'ENABLED' | 'DISABLED';
  Description?: string;
  FlexibleTimeWindow: { Mode: 'OFF' | 'FLEXIBLE'; MaximumWindowInMinutes?: number };
  Target: Target;
  /** Epoch seconds, the REST-JSON timestamp form. */
  CreationDate: number;
  LastModificationDate: number;
}

export interface SchedulerEmulatorOptions {
  /** Runs a due schedule's target with its input, context attributes filled in, as the target receives it. */
  invokeTarget(target: { arn: string; input: string | undefined }): Promise<unknown>;
  clock?: Clock;
  region?: string;
  onError?(scheduleKey: string, error: unknown): void;
}

export interface SchedulerEmulator {
  endpoint: string;
  stop(): Promise<void>;
}

class ServiceError extends Error {
  constructor(readonly status: number, readonly type: string, message: string) {
    super(message);
  }
}

const invalid = (message: string) => new ServiceError(400, 'ValidationException', message);
const NAME = /^[0-9a-zA-Z\-_.]{1,64}$/;
const DEFAULT_GROUP = 'default';

async function readJson(request: IncomingMessage): Promise<Record<string, unknown>> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  const text = Buffer.concat(chunks).toString('utf8');
  if (!text) return {};
  try {
    return JSON.parse(text) as Record<string, unknown>;
  } catch {
    throw invalid('Request body is not valid JSON');
  }
}

function requiredString(value: unknown, name: string): string {
  if (typeof value !== 'string' || value === '') throw invalid(`${name} is required`);
  return value;
}

/** The parts of a Create/UpdateSchedule request the emulator keeps, checked as EventBridge Scheduler checks them. */
function definitionOf(body: Record<string, unknown>) {
  const expression = requiredString(body.ScheduleExpression, 'ScheduleExpression');
  try {
    parseAwsCron(expression);
  } catch (error) {
    throw invalid((error as Error).message);
  }
  const timeZone = canonicalTimeZone(typeof body.ScheduleExpressionTimezone === 'string' ? body.ScheduleExpressionTimezone : 'UTC');
  if (!timeZone) throw invalid(`Invalid ScheduleExpressionTimezone ${String(body.ScheduleExpressionTimezone)}`);
  const window = body.FlexibleTimeWindow as StoredSchedule['FlexibleTimeWindow'] | undefined;
  if (window?.Mode !== 'OFF' && window?.Mode !== 'FLEXIBLE') throw invalid('FlexibleTimeWindow.Mode must be OFF or FLEXIBLE');
  const target = (body.Target ?? {}) as Partial<Target>;
  requiredString(target.Arn, 'Target.Arn');
  requiredString(target.RoleArn, 'Target.RoleArn');
  const state = body.State ?? 'ENABLED';
  if (state !== 'ENABLED' && state !== 'DISABLED') throw invalid('State must be ENABLED or DISABLED');
  return {
    ScheduleExpression: expression,
    ScheduleExpressionTimezone: timeZone,
    State: state as StoredSchedule['State'],
    Description: typeof body.Description === 'string' ? body.Description : undefined,
    FlexibleTimeWindow: window,
    Target: target as Target,
  };
}

/** Context attributes EventBridge Scheduler substitutes in a target's input at each run. */
function fillContext(input: string | undefined, schedule: StoredSchedule, dueMs: number): string | undefined {
  const context: Record<string, string> = {
    'schedule-arn': schedule.Arn,
    'scheduled-time': new Date(dueMs).toISOString().replace(/\.\d{3}Z$/, 'Z'),
    'execution-id': randomBytes(8).toString('hex'),
    'attempt-number': '1',
  };
  return input?.replace(/<aws\.scheduler\.([a-z-]+)>/g, (whole, name: string) => context[name] ?? whole);
}

function send(response: ServerResponse, status: number, body: unknown, headers: Record<string, string> = {}): void {
  const text = JSON.stringify(body);
  response.writeHead(status, { 'Content-Type': 'application/json', 'Content-Length': String(Buffer.byteLength(text)), ...headers });
  response.end(text);
}

export async function startScheduler(options: SchedulerEmulatorOptions): Promise<SchedulerEmulator> {
  const clock = options.clock ?? systemClock;
  const region = options.region ?? process.env.AWS_REGION ?? 'us-east-1';
  const schedules = new Map<string, StoredSchedule>();
  const runner = new ScheduleRunner(clock, options.onError ?? ((key, error) => console.error(`scheduler: ${key} failed`, error)));

  const keyOf = (group: string, name: string) => `${group}/${name}`;
  const arnOf = (group: string, name: string) => `arn:aws:scheduler:${region}:000000000000:schedule/${group}/${name}`;
  const stored = (group: string, name: string): StoredSchedule => {
    const schedule = schedules.get(keyOf(group, name));
    if (!schedule) throw new ServiceError(404, 'ResourceNotFoundException', `Schedule ${name} does not exist.`);
    return schedule;
  };
  const save = (schedule: StoredSchedule) => {
    const key = keyOf(schedule.GroupName, schedule.Name);
    schedules.set(key, schedule);
    runner.set({
      key,
      expression: schedule.ScheduleExpression,
      timeZone: schedule.ScheduleExpressionTimezone,
      enabled: schedule.State === 'ENABLED',
      fire: (dueMs) => options.invokeTarget({ arn: schedule.Target.Arn, input: fillContext(schedule.Target.Input, schedule, dueMs) }),
    });
  };

  async function handle(request: IncomingMessage, response: ServerResponse): Promise<void> {
    const url = new URL(request.url ?? '/', 'http://127.0.0.1');
    const nameMatch = /^\/schedules\/([^/]+)$/.exec(url.pathname);
    if (!nameMatch) throw new ServiceError(404, 'UnknownOperationException', `No emulated operation at ${request.method} ${url.pathname}`);
    const name = decodeURIComponent(nameMatch[1]!);
    if (!NAME.test(name)) throw invalid(`Name ${name} must be 1..64 letters, digits, '-', '_' or '.'`);
    const queryGroup = url.searchParams.get('groupName') ?? DEFAULT_GROUP;
    const nowSeconds = clock.now() / 1000;
    switch (request.method) {
      case 'POST': {
        const body = await readJson(request);
        const group = typeof body.GroupName === 'string' ? body.GroupName : DEFAULT_GROUP;
        if (schedules.has(keyOf(group, name))) throw new ServiceError(409, 'ConflictException', `Schedule ${name} already exists.`);
        const arn = arnOf(group, name);
        save({ ...definitionOf(body), Arn: arn, Name: name, GroupName: group, CreationDate: nowSeconds, LastModificationDate: nowSeconds });
        return send(response, 200, { ScheduleArn: arn });
      }
      case 'PUT': {
        const body = await readJson(request);
        const group = typeof body.GroupName === 'string' ? body.GroupName : DEFAULT_GROUP;
        const current = stored(group, name);
        save({ ...current, ...definitionOf(body), LastModificationDate: nowSeconds });
        return send(response, 200, { ScheduleArn: current.Arn });
      }
      case 'GET':
        return send(response, 200, stored(queryGroup, name));
      case 'DELETE':
        stored(queryGroup, name);
        schedules.delete(keyOf(queryGroup, name));
        runner.remove(keyOf(queryGroup, name));
        return send(response, 200, {});
      default:
        throw new ServiceError(405, 'UnknownOperationException', `No emulated operation at ${request.method} ${url.pathname}`);
    }
  }

  const server = createServer((request, response) => {
    handle(request, response).catch((error: unknown) => {
      const failure = error instanceof ServiceError ? error : new ServiceError(500, 'InternalServerException', String(error));
      send(response, failure.status, { Message: failure.message }, { 'x-amzn-ErrorType': failure.type });
    });
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', resolve);
  });
  return {
    endpoint: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    async stop() {
      runner.stop();
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
    },
  };
}
