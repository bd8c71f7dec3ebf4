import * as v from 'valibot';
import { signInLimits } from '#shared/limits';
import { timestamp } from '../common.ts';

/** An e-mail address as the account knows it: trimmed and lower-cased. */
const Email = v.pipe(
  v.string(),
  v.trim(),
  v.toLowerCase(),
  v.maxLength(254),
  v.rfcEmail(),
  v.description('E-mail address; compared trimmed and lower-cased'),
);

export const SignInRequest = v.pipe(v.strictObject({ email: Email }), v.title('Sign in request'));

export const SignInRequested = v.pipe(
  v.object({
    email: v.pipe(v.string(), v.description('The address the code was sent to, normalised')),
    expires_in_seconds: v.pipe(v.number(), v.integer(), v.description(`Seconds the code stays valid (${signInLimits.codeLifetimeSeconds})`)),
  }),
  v.title('Sign in code sent'),
);

export const VerifySignIn = v.pipe(
  v.strictObject({
    email: Email,
    code: v.pipe(
      v.string(),
      v.minLength(1),
      v.maxLength(32),
      v.description(`The ${signInLimits.codeDigits}-digit code of the e-mail (spaces and dashes are ignored)`),
    ),
  }),
  v.title('Sign in verification'),
);

export const SessionInfo = v.pipe(
  v.object({
    id: v.pipe(v.string(), v.description('Names the session (ses_…), as the audit log does; never the token')),
    expires_at: v.pipe(timestamp, v.description('When the session ends; using it does not extend it')),
  }),
  v.title('Session'),
);

export const SignedInUser = v.pipe(
  v.object({ id: v.pipe(v.string(), v.description('Account id (usr_…)')), email: v.string() }),
  v.title('Signed in user'),
);

export const SignedIn = v.pipe(
  v.object({
    token: v.pipe(v.string(), v.description('The session token (lb_sess_…), also set as the session cookie; shown only in this response')),
    session: SessionInfo,
    user: SignedInUser,
  }),
  v.title('Signed in'),
);

export const CurrentSession = v.pipe(v.object({ user: SignedInUser, session: SessionInfo }), v.title('Current session'));

export const SignedOut = v.pipe(
  v.object({
    signed_out: v.literal(true),
    session_id: v.pipe(v.string(), v.description('The session that ended')),
  }),
  v.title('Signed out'),
);
