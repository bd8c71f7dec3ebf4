import assert from 'node:assert/strict';
import { after, before, beforeEach, describe, it } from 'node:test';
import { setTimeout as sleep } from 'node:timers/promises';
import { writeScript } from '#domain/briefings/script';
import type { WriteScriptInput } from '#domain/briefings/script/types';
import { completion, COMPLETION_USAGE, startChatModel, type ChatCall } from '../helpers/chat-model.ts';
import { makeItem, profileFor } from '../helpers/script-material.ts';

const NOW = 1_800_000_000;
const SETTINGS = ['SCRIPT_WRITER', 'OPENAI_BASE_URL', 'OPENAI_MODEL', 'OPENAI_API_KEY', 'OPENAI_JSON_MODE', 'MODEL_RELEVANCE_THRESHOLD', 'OPENAI_TIMEOUT_SECONDS', 'LOG_LEVEL'] as const;
const saved = new Map<string, string | undefined>();

const robot = makeItem({
  id: 'itm_robot',
  title: 'Acme robots learn to fold laundry',
  text: 'Robots built by Acme learned to fold laundry in 12 minutes. The company tested 40 machines in Boston. Engineers said the robots will ship next year.',
  published_at: NOW - 600,
});
const chip = makeItem({
  id: 'itm_chip',
  source_id: 'src_b',
  source_name: 'Source B',
  title: 'Zeta opens chip plant',
  text: 'Chip maker Zeta opens a plant in Dresden. The plant will employ 1,500 people. Production of the chips starts in 2027.',
  published_at: NOW - 1200,
});
/** About a chip maker by its words, about a cake festival in fact: what the model's relevance judgement is for. */
const cake = makeItem({
  id: 'itm_cake',
  source_id: 'src_c',
  source_name: 'Source C',
  title: 'Chip maker Zeta sponsors Lyon cake festival',
  text: 'Chip maker Zeta sponsored a cake festival in Lyon. Bakers showed 300 cakes to the jury. The chip maker put its logo on every cake, and the chips it makes were nowhere to be seen.',
  published_at: NOW - 300,
});

const input: WriteScriptInput = {
  profile: profileFor({ name: 'Tech', interests: ['robots', 'chips'], length_minutes: 1, language: 'en' }),
  items: [robot, chip, cake],
  alreadyCovered: [],
  engine: 'neural',
  now: NOW,
};

const relevance = { scores: [{ id: 'itm_robot', score: 9 }, { id: 'itm_chip', score: 7 }, { id: 'itm_cake', score: 1 }] };
const robotSegment = 'First, from Source A: Robots built by Acme learned to fold laundry in 12 minutes. Acme tested 40 machines in Boston. Engineers said the robots will ship next year.';
const chipSegment = 'Next, from Source B: Chip maker Zeta opens a plant in Dresden. The plant will employ 1,500 people, and production of the chips starts in 2027.';
const answer = (segments: Array<{ item_ids: string[]; text: string }> = [{ item_ids: ['itm_robot'], text: robotSegment }, { item_ids: ['itm_chip'], text: chipSegment }]) => ({
  headline: 'Acme robots learn to fold laundry',
  intro: 'Good morning, this is your Tech briefing.',
  segments,
  bullets: [
    { item_ids: ['itm_robot'], text: 'Acme robots learned to fold laundry in 12 minutes.' },
    { item_ids: ['itm_chip'], text: 'Zeta opens a chip plant in Dresden.' },
  ],
  outro: 'That is all for today.',
});

/** Relevance scores for the relevance call, `script` for the script call. */
const scriptReply = (script: unknown) => (call: ChatCall) => completion(call.relevance ? relevance : script);

const spoken = (script: { segments: Array<{ text: string }> }): string => script.segments.map((segment) => segment.text).join(' ');

async function extractiveScriptOf(items: WriteScriptInput['items']) {
  process.env.SCRIPT_WRITER = 'extractive';
  const script = await writeScript({ ...input, items });
  // The counts of what the sources offered are taken before the model judges relevance.
  const { material } = await writeScript(input);
  process.env.SCRIPT_WRITER = 'openai';
  return { ...script, material };
}

describe('OpenAI-compatible writer against a local chat-completions server', async () => {
  const model = await startChatModel(scriptReply(answer()));

  before(() => {
    for (const name of SETTINGS) saved.set(name, process.env[name]);
    process.env.LOG_LEVEL = 'silent';
  });
  after(() => {
    for (const [name, value] of saved) {
      if (value === undefined) delete process.env[name];
      else process.env[name] = value;
    }
  });
  beforeEach(() => {
    model.calls.length = 0;
    model.answerWith(scriptReply(answer()));
    process.env.SCRIPT_WRITER = 'openai';
    process.env.OPENAI_BASE_URL = `${model.baseUrl}/`;
    process.env.OPENAI_MODEL = 'llama3.1:8b';
    process.env.OPENAI_API_KEY = 'sk-test-key';
    delete process.env.OPENAI_JSON_MODE;
    delete process.env.MODEL_RELEVANCE_THRESHOLD;
    delete process.env.OPENAI_TIMEOUT_SECONDS;
  });

  it('posts the model, key, JSON mode and the chosen stories, and speaks the grounded answer', async () => {
    const script = await writeScript(input);

    const [call] = model.scriptCalls();
    assert.equal(call?.path, '/v1/chat/completions');
    assert.equal(call?.authorization, 'Bearer sk-test-key');
    assert.equal(call?.body.model, 'llama3.1:8b');
    assert.deepEqual(call?.body.response_format, { type: 'json_object' });
    assert.match(call?.system ?? '', /about 155 words/);
    assert.equal(script.writer, 'openai');
    assert.deepEqual(script.item_ids, ['itm_robot', 'itm_chip']);
    assert.equal(script.segments[1]?.text, robotSegment);
    assert.deepEqual(script.grounding, { checked_sentences: 10, removed_sentences: [], replaced_stories: 0 });
    const calls = model.calls.length;
    assert.deepEqual(script.model_usage, {
      writer: 'openai', model: 'llama3.1:8b', input_tokens: calls * COMPLETION_USAGE.prompt_tokens, output_tokens: calls * COMPLETION_USAGE.completion_tokens,
    }, 'the tokens of every call, as the API reported them');
  });

  it('says and records a shortfall before the model\'s closing words when the material runs short of the length', async () => {
    const script = await writeScript({ ...input, profile: { ...input.profile, length_minutes: 5 } });

    assert.equal(script.writer, 'openai');
    assert.equal(script.short_of_material, true);
    assert.match(script.segments.at(-1)?.text ?? '', /^There were only 2 new stories on your interests, .* instead of 5 minutes\. That is all for today\.$/);
  });

  it('blames no shortfall on the material when the material would fill the length', async () => {
    const more = ' Acme robots sorted socks by colour in the same test. The robots work in pairs on one basket. Each machine learns from the mistakes of the others. A camera above the table watches every fold. The company tried shirts, towels and trousers. Towels were the easiest to fold. Trousers took the longest. Engineers counted every failed fold by hand.';
    const script = await writeScript({ ...input, items: [{ ...robot, text: robot.text + more }, chip, cake] });

    assert.equal(script.short_of_material, false);
    assert.equal(script.segments.at(-1)?.text, 'That is all for today.');
  });

  it('does not tell a story the model scores below the threshold, nor send it to the script call', async () => {
    const script = await writeScript(input);

    const [relevanceCall, scriptCall] = model.calls;
    assert.equal(relevanceCall?.relevance, true);
    assert.match(relevanceCall?.system ?? '', /robots, chips/);
    assert.deepEqual(JSON.parse(relevanceCall?.user ?? '{}').stories.map((story: { id: string }) => story.id).sort(), ['itm_cake', 'itm_chip', 'itm_robot']);
    assert.deepEqual(JSON.parse(scriptCall?.user ?? '{}').stories.map((story: { id: string }) => story.id).sort(), ['itm_chip', 'itm_robot']);
    assert.ok(!script.item_ids.includes('itm_cake'));
    assert.doesNotMatch(spoken(script), /Lyon|cake/);
  });

  it('tells every story when the threshold is 0, without a relevance call', async () => {
    process.env.MODEL_RELEVANCE_THRESHOLD = '0';

    await writeScript(input);

    assert.equal(model.calls.length, 1);
    assert.deepEqual(JSON.parse(model.calls[0]?.user ?? '{}').stories.map((story: { id: string }) => story.id).sort(), ['itm_cake', 'itm_chip', 'itm_robot']);
  });

  it('drops a sentence with a name and one with a number that no cited item holds, and keeps the rest', async () => {
    const invented = `${robotSegment} Acme chief executive John Smith called it a breakthrough. Each robot costs 9,999 dollars.`;
    model.answerWith(scriptReply(answer([{ item_ids: ['itm_robot'], text: invented }, { item_ids: ['itm_chip'], text: chipSegment }])));

    const script = await writeScript(input);

    assert.equal(script.writer, 'openai');
    assert.equal(script.segments[1]?.text, robotSegment);
    assert.doesNotMatch(spoken(script), /John Smith|9,999/);
    assert.deepEqual(script.grounding?.removed_sentences, [
      { text: 'Acme chief executive John Smith called it a breakthrough.', reason: 'name not in the sources: John' },
      { text: 'Each robot costs 9,999 dollars.', reason: 'number not in the sources: 9,999' },
    ]);
  });

  it('holds a story to its own items: a figure from another story is not grounded', async () => {
    const borrowed = 'First, from Source A: Robots built by Acme learned to fold laundry. Acme will hire 1,500 people in Boston.';
    model.answerWith(scriptReply(answer([{ item_ids: ['itm_robot'], text: `${borrowed} Engineers said the robots will ship next year.` }, { item_ids: ['itm_chip'], text: chipSegment }])));

    const script = await writeScript(input);

    assert.deepEqual(script.grounding?.removed_sentences.map((removed) => removed.text), ['Acme will hire 1,500 people in Boston.']);
  });

  it('retells a story extractively when the check leaves nothing of it', async () => {
    const extractive = await extractiveScriptOf([robot, chip]);
    const extractiveChip = extractive.segments.find((segment) => segment.item_ids[0] === 'itm_chip');
    // In the order given, as the prompt asks, so the extractive transition fits the place.
    model.answerWith((call) => completion(call.relevance ? relevance : answer(JSON.parse(call.user).stories.map(({ id }: { id: string }) => (id === 'itm_chip'
      ? { item_ids: [id], text: 'Zeta will open 7 plants in Munich.' }
      : { item_ids: [id], text: robotSegment })))));

    const script = await writeScript(input);

    assert.equal(script.writer, 'openai');
    assert.equal(script.segments.find((segment) => segment.item_ids[0] === 'itm_robot')?.text, robotSegment);
    assert.equal(script.segments.find((segment) => segment.item_ids[0] === 'itm_chip')?.text, extractiveChip?.text);
    assert.doesNotMatch(spoken(script), /Munich/);
    assert.equal(script.grounding?.replaced_stories, 1);
  });

  it('falls back to the extractive script, with the removed sentences, when too much is invented', async () => {
    model.answerWith(scriptReply(answer([
      { item_ids: ['itm_robot'], text: 'Robots from Tesla folded 500 shirts. Elon Musk praised them. They cost 20 dollars.' },
      { item_ids: ['itm_chip'], text: 'Intel opened 3 plants in Ohio.' },
    ])));

    const script = await writeScript(input);

    const { grounding, model_usage: usage, ...rest } = script;
    assert.deepEqual(rest, await extractiveScriptOf([robot, chip]));
    assert.ok((usage?.input_tokens ?? 0) > 0, 'the tokens spent on the answer that was not used are counted');
    assert.ok((grounding?.removed_sentences.length ?? 0) >= 4, 'the report says what was removed');
    assert.equal(script.writer, undefined);
  });

  it('falls back to the extractive script of the relevant stories on a malformed answer', async () => {
    model.answerWith((call) => completion(call.relevance ? relevance : '{"headline": "Acme", "segments": [ {"item_ids": '));

    const { model_usage: usage, ...script } = await writeScript(input);

    assert.deepEqual(script, await extractiveScriptOf([robot, chip]));
    assert.equal(usage?.writer, 'openai');
  });

  it('reads an answer wrapped in prose and a code fence when JSON mode is off', async () => {
    process.env.OPENAI_JSON_MODE = '0';
    model.answerWith((call) => completion(call.relevance ? relevance : `Sure! Here it is:\n\`\`\`json\n${JSON.stringify(answer())}\n\`\`\``));

    const script = await writeScript(input);

    assert.equal(model.scriptCalls()[0]?.body.response_format, undefined);
    assert.equal(script.writer, 'openai');
  });

  it('asks again without JSON mode when the server refuses response_format', async () => {
    model.answerWith((call) => (call.body.response_format
      ? { status: 400, body: '{"error":{"message":"response_format is not supported by this model"}}' }
      : completion(call.relevance ? relevance : answer())));

    const script = await writeScript(input);

    assert.equal(script.writer, 'openai');
    assert.deepEqual(script.item_ids, ['itm_robot', 'itm_chip']);
  });

  it('sends max_completion_tokens instead when the server asks for it', async () => {
    model.answerWith((call) => ('max_tokens' in call.body
      ? { status: 400, body: '{"error":{"message":"Unsupported parameter: \'max_tokens\'. Use \'max_completion_tokens\' instead."}}' }
      : completion(call.relevance ? relevance : answer())));

    const script = await writeScript(input);

    assert.equal(script.writer, 'openai');
    assert.ok(model.scriptCalls().some((call) => typeof (call.body as Record<string, unknown>).max_completion_tokens === 'number'));
  });

  it('waits and retries after a 429, then speaks the answer', async () => {
    model.answerWith((call, nth) => (nth === 2 ? { status: 429, headers: { 'retry-after': '0' }, body: 'slow down' } : completion(call.relevance ? relevance : answer())));

    const script = await writeScript(input);

    assert.equal(model.scriptCalls().length, 2);
    assert.equal(script.writer, 'openai');
  });

  it('gives up after three server errors and tells the stories extractively', async () => {
    model.answerWith((call) => (call.relevance ? completion(relevance) : { status: 503, headers: { 'retry-after': '0' }, body: 'overloaded' }));

    const { model_usage: usage, ...script } = await writeScript(input);

    assert.equal(model.scriptCalls().length, 3);
    assert.deepEqual(script, await extractiveScriptOf([robot, chip]));
    assert.equal(usage?.input_tokens, COMPLETION_USAGE.prompt_tokens, 'only the relevance call answered');
  });

  it('tells the stories extractively when the script is not answered within OPENAI_TIMEOUT_SECONDS', async () => {
    process.env.OPENAI_TIMEOUT_SECONDS = '0.3';
    model.answerWith(async (call) => (call.relevance ? completion(relevance) : sleep(1500).then(() => completion(answer()))));

    const { model_usage: usage, ...script } = await writeScript(input);

    assert.equal(model.scriptCalls().length, 1, 'an aborted call is not retried');
    assert.deepEqual(script, await extractiveScriptOf([robot, chip]), 'the relevance judgement still counts');
    assert.equal(usage?.writer, 'openai');
    assert.equal(usage?.input_tokens, COMPLETION_USAGE.prompt_tokens, 'only the relevance call answered');
  });

  it('refuses a reply larger than the bound', async () => {
    model.answerWith((call) => (call.relevance ? completion(relevance) : completion({ ...answer(), outro: 'x'.repeat(2 * 1024 * 1024) })));

    const script = await writeScript(input);

    assert.equal(script.writer, undefined);
  });

  it('keeps the ranking when the relevance call fails', async () => {
    model.answerWith((call) => (call.relevance ? { status: 401, body: 'bad key' } : completion(answer())));

    const script = await writeScript(input);

    assert.equal(model.calls.filter((call) => call.relevance).length, 1, 'a 401 is not retried');
    assert.equal(JSON.parse(model.scriptCalls()[0]?.user ?? '{}').stories.length, 3);
    assert.equal(script.writer, 'openai');
  });
});
