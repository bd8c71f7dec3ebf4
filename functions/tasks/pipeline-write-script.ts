import { dryRunScript, pipelineTask, withDryRun, writeBriefingScript } from '#domain/briefings';

/** Briefing state machine, WriteScript; and the dry-run state machine's, which answers the preview and stores nothing. */
export const handler = withDryRun(dryRunScript, pipelineTask('writing', writeBriefingScript));
