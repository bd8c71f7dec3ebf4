/** The account `npm start` creates on its first run and `npm run admin -- show-credentials` issues credentials for. */
export const LOCAL_OWNER = 'owner@localhost';

/** The lines that hand a person a session token and an API key, with a request to try. */
export function credentialsBanner(session: string, key: string, apiUrl: string): string {
  return `
  Session token (keys at /me/keys, the audit log, and every API route as the owner; 7 days): ${session}
  API key (all scopes):                     ${key}

Try it:
  curl -s -H "Authorization: Bearer ${key}" ${apiUrl}/me
`;
}
