import { findAccountIdByEmail, getAccount, setPlan, type Plan } from '#store/access/accounts';
import { ForbiddenError, NotFoundError } from '#shared/errors';
import { publishEvent } from './events.ts';

export const PLANS = ['free', 'pro', 'cancelled'] as const satisfies readonly Plan[];

/** Briefing generation and schedule creation need a plan that is not cancelled. */
export async function assertActiveSubscription(userId: string): Promise<void> {
  const account = await getAccount(userId);
  if (account?.plan === 'cancelled') {
    throw new ForbiddenError('The subscription is cancelled; this action needs an active subscription');
  }
}

/** Which event a plan change announces: pro is an upgrade, cancelled a cancellation, free neither. */
const EVENT_OF_PLAN = { pro: 'subscription.upgraded', cancelled: 'subscription.cancelled', free: undefined } as const;

export interface PlanChange {
  user_id: string;
  plan: Plan;
  previous_plan: Plan;
  /** The event published, when the change announces one. */
  event_id: string | null;
}

/** Sets an account's plan (operator action) and tells its webhooks. Setting the current plan again changes nothing. */
export async function changePlan(email: string, plan: Plan): Promise<PlanChange> {
  const userId = await findAccountIdByEmail(email);
  const account = userId ? await getAccount(userId) : undefined;
  if (!userId || !account) throw new NotFoundError('Account', email);
  const previous = account.plan;
  if (previous === plan) return { user_id: userId, plan, previous_plan: previous, event_id: null };
  await setPlan(userId, plan);
  const type = EVENT_OF_PLAN[plan];
  const event = type ? await publishEvent({ userId, type, data: { plan, previous_plan: previous } }) : undefined;
  return { user_id: userId, plan, previous_plan: previous, event_id: event?.id ?? null };
}
