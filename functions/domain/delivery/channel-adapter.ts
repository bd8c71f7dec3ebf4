import type { BriefingMessage } from './message.ts';
import type { SendResult } from './send-result.ts';

/** A scheduled-delivery channel: the provider request, whether it can be sent, and sending it. */
export interface ChannelAdapter<Request> {
  /** The exact request the provider's API receives; the local outbox records the same object. */
  build(destination: string, message: BriefingMessage): Request;
  /** Which setting is missing for real sends, or undefined when the channel is configured. */
  missingConfiguration(): Promise<string | undefined>;
  send(request: Request): Promise<SendResult>;
}

/** Cuts text to a provider's length limit, marking the cut. */
export const truncate = (value: string, max: number): string => (value.length <= max ? value : `${value.slice(0, max - 1)}…`);
