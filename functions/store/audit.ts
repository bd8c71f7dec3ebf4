import { PutCommand } from '#adapters/table-requests';
import { auditItem, type AuditEntryRecord } from './audit-entry.ts';
import { keys } from './keys.ts';
import { queryPage, type Page, type PageRequest } from './pagination.ts';
import { dynamo, tableName } from './table.ts';

export type { AuditActorRecord, AuditEntryRecord } from './audit-entry.ts';

export interface AuditFilters {
  action?: string;
  resourceId?: string;
  keyId?: string;
  /** Time range in Unix seconds, both ends inclusive, either open. */
  from?: number;
  to?: number;
}

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
