import { withDryRun } from '#domain/briefings/pipeline/dry-run';
import { dryRunScript } from '#domain/briefings/pipeline/dry-run-script';
import { pipelineTask } from '#domain/briefings/pipeline/task';
import { writeBriefingScript } from '#domain/briefings/pipeline/write-script';

/** Briefing state machine, WriteScript; and the dry-run state machine's, which answers the preview and stores nothing. */
export const handler = withDryRun(dryRunScript, pipelineTask('writing', writeBriefingScript));
