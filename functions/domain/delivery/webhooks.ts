import { assertPublicHttpUrl, UnsafeUrlError } from '#adapters/guarded-fetch';
import type { CreatedWebhookView, CreateWebhookInput, WebhookView } from '#schemas/delivery/webhooks';
import type { Page, PageRequest } from '#store/pagination';
import { deleteWebhook as deleteWebhookRecord, listWebhooks as listWebhookRecords, putWebhook, type WebhookRecord } from '#store/delivery/webhooks';
import { accountSlot, releaseAccountSlot, withClaims } from '#store/claims';
import { nowSeconds } from '#shared/clock';
import { NotFoundError, ValidationError } from '#shared/errors';
import { newId } from '#shared/ids';
import { randomBase62 } from '#shared/secrets';

const SECRET_PREFIX = 'whsec_';
const SECRET_RANDOM_LENGTH = 32;
/** Characters of the secret shown back as `secret_prefix`. */
const SECRET_PREFIX_LENGTH = 8;

export const generateWebhookSecret = (): string => `${SECRET_PREFIX}${randomBase62(SECRET_RANDOM_LENGTH)}`;

const toView = (record: WebhookRecord): WebhookView => ({
  id: record.id,
  url: record.url,
  events: record.events,
  secret_prefix: record.secret.slice(0, SECRET_PREFIX_LENGTH),
  created_at: record.created_at,
});

/**
 * https only (plain http just to loopback when the service allows loopback
 * URLs), and never a private, link-local or metadata address. Literal
 * addresses and local names are refused here; a host name is resolved and
 * checked again on every delivery, so creation works without the network.
 */
async function assertDeliverableUrl(url: string): Promise<void> {
  try {
    await assertPublicHttpUrl(url, { requireHttps: true });
  } catch (error) {
    if (error instanceof UnsafeUrlError) throw new ValidationError(`url: ${error.message}`);
    throw error;
  }
}

/** Registers a webhook (409 beyond the account's cap); the signing secret is in the result only. */
export async function createWebhook(userId: string, input: CreateWebhookInput): Promise<CreatedWebhookView> {
  await assertDeliverableUrl(input.url);
  const record: WebhookRecord = {
    id: newId('wh'),
    user_id: userId,
    url: input.url,
    events: [...new Set(input.events)],
    secret: generateWebhookSecret(),
    created_at: nowSeconds(),
  };
  await withClaims([accountSlot(userId, 'webhooks')], () => putWebhook(record));
  return { id: record.id, url: record.url, events: record.events, secret: record.secret, created_at: record.created_at };
}

export async function listWebhooks(userId: string, page: PageRequest): Promise<Page<WebhookView>> {
  const result = await listWebhookRecords(userId, page);
  return { ...result, items: result.items.map(toView) };
}

/** Deliveries already under way to the webhook end as failed ("webhook deleted"). */
export async function deleteWebhook(userId: string, webhookId: string): Promise<{ id: string; deleted: true }> {
  if (!(await deleteWebhookRecord(userId, webhookId))) throw new NotFoundError('Webhook', webhookId);
  await releaseAccountSlot(userId, 'webhooks');
  return { id: webhookId, deleted: true };
}
