import { stitchAudio } from '#domain/pipeline/stitch';
import { pipelineTask } from '#domain/pipeline/task';

/** Briefing state machine, Stitch. */
export const handler = pipelineTask('stitching', stitchAudio);
