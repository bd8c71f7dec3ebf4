import { AuditEntry, AuditLogQuery } from '#schemas/audit';
import { listEnvelope } from '#schemas/common';
import { defineRoute } from '#http/route';

export const listAuditLog = /* @__PURE__ */ defineRoute({
  operationId: 'listAuditLog',
  method: 'GET',
  path: '/audit-log',
  handler: 'audit/log-list',
  summary: "The account's audit log, newest first: who changed what, through the API, MCP tools or operator commands",
  tag: 'Account',
  auth: { type: 'session' },
  query: AuditLogQuery,
  responses: {
    200: { description: 'A page of audit entries, kept one year; no API changes or deletes them', schema: listEnvelope(AuditEntry) },
  },
});
