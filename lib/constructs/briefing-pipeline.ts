import { Duration } from 'aws-cdk-lib';
import { Rule } from 'aws-cdk-lib/aws-events';
import { LambdaFunction } from 'aws-cdk-lib/aws-events-targets';
import { PIPELINE_TIMEOUT_SECONDS } from '../../functions/domain/briefings/lock.ts';
import { Effect, PolicyStatement } from 'aws-cdk-lib/aws-iam';
import type { StateMachine } from 'aws-cdk-lib/aws-stepfunctions';
import { Construct } from 'constructs';
import { acknowledgeWildcard } from '../nag.ts';
import { AslStateMachine } from './asl-state-machine.ts';
import { useScriptWriter } from './script-writer.ts';
import { grantAccess, TOPIC_KNOWLEDGE, type ServiceResources } from './service-resources.ts';
import { ServiceFunction, type ServiceFunctionProps } from './service-function.ts';

export interface BriefingPipelineProps {
  /** Its `scriptWriter` writes the scripts; the extractive writer without one. */
  resources: ServiceResources;
}

/** Longest a briefing may run; the profile lock's lease is derived from the same figure. */
const PIPELINE_TIMEOUT = Duration.seconds(PIPELINE_TIMEOUT_SECONDS);

/**
 * The briefing generation workflow (state-machines/briefing.asl.json) and its
 * task functions: fetch sources, write the script, synthesize chunks with
 * Polly, stitch the MP3, complete or fail the job.
 */
export class BriefingPipeline extends Construct {
  readonly workflow: StateMachine;
  /** Task functions the dry-run workflow shares. */
  readonly fetchSources: ServiceFunction;
  readonly writeScript: ServiceFunction;

  constructor(scope: Construct, id: string, props: BriefingPipelineProps) {
    super(scope, id);
    const { resources } = props;
    const task = (name: string, entry: string, description: string, options: Pick<ServiceFunctionProps, 'timeout' | 'memorySize' | 'copyIntoBundle'> = {}) =>
      new ServiceFunction(this, name, { entry: `functions/tasks/${entry}.ts`, description, ...options, timeout: options.timeout ?? Duration.seconds(30) });

    const markRunning = task('MarkRunning', 'pipeline-mark-running', 'Briefing pipeline: mark the job running');
    grantAccess(markRunning, 'table', resources);

    // Sources are fetched in parallel; one page source may take ~30 s (page, feed, articles at 10 s each).
    const fetchSources = task('FetchSources', 'pipeline-fetch-sources', 'Briefing pipeline: fetch and parse the sources', { timeout: Duration.seconds(120), memorySize: 1024 });
    grantAccess(fetchSources, 'table', resources);
    fetchSources.bindBucket(resources.bucket, 'RW');

    // The extractive writer takes milliseconds; a model-written script of a long briefing can take minutes.
    const writeScript = task('WriteScript', 'pipeline-write-script', 'Briefing pipeline: rank stories and write the script', {
      timeout: Duration.seconds(300), memorySize: 1024, copyIntoBundle: TOPIC_KNOWLEDGE,
    });
    grantAccess(writeScript, 'table', resources);
    writeScript.bindBucket(resources.bucket, 'RW');
    useScriptWriter(writeScript, resources.scriptWriter, Duration.seconds(240)); // of the 300 s, leaving time for the extractive fallback

    const synthesizeChunk = task('SynthesizeChunk', 'pipeline-synthesize-chunk', 'Briefing pipeline: synthesize one text chunk with Amazon Polly', { timeout: Duration.seconds(60) });
    synthesizeChunk.bindBucket(resources.bucket, 'RW');
    synthesizeChunk.function.addToRolePolicy(new PolicyStatement({ effect: Effect.ALLOW, actions: ['polly:SynthesizeSpeech'], resources: ['*'] }));

    const stitch = task('Stitch', 'pipeline-stitch', 'Briefing pipeline: join the chunks into one tagged MP3 with chapters, store the transcript', { timeout: Duration.seconds(60), memorySize: 1024 });
    stitch.bindBucket(resources.bucket, 'RW');
    stitch.bindTable(resources.table, 'RO'); // the profile, for the labels of a script written by the previous release

    const complete = task('Complete', 'pipeline-complete', 'Briefing pipeline: store the summary, mark done, publish the event');
    const markFailed = task('MarkFailed', 'pipeline-fail', 'Briefing pipeline: mark the job failed, release the lock, publish the event');
    for (const finisher of [complete, markFailed]) {
      grantAccess(finisher, 'table', resources);
      grantAccess(finisher, 'delivery-workflow', resources);
    }
    complete.bindBucket(resources.bucket, 'RW');
    grantAccess(complete, 'audio-links', resources);

    this.fetchSources = fetchSources;
    this.writeScript = writeScript;
    this.workflow = new AslStateMachine(this, 'Workflow', {
      definitionFile: 'state-machines/briefing.asl.json',
      tasks: {
        MarkRunning: markRunning,
        FetchSources: fetchSources,
        WriteScript: writeScript,
        SynthesizeChunk: synthesizeChunk,
        Stitch: stitch,
        Complete: complete,
        MarkFailed: markFailed,
      },
      timeout: PIPELINE_TIMEOUT,
    }).stateMachine;
    acknowledgeWildcard(synthesizeChunk.function.role!, 'Action::polly:SynthesizeSpeech', 'Polly SynthesizeSpeech supports no resource-level permissions.');

    // A timed-out or aborted execution never reaches the workflow's own Catch: fail its job from the status change event.
    const executionEnded = task('ExecutionEnded', 'pipeline-execution-ended', 'Briefing pipeline: fail the job of a timed-out or aborted execution');
    grantAccess(executionEnded, 'table', resources);
    grantAccess(executionEnded, 'delivery-workflow', resources);
    new Rule(this, 'ExecutionEndedRule', {
      description: 'Briefing executions that ended without reaching MarkFailed',
      eventPattern: {
        source: ['aws.states'],
        detailType: ['Step Functions Execution Status Change'],
        detail: { status: ['TIMED_OUT', 'ABORTED', 'FAILED'], stateMachineArn: [this.workflow.stateMachineArn] },
      },
      targets: [new LambdaFunction(executionEnded.function, { retryAttempts: 8 })],
    });
  }
}
