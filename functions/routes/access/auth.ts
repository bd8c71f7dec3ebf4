import { limits, signInLimits } from '#shared/limits';
import { SESSION_COOKIE } from '#http/admission/credentials';
import { defineRoute } from '#http/route';
import { envelope } from '#schemas/common';
import { CurrentSession, SignedIn, SignedOut, SignInRequest, SignInRequested, VerifySignIn } from '#schemas/access/sign-in';

const TAG = 'Sign-in';
const window = `${signInLimits.windowSeconds / 60} minutes`;

const rateLimited = (what: string) => ({
  description: `\`rate_limited\`: ${what}; retry after \`Retry-After\` seconds`,
  headers: { 'Retry-After': 'Seconds until the window ends' },
});

export const signIn = /* @__PURE__ */ defineRoute({
  operationId: 'requestSignInCode',
  method: 'POST',
  path: '/auth/sign-in',
  handler: 'access/auth-sign-in',
  summary: 'E-mail a one-time sign-in code and link',
  tag: TAG,
  auth: { type: 'none' },
  body: SignInRequest,
  access: ['table', 'email'],
  responses: {
    202: {
      description: `The same answer whether or not the address has an account. The e-mail holds an ${signInLimits.codeDigits}-digit code `
        + `(valid ${signInLimits.codeLifetimeSeconds / 60} minutes, once; a new request replaces it) and a link to the portal that enters it`,
      schema: envelope(SignInRequested),
    },
    429: rateLimited(`more than ${signInLimits.codesPerEmail} codes for the address or ${signInLimits.codesPerSourceIp} from the client's IP within ${window}`),
  },
});

export const verifySignIn = /* @__PURE__ */ defineRoute({
  operationId: 'verifySignInCode',
  method: 'POST',
  path: '/auth/verify',
  handler: 'access/auth-verify',
  summary: 'Exchange the e-mailed code for a session (signs up a new address)',
  tag: TAG,
  auth: { type: 'none' },
  body: VerifySignIn,
  access: ['table'],
  responses: {
    200: {
      description: `Signed in: the session token, also set as the \`${SESSION_COOKIE}\` cookie (HttpOnly, Secure, SameSite=Strict), `
        + `valid ${limits.sessionLifetimeSeconds / 86_400} days. The first sign-in of an address creates its account`,
      schema: envelope(SignedIn),
      headers: { 'Set-Cookie': `${SESSION_COOKIE}=<token>; HttpOnly; Secure; SameSite=Strict; Path=/; Max-Age=${limits.sessionLifetimeSeconds}` },
    },
    401: { description: `\`unauthorized\`: the code is wrong, expired or used (${signInLimits.attemptsPerCode} wrong tries burn it)` },
    403: { description: '`forbidden`: the address has no account and the operator turned sign-up off (`SIGN_UP=off`)' },
    429: rateLimited(`more than ${signInLimits.verificationsPerSourceIp} code checks from the client's IP within ${window}`),
  },
});

export const getSession = /* @__PURE__ */ defineRoute({
  operationId: 'getSession',
  method: 'GET',
  path: '/auth/session',
  handler: 'access/auth-session',
  summary: 'The signed-in user and session (401 when signed out)',
  tag: TAG,
  auth: { type: 'session' },
  responses: { 200: { description: 'The user and the session of the credential', schema: envelope(CurrentSession) } },
});

export const signOut = /* @__PURE__ */ defineRoute({
  operationId: 'signOut',
  audit: { action: 'auth.sign_out', resourceType: 'session', resourceId: { response: 'session_id' } },
  method: 'POST',
  path: '/auth/sign-out',
  handler: 'access/auth-sign-out',
  summary: 'End the session and clear the session cookie',
  tag: TAG,
  auth: { type: 'session' },
  responses: {
    200: {
      description: 'The session is revoked: its token and cookie no longer work',
      schema: envelope(SignedOut),
      headers: { 'Set-Cookie': `${SESSION_COOKIE}=; HttpOnly; Secure; SameSite=Strict; Path=/; Max-Age=0` },
    },
  },
});
