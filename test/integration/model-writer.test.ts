import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { createBriefingProfile, startBriefing, useSampleContent, waitForBriefing } from '../helpers/briefings.ts';
import { completion, startChatModel, type ChatCall } from '../helpers/chat-model.ts';
import { useLocalStack } from '../helpers/local-stack.ts';

const { call, newAccount } = useLocalStack();
const content = useSampleContent();

const INVENTED = 'Minister Zorblat Quentin resigned after 987 complaints.';
type Story = { id: string; source: string; title: string; text: string };

const storiesOf = (request: ChatCall): Story[] => JSON.parse(request.user).stories;

/**
 * A model that judges the first candidate off-topic and retells the others from their own lead
 * sentences, adding one invented sentence to the first story it tells.
 */
function groundedModel(request: ChatCall) {
  const stories = storiesOf(request);
  if (request.relevance) return completion({ scores: stories.map((story, index) => ({ id: story.id, score: index === 0 ? 0 : 8 })) });
  const lead = (story: Story) => story.text.split(/(?<=[.!?])\s+/)[0];
  return completion({
    headline: stories[0]?.title,
    intro: 'Good morning, this is your Test briefing.',
    segments: stories.map((story, index) => ({ item_ids: [story.id], text: `From ${story.source}: ${lead(story)}${index === 0 ? ` ${INVENTED}` : ''}` })),
    bullets: stories.map((story) => ({ item_ids: [story.id], text: lead(story) })),
    outro: 'That is all for today.',
  });
}

describe('briefings written by an OpenAI-compatible model', async () => {
  const model = await startChatModel(groundedModel);
  const saved = new Map<string, string | undefined>();

  before(() => {
    for (const name of ['SCRIPT_WRITER', 'OPENAI_BASE_URL', 'OPENAI_MODEL', 'OPENAI_API_KEY']) saved.set(name, process.env[name]);
    Object.assign(process.env, { SCRIPT_WRITER: 'openai', OPENAI_BASE_URL: model.baseUrl, OPENAI_MODEL: 'local-test-model' });
    delete process.env.OPENAI_API_KEY;
  });
  after(() => {
    for (const [name, value] of saved) {
      if (value === undefined) delete process.env[name];
      else process.env[name] = value;
    }
  });

  async function briefing() {
    const owner = await newAccount();
    const profileId = await createBriefingProfile(call, owner.key, content(), { interests: ['Trump'], sourceUrls: [content().urlOf('guardian.rss')] });
    const jobId = await startBriefing(call, owner.key, profileId);
    return { owner, jobId, briefing: await waitForBriefing(call, owner.key, jobId) };
  }

  it('speaks the model script without the invented sentence or the off-topic story, and says who wrote it', async () => {
    model.calls.length = 0;
    const { owner, jobId, briefing: done } = await briefing();

    assert.equal(done.status, 'done', done.error);
    assert.equal(done.script_writer, 'openai');
    assert.equal(done.grounding.removed_sentences, 1);
    assert.equal(done.grounding.replaced_stories, 0);
    assert.ok(done.grounding.checked_sentences > 3);

    const [relevanceCall, scriptCall] = model.calls;
    assert.equal(relevanceCall?.relevance, true);
    assert.equal(scriptCall?.authorization, undefined, 'no key configured, none sent (as for a local Ollama)');
    const offTopic = storiesOf(relevanceCall!)[0]!;
    const told = storiesOf(scriptCall!);
    assert.ok(told.length > 0);
    assert.ok(!told.some((story) => story.id === offTopic.id), 'the story scored 0 is not sent to be told');

    const transcript = await call(`/briefings/${jobId}/transcript`, { token: owner.key });
    assert.equal(transcript.status, 200);
    assert.doesNotMatch(transcript.body.data.text, /Zorblat|987/);
    assert.ok(transcript.body.data.text.includes(`From ${told[0]!.source}:`), 'the model wrote what is heard');
  });

  it('falls back to the extractive writer when the model answers nonsense, and says so', async () => {
    model.answerWith((request) => (request.relevance ? groundedModel(request) : completion('I cannot do that.')));
    const { briefing: done } = await briefing();

    assert.equal(done.status, 'done', done.error);
    assert.equal(done.script_writer, 'extractive');
    assert.equal(done.grounding, null);
  });
});
