/**
 * The morning rush: N scheduled briefings due in the same minute, run by the local stack in load
 * mode (Polly answers silence within AWS's default per-account quota, task functions within a
 * concurrency cap). Each schedule's target is invoked at once, as the Scheduler does at the due
 * minute; the time of a briefing runs from that minute to its briefing.generated (the job's done
 * mark). Options: --briefings N (200), --accounts A (20), --speed S (Polly's seconds of audio per
 * second, 20), --length M (minutes, 3), --concurrency C (task functions at once, 1000), --script-threads T
 * (WriteScript runs in T worker threads, one script at a time each, as in AWS each function has its own
 * CPU; 0 runs it in the main thread; default: the machine's cores), --profile (where the main thread's
 * CPU goes: components, pipeline steps and the busiest functions; sampling adds some CPU).
 */
import { Session } from 'node:inspector/promises';
import { availableParallelism } from 'node:os';
import { parseArgs } from 'node:util';
import * as v from 'valibot';
import { createAccount } from '#domain/access/accounts';
import { createProfile } from '#domain/catalogue/profile-edits';
import { createSchedule } from '#domain/catalogue/schedules';
import { createSource } from '#domain/catalogue/sources';
import { SAMPLE_FEEDS } from '#local/sample-content';
import { startSampleContentProcess } from '#local/sample-content-process';
import { POLLY_DEFAULT_QUOTAS } from '#local/polly-load';
import { invokeLocalTarget, localSchedulerEnvironment } from '#local/schedule-targets';
import { startLocalStack } from '#local/stack';
import { localLambdaLoad } from '#local/step-functions';
import { CreateProfile } from '#schemas/catalogue/profiles';
import { CreateSchedule } from '#schemas/catalogue/schedules';
import { CreateSource } from '#schemas/catalogue/sources';
import { getJob } from '#store/briefings/jobs';
import { busiestFunctions, cpuByComponent, cpuByPipelineStep, type Profile } from './cpu-profile.ts';

process.env.LOG_LEVEL ??= 'silent';
const { values } = parseArgs({
  args: process.argv.slice(2),
  options: {
    briefings: { type: 'string', default: '200' },
    accounts: { type: 'string', default: '20' },
    speed: { type: 'string', default: '20' },
    length: { type: 'string', default: '3' },
    concurrency: { type: 'string', default: '1000' },
    profile: { type: 'boolean', default: false },
    'script-threads': { type: 'string', default: String(availableParallelism()) },
  },
});
const BRIEFINGS = Number(values.briefings);
const ACCOUNTS = Math.min(BRIEFINGS, Number(values.accounts));
const POLL_MS = 500;
const quota = POLLY_DEFAULT_QUOTAS.neural;

// In AWS DynamoDB is other machines: the local one runs in a process of its own.
const stack = await startLocalStack({
  port: 0,
  dynamoProcess: true,
  load: {
    polly: { speed: Number(values.speed), quotas: POLLY_DEFAULT_QUOTAS },
    lambdaConcurrency: Number(values.concurrency),
    scriptThreads: Number(values['script-threads']),
  },
});
// In AWS sources are other servers: the feeds are served by a process of their own.
const content = await startSampleContentProcess();

interface Scheduled { userId: string; scheduleId: string }
const scheduled: Scheduled[] = [];
for (let a = 0; a < ACCOUNTS; a++) {
  const account = await createAccount(`rush-${a}-${Date.now()}@example.test`);
  const profiles = Math.floor(BRIEFINGS / ACCOUNTS) + (a < BRIEFINGS % ACCOUNTS ? 1 : 0);
  for (let p = 0; p < profiles; p++) {
    const profile = await createProfile(account.user_id, v.parse(CreateProfile, {
      name: `Rush ${a}.${p}`, interests: ['Trump', 'AdWords API', 'food'], length_minutes: Number(values.length),
    }));
    for (const feed of SAMPLE_FEEDS) {
      await createSource(account.user_id, v.parse(CreateSource, { type: feed.type, url: content.urlOf(feed.file), name: feed.name, profile_id: profile.id }));
    }
    const schedule = await createSchedule(account.user_id, v.parse(CreateSchedule, { profile_id: profile.id, cron: '0 7 * * *', delivery_method: 'webhook', destination: null }));
    scheduled.push({ userId: account.user_id, scheduleId: schedule.id });
  }
}

// Fired when the next minute begins, as the Scheduler fires the schedules due in it.
const dueMs = Math.ceil(Date.now() / 60_000) * 60_000;
await new Promise((resolve) => setTimeout(resolve, dueMs - Date.now()));
const dueMinute = new Date(dueMs);
const cpuAtDue = process.cpuUsage();
const tableCpuAtDue = await stack.dynamoCpuMicros();
const profiler = values.profile ? new Session() : undefined;
if (profiler) {
  profiler.connect();
  await profiler.post('Profiler.enable');
  await profiler.post('Profiler.start');
}
const runs = await Promise.all(scheduled.map(async ({ userId, scheduleId }) => {
  const outcome = await invokeLocalTarget({
    arn: localSchedulerEnvironment.SCHEDULE_TARGET_ARN,
    input: JSON.stringify({ user_id: userId, schedule_id: scheduleId, scheduled_time: dueMinute.toISOString().replace('.000Z', 'Z') }),
  }) as { status: string; job_id?: string };
  return { userId, jobId: outcome.job_id };
}));

const latencies: number[] = [];
const failures: string[] = [];
const pending = new Set(runs.filter((run) => run.jobId));
for (const run of runs) if (!run.jobId) failures.push('not started');
while (pending.size > 0) {
  await new Promise((resolve) => setTimeout(resolve, POLL_MS));
  for (const run of [...pending]) {
    const job = await getJob(run.userId, run.jobId!);
    if (job?.status === 'done') latencies.push(((job.stage_started_ms?.done ?? Date.now()) - dueMs) / 1000);
    else if (job?.status === 'failed') failures.push(job.error ?? 'failed');
    else continue;
    pending.delete(run);
  }
}

const cpu = process.cpuUsage(cpuAtDue);
const tableCpuSeconds = (await stack.dynamoCpuMicros() - tableCpuAtDue) / 1e6;
const cpuProfile = profiler ? (await profiler.post('Profiler.stop') as { profile: Profile }).profile : undefined;
profiler?.disconnect();
const cpuSeconds = (cpu.user + cpu.system) / 1e6;
const wallSeconds = (Date.now() - dueMs) / 1000;
const sorted = latencies.sort((a, b) => a - b);
const at = (q: number) => sorted[Math.min(sorted.length - 1, Math.ceil(q * sorted.length) - 1)] ?? NaN;
const { answered, throttled } = stack.pollyLoadStats();
// The quota alone: the burst at once, then perSecond requests a second.
const quotaSeconds = Math.max(0, answered - quota.burst) / quota.perSecond;
console.log(`\nMorning rush: ${BRIEFINGS} scheduled ${values.length}-minute briefings of ${ACCOUNTS} accounts due in one minute; Polly in load mode (silence, ${values.speed}x real time, neural quota ${quota.perSecond}/s burst ${quota.burst}), task concurrency ${values.concurrency} (peak ${localLambdaLoad().peak})`);
console.log(`  delivered ${latencies.length}, failed ${failures.length} (target: all delivered, none failed)${failures.length ? `: ${[...new Set(failures)].slice(0, 3).join('; ')}` : ''}`);
console.log(`  from the due minute to briefing.generated: p50 ${at(0.5).toFixed(1)} s, p95 ${at(0.95).toFixed(1)} s, max ${at(1).toFixed(1)} s`);
console.log(`  Polly requests: ${answered} answered, ${throttled} throttled and retried; the quota alone forces ${quotaSeconds.toFixed(1)} s (target p95 <= ${(1.3 * quotaSeconds).toFixed(1)} s, 1.3x)`);
console.log(`  CPU of the local process: ${cpuSeconds.toFixed(0)} s over ${wallSeconds.toFixed(0)} s (${(cpuSeconds / BRIEFINGS).toFixed(2)} s a briefing, ${(cpuSeconds / wallSeconds * 100).toFixed(0)} % of a core): every task function and emulator but the table shares it, WriteScript in ${values['script-threads']} threads of it (the sample feeds are served by a process of their own)`);
console.log(`  CPU of the local DynamoDB's process: ${tableCpuSeconds.toFixed(0)} s (${(tableCpuSeconds / BRIEFINGS).toFixed(2)} s a briefing)`);
if (cpuProfile) {
  console.log('  where the CPU goes (share of the profile, idle included):');
  for (const [component, share] of cpuByComponent(cpuProfile)) console.log(`    ${component.padEnd(44)} ${(share * 100).toFixed(0).padStart(3)} %`);
  console.log('  by pipeline step (the step module nearest on the stack; share of the busy time):');
  for (const [step, share] of cpuByPipelineStep(cpuProfile).filter(([, part]) => part >= 0.005)) console.log(`    ${step.padEnd(44)} ${(share * 100).toFixed(0).padStart(3)} %`);
  console.log('  busiest functions (self time, share of the busy time):');
  for (const [label, share] of busiestFunctions(cpuProfile, 15)) console.log(`    ${(share * 100).toFixed(1).padStart(5)} %  ${label}`);
}
const perBriefing = answered / Math.max(1, latencies.length);
console.log(`  at 10,000 briefings: ${(10_000 * perBriefing).toFixed(0)} Polly requests, ${((10_000 * perBriefing - quota.burst) / quota.perSecond / 60).toFixed(0)} minutes at the default quota; a quota raise scales it down in proportion`);
await content.stop();
await stack.stop();
process.exit();
