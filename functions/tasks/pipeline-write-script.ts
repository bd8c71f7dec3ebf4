import { withDryRun } from '#domain/pipeline/dry-run';
import { dryRunScript } from '#domain/pipeline/dry-run-script';
import { pipelineTask } from '#domain/pipeline/task';
import { writeBriefingScript } from '#domain/pipeline/write-script';

/** Briefing state machine, WriteScript; and the dry-run state machine's, which answers the preview and stores nothing. */
export const handler = withDryRun(dryRunScript, pipelineTask('writing', writeBriefingScript));
