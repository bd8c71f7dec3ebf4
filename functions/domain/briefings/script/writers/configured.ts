import { config } from '#shared/config';
import { log } from '#shared/logger';
import { bedrockWriter } from './bedrock.ts';
import { extractiveWriter } from './extractive.ts';
import { openAiWriter } from './openai.ts';
import type { ScriptWriter } from '../types.ts';

const WRITERS: Record<string, ScriptWriter> = { extractive: extractiveWriter, bedrock: bedrockWriter, openai: openAiWriter };

/** SCRIPT_WRITER picks the writer: 'extractive' (default, offline), 'bedrock' or 'openai' (any compatible endpoint). */
export function configuredWriter(): ScriptWriter {
  const name = (config.optional('SCRIPT_WRITER') ?? 'extractive').toLowerCase();
  const writer = WRITERS[name];
  if (writer) return writer;
  log('warn', 'Unknown SCRIPT_WRITER; using the extractive writer', { value: name });
  return extractiveWriter;
}
