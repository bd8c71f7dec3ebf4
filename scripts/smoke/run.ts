/**
 * The README's quickstart as a check of a deployment: each step prints a PASS
 * or FAIL line, and whatever the run created is deleted at the end, whatever
 * failed. It talks to the service over HTTP only, so it runs against AWS or
 * the local stack alike.
 */

export interface SmokeOptions {
  /** The service's base URL (the `Url` output), or its `/api/v1` URL. */
  url: string;
  /** An API key with the read, write and webhooks:write scopes. */
  key: string;
  /** An https URL (http on loopback locally) that answers 2xx to the signed webhook POST. */
  receiverUrl: string;
  /** The feed the briefing is made of. */
  feedUrl: string;
  /** How long the briefing and the webhook delivery may take. */
  timeoutSeconds?: number;
  /** Told the webhook's signing secret, so a receiver the caller runs can verify what it got; answers a problem or nothing. */
  verifyReceived?: (secret: string) => Promise<string | undefined>;
  log?: (line: string) => void;
}

export interface StepResult {
  step: string;
  passed: boolean;
  detail: string;
}

class StepFailure extends Error {}

/** The fields of the answers the steps read (the OpenAPI document has them all). */
interface Answer {
  data: Record<string, string | number | null>;
}
interface WebhookEvent {
  data: { job_id?: string };
  deliveries: Array<{ webhook_id: string | null; status: string; last_response_code: number | null; last_error: string | null }>;
}

const apiBase = (url: string) => {
  const trimmed = url.replace(/\/+$/, '');
  return trimmed.endsWith('/api/v1') ? trimmed : `${trimmed}/api/v1`;
};

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Runs every step; later steps that need an earlier one's result are skipped (failed) when it failed. */
export async function runSmoke(options: SmokeOptions): Promise<StepResult[]> {
  const api = apiBase(options.url);
  const log = options.log ?? console.log;
  const deadline = Date.now() + (options.timeoutSeconds ?? 600) * 1000;
  const results: StepResult[] = [];
  const created: Array<{ step: string; path: string }> = [];

  async function callText(method: string, path: string, body?: unknown, expected = [200]): Promise<string> {
    const response = await fetch(`${api}${path}`, {
      method,
      headers: { authorization: `Bearer ${options.key}`, ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    const text = await response.text();
    if (!expected.includes(response.status)) throw new StepFailure(`${method} ${path} answered ${response.status}: ${text.slice(0, 300)}`);
    return text;
  }
  const call = async (method: string, path: string, body?: unknown, expected = [200]): Promise<Answer> =>
    JSON.parse(await callText(method, path, body, expected)) as Answer;

  async function step<T>(name: string, run: () => Promise<{ value: T; detail: string }>): Promise<T | undefined> {
    try {
      const { value, detail } = await run();
      results.push({ step: name, passed: true, detail });
      log(`PASS ${name}: ${detail}`);
      return value;
    } catch (error) {
      const detail = error instanceof StepFailure ? error.message : `${(error as Error).name}: ${(error as Error).message}`;
      results.push({ step: name, passed: false, detail });
      log(`FAIL ${name}: ${detail}`);
      return undefined;
    }
  }

  const skipped = (name: string, reason: string) => step(name, () => Promise.reject(new StepFailure(`skipped: ${reason}`)));

  async function until<T>(what: string, poll: () => Promise<T | undefined>): Promise<T> {
    for (;;) {
      const value = await poll();
      if (value !== undefined) return value;
      if (Date.now() > deadline) throw new StepFailure(`${what}: still not there after ${options.timeoutSeconds ?? 600} s`);
      await sleep(2000);
    }
  }

  try {
    const me = await step('key', async () => {
      const body = await call('GET', '/me');
      return { value: body.data, detail: `the key belongs to ${body.data.email ?? body.data.id}` };
    });
    if (!me) return results;

    const profileId = await step('profile', async () => {
      const body = await call('POST', '/profiles', { name: `Smoke test ${new Date().toISOString()}`, length_minutes: 1 }, [201]);
      created.push({ step: 'profile', path: `/profiles/${body.data.id}` });
      return { value: body.data.id as string, detail: String(body.data.id) };
    });
    const sourceId = profileId && await step('source', async () => {
      const body = await call('POST', '/sources', { type: 'rss', url: options.feedUrl, name: 'Smoke test feed', profile_id: profileId }, [201]);
      created.push({ step: 'source', path: `/sources/${body.data.id}` });
      return { value: body.data.id as string, detail: `${body.data.id} (${options.feedUrl})` };
    });
    const webhook = await step('webhook', async () => {
      const body = await call('POST', '/webhooks', { url: options.receiverUrl, events: ['briefing.generated'] }, [201]);
      created.push({ step: 'webhook', path: `/webhooks/${body.data.id}` });
      return { value: { id: body.data.id as string, secret: body.data.secret as string }, detail: `${body.data.id} to ${options.receiverUrl}` };
    });

    const jobId = sourceId ? await step('briefing', async () => {
      const started = await call('POST', '/briefings', { profile_id: profileId }, [202]);
      const id = started.data.job_id as string;
      const job = await until('the briefing', async () => {
        const body = await call('GET', `/briefings/${id}`);
        return ['done', 'failed'].includes(String(body.data.status)) ? body.data : undefined;
      });
      if (job.status !== 'done') throw new StepFailure(`${id} ${job.status}: ${job.error ?? ''}`);
      if (job.outcome === 'nothing_new') throw new StepFailure(`${id} found nothing new in ${options.feedUrl}: give a feed with recent items`);
      return { value: id, detail: `${id} done` };
    }) : await skipped('briefing', 'no source');

    if (jobId) {
      await step('audio', async () => {
        const link = (await call('GET', `/briefings/${jobId}/audio`)).data.audio_url as string;
        const audio = await fetch(link);
        const bytes = Buffer.from(await audio.arrayBuffer());
        if (audio.status !== 200 || bytes.length < 1024 || bytes.subarray(0, 3).toString('latin1') !== 'ID3') {
          throw new StepFailure(`the audio link answered ${audio.status} with ${bytes.length} bytes, not a tagged MP3`);
        }
        return { value: bytes.length, detail: `${bytes.length} bytes of MP3` };
      });
      await step('transcript', async () => {
        const vtt = await callText('GET', `/briefings/${jobId}/transcript?format=vtt`);
        if (!vtt.startsWith('WEBVTT')) throw new StepFailure('the transcript is not WebVTT');
        return { value: vtt, detail: `${vtt.split('\n\n').length - 1} cues` };
      });
    } else {
      for (const name of ['audio', 'transcript']) await skipped(name, 'no briefing');
    }

    if (webhook && jobId) {
      await step('signed webhook', async () => {
        const delivery = await until('the webhook delivery', async () => {
          const body = await call('GET', `/webhook-events?type=briefing.generated&webhook_id=${webhook.id}`);
          const event = (body.data as unknown as WebhookEvent[]).find((candidate) => candidate.data.job_id === jobId);
          const ours = event?.deliveries.find((candidate) => candidate.webhook_id === webhook.id);
          return ours && ours.status !== 'pending' ? ours : undefined;
        });
        if (delivery.status !== 'delivered') throw new StepFailure(`delivery ${delivery.status}: ${delivery.last_response_code ?? ''} ${delivery.last_error ?? ''}`);
        const problem = await options.verifyReceived?.(webhook.secret);
        if (problem) throw new StepFailure(problem);
        return { value: delivery, detail: `briefing.generated delivered, the receiver answered ${delivery.last_response_code}` };
      });
    } else {
      await skipped('signed webhook', webhook ? 'no briefing' : 'no webhook');
    }
  } finally {
    if (created.length) {
      await step('clean-up', async () => {
        for (const { path } of created.reverse()) await call('DELETE', path);
        return { value: created.length, detail: `deleted ${created.map((entry) => entry.step).join(', ')}` };
      });
    }
  }
  return results;
}
