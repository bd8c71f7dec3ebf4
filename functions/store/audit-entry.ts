import type { AuditAction } from '#shared/audit-actions';
import { keys } from './keys.ts';

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

/** Written once and never updated: no API changes or deletes an entry. */
export const auditItem = (entry: AuditEntryRecord) => ({
  Item: { ...keys.auditEntry(entry.user_id, entry.id), type: 'audit_entry', ...entry },
  ConditionExpression: 'attribute_not_exists(pk)',
});
