import { AsyncLocalStorage } from 'node:async_hooks';
import { type DeleteCommand, type PutCommand, TransactWriteCommand, type UpdateCommand } from '#adapters/table-requests';
import type { AuditAction } from '#shared/audit-actions';
import { auditItem, type AuditEntryRecord } from './audit-entry.ts';
import { dynamo } from '#adapters/aws';
import { AwsRequestError } from '#adapters/signed-requests';

/**
 * The audit entry a change is to be written with, made where the call came in (the HTTP edge, the
 * MCP tool call, the admin script) before the domain runs. The store's write that makes the change
 * takes it into the same TransactWriteItems, so a change without its entry cannot exist.
 */
export interface PendingAuditEntry {
  /** Whether the write of this resource is the call's change (a deletion's sweep of children is not). */
  isChangeOf(resource: AuditedResource): boolean;
  /** The entry, given the id of the resource the write changes (a creation's id exists only then). */
  entry(resourceId: string): AuditEntryRecord;
  /** Set once a write has carried the entry. */
  written: boolean;
}

/** What a write does, as the audit log names it: the actions it is the change of, on which resource. */
export interface AuditedResource {
  actions: readonly AuditAction[];
  resourceId: string;
}

const pendingEntries = new AsyncLocalStorage<PendingAuditEntry>();

/** Runs `work` with `pending` waiting for the first write that carries an audit entry. */
export const withPendingAuditEntry = <T>(pending: PendingAuditEntry, work: () => Promise<T>): Promise<T> =>
  pendingEntries.run(pending, work);

export type AuditedWrite = PutCommand | UpdateCommand | DeleteCommand;

/**
 * Whether a write of this resource would carry the pending entry. A transaction returns no item, so a
 * delete that must return what it removed reads the item first, and only then.
 */
export function carriesAuditEntry(resource: AuditedResource): boolean {
  const pending = pendingEntries.getStore();
  return pending !== undefined && !pending.written && pending.isChangeOf(resource);
}

/** A single-item command as a transaction's action: the same item, expression and condition. */
function transactionAction(command: AuditedWrite) {
  const { ReturnValues: _returnValues, ...input } = command.input as AuditedWrite['input'] & { ReturnValues?: string };
  if ('Item' in input) return { Put: input };
  if ('UpdateExpression' in input && input.UpdateExpression !== undefined) return { Update: { ...input, UpdateExpression: input.UpdateExpression } };
  return { Delete: input };
}

/**
 * Sends the write that makes a change. Inside a call with a pending audit entry not yet written
 * whose change this write is, the write and the entry go in one transaction; its own failed condition is reported as the
 * single write's would be (ConditionalCheckFailedException), so callers handle both alike.
 * Returns true when the entry was carried: the write then returns no attributes.
 */
export async function sendAudited(command: AuditedWrite, resource: AuditedResource): Promise<{ carried: boolean; attributes?: Record<string, unknown> }> {
  const pending = pendingEntries.getStore();
  if (!pending || pending.written || !pending.isChangeOf(resource)) {
    const output = await dynamo().send(command as UpdateCommand);
    return { carried: false, attributes: output.Attributes };
  }
  const entry = auditItem(pending.entry(resource.resourceId));
  try {
    await dynamo().send(new TransactWriteCommand({ TransactItems: [transactionAction(command), { Put: { TableName: command.input.TableName, ...entry } }] }));
  } catch (error) {
    const { name, CancellationReasons, $metadata } = error as AwsRequestError & { CancellationReasons?: { Code?: string }[] };
    if (name === 'TransactionCanceledException' && CancellationReasons?.[0]?.Code === 'ConditionalCheckFailed') {
      throw new AwsRequestError('ConditionalCheckFailedException', 'The conditional request failed', $metadata.httpStatusCode);
    }
    throw error;
  }
  pending.written = true;
  return { carried: true };
}
