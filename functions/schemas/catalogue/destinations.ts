import * as v from 'valibot';

/** How a scheduled briefing reaches its reader. */
export const DELIVERY_METHODS = ['email', 'telegram', 'whatsapp', 'webhook'] as const;
export type DeliveryMethod = (typeof DELIVERY_METHODS)[number];

const EmailAddress = v.pipe(v.string(), v.email());
/** A numeric chat id (negative for groups and channels) or a public @username (5..32 characters). */
const TELEGRAM_CHAT = /^(-?\d{1,20}|@[A-Za-z][A-Za-z0-9_]{4,31})$/;
/** E.164: a plus sign, then 7..15 digits without a leading zero. */
const E164_PHONE = /^\+[1-9]\d{6,14}$/;

const rules: Record<Exclude<DeliveryMethod, 'webhook'>, { valid: (destination: string) => boolean; expected: string }> = {
  email: { valid: (destination) => v.is(EmailAddress, destination), expected: 'an e-mail address' },
  telegram: { valid: (destination) => TELEGRAM_CHAT.test(destination), expected: 'a numeric Telegram chat id or an @channel name' },
  whatsapp: { valid: (destination) => E164_PHONE.test(destination), expected: 'an E.164 phone number such as +14155550123' },
};

/**
 * Why `destination` does not suit `method`, as a message naming the field, or
 * undefined when it does. Webhook delivery goes to the account's registered
 * webhooks, so it takes no destination.
 */
export function destinationProblem(method: DeliveryMethod, destination: string | null | undefined): string | undefined {
  if (method === 'webhook') {
    return destination == null ? undefined : "destination: must be null for webhook delivery, which goes to the account's webhooks";
  }
  const rule = rules[method];
  if (destination == null) return `destination: is required for ${method} delivery (${rule.expected})`;
  return rule.valid(destination) ? undefined : `destination: must be ${rule.expected} for ${method} delivery`;
}
