import { useEffect, useState } from 'preact/hooks';
import { apiData } from '../api.ts';
import { ErrorMessage, PageTitle, Status } from '../components.tsx';
import { useAction } from '../hooks.ts';
import { navigate, type Route } from '../router.ts';
import { useSession, type SessionUser } from '../session.ts';

interface Verified {
  token: string;
  session: { id: string; expires_at: number };
  user: SessionUser;
}

/** Where a person lands after signing in. */
export const HOME = '/briefings';

/**
 * Two steps: the e-mail address, then the 8-digit code the service e-mails.
 * The e-mailed link (#/sign-in?email=&code=) fills both and verifies at once.
 */
export function SignInPage({ route }: { route: Route }) {
  const { setUser } = useSession();
  const linkEmail = route.query.get('email') ?? '';
  const linkCode = route.query.get('code') ?? '';
  const [email, setEmail] = useState(linkEmail);
  const [code, setCode] = useState(linkCode);
  const [sentTo, setSentTo] = useState<{ email: string; minutes: number } | undefined>(
    linkEmail && linkCode ? { email: linkEmail, minutes: 10 } : undefined,
  );
  const request = useAction();
  const verification = useAction();

  const verify = async (address: string, oneTimeCode: string) => {
    const result = await verification.run(() =>
      apiData<Verified>('auth/verify', { method: 'POST', body: { email: address, code: oneTimeCode.trim() } }));
    if (result) {
      setUser(result.user);
      navigate(HOME);
    }
  };

  useEffect(() => {
    if (linkEmail && linkCode) void verify(linkEmail, linkCode);
  }, [linkEmail, linkCode]);

  const requestCode = async (event: Event) => {
    event.preventDefault();
    const result = await request.run(() =>
      apiData<{ email: string; expires_in_seconds: number }>('auth/sign-in', { method: 'POST', body: { email: email.trim() } }));
    if (result) setSentTo({ email: result.email, minutes: Math.round(result.expires_in_seconds / 60) });
  };

  return (
    <section class="narrow">
      <PageTitle>Sign in</PageTitle>
      {!sentTo ? (
        <form onSubmit={requestCode} aria-describedby="sign-in-help">
          <p id="sign-in-help">Enter your e-mail address. We send you a one-time code; no password needed. A new address gets a new account.</p>
          <label for="sign-in-email">E-mail address</label>
          <input id="sign-in-email" type="email" name="email" autocomplete="email" required value={email}
            onInput={(event) => setEmail(event.currentTarget.value)} />
          <button type="submit" disabled={request.busy}>{request.busy ? 'Sending…' : 'Send me a code'}</button>
          <ErrorMessage error={request.error} />
        </form>
      ) : (
        <form onSubmit={(event) => { event.preventDefault(); void verify(sentTo.email, code); }}>
          <Status>We sent a code to {sentTo.email}. It works once, within {sentTo.minutes} minutes.</Status>
          <label for="sign-in-code">Code from the e-mail</label>
          <input id="sign-in-code" name="code" inputMode="numeric" autocomplete="one-time-code" required pattern="[0-9 ]{8,9}"
            value={code} onInput={(event) => setCode(event.currentTarget.value)} />
          <button type="submit" disabled={verification.busy}>{verification.busy ? 'Checking…' : 'Sign in'}</button>
          <button type="button" class="link" onClick={() => { setSentTo(undefined); setCode(''); verification.clear(); }}>
            Use another address or send a new code
          </button>
          <ErrorMessage error={verification.error} />
        </form>
      )}
    </section>
  );
}
