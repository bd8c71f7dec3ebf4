import { type AuditOrigin, type AuditSpec, pendingRouteEntry, recordRouteCall, type RouteCall } from '#domain/audit';
import { type PendingAuditEntry, withPendingAuditEntry } from '#store/audited-writes';
import { successStatusOf } from '#http/route';
import type { Principal } from '#shared/principal';
import type { ToolDefinition } from './tools.ts';

/** The call of the REST twin a tool call stands for: the id argument as the path parameter, the other arguments as the body. */
function twinCallOf(tool: ToolDefinition, audit: AuditSpec, args: unknown): Omit<RouteCall, 'data' | 'outcome'> {
  const { [tool.idArgument ?? '']: id, ...fields } = (typeof args === 'object' && args !== null ? args : {}) as Record<string, unknown>;
  return { method: tool.twin.method, params: 'param' in audit.resourceId ? { [audit.resourceId.param]: id } : {}, body: fields };
}

/**
 * Runs a tool whose twin is audited with the entry its change is to be written with
 * (store/audited-writes.ts); other tools just run.
 */
export async function runAudited<T>(
  tool: ToolDefinition,
  principal: Principal,
  origin: AuditOrigin,
  args: unknown,
  run: () => Promise<T>,
): Promise<{ result: T; pending?: PendingAuditEntry }> {
  if (!tool.twin.audit) return { result: await run() };
  const pending = pendingRouteEntry(tool.twin.audit, principal, origin, { ...twinCallOf(tool, tool.twin.audit, args), outcome: successStatusOf(tool.twin) });
  return { result: await withPendingAuditEntry(pending, run), pending };
}

/**
 * Records a call of a tool whose REST twin is audited, as the twin would be:
 * the same action, the resource id from the tool's id argument or result, and
 * for updates the names of the arguments besides the id. A success whose change
 * carried its entry is recorded already.
 */
export async function recordToolCall(
  tool: ToolDefinition,
  principal: Principal,
  origin: AuditOrigin,
  call: { args: unknown; outcome: number; result?: unknown; pending?: PendingAuditEntry },
): Promise<void> {
  const audit = tool.twin.audit;
  if (!audit || (call.pending?.written && call.outcome < 300)) return;
  await recordRouteCall(audit, principal, origin, { ...twinCallOf(tool, audit, call.args), data: call.result, outcome: call.outcome });
}
