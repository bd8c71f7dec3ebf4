import { PutCommand } from '@aws-sdk/lib-dynamodb';
import type { AuditAction } from '#domain/audit';
import { keys } from './keys.ts';
import { queryPage, type Page, type PageRequest } from './pagination.ts';
import { dynamo, tableName } from './table.ts';

/**
 * Who acted: the account, and the credential (API key, session or podcast
 * feed URL), or the operator or a schedule acting for it, or its owner
 * signing in by e-mail (`user`, before a session exists).
 */
export interface AuditActorRecord {
  type: 'api_key' | 'session' | 'operator' | 'schedule' | 'user' | 'feed';
  user_id: string;
  /** The feed URL's token prefix (type feed), as the profile shows it. */
  feed_prefix?: string;
  key_id?: string;
  key_prefix?: string;
  session_id?: string;
  schedule_id?: string;
}

export interface AuditEntryRecord {
  id: string;
  user_id: string;
  at: number;
  actor: AuditActorRecord;
  action: AuditAction;
  resource_type: string;
  resource_id: string | null;
  channel: 'rest' | 'mcp' | 'admin' | 'schedule';
  request_id: string | null;
  source_ip: string | null;
  user_agent: string | null;
  outcome: number;
  changed_fields?: string[];
  /** Removal by DynamoDB TTL, a year after `at`. */
  ttl: number;
}

export interface AuditFilters {
  action?: string;
  resourceId?: string;
  keyId?: string;
  /** Time range in Unix seconds, both ends inclusive, either open. */
  from?: number;
  to?: number;
}

/** Written once and never updated: no API changes or deletes an entry. */
export const auditItem = (entry: AuditEntryRecord) => ({
  Item: { ...keys.auditEntry(entry.user_id, entry.id), type: 'audit_entry', ...entry },
  ConditionExpression: 'attribute_not_exists(pk)',
});

/** An entry on its own: a refused call, or a change made outside a call's unit of work (./audited-writes.ts). */
export async function putAuditEntry(entry: AuditEntryRecord): Promise<void> {
  await dynamo().send(new PutCommand({ TableName: tableName(), ...auditItem(entry) }));
}

/** An account's entries, newest first: one Query on its partition, the filters applied to the page's items. */
export async function listAuditEntries(userId: string, filters: AuditFilters, page: PageRequest): Promise<Page<AuditEntryRecord>> {
  const { pk, from, to } = keys.auditEntriesBetween(userId, filters.from, filters.to);
  const conditions: string[] = [];
  const names: Record<string, string> = {};
  const values: Record<string, unknown> = { ':pk': pk, ':from': from, ':to': to };
  const filterOn = (placeholder: string, path: string[], value: string | undefined) => {
    if (value === undefined) return;
    path.forEach((name, index) => { names[`#${placeholder}${index}`] = name; });
    conditions.push(`${path.map((_, index) => `#${placeholder}${index}`).join('.')} = :${placeholder}`);
    values[`:${placeholder}`] = value;
  };
  filterOn('action', ['action'], filters.action);
  filterOn('resource', ['resource_id'], filters.resourceId);
  filterOn('key', ['actor', 'key_id'], filters.keyId);
  return queryPage<AuditEntryRecord>({
    KeyConditionExpression: 'pk = :pk AND sk BETWEEN :from AND :to',
    ...(conditions.length ? { FilterExpression: conditions.join(' AND '), ExpressionAttributeNames: names } : {}),
    ExpressionAttributeValues: values,
  }, page);
}
