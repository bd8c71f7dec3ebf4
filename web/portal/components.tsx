import type { ComponentChildren } from 'preact';
import { useEffect, useRef, useState } from 'preact/hooks';
import type { ApiError } from './api.ts';
import { href } from './router.ts';

/** An API error as the person reads it: the API's message with its request id, announced at once. */
export function ErrorMessage({ error }: { error: ApiError | undefined }) {
  if (!error) return null;
  return (
    <div class="error" role="alert">
      <p>{error.display}</p>
      {error.status === 401 && <p><a href={href('/sign-in')}>Sign in</a> to continue.</p>}
    </div>
  );
}

/** A polite live region for progress and confirmations. */
export function Status({ children }: { children?: ComponentChildren }) {
  return <p class="status" role="status" aria-live="polite">{children}</p>;
}

/** The page's heading, focused when the page opens so keyboard and screen-reader users start there. */
export function PageTitle({ children }: { children: ComponentChildren }) {
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  return <h1 tabIndex={-1} ref={heading}>{children}</h1>;
}

/** A secret shown once, with a button that copies it. */
export function SecretOnce({ label, value, note }: { label: string; value: string; note: string }) {
  const [copied, setCopied] = useState<string>('');
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(value);
      setCopied('Copied to the clipboard.');
    } catch {
      setCopied('The browser did not allow copying: select the value and copy it by hand.');
    }
  };
  return (
    <div class="secret">
      <p><strong>{label}</strong> {note}</p>
      <div class="secret-row">
        <code data-secret>{value}</code>
        <button type="button" onClick={copy}>Copy</button>
      </div>
      <Status>{copied}</Status>
    </div>
  );
}

export function Loading({ what }: { what: string }) {
  return <p class="muted" role="status">Loading {what}…</p>;
}

const dateFormat = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeStyle: 'short' });

/** Unix seconds as a local date and time; `never` for null. */
export function formatTime(seconds: number | null | undefined): string {
  return seconds === null || seconds === undefined ? 'never' : dateFormat.format(new Date(seconds * 1000));
}

export function formatDuration(seconds: number | null | undefined): string {
  if (seconds === null || seconds === undefined) return '–';
  const whole = Math.round(seconds);
  return `${Math.floor(whole / 60)}:${String(whole % 60).padStart(2, '0')}`;
}

/** A destructive button that asks once more in place (no modal): the second press does it. */
export function ConfirmButton({ label, confirmLabel, onConfirm, busy }: { label: string; confirmLabel: string; onConfirm: () => void; busy?: boolean }) {
  const [asking, setAsking] = useState(false);
  if (!asking) return <button type="button" class="danger" onClick={() => setAsking(true)}>{label}</button>;
  return (
    <span class="confirm">
      <button type="button" class="danger" disabled={busy} onClick={onConfirm} ref={(button) => button?.focus()}>{confirmLabel}</button>
      <button type="button" class="secondary" onClick={() => setAsking(false)}>Cancel</button>
    </span>
  );
}
