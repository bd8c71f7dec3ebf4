import { pipelineTask, stitchAudio } from '#domain/briefings';

/** Briefing state machine, Stitch. */
export const handler = pipelineTask('stitching', stitchAudio);
