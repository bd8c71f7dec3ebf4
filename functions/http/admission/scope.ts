import { ForbiddenError } from '#shared/errors';
import type { Principal } from '#shared/principal';
import type { RateLimitState } from '#domain/access';
import type { Scope } from '#shared/scopes';

/** A scope the request needs, and what needs it when that is not the route itself (an MCP tool). */
export interface ScopeNeed {
  scope: Scope;
  neededBy?: string;
}

/** A valid key without the scope: refused after the request was counted, so it carries the counted state. */
export class MissingScopeError extends ForbiddenError {
  constructor(need: ScopeNeed, readonly state: RateLimitState) {
    super(`This API key lacks the '${need.scope}' scope${need.neededBy ? ` that ${need.neededBy} needs` : ''}`);
  }
}

/** Throws for the first need an API key's scopes do not cover; a session acts as the account owner, with every scope. */
export function requireScopes(principal: Principal, needs: ScopeNeed[], counted: RateLimitState): void {
  if (principal.kind !== 'api_key') return;
  const missing = needs.find((need) => !principal.scopes.includes(need.scope));
  if (missing) throw new MissingScopeError(missing, counted);
}
