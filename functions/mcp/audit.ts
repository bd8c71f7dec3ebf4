import { type AuditOrigin, recordRouteCall } from '#domain/audit';
import type { Principal } from '#domain/principal';
import type { ToolDefinition } from './tools.ts';

export { successStatusOf } from '#http/route';

/**
 * Records a call of a tool whose REST twin is audited, as the twin would be:
 * the same action, the resource id from the tool's id argument or result, and
 * for updates the names of the arguments besides the id.
 */
export async function recordToolCall(
  tool: ToolDefinition,
  principal: Principal,
  origin: AuditOrigin,
  call: { args: unknown; outcome: number; result?: unknown },
): Promise<void> {
  const audit = tool.twin.audit;
  if (!audit) return;
  const { [tool.idArgument ?? '']: id, ...fields } = (typeof call.args === 'object' && call.args !== null ? call.args : {}) as Record<string, unknown>;
  await recordRouteCall(audit, principal, origin, {
    method: tool.twin.method,
    params: 'param' in audit.resourceId ? { [audit.resourceId.param]: id } : {},
    body: fields,
    data: call.result,
    outcome: call.outcome,
  });
}
