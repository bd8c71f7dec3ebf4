/** Every action the audit log records, `<resource>.<verb>`; names are stable, new ones are only added. */
export const AUDIT_ACTIONS = [
  'account.create', 'session.create', 'subscription.update',
  'auth.sign_in_requested', 'auth.sign_in', 'auth.sign_in_failed', 'auth.sign_out',
  'key.create', 'key.revoke',
  'profile.create', 'profile.update', 'profile.delete',
  'feed.create', 'feed.revoke', 'feed.read', 'feed.download',
  'source.create', 'source.delete',
  'briefing.create', 'briefing.feedback', 'profile.feedback_reset',
  'schedule.create', 'schedule.update', 'schedule.delete', 'schedule.pause', 'schedule.resume',
  'webhook.create', 'webhook.delete', 'webhook.redeliver',
] as const;
export type AuditAction = (typeof AUDIT_ACTIONS)[number];
