import { pipelineTask, synthesizeChunk } from '#domain/briefings';

/** Briefing state machine, SynthesizeChunk (each iteration of the Synthesize map). */
export const handler = pipelineTask('synthesizing', synthesizeChunk);
