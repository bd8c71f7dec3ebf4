import type { EventType } from '#schemas/delivery/events';

/** What a person reads in an e-mail, Telegram or WhatsApp message: a scheduled briefing, or a sign-in code. */
export interface BriefingMessage {
  subject: string;
  text: string;
  /** The MP3 link, when there is audio to attach. */
  audioUrl: string | null;
}

const text = (value: unknown): string | undefined => (typeof value === 'string' && value.trim() ? value.trim() : undefined);

function bulletTexts(summary: unknown): string[] {
  const bullets = (summary as { bullets?: unknown } | undefined)?.bullets;
  if (!Array.isArray(bullets)) return [];
  return bullets.flatMap((bullet: unknown) => {
    const value = text(bullet) ?? text((bullet as { text?: unknown } | null)?.text);
    return value ? [value] : [];
  });
}

function generated(data: Record<string, unknown>): BriefingMessage {
  const headline = text((data.summary as { headline?: unknown } | undefined)?.headline) ?? 'Your briefing is ready';
  const audioUrl = text(data.audio_url) ?? null;
  const minutes = typeof data.duration_seconds === 'number' ? Math.max(1, Math.round(data.duration_seconds / 60)) : undefined;
  const lines = [
    headline,
    '',
    ...bulletTexts(data.summary).map((bullet) => `• ${bullet}`),
    '',
    text(data.message),
    audioUrl ? `Listen${minutes ? ` (${minutes} min)` : ''}, link valid for 24 hours: ${audioUrl}` : undefined,
    text(data.transcript_url) ? `Transcript: ${text(data.transcript_url)}` : undefined,
    text(data.summary_url) ? `Summary: ${text(data.summary_url)}` : undefined,
  ];
  return {
    subject: `Your briefing: ${headline}`,
    text: lines.filter((line) => line !== undefined).join('\n').replace(/\n{3,}/g, '\n\n').trim(),
    audioUrl,
  };
}

function nothingNew(data: Record<string, unknown>): BriefingMessage {
  return {
    subject: 'Nothing new for your briefing',
    text: text(data.message) ?? 'There was no new story to tell, so no audio was made.',
    audioUrl: null,
  };
}

function failed(data: Record<string, unknown>): BriefingMessage {
  return {
    subject: 'Your scheduled briefing could not be generated',
    text: `Briefing ${text(data.job_id) ?? '(unknown id)'} failed: ${text(data.error) ?? 'no reason given'}`,
    audioUrl: null,
  };
}

export function briefingMessage(type: EventType, data: Record<string, unknown>): BriefingMessage {
  if (type !== 'briefing.generated') return failed(data);
  return data.outcome === 'nothing_new' ? nothingNew(data) : generated(data);
}
