/** Outcome of one delivery attempt, whatever the channel. */
export type SendResult =
  | { ok: true; code: number | null }
  | {
      ok: false;
      /** HTTP status of the answer, null when none came. */
      code: number | null;
      error: string;
      /** False for outcomes another attempt cannot change (deleted webhook, refused address, unknown chat). */
      retryable: boolean;
    };

export const permanentFailure = (error: string): SendResult => ({ ok: false, code: null, error, retryable: false });
