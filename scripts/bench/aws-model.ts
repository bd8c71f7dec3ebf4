/**
 * The AWS time and cost model: what a briefing takes and costs in AWS, with
 * the assumptions and dated prices it rests on, beside the targets
 * (5-minute briefing <= 30 s and <= $0.08).
 */
import { readFileSync } from 'node:fs';
import { AWS_PRICES } from './aws-model/prices.ts';
import { apiRequestsCost, briefingCost, briefingSeconds, briefingShape, DEFAULT_ASSUMPTIONS, rush, type Cost } from './aws-model/model.ts';

const TARGET_SECONDS = 30;
const TARGET_USD = 0.08;

const asl = JSON.parse(readFileSync('state-machines/briefing.asl.json', 'utf8')) as { States: { Synthesize: { MaxConcurrency: number } } };
const a = { ...DEFAULT_ASSUMPTIONS, mapConcurrency: asl.States.Synthesize.MaxConcurrency };
const usd = (value: number, digits = 4) => `$${value.toFixed(digits)}`;
const parts = (cost: Cost) => Object.entries(cost.parts).map(([name, value]) => `${name} ${usd(value, 5)}`).join(', ');
const mark = (ok: boolean) => (ok ? '' : '  <-- over target');

console.log(`\nAWS time and cost model (${AWS_PRICES.region}, prices as of ${AWS_PRICES.as_of}, Polly as of ${AWS_PRICES.polly.as_of}; sources: ${[AWS_PRICES.polly.source, AWS_PRICES.lambda.source, AWS_PRICES.stepFunctions.source, AWS_PRICES.dynamodb.source, AWS_PRICES.s3.source, AWS_PRICES.apiGateway.source].join(' ')})`);
console.log(`assumptions: ${a.engine} voice, ${a.billedCharactersPerWord} billed characters a word, ${a.storySeconds} s a story + ${a.framingSeconds} s intro and outro, Map concurrency ${a.mapConcurrency} (briefing.asl.json),`);
console.log(`  Polly ${a.pollyOverheadSeconds} s + audio/${a.pollyRealTimeFactor} per request, quota ${a.pollyQuotaPerSecond}/s; steps ${Object.entries(a.steps).map(([name, step]) => `${name} ${step.seconds} s @ ${step.memoryGb} GB`).join(', ')};`);
console.log(`  model writer +${a.modelWriterSeconds} s, ${a.transitionSeconds} s a state transition, cold start +${a.coldStartSeconds} s a function, MP3 ${a.mp3Kbps} kbps kept a month, ${a.briefingWriteUnits} WRU + ${a.briefingReadUnits} RRU a briefing`);

const five = briefingShape(5, a);
const warm = briefingSeconds(5, {}, a);
const cold = briefingSeconds(5, { cold: true, modelWriter: true }, a);
const cost = briefingCost(5, a);
console.log(`5-minute briefing: ${five.stories} stories, ${five.billedCharacters} billed characters, ${five.pollyRequests} Polly requests in ${Math.ceil(five.pollyRequests / a.mapConcurrency)} waves`);
console.log(`  time ${warm.totalSeconds.toFixed(1)} s warm, extractive (target <= ${TARGET_SECONDS} s)${mark(warm.totalSeconds <= TARGET_SECONDS)}; ${cold.totalSeconds.toFixed(1)} s cold with a model writer${mark(cold.totalSeconds <= TARGET_SECONDS)}`);
console.log(`  stages: ${Object.entries(warm.stages).map(([name, seconds]) => `${name} ${seconds.toFixed(1)} s`).join(', ')}`);
console.log(`  cost ${usd(cost.totalUsd)} (target <= ${usd(TARGET_USD, 2)})${mark(cost.totalUsd <= TARGET_USD)}: ${parts(cost)}`);
const api = apiRequestsCost(1000, a);
console.log(`1,000 API requests: ${usd(api.totalUsd)}: ${parts(api)}`);

console.log('\nby length       requests  time s  cost USD  USD a minute');
for (const minutes of [1, 5, 15, 30, 60]) {
  const shape = briefingShape(minutes, a);
  const total = briefingCost(minutes, a).totalUsd;
  console.log(`${String(minutes).padStart(3)} min        ${String(shape.pollyRequests).padStart(8)} ${briefingSeconds(minutes, {}, a).totalSeconds.toFixed(1).padStart(7)} ${total.toFixed(4).padStart(9)} ${(total / minutes).toFixed(4).padStart(13)}`);
}
console.log(`\nby profiles, all 5-minute briefings in the same minute (Polly quota ${a.pollyQuotaPerSecond}/s; the quota needed to finish within 5 min; one briefing a day each)`);
console.log('profiles  Polly requests  last done  quota for 5 min  USD a month');
for (const profiles of [1, 10, 100, 1000, 10000]) {
  const r = rush(profiles, 5, 300, a);
  const last = r.lastDeliveredSeconds < 120 ? `${r.lastDeliveredSeconds.toFixed(0)} s` : `${(r.lastDeliveredSeconds / 60).toFixed(1)} min`;
  console.log(`${String(profiles).padStart(8)} ${String(r.pollyRequests).padStart(15)} ${last.padStart(10)} ${`${r.quotaNeededPerSecond}/s`.padStart(16)} ${r.monthlyCostUsd.toFixed(2).padStart(12)}`);
}
