import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { describe, it } from 'node:test';
import { DRY_RUN_BUDGET_MS } from '#domain/briefings/pipeline/dry-run';
import { BRIEFING_TASK_FUNCTIONS } from '#local/briefing-pipeline';
import { createBriefing } from '#routes/briefings/jobs';

const read = (name: string) => JSON.parse(readFileSync(new URL(`../../state-machines/${name}.asl.json`, import.meta.url), 'utf8')) as {
  TimeoutSeconds: number;
  States: Record<string, { Type: string; Resource?: string; Next?: string; End?: boolean; Catch?: unknown }>;
};
const dryRun = read('dry-run');
const briefing = read('briefing');

describe('dry-run state machine', () => {
  it('runs the briefing workflow\'s own FetchSources and WriteScript functions, in that order', () => {
    assert.deepEqual(Object.keys(dryRun.States), ['FetchSources', 'WriteScript']);
    assert.equal(dryRun.States.FetchSources!.Next, 'WriteScript');
    assert.equal(dryRun.States.WriteScript!.End, true);
    for (const name of ['FetchSources', 'WriteScript']) {
      assert.equal(dryRun.States[name]!.Resource, briefing.States[name]!.Resource, name);
      assert.ok(/^\$\{(\w+)\}$/.exec(dryRun.States[name]!.Resource!)![1]! in BRIEFING_TASK_FUNCTIONS, name);
    }
  });

  it('ends after the model\'s budget and before the function that waits for it times out', () => {
    assert.ok(dryRun.TimeoutSeconds * 1000 > DRY_RUN_BUDGET_MS.model);
    assert.ok(dryRun.TimeoutSeconds < createBriefing.timeoutSeconds);
  });

  it('catches nothing: a task\'s error ends the execution, and its name tells the caller what failed', () => {
    for (const state of Object.values(dryRun.States)) assert.equal(state.Catch, undefined);
  });
});
