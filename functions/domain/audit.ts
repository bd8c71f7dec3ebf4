import type { AuditLogQueryInput, AuditEntryView } from '#schemas/audit';
import { listAuditEntries, putAuditEntry, type AuditActorRecord, type AuditEntryRecord } from '#store/audit';
import type { PendingAuditEntry } from '#store/audited-writes';
import type { Page } from '#store/pagination';
import { SECONDS_PER_DAY } from '#shared/clock';
import { ValidationError } from '#shared/errors';
import { newId } from '#shared/ids';
import type { AuditAction } from '#shared/audit-actions';
import type { Principal } from '#shared/principal';


/** Entries are kept a year, then DynamoDB's TTL removes them. */
export const AUDIT_RETENTION_SECONDS = 365 * SECONDS_PER_DAY;

/**
 * How a mutating route is recorded: its action, the type of resource it acts
 * on, and where that resource's id is: a path parameter, or a field of the
 * response's `data` (a creation, whose id exists only once it succeeded).
 */
export interface AuditSpec {
  action: AuditAction;
  resourceType: string;
  resourceId: { param: string } | { response: string };
}

/** Where a call came from, as the edge saw it. */
export interface AuditOrigin {
  channel: AuditEntryRecord['channel'];
  requestId?: string;
  sourceIp?: string;
  userAgent?: string;
}

export interface AuditEvent {
  actor: AuditActorRecord;
  action: AuditAction;
  resourceType: string;
  resourceId: string | undefined;
  origin: AuditOrigin;
  /** The HTTP status of the call (a tool call's is its REST twin's). */
  outcome: number;
  /** Names only, never values. */
  changedFields?: string[];
}

/** What a route's call did: the inputs and result its resource id and changed fields are read from. */
export interface RouteCall {
  method: string;
  /** Path parameters by their route names (raw when they failed validation). */
  params: Record<string, unknown>;
  /** The request body as parsed JSON, when there was one. */
  body: unknown;
  /** The response's `data`, when the call succeeded. */
  data: unknown;
  outcome: number;
}

const MAX_TEXT = 256;
const MAX_FIELDS = 32;
const bounded = (value: unknown): string | undefined => (typeof value === 'string' && value !== '' ? value.slice(0, MAX_TEXT) : undefined);

/** Names the session by a prefix of its token's SHA-256: identifies it in the log without revealing the token. */
export const sessionIdOf = (sessionHash: string): string => `ses_${sessionHash.slice(0, 16)}`;

export function actorOf(principal: Principal): AuditActorRecord {
  return principal.kind === 'api_key'
    ? { type: 'api_key', user_id: principal.userId, key_id: principal.keyId, key_prefix: principal.keyPrefix }
    : { type: 'session', user_id: principal.userId, session_id: sessionIdOf(principal.sessionHash) };
}

/** The stored entry of an event. */
function auditEntryOf(event: AuditEvent, at: number, retentionSeconds: number): AuditEntryRecord {
  const seconds = Math.floor(at / 1000);
  return {
    id: newId('aud', at),
    user_id: event.actor.user_id,
    at: seconds,
    actor: event.actor,
    action: event.action,
    resource_type: event.resourceType,
    resource_id: bounded(event.resourceId) ?? null,
    channel: event.origin.channel,
    request_id: bounded(event.origin.requestId) ?? null,
    source_ip: bounded(event.origin.sourceIp) ?? null,
    user_agent: bounded(event.origin.userAgent) ?? null,
    outcome: event.outcome,
    ...(event.changedFields ? { changed_fields: event.changedFields } : {}),
    ttl: seconds + retentionSeconds,
  };
}

/** Appends one entry; awaited by the caller, so a change the caller reports has its entry. */
export async function recordAudit(event: AuditEvent, at = Date.now(), retentionSeconds = AUDIT_RETENTION_SECONDS): Promise<void> {
  await putAuditEntry(auditEntryOf(event, at, retentionSeconds));
}

/** An operator command's change to an account (admin script): recorded as done by `operator`. */
export function recordOperatorAction(
  userId: string,
  change: { action: AuditAction; resourceType: string; resourceId: string; outcome: number; changedFields?: string[] },
): Promise<void> {
  return recordAudit({ actor: { type: 'operator', user_id: userId }, origin: { channel: 'admin' }, ...change });
}

/** The names of the fields an update sets (a null clears one); undefined for other methods. */
function changedFieldsOf(call: RouteCall): string[] | undefined {
  if (call.method !== 'PATCH') return undefined;
  const body = call.body;
  if (typeof body !== 'object' || body === null || Array.isArray(body)) return [];
  return Object.keys(body).slice(0, MAX_FIELDS).map((name) => name.slice(0, 64)).sort();
}

function resourceIdOf(spec: AuditSpec, call: RouteCall): string | undefined {
  if ('param' in spec.resourceId) return bounded(call.params[spec.resourceId.param]);
  const data = call.data as Record<string, unknown> | null | undefined;
  return bounded(data?.[spec.resourceId.response]);
}

function routeCallEvent(spec: AuditSpec, principal: Principal, origin: AuditOrigin, call: RouteCall): AuditEvent {
  return {
    actor: actorOf(principal),
    action: spec.action,
    resourceType: spec.resourceType,
    resourceId: resourceIdOf(spec, call),
    origin,
    outcome: call.outcome,
    changedFields: changedFieldsOf(call),
  };
}

/** Records a call of a route (REST) or of a tool mirroring it (MCP) by the route's audit declaration. */
export function recordRouteCall(spec: AuditSpec, principal: Principal, origin: AuditOrigin, call: RouteCall): Promise<void> {
  return recordAudit(routeCallEvent(spec, principal, origin, call));
}

/**
 * The entry of a call that succeeds, for the store to write together with the change
 * (store/audited-writes.ts): a creation's id, known only to the write, is its resource id.
 */
export function pendingRouteEntry(spec: AuditSpec, principal: Principal, origin: AuditOrigin, call: Omit<RouteCall, 'data'>): PendingAuditEntry {
  return {
    written: false,
    isChangeOf: ({ actions, resourceId }) => actions.includes(spec.action)
      && (!('param' in spec.resourceId) || resourceId === call.params[spec.resourceId.param]),
    entry: (resourceId) => {
      const data = 'response' in spec.resourceId ? { [spec.resourceId.response]: resourceId } : undefined;
      return auditEntryOf(routeCallEvent(spec, principal, origin, { ...call, data }), Date.now(), AUDIT_RETENTION_SECONDS);
    },
  };
}

const toView = (entry: AuditEntryRecord): AuditEntryView => ({
  id: entry.id,
  at: entry.at,
  actor: entry.actor,
  action: entry.action,
  resource_type: entry.resource_type,
  resource_id: entry.resource_id,
  channel: entry.channel,
  request_id: entry.request_id,
  source_ip: entry.source_ip,
  user_agent: entry.user_agent,
  outcome: entry.outcome,
  changed_fields: entry.changed_fields ?? null,
  expires_at: entry.ttl,
});

/** The account's own entries, newest first, filtered. */
export async function listAuditLog(userId: string, query: AuditLogQueryInput): Promise<Page<AuditEntryView>> {
  if (query.from !== undefined && query.to !== undefined && query.to < query.from) {
    throw new ValidationError('to: must not be before from');
  }
  const result = await listAuditEntries(userId, { action: query.action, resourceId: query.resource_id, keyId: query.key_id, from: query.from, to: query.to }, query);
  return { ...result, items: result.items.map(toView) };
}
