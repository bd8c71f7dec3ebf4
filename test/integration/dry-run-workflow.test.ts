import assert from 'node:assert/strict';
import { afterEach, describe, it } from 'node:test';
import { clearInjectedTaskFailures, injectTaskFailure, localExecutions } from '#local/step-functions';
import { createBriefingProfile, useSampleContent } from '../helpers/briefings.ts';
import { useLocalStack } from '../helpers/local-stack.ts';

const { call, newAccount } = useLocalStack();
const content = useSampleContent();

const dryRunExecutions = () => localExecutions().filter((execution) => execution.stateMachineArn.endsWith(':stateMachine:dry-run'));
const enteredStates = (execution: ReturnType<typeof localExecutions>[number]) =>
  execution.events.filter((event) => event.type === 'StateEntered').map((event) => (event.state as { name: string }).name);

describe('the dry-run workflow', () => {
  afterEach(() => clearInjectedTaskFailures());

  it('runs a dry run through the pipeline\'s own FetchSources and WriteScript tasks as one synchronous execution, starting no briefing', async () => {
    const owner = await newAccount();
    const profileId = await createBriefingProfile(call, owner.key, content(), { sourceUrls: [content().urlOf('guardian.rss')] });
    const before = dryRunExecutions().length;
    const briefingsBefore = localExecutions().length - before;

    const preview = await call('/briefings', { method: 'POST', token: owner.key, body: { profile_id: profileId, dry_run: true } });
    assert.equal(preview.status, 200, JSON.stringify(preview.body));

    const executions = dryRunExecutions();
    assert.equal(executions.length, before + 1, 'one execution of the dry-run state machine');
    const execution = executions.at(-1)!;
    assert.equal(execution.status, 'SUCCEEDED');
    assert.deepEqual(enteredStates(execution), ['FetchSources', 'WriteScript']);
    assert.deepEqual(JSON.parse(execution.output!), preview.body.data, 'the answer is the workflow\'s output');
    assert.equal(JSON.parse(execution.input).profile_id, profileId);
    assert.equal(localExecutions().length - executions.length, briefingsBefore, 'no briefing execution was started');
  });

  it('answers a failing task as a 500 with the error body, not its cause, and a PipelineError as a 409', async () => {
    const owner = await newAccount();
    const profileId = await createBriefingProfile(call, owner.key, content(), { sourceUrls: [content().urlOf('guardian.rss')] });
    injectTaskFailure('WriteScript', 'secret detail of the failure');
    const failed = await call('/briefings', { method: 'POST', token: owner.key, body: { profile_id: profileId, dry_run: true } });
    assert.equal(failed.status, 500);
    assert.equal(failed.body.error, 'internal_error');
    assert.ok(failed.body.request_id);
    assert.doesNotMatch(JSON.stringify(failed.body), /secret detail/);
    assert.equal(dryRunExecutions().at(-1)!.status, 'FAILED');
    clearInjectedTaskFailures();

    const empty = await call('/profiles', { method: 'POST', token: owner.key, body: { name: 'Empty', interests: [], length_minutes: 1 } });
    const conflict = await call('/briefings', { method: 'POST', token: owner.key, body: { profile_id: empty.body.data.id, dry_run: true } });
    assert.equal(conflict.status, 409);
    assert.equal(conflict.body.message, 'The profile has no sources; add some with POST /sources and this profile_id', 'the task\'s own message');
  });

  it('answers 409 with the reasons when every source still drops the connection after its retries', async () => {
    const owner = await newAccount();
    const profileId = await createBriefingProfile(call, owner.key, content(), { sourceUrls: [`${content().url}/flaky/${owner.userId}/99/guardian.rss`] });
    const unavailable = await call('/briefings', { method: 'POST', token: owner.key, body: { profile_id: profileId, dry_run: true } });
    assert.equal(unavailable.status, 409);
    assert.match(unavailable.body.message, /^All 1 source failed to fetch: .*socket hang up/);
  });
});
