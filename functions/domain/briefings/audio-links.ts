import { createHmac } from 'node:crypto';
import { config } from '#shared/config';
import { secretSetting } from '#adapters/secrets';
import { API_BASE_PATH } from '#shared/base-path';
import { SECONDS_PER_DAY } from '#shared/clock';
import { ForbiddenError } from '#shared/errors';
import { constantTimeEqual } from '#shared/secrets';

/** How long a handed-out audio link works (the spec's 24 hours). */
export const AUDIO_LINK_LIFETIME_SECONDS = SECONDS_PER_DAY;

/**
 * The signing key: AUDIO_LINK_SECRET when set (the local stack sets it), else
 * the Secrets Manager secret named by AUDIO_LINK_SECRET_ARN, read once per
 * cold start.
 */
const configuredSecret = secretSetting('AUDIO_LINK_SECRET');

async function signingSecret(): Promise<string> {
  const secret = await configuredSecret();
  if (!secret) throw new Error('Set AUDIO_LINK_SECRET or AUDIO_LINK_SECRET_ARN');
  return secret;
}

async function signature(jobId: string, userId: string, expiresAt: number): Promise<string> {
  return createHmac('sha256', await signingSecret())
    .update(`briefing-audio\n${jobId}\n${userId}\n${expiresAt}`)
    .digest('base64url');
}

export const audioDownloadPath = (jobId: string) => `/briefings/${encodeURIComponent(jobId)}/audio/download`;

/** A link to our own download endpoint, signed for this job and account, that works until `expiresAt`. */
export async function signAudioLink(jobId: string, userId: string, now: number): Promise<{ url: string; expiresAt: number }> {
  const expiresAt = now + AUDIO_LINK_LIFETIME_SECONDS;
  const query = new URLSearchParams({ expires: String(expiresAt), signature: await signature(jobId, userId, expiresAt) });
  return { url: `${config.publicBaseUrl}${API_BASE_PATH}${audioDownloadPath(jobId)}?${query}`, expiresAt };
}

/** Throws 403 unless the link was signed by us for this job and account and has not expired. */
export async function verifyAudioLink(link: { jobId: string; userId: string; expires: number; signature: string }, now: number): Promise<void> {
  const expected = await signature(link.jobId, link.userId, link.expires);
  if (!constantTimeEqual(expected, link.signature)) throw new ForbiddenError('This audio link is not valid');
  if (link.expires < now) throw new ForbiddenError('This audio link has expired; request a new one from GET /briefings/{id}/audio');
}
