import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { recoverPendingDeliveries } from '#domain/delivery/recovery';
import { resyncAllSchedules } from '#domain/catalogue/schedule-resync';
import { routeList } from '#routes';
import { MCP_PATH } from '../../functions/mcp/path.ts';
import { createStaticSiteHandler } from '../../functions/web/static-site.ts';
import { webRoutes } from '../../web/pages.ts';
import { ensureWebBuild, WEB_BUILD_DIR } from '../web/build.ts';
import type { EnvSettings } from '../../functions/shared/env-names.ts';
import { BRIEFING_TASK_FUNCTIONS, failInterruptedBriefings, localAudioLinkSecret, registerBriefingStateMachine, registerDryRunStateMachine } from './briefing-pipeline.ts';
import { registerDeliveryStateMachine } from './delivery-machine.ts';
import { ensureTable, startDynamo, sweepExpired } from './dynamodb.ts';
import { startDynamoProcess } from './dynamodb-process.ts';
import type { ChildServer } from './child-server.ts';
import { startGateway } from './gateway.ts';
import { startPolly } from './polly.ts';
import type { PollyLoadMode, PollyLoadStats } from './polly-load.ts';
import { startS3 } from './s3.ts';
import { abortExecutions, DEFAULT_LAMBDA_CONCURRENCY, setLocalLambdaConcurrency, setLocalTaskThreads, startStepFunctions } from './step-functions.ts';
import { startTaskThreads } from './task-threads.ts';
import { invokeLocalTarget, localSchedulerEnvironment } from './schedule-targets.ts';
import { startScheduler } from './scheduler.ts';

export interface LocalStackOptions {
  /** Where data persists; undefined keeps everything in memory and a temporary folder (tests). */
  dataDir?: string;
  /** Gateway port; 0 picks a free one. */
  port: number;
  /**
   * Load mode (the rush benchmark): Polly answers silence within its quotas, task functions run
   * within a concurrency cap, and with `scriptThreads` WriteScript runs in that many worker threads.
   */
  load?: { polly: PollyLoadMode; lambdaConcurrency?: number; scriptThreads?: number };
  /** Runs the local DynamoDB in a child process of its own (the benchmarks), as in AWS it runs on other machines. */
  dynamoProcess?: boolean;
}

export interface LocalStack {
  /** e.g. http://127.0.0.1:3000 */
  baseUrl: string;
  /** baseUrl + /api/v1 */
  apiUrl: string;
  /** Polly requests answered and throttled in load mode. */
  pollyLoadStats(): PollyLoadStats;
  /** CPU time of the local DynamoDB's own process (`dynamoProcess`) so far, in microseconds; 0 when it runs in this one. */
  dynamoCpuMicros(): Promise<number>;
  stop(): Promise<void>;
}

const TABLE_NAME = 'briefings';
const BUCKET_NAME = 'briefings-local';
const SWEEP_INTERVAL_MS = 60_000;

/** File through which `npm run admin` finds the emulators of a running `npm start`. */
export const endpointsFile = (dataDir: string) => join(dataDir, 'endpoints.json');

/** Points the AWS SDK and the handlers at the emulators, as the CDK stack's environment does in AWS. */
export function useLocalEnvironment(endpoints: EnvSettings): void {
  const service: EnvSettings = {
    TABLE_NAME,
    BUCKET_NAME,
    BRIEFINGS_LOCAL: '1',
    ALLOW_LOOPBACK_URLS: process.env.ALLOW_LOOPBACK_URLS ?? '1',
    // Metric lines (EMF) are for CloudWatch; locally they would bury the request log.
    POWERTOOLS_METRICS_DISABLED: process.env.POWERTOOLS_METRICS_DISABLED ?? 'true',
    ...localSchedulerEnvironment,
    ...endpoints,
  };
  Object.assign(process.env, {
    AWS_REGION: 'us-east-1',
    // s3rver knows only this key pair; the other emulators accept any.
    AWS_ACCESS_KEY_ID: 'S3RVER',
    AWS_SECRET_ACCESS_KEY: 'S3RVER',
    // Local runs may use Node 20; the deployed functions run on Node 24.
    AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED: 'true',
    ...service,
  });
  delete process.env.AWS_SESSION_TOKEN;
  delete process.env.AWS_PROFILE;
}

/** The local DynamoDB, in this process or in a child process of its own. */
async function startTable(folder: string | undefined, inChildProcess: boolean): Promise<ChildServer> {
  if (inChildProcess) return startDynamoProcess(folder);
  const { server, endpoint } = await startDynamo(folder);
  return { url: endpoint, cpuMicros: async () => 0, stop: () => new Promise((resolve) => server.close(() => resolve())) };
}

/**
 * The whole service on loopback: DynamoDB (dynalite), S3 (s3rver) and the
 * HTTP gateway invoking the real handler modules, all with the real AWS SDK.
 */
export async function startLocalStack(options: LocalStackOptions): Promise<LocalStack> {
  const scratch = options.dataDir ?? mkdtempSync(join(tmpdir(), 'briefings-'));
  mkdirSync(join(scratch, 's3'), { recursive: true });
  const dynamo = await startTable(options.dataDir ? join(options.dataDir, 'dynamodb') : undefined, options.dynamoProcess ?? false);
  const s3 = await startS3(join(scratch, 's3'), BUCKET_NAME);
  const stepFunctions = await startStepFunctions();
  const briefingStateMachineArn = registerBriefingStateMachine();
  const dryRunStateMachineArn = registerDryRunStateMachine();
  const deliveryEnvironment = registerDeliveryStateMachine(scratch);
  const scheduler = await startScheduler({ invokeTarget: invokeLocalTarget });
  const polly = await startPolly(options.load?.polly);
  setLocalLambdaConcurrency(options.load?.lambdaConcurrency ?? DEFAULT_LAMBDA_CONCURRENCY);
  // In AWS each function has its own CPU: the script writer's CPU need not hold this process's event loop.
  await setLocalTaskThreads(options.load?.scriptThreads ? startTaskThreads([BRIEFING_TASK_FUNCTIONS.WriteScriptFunctionArn], options.load.scriptThreads) : undefined);
  const endpoints: EnvSettings = {
    AWS_ENDPOINT_URL_DYNAMODB: dynamo.url,
    AWS_ENDPOINT_URL_S3: s3.endpoint,
    AWS_ENDPOINT_URL_SFN: stepFunctions.endpoint,
    BRIEFING_STATE_MACHINE_ARN: briefingStateMachineArn,
    DRY_RUN_STATE_MACHINE_ARN: dryRunStateMachineArn,
    ...deliveryEnvironment,
    AWS_ENDPOINT_URL_SCHEDULER: scheduler.endpoint,
    AWS_ENDPOINT_URL_POLLY: polly.endpoint,
  };
  useLocalEnvironment({ ...endpoints, AUDIO_LINK_SECRET: localAudioLinkSecret(options.dataDir) });

  const client = new DynamoDBClient({ endpoint: dynamo.url });
  await ensureTable(client, TABLE_NAME);
  await failInterruptedBriefings();
  // No delivery execution outlives the process that ran it: resume every delivery left pending.
  await recoverPendingDeliveries({ all: true });
  // The Scheduler emulator keeps schedules in memory: fill it from the table.
  await resyncAllSchedules();
  const sweep = setInterval(() => void sweepExpired(client, TABLE_NAME).catch(() => undefined), SWEEP_INTERVAL_MS);
  sweep.unref();

  ensureWebBuild();
  const webHandler = createStaticSiteHandler(WEB_BUILD_DIR);
  const gateway = await startGateway({
    routes: routeList,
    port: options.port,
    extraEndpoints: [
      { path: MCP_PATH, load: async () => (await import('../../functions/mcp/handler.ts')).handler },
      ...webRoutes.map((route) => ({ ...route, load: async () => webHandler })),
    ],
  });
  process.env.PUBLIC_BASE_URL = gateway.url;
  if (options.dataDir) writeFileSync(endpointsFile(options.dataDir), JSON.stringify({ ...endpoints, PUBLIC_BASE_URL: gateway.url }, null, 2));

  return {
    baseUrl: gateway.url,
    apiUrl: `${gateway.url}/api/v1`,
    pollyLoadStats: () => polly.loadStats(),
    dynamoCpuMicros: () => dynamo.cpuMicros(),
    async stop() {
      clearInterval(sweep);
      gateway.server.closeAllConnections();
      await new Promise((resolve) => gateway.server.close(resolve));
      await s3.server.close();
      abortExecutions();
      await setLocalTaskThreads(undefined);
      await new Promise((resolve) => stepFunctions.server.close(resolve));
      await scheduler.stop();
      await polly.stop();
      await dynamo.stop();
      client.destroy();
      if (options.dataDir) rmSync(endpointsFile(options.dataDir), { force: true });
      else rmSync(scratch, { recursive: true, force: true });
    },
  };
}
