/**
 * A failure whose message is written for the client (it becomes the job's
 * `error` as is). Step Functions matches it by this name.
 */
export class PipelineError extends Error {
  override readonly name = 'PipelineError';
}
