import { synthesizeChunk } from '#domain/pipeline/synthesize';
import { pipelineTask } from '#domain/pipeline/task';

/** Briefing state machine, SynthesizeChunk (each iteration of the Synthesize map). */
export const handler = pipelineTask('synthesizing', synthesizeChunk);
