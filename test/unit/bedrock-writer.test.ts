import assert from 'node:assert/strict';
import { after, afterEach, before, beforeEach, describe, it, mock } from 'node:test';
import { BedrockRuntimeClient, ConverseCommand, type ConverseCommandOutput } from '@aws-sdk/client-bedrock-runtime';
import { mockClient } from 'aws-sdk-client-mock';
import { estimateSpeechSeconds } from '#domain/briefings/audio';
import { writeScript } from '#domain/briefings/script';
import { DEFAULT_BEDROCK_MODEL_ID } from '#domain/briefings/script/writers/bedrock';
import type { WriteScriptInput } from '#domain/briefings/script/types';
import { makeItem, profileFor } from '../helpers/script-material.ts';

const NOW = 1_800_000_000;
const bedrock = mockClient(BedrockRuntimeClient);
const SETTINGS = ['SCRIPT_WRITER', 'BEDROCK_MODEL_ID', 'AWS_REGION', 'LOG_LEVEL', 'MODEL_RELEVANCE_THRESHOLD'] as const;
const saved = new Map<string, string | undefined>();

const input: WriteScriptInput = {
  profile: profileFor({ name: 'Tech', interests: [], length_minutes: 1, language: 'de' }),
  items: [
    makeItem({ id: 'itm_robot', title: 'Robots learn to fold laundry', published_at: NOW - 600 }),
    makeItem({ id: 'itm_chip', source_id: 'src_b', source_name: 'Source B', title: 'Chip maker opens plant', url: null, source_url: 'https://b.example/', published_at: NOW - 1200 }),
  ],
  alreadyCovered: [],
  engine: 'neural',
  now: NOW,
};

function answer(body: unknown): ConverseCommandOutput {
  const text = typeof body === 'string' ? body : `Here is the script:\n\`\`\`json\n${JSON.stringify(body)}\n\`\`\``;
  return {
    output: { message: { role: 'assistant', content: [{ text }] } },
    stopReason: 'end_turn',
    usage: { inputTokens: 1, outputTokens: 1, totalTokens: 2 },
    metrics: { latencyMs: 1 },
    $metadata: {},
  };
}

const validAnswer = {
  headline: 'Roboter falten Wäsche',
  intro: 'Guten Morgen, hier ist Ihr Tech-Briefing.',
  segments: [
    { item_ids: ['itm_robot'], text: 'Zuerst, von Source A: Roboter lernen, Wäsche zu falten. Die Entwickler sind zufrieden.' },
    { item_ids: ['itm_chip'], text: 'Und von Source B: Ein Chiphersteller eröffnet ein Werk.' },
  ],
  bullets: [
    { item_ids: ['itm_robot'], text: 'Roboter lernen, Wäsche zu falten.' },
    { item_ids: ['itm_chip'], text: 'Ein Chiphersteller eröffnet ein Werk.' },
  ],
  outro: 'Das war es für heute.',
};

async function extractiveScript() {
  process.env.SCRIPT_WRITER = 'extractive';
  const script = await writeScript(input);
  process.env.SCRIPT_WRITER = 'bedrock';
  return script;
}

describe('Bedrock writer', () => {
  before(() => {
    for (const name of SETTINGS) saved.set(name, process.env[name]);
    process.env.AWS_REGION = 'us-east-1';
    process.env.LOG_LEVEL = 'silent';
    // Relevance judgement has its own tests (openai-writer); here one call is the script.
    process.env.MODEL_RELEVANCE_THRESHOLD = '0';
  });
  after(() => {
    for (const [name, value] of saved) {
      if (value === undefined) delete process.env[name];
      else process.env[name] = value;
    }
    bedrock.restore();
  });
  beforeEach(() => {
    bedrock.reset();
    process.env.SCRIPT_WRITER = 'bedrock';
    delete process.env.BEDROCK_MODEL_ID;
  });
  afterEach(() => mock.restoreAll());

  it('sends the configured model, a system prompt with language and budget, and the chosen items', async () => {
    process.env.BEDROCK_MODEL_ID = 'eu.anthropic.claude-haiku-4-5-20251001-v1:0';
    bedrock.on(ConverseCommand).resolves(answer(validAnswer));

    await writeScript(input);

    const [call] = bedrock.commandCalls(ConverseCommand);
    const request = call?.args[0].input;
    assert.equal(request?.modelId, 'eu.anthropic.claude-haiku-4-5-20251001-v1:0');
    const system = request?.system?.[0]?.text ?? '';
    assert.match(system, /German/);
    assert.match(system, /about 155 words/, 'a minute at the neural speaking rate');
    assert.match(system, /JSON/);
    const sent = JSON.parse(request?.messages?.[0]?.content?.[0]?.text ?? '{}');
    assert.deepEqual(sent.stories.map((story: { id: string }) => story.id), ['itm_robot', 'itm_chip']);
    assert.match(sent.stories[0].text, /Officials confirmed the plan on Monday\./);
    const [, options] = bedrock.send.firstCall.args as unknown as [unknown, { abortSignal?: unknown }];
    assert.ok(options.abortSignal instanceof AbortSignal, 'the call is bounded by a timeout');
  });

  it('uses the default model when none is configured', async () => {
    bedrock.on(ConverseCommand).resolves(answer(validAnswer));

    await writeScript(input);

    assert.equal(bedrock.commandCalls(ConverseCommand)[0]?.args[0].input.modelId, DEFAULT_BEDROCK_MODEL_ID);
  });

  it('turns a valid answer into a script whose segments and bullets carry the right ids', async () => {
    bedrock.on(ConverseCommand).resolves(answer(validAnswer));

    const script = await writeScript(input);

    assert.equal(script.headline, 'Roboter falten Wäsche');
    assert.deepEqual(script.segments.map((segment) => [segment.item_ids, segment.source_ids]), [
      [[], []],
      [['itm_robot'], ['src_a']],
      [['itm_chip'], ['src_b']],
      [[], []],
    ]);
    assert.equal(script.segments[1]?.text, validAnswer.segments[0]?.text);
    assert.deepEqual(script.item_ids, ['itm_robot', 'itm_chip']);
    assert.deepEqual(script.bullets.map(({ text, sources }) => ({ text, sources })), [
      { text: 'Roboter lernen, Wäsche zu falten.', sources: [{ name: 'Source A', url: 'https://a.example/itm_robot' }] },
      { text: 'Ein Chiphersteller eröffnet ein Werk.', sources: [{ name: 'Source B', url: 'https://b.example/' }] },
    ]);
    assert.deepEqual(script.bullets.map((bullet) => bullet.articles.map((article) => article.url)), [['https://a.example/itm_robot'], ['https://b.example/']]);
    // Two short items cannot fill the length: the shortfall is said before the model's own closing words.
    const outro = script.segments.at(-1)!.text;
    assert.equal(script.short_of_material, true);
    assert.ok(outro.endsWith(' Das war es für heute.'), outro);
    assert.equal(script.word_count, 6 + 13 + 9 + outro.split(' ').length, 'intro and both stories as the model wrote them, and the outro');
  });

  it('trims an answer that runs over the length at sentence ends', async () => {
    const rambling = Array.from({ length: 40 }, () => 'Noch ein Satz erzählt mehr über die Wäsche.').join(' ');
    bedrock.on(ConverseCommand).resolves(answer({ ...validAnswer, segments: [{ item_ids: ['itm_robot'], text: `Zuerst: ${rambling}` }, validAnswer.segments[1]] }));

    const script = await writeScript(input);

    const seconds = script.segments.reduce((sum, segment) => sum + estimateSpeechSeconds(segment.text, 'neural'), 0);
    assert.ok(Math.abs(seconds - 60) <= 3, `${seconds.toFixed(1)} s of speech for a 60 s profile`);
    assert.match(script.segments[1]?.text ?? '', /^Zuerst: Noch ein Satz erzählt mehr über die Wäsche\..*Wäsche\.$/);
    assert.deepEqual(script.item_ids, ['itm_robot', 'itm_chip']);
  });

  const invalidAnswers: Array<[string, () => void]> = [
    ['prose instead of JSON', () => bedrock.on(ConverseCommand).resolves(answer('Sorry, I cannot help with that.'))],
    ['JSON of the wrong shape', () => bedrock.on(ConverseCommand).resolves(answer({ headline: 'x', segments: 'none' }))],
    ['an id that was never sent', () => bedrock.on(ConverseCommand).resolves(answer({ ...validAnswer, segments: [{ item_ids: ['itm_made_up'], text: 'Erfunden.' }] }))],
    ['a failed call', () => bedrock.on(ConverseCommand).rejects(new Error('AccessDeniedException'))],
  ];
  for (const [what, arrange] of invalidAnswers) {
    it(`falls back to the extractive script, with a warning, on ${what}`, async () => {
      arrange();
      process.env.LOG_LEVEL = 'warn';
      const written: string[] = [];
      for (const stream of [process.stdout, process.stderr]) mock.method(stream, 'write', (chunk: string) => written.push(String(chunk)) > 0);

      const { model_usage: usage, ...script } = await writeScript(input);

      process.env.LOG_LEVEL = 'silent';
      mock.restoreAll();
      assert.deepEqual(script, await extractiveScript());
      assert.equal(usage?.writer, 'bedrock');
      assert.equal(bedrock.commandCalls(ConverseCommand).length, 1);
      const warning = written.map((line) => JSON.parse(line)).find((entry) => entry.level === 'WARN');
      assert.match(warning?.message ?? '', /extractive/);
    });
  }

  it('does not call the model when no story is left to tell', async () => {
    const script = await writeScript({ ...input, items: [] });

    assert.equal(bedrock.commandCalls(ConverseCommand).length, 0);
    assert.deepEqual(script.item_ids, []);
  });
});
