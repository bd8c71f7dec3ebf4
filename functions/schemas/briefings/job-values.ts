/*
 * The values of a job's fields, apart from the schemas that publish them:
 * the store reads them without carrying every schema of the API.
 */

export const BRIEFING_STATUSES = ['queued', 'running', 'done', 'failed'] as const;
export type BriefingStatus = (typeof BRIEFING_STATUSES)[number];

/**
 * How a done job ended: `briefing` made audio; `nothing_new` found no story that
 * earlier briefings of the profile had not told, so it made no audio.
 */
export const BRIEFING_OUTCOMES = ['briefing', 'nothing_new'] as const;
export type BriefingOutcome = (typeof BRIEFING_OUTCOMES)[number];

/** Pipeline steps, reported in `stage` while a job runs. */
export const BRIEFING_STAGES = ['starting', 'fetching', 'writing', 'synthesizing', 'stitching', 'finishing'] as const;
export type BriefingStage = (typeof BRIEFING_STAGES)[number];

/** Who wrote a briefing's script: the offline extractive writer or a model (after its grounding check). */
export const SCRIPT_WRITERS = ['extractive', 'bedrock', 'openai'] as const;
export type ScriptWriterName = (typeof SCRIPT_WRITERS)[number];
