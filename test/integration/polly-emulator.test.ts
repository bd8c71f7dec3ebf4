import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { after, before, describe, it } from 'node:test';
import { SynthesizeSpeechCommand, type SynthesizeSpeechCommandInput } from '@aws-sdk/client-polly';
import { polly } from '#adapters/aws';
import { mp3DurationSeconds, splitForSynthesis, stitchMp3, WORDS_PER_MINUTE } from '#domain/briefings/audio';
import { audioFrames } from '#domain/briefings/audio/mp3-frames';
import { VOICES } from '#domain/catalogue/voices';
import { startPolly, type PollyEmulator } from '#local/polly';
import { espeakLanguageFor } from '#local/speech-synth';

const news = readFileSync(new URL('../fixtures/speech/news-prose.txt', import.meta.url), 'utf8').trim();
const wordCount = (text: string) => text.split(/\s+/).filter(Boolean).length;

let emulator: PollyEmulator;
before(async () => {
  emulator = await startPolly();
  Object.assign(process.env, {
    AWS_REGION: 'us-east-1',
    AWS_ACCESS_KEY_ID: 'local',
    AWS_SECRET_ACCESS_KEY: 'local',
    AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED: 'true',
    AWS_ENDPOINT_URL_POLLY: emulator.endpoint,
  });
});
after(async () => {
  polly().destroy();
  await emulator.stop();
});

/** The production client (`polly()` from #adapters/aws), unchanged, pointed at the emulator by AWS_ENDPOINT_URL_POLLY. */
async function synthesize(input: Partial<SynthesizeSpeechCommandInput>) {
  const output = await polly().send(new SynthesizeSpeechCommand({ OutputFormat: 'mp3', VoiceId: 'Joanna', Text: 'Hello.', ...input } as SynthesizeSpeechCommandInput));
  return { contentType: output.ContentType, requestCharacters: output.RequestCharacters, audio: Buffer.from(await output.AudioStream!.transformToByteArray()) };
}

async function pollyError(input: Partial<SynthesizeSpeechCommandInput>): Promise<{ name: string; status?: number; message: string }> {
  try {
    await synthesize(input);
  } catch (error) {
    const failure = error as { name: string; message: string; $metadata: { httpStatusCode?: number } };
    return { name: failure.name, status: failure.$metadata.httpStatusCode, message: failure.message };
  }
  throw new Error('expected Polly to refuse the request');
}

function assertWholeMp3(audio: Buffer, sampleRate: number) {
  const frames = audioFrames(audio);
  assert.ok(frames.length > 0);
  assert.ok(frames.every(({ header }) => header.sampleRate === sampleRate && header.channels === 1 && header.bitrateKbps === 48));
  assert.equal(frames.reduce((bytes, { header }) => bytes + header.frameLength, 0), audio.length, 'the file is nothing but MP3 frames');
}

const assertRateNear = (wordsPerMinute: number, target: number) =>
  assert.ok(Math.abs(wordsPerMinute / target - 1) <= 0.1, `${wordsPerMinute.toFixed(1)} wpm is not within 10% of ${target}`);

describe('local Polly emulator, through the real PollyClient', () => {
  it('speaks a neural voice as 24 kHz MP3 at the neural speaking rate, billing every character', async () => {
    const { contentType, requestCharacters, audio } = await synthesize({ Text: news, VoiceId: 'Joanna', Engine: 'neural', LanguageCode: 'en-US' });
    assert.equal(contentType, 'audio/mpeg');
    assert.equal(requestCharacters, news.length);
    assertWholeMp3(audio, 24000);
    assertRateNear(wordCount(news) / (mp3DurationSeconds(audio) / 60), WORDS_PER_MINUTE.neural);
  });

  it('speaks a script split for synthesis with a standard voice at 22.05 kHz; the stitched file lasts as long as its parts', async () => {
    const chunks = splitForSynthesis(news, 'en', 400);
    assert.ok(chunks.length >= 3);
    const parts = [];
    for (const Text of chunks) parts.push((await synthesize({ Text, VoiceId: 'Matthew', Engine: 'standard' })).audio);
    const { audio, durationSeconds } = stitchMp3(parts);
    assertWholeMp3(audio, 22050);
    assert.ok(Math.abs(durationSeconds - parts.reduce((sum, part) => sum + mp3DurationSeconds(part), 0)) < 1e-9);
    assertRateNear(wordCount(news) / (durationSeconds / 60), WORDS_PER_MINUTE.standard);
  });

  it('answers overlapping requests each with its own audio', async () => {
    const texts = ['Good morning.', news, 'Thanks for listening.', news];
    const durations = (await Promise.all(texts.map((Text) => synthesize({ Text, Engine: 'neural' })))).map(({ audio }) => mp3DurationSeconds(audio));
    texts.forEach((text, index) => {
      const seconds = durations[index]!;
      assert.ok(text === news ? seconds > 40 : seconds < 3, `${seconds} s for "${text.slice(0, 20)}"`);
    });
  });

  it('returns 16-bit PCM at the requested rate', async () => {
    const { contentType, audio } = await synthesize({ Text: 'Good morning.', OutputFormat: 'pcm', SampleRate: '8000' });
    assert.equal(contentType, 'audio/pcm');
    const seconds = audio.length / 2 / 8000;
    assert.ok(seconds > 0.4 && seconds < 3, `${seconds} s`);
  });

  it('reads SSML: breaks lengthen the audio, and tags are not billed', async () => {
    const plain = await synthesize({ Text: 'Good morning. Here is the news.', Engine: 'neural' });
    const ssml = await synthesize({ Text: '<speak>Good morning. <break time="2s"/> Here is the news.</speak>', TextType: 'ssml', Engine: 'neural' });
    assert.equal(ssml.requestCharacters, 'Good morning.  Here is the news.'.length);
    assert.ok(mp3DurationSeconds(ssml.audio) - mp3DurationSeconds(plain.audio) > 1.5);
  });

  it('turns an SSML break into silence of its length, and never speaks tags or entity names', async () => {
    const pcm = async (Text: string, TextType: 'ssml' | 'text') =>
      new Int16Array(new Uint8Array((await synthesize({ Text, TextType, OutputFormat: 'pcm', SampleRate: '16000' })).audio).buffer);
    /** Longest run of near-silent samples, in seconds. */
    const longestSilence = (samples: Int16Array) => {
      let longest = 0;
      let run = 0;
      for (const sample of samples) {
        run = Math.abs(sample) < 64 ? run + 1 : 0;
        longest = Math.max(longest, run);
      }
      return longest / 16000;
    };
    const withBreak = await pcm('<speak>Good morning.<break time="1500ms"/>Here is the news.</speak>', 'ssml');
    const silence = longestSilence(withBreak);
    assert.ok(silence >= 1.5 && silence < 2, `${silence} s of silence for a 1.5 s break`);

    const tagged = await pcm('<speak><prosody rate="100%"><emphasis>Tom &amp; Jerry</emphasis></prosody></speak>', 'ssml');
    const plain = await pcm('Tom & Jerry', 'text');
    assert.ok(Math.abs(tagged.length - plain.length) / 16000 < 0.05, `${tagged.length} samples against ${plain.length}: nothing more is spoken`);
  });

  it('answers with the errors Polly names, which the SDK turns into its exception classes', async () => {
    const cases: Array<[Partial<SynthesizeSpeechCommandInput>, string, number]> = [
      [{ Text: 'word '.repeat(601) }, 'TextLengthExceededException', 400],
      [{ Text: `<speak>${'<break time="1ms"/>'.repeat(400)}Hello.</speak>`, TextType: 'ssml' }, 'TextLengthExceededException', 400],
      [{ Text: '<speak>Hello.', TextType: 'ssml' }, 'InvalidSsmlException', 400],
      [{ Engine: 'neural', SampleRate: '44100' }, 'InvalidSampleRateException', 400],
      [{ OutputFormat: 'pcm', SampleRate: '22050' }, 'InvalidSampleRateException', 400],
      [{ VoiceId: 'Ruth' as never }, 'EngineNotSupportedException', 400],
      [{ VoiceId: 'Joanna', LanguageCode: 'de-DE' }, 'LanguageNotSupportedException', 400],
      [{ VoiceId: 'Nobody' as never }, 'ValidationException', 400],
      [{ LexiconNames: ['newsroom'] }, 'LexiconNotFoundException', 404],
      [{ SpeechMarkTypes: ['word'] }, 'MarksNotSupportedForFormatException', 400],
    ];
    for (const [input, name, status] of cases) {
      const error = await pollyError(input);
      assert.deepEqual({ name: error.name, status: error.status }, { name, status }, JSON.stringify(input).slice(0, 80));
      assert.ok(error.message.length > 0);
    }
  });

  it('speaks HTTP/1.1 too, with the error type in the x-amzn-ErrorType header', async () => {
    const response = await fetch(`${emulator.endpoint}/v1/speech`, { method: 'POST', body: JSON.stringify({ Text: 'Hi', VoiceId: 'Joanna' }) });
    assert.equal(response.status, 400);
    assert.match(response.headers.get('x-amzn-errortype') ?? '', /^ValidationException:/);
    assert.match((await response.json()).message, /outputFormat/);
    const unknown = await fetch(`${emulator.endpoint}/v1/voices`);
    assert.equal(unknown.status, 404);
  });

  it('has an eSpeak NG voice for the language of every catalogue voice', async () => {
    for (const language of new Set(VOICES.map((voice) => voice.language))) assert.ok(await espeakLanguageFor(language), language);
  });
});
