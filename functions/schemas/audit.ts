import * as v from 'valibot';
import { AUDIT_ACTIONS } from '#shared/audit-actions';
import { pageQueryEntries, timestamp } from './common.ts';

const nullableText = (description: string) => v.pipe(v.nullable(v.string()), v.description(description));

export const AuditActor = v.object({
  type: v.pipe(
    v.picklist(['api_key', 'session', 'operator', 'schedule', 'user', 'feed']),
    v.description('api_key or session: a request with that credential; operator: an operator command; schedule: a scheduled run; '
      + 'user: the account\'s owner signing in by e-mail, before a session exists; '
      + 'feed: a podcast app (or anyone holding the URL) reading a private podcast feed'),
  ),
  user_id: v.string(),
  key_id: v.optional(v.pipe(v.string(), v.description('The API key that made the request (type api_key)'))),
  key_prefix: v.optional(v.pipe(v.string(), v.description('Leading characters of that key, as the key list shows them'))),
  session_id: v.optional(v.pipe(v.string(), v.description('Names the session (type session): derived from a hash of its token, never the token'))),
  schedule_id: v.optional(v.pipe(v.string(), v.description('The schedule that ran (type schedule)'))),
  feed_prefix: v.optional(v.pipe(v.string(), v.description('First characters of the feed URL\'s token (type feed), as the profile shows them'))),
});

export const AuditEntry = v.pipe(
  v.object({
    id: v.pipe(v.string(), v.description('Entry id (aud_...), sortable by time')),
    at: v.pipe(timestamp, v.description('When the call was made (Unix seconds)')),
    actor: AuditActor,
    action: v.pipe(v.picklist(AUDIT_ACTIONS), v.description('What was done, `<resource>.<verb>`')),
    resource_type: v.pipe(v.string(), v.description('Kind of resource acted on (profile, source, api_key, …)')),
    resource_id: nullableText('Id of the resource; null when a creation failed before it had one'),
    channel: v.pipe(v.picklist(['rest', 'mcp', 'admin', 'schedule']), v.description('REST API, MCP tool call, operator command or scheduled run')),
    request_id: nullableText('The X-Request-Id of the call'),
    source_ip: nullableText('Client IP address as the API gateway saw it'),
    user_agent: nullableText('User-Agent header of the call, first 256 characters'),
    outcome: v.pipe(v.number(), v.integer(), v.description('HTTP status of the call; failed writes are recorded too (an MCP tool call gets its REST twin\'s status)')),
    changed_fields: v.pipe(
      v.nullable(v.array(v.string())),
      v.description('For updates, the names of the fields the request set (never their values); null for other actions'),
    ),
    expires_at: v.pipe(timestamp, v.description('When the entry is removed: kept one year')),
  }),
  v.title('AuditEntry'),
);
export type AuditEntryView = v.InferOutput<typeof AuditEntry>;

const unixSeconds = (description: string) => v.optional(v.pipe(v.number(), v.integer(), v.minValue(0), v.description(description)));

export const AuditLogQuery = v.strictObject({
  ...pageQueryEntries,
  action: v.optional(v.pipe(v.picklist(AUDIT_ACTIONS), v.description('Only entries of this action'))),
  resource_id: v.optional(v.pipe(v.string(), v.minLength(1), v.maxLength(256), v.description('Only entries about this resource'))),
  key_id: v.optional(v.pipe(v.string(), v.minLength(1), v.maxLength(64), v.description('Only entries of calls made with this API key'))),
  from: unixSeconds('Only entries at or after this time (Unix seconds)'),
  to: unixSeconds('Only entries at or before this time (Unix seconds)'),
});
export type AuditLogQueryInput = v.InferOutput<typeof AuditLogQuery>;
