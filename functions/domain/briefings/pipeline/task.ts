import type { Context } from 'aws-lambda';
import { log, withInvocationContext } from '#shared/logger';
import type { BriefingStage } from '#schemas/briefings/jobs';
import { recordStage } from '#store/briefings/jobs';
import { PipelineError } from './errors.ts';
import { asStepFailure } from './transient.ts';

/**
 * Wraps one pipeline step as a Lambda handler: notes on the job that the step
 * began (progress, timings), stops if the job has ended meanwhile, and logs failures.
 * A failure that may pass (a reset connection to the table or the bucket after the SDK's own
 * retries) leaves as TransientNetworkError, which the state machine retries with jitter.
 * Every line the step logs carries the job id and the step.
 */
export function pipelineTask<I extends { job_id: string; user_id: string }, O>(
  stage: BriefingStage,
  step: (input: I) => Promise<O>,
): (input: I, lambdaContext?: Context) => Promise<O> {
  return (input, lambdaContext) => withInvocationContext(lambdaContext, { job_id: input.job_id, user_id: input.user_id, stage }, async () => {
    try {
      if (!(await recordStage(input.user_id, input.job_id, stage, Date.now()))) {
        throw new PipelineError(`Briefing ${input.job_id} is no longer running`);
      }
      return await step(input);
    } catch (error) {
      log('error', 'briefing step failed', { error });
      throw asStepFailure(error);
    }
  });
}
