import assert from 'node:assert/strict';
import { existsSync, readFileSync } from 'node:fs';
import { describe, it } from 'node:test';
import { PIPELINE_TIMEOUT_SECONDS } from '#domain/briefings/lock';
import { BRIEFING_TASK_FUNCTIONS } from '#local/briefing-pipeline';

interface State {
  Type: string;
  Next?: string;
  Default?: string;
  Choices?: Array<{ Variable: string; StringEquals?: string; Next: string }>;
  Resource?: string;
  Retry?: Array<{ ErrorEquals: string[]; JitterStrategy?: string }>;
  Catch?: Array<{ ErrorEquals: string[]; Next: string; ResultPath?: string }>;
  ItemProcessor?: { States: Record<string, State> };
  MaxConcurrency?: number;
}

const definition = JSON.parse(readFileSync(new URL('../../state-machines/briefing.asl.json', import.meta.url), 'utf8')) as {
  TimeoutSeconds: number;
  States: Record<string, State>;
};
const mapProcessor = definition.States.Synthesize?.ItemProcessor?.States ?? {};
const allTasks = Object.entries({ ...definition.States, ...mapProcessor }).filter(([, state]) => state.Type === 'Task');
const TRANSIENT = ['Lambda.ServiceException', 'Lambda.TooManyRequestsException'];

describe('briefing state machine', () => {
  it('times out with the lock: the lease outlives the execution', () => {
    assert.equal(definition.TimeoutSeconds, PIPELINE_TIMEOUT_SECONDS);
  });

  it('catches every failure of every step into MarkFailed, with the error kept for the reason', () => {
    for (const name of ['MarkRunning', 'FetchSources', 'WriteScript', 'Synthesize', 'Stitch', 'Complete']) {
      const catcher = definition.States[name]?.Catch?.[0];
      assert.deepEqual(catcher, { ErrorEquals: ['States.ALL'], ResultPath: '$.failure', Next: 'MarkFailed' }, name);
    }
    assert.equal(definition.States.MarkFailed?.Catch, undefined, 'the failure step has nowhere further to go');
  });

  it('skips synthesis when the script found nothing new: WriteScript -> Choice -> Complete, stories go on to Synthesize', () => {
    const choice = definition.States[definition.States.WriteScript?.Next ?? ''];
    assert.equal(choice?.Type, 'Choice');
    assert.deepEqual(choice?.Choices, [{ Variable: '$.script.outcome', StringEquals: 'nothing_new', Next: 'Complete' }]);
    assert.equal(choice?.Default, 'Synthesize');
    assert.equal(definition.States.Synthesize?.Next, 'Stitch');
    assert.equal(definition.States.Stitch?.Next, 'Complete');
  });

  it('retries transient Lambda errors on every task, and Polly throttling with full jitter', () => {
    for (const [name, state] of allTasks) {
      const errors = state.Retry?.flatMap((retrier) => retrier.ErrorEquals) ?? [];
      assert.ok(TRANSIENT.every((error) => errors.includes(error) || errors.includes('States.ALL')), name);
      assert.ok(state.Retry?.every((retrier) => retrier.JitterStrategy === 'FULL'), name);
    }
    const throttling = mapProcessor.SynthesizeChunk?.Retry?.[0];
    assert.ok(throttling?.ErrorEquals.includes('ThrottlingException'));
    assert.ok((definition.States.Synthesize?.MaxConcurrency ?? 0) > 0, 'synthesis concurrency is bounded');
  });

  it('retries a step that failed on the network, fetching when the sources failed for the moment, never a client mistake', () => {
    for (const [name, state] of allTasks.filter(([taskName]) => taskName !== 'MarkFailed')) {
      const errors = state.Retry?.flatMap((retrier) => retrier.ErrorEquals) ?? [];
      assert.ok(errors.includes('TransientNetworkError'), name);
      assert.ok(!errors.includes('PipelineError') && !errors.includes('States.ALL') && !errors.includes('States.TaskFailed'), name);
    }
    const fetchErrors = definition.States.FetchSources?.Retry?.flatMap((retrier) => retrier.ErrorEquals) ?? [];
    assert.ok(fetchErrors.includes('SourcesUnavailable'));
  });

  it('names a deployed handler module for every task resource', () => {
    for (const [name, state] of allTasks) {
      const substitution = /^\$\{(\w+)\}$/.exec(state.Resource ?? '')?.[1] as keyof typeof BRIEFING_TASK_FUNCTIONS;
      const module = BRIEFING_TASK_FUNCTIONS[substitution];
      assert.ok(module, `${name}: ${state.Resource}`);
      assert.ok(existsSync(new URL(`../../functions/tasks/${module}.ts`, import.meta.url)), module);
    }
  });
});
