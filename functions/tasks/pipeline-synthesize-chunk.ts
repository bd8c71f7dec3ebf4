import { synthesizeChunk } from '#domain/briefings/pipeline/synthesize';
import { pipelineTask } from '#domain/briefings/pipeline/task';

/** Briefing state machine, SynthesizeChunk (each iteration of the Synthesize map). */
export const handler = pipelineTask('synthesizing', synthesizeChunk);
