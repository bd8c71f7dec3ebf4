import * as v from 'valibot';
import { SCOPES } from '#shared/scopes';
import { nullableTimestamp, timestamp } from '../common.ts';

export const Scope = v.picklist(SCOPES);

export const CreateApiKey = v.strictObject({
  name: v.pipe(v.string(), v.trim(), v.minLength(1), v.maxLength(100), v.description('A label for the key, 1..100 characters')),
  scopes: v.optional(
    v.pipe(v.array(Scope), v.minLength(1), v.description('Scopes granted to the key; defaults to all four')),
  ),
  expires_in_days: v.optional(
    v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(365), v.description('Lifetime in days; omit for no expiry')),
  ),
});
export type CreateApiKeyInput = v.InferOutput<typeof CreateApiKey>;

export const ApiKey = v.object({
  id: v.string(),
  name: v.string(),
  key_prefix: v.pipe(v.string(), v.description('Leading characters of the key, for identification')),
  scopes: v.array(Scope),
  last_used_at: nullableTimestamp,
  expires_at: nullableTimestamp,
  created_at: timestamp,
});
export type ApiKeyView = v.InferOutput<typeof ApiKey>;

export const CreatedApiKey = v.object({
  ...ApiKey.entries,
  key: v.pipe(v.string(), v.description('The full secret key. Shown only in this response')),
});

export const RevokedApiKey = v.object({ id: v.string(), revoked: v.literal(true) });

export const Me = v.object({
  key_id: v.pipe(v.string(), v.description('The API key; for a session, the session id (ses_…)')),
  key_prefix: v.pipe(v.string(), v.description('Leading characters of the key; lb_sess_ for a session')),
  name: v.pipe(v.string(), v.description('The key\'s label; "session" for a session')),
  scopes: v.pipe(v.array(Scope), v.description('The key\'s scopes; every scope for a session, which acts as the account owner')),
  requests_last_minute: v.pipe(v.number(), v.integer()),
  credential: v.pipe(v.picklist(['api_key', 'session']), v.description('What authenticated the request')),
});

export const Usage = v.object({
  period_days: v.pipe(v.number(), v.integer()),
  total_requests: v.pipe(v.number(), v.integer()),
  by_day: v.array(v.object({
    date: v.pipe(v.string(), v.isoDate()),
    requests: v.pipe(v.number(), v.integer()),
    write_requests: v.pipe(v.number(), v.integer()),
  })),
});
