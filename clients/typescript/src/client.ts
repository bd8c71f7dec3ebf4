import { BriefingsTimeoutError } from './errors.ts';
import { type Briefing, BriefingsOperations } from './generated/operations.ts';
import { type ClientOptions, type RequestOptions, sleep, Transport } from './transport.ts';

export interface WaitOptions extends RequestOptions {
  /** Pause between status reads, in milliseconds; default 2000. */
  intervalMs?: number;
  /** Status reads before giving up with BriefingsTimeoutError; default 300 (10 minutes at the default interval). */
  maxPolls?: number;
}

/** The Briefings API: one typed method per operation, plus waitForBriefing. */
export class BriefingsClient extends BriefingsOperations {
  constructor(options: ClientOptions) {
    super(new Transport(options));
  }

  /**
   * Polls a briefing job until it is `done` or `failed` and returns it. A done
   * job with `outcome: 'nothing_new'` had no new story to tell: it is finished,
   * with `podcast: null` and no audio, transcript or summary to fetch.
   */
  async waitForBriefing(jobId: string, options: WaitOptions = {}): Promise<Briefing> {
    const maxPolls = options.maxPolls ?? 300;
    for (let poll = 1; ; poll++) {
      const briefing = await this.getBriefing(jobId, options);
      if (briefing.status === 'done' || briefing.status === 'failed') return briefing;
      if (poll >= maxPolls) throw new BriefingsTimeoutError(`briefing ${jobId} is still ${briefing.status} after ${maxPolls} status reads`);
      await sleep(options.intervalMs ?? 2000, options.signal);
    }
  }
}

/** A finished job that produced audio (so audio, transcript and summary can be fetched). */
export const hasAudio = (briefing: Briefing): boolean => briefing.status === 'done' && briefing.outcome === 'briefing';
