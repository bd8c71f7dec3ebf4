import { stitchAudio } from '#domain/briefings/pipeline/stitch';
import { pipelineTask } from '#domain/briefings/pipeline/task';

/** Briefing state machine, Stitch. */
export const handler = pipelineTask('stitching', stitchAudio);
