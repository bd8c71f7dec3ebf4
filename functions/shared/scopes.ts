/** API key scopes. A route needs exactly one of them (see the route table). */
export const SCOPES = ['read', 'write', 'webhooks:write', 'usage:read'] as const;

export type Scope = (typeof SCOPES)[number];
