import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { POLLY_MAX_BILLED_CHARACTERS } from '#domain/briefings/audio';
import { pollyCostUsd } from '#domain/briefings/audio/polly-prices';
import { apiRequestsCost, briefingCost, briefingSeconds, briefingShape, DEFAULT_ASSUMPTIONS, rush } from '../../scripts/bench/aws-model/model.ts';

const a = DEFAULT_ASSUMPTIONS;

describe('AWS time and cost model', () => {
  it('sizes a briefing: characters grow with length, every part its own Polly requests within the billed-character cap', () => {
    const five = briefingShape(5);
    const fifteen = briefingShape(15);
    assert.ok(Math.abs(fifteen.billedCharacters / five.billedCharacters - 3) < 0.01);
    assert.equal(five.pollyRequests, five.stories + 2, 'a 5-minute briefing needs one request per part');
    assert.ok(five.billedCharacters / five.pollyRequests <= POLLY_MAX_BILLED_CHARACTERS);
    const longStories = briefingShape(10, { ...a, storySeconds: 600 });
    assert.ok(longStories.pollyRequests > longStories.stories + 2, 'a part over the cap is split');
  });

  it('keeps a 5-minute briefing under 30 s and $0.08, Polly being nearly all of the cost', () => {
    const time = briefingSeconds(5);
    const cost = briefingCost(5);
    assert.ok(time.totalSeconds <= 30, `${time.totalSeconds} s`);
    assert.ok(cost.totalUsd <= 0.08, `$${cost.totalUsd}`);
    assert.equal(cost.parts.polly, pollyCostUsd(briefingShape(5).billedCharacters, 'neural'));
    assert.ok(cost.parts.polly! / cost.totalUsd > 0.9);
    assert.ok(Math.abs(Object.values(cost.parts).reduce((sum, value) => sum + value, 0) - cost.totalUsd) < 1e-12);
  });

  it('synthesizes in waves of the Map concurrency, never faster than the Polly quota allows', () => {
    const narrow = briefingSeconds(15, {}, { ...a, mapConcurrency: 1 }).stages.synthesize;
    const wide = briefingSeconds(15, {}, { ...a, mapConcurrency: 8 }).stages.synthesize;
    assert.ok(wide < narrow / 4);
    const unbounded = briefingSeconds(15, {}, { ...a, mapConcurrency: 1000, pollyQuotaPerSecond: 1 }).stages.synthesize;
    assert.equal(unbounded, briefingShape(15).pollyRequests / 1);
  });

  it('adds the model writer and cold starts to the time, not to the shape', () => {
    const warm = briefingSeconds(5).totalSeconds;
    assert.ok(Math.abs(briefingSeconds(5, { modelWriter: true }).totalSeconds - warm - a.modelWriterSeconds) < 1e-9);
    assert.ok(briefingSeconds(5, { cold: true }).totalSeconds > warm);
  });

  it('serializes a rush of profiles on the Polly quota and prices it per month', () => {
    const one = rush(1, 5);
    const thousand = rush(1000, 5);
    assert.equal(thousand.pollyRequests, 1000 * briefingShape(5).pollyRequests);
    assert.ok(thousand.lastDeliveredSeconds >= thousand.pollyRequests / a.pollyQuotaPerSecond);
    assert.ok(thousand.quotaNeededPerSecond > a.pollyQuotaPerSecond, 'a thousand profiles in one minute need a quota increase to finish in 5 minutes');
    assert.ok(one.lastDeliveredSeconds < 30);
    assert.ok(Math.abs(thousand.monthlyCostUsd - 1000 * one.monthlyCostUsd) < 1e-6);
  });

  it('prices API requests linearly, well under a cent per thousand', () => {
    const thousand = apiRequestsCost(1000);
    assert.ok(Math.abs(apiRequestsCost(2000).totalUsd - 2 * thousand.totalUsd) < 1e-12);
    assert.ok(thousand.totalUsd > 0 && thousand.totalUsd < 0.01);
    assert.deepEqual(Object.keys(thousand.parts).sort(), ['apiGateway', 'dynamodb', 'lambda', 'logs']);
  });
});
