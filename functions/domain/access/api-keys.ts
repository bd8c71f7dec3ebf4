import type { CreateApiKeyInput, ApiKeyView } from '#schemas/access/account';
import { deleteApiKey, listApiKeys as listApiKeyRecords, putApiKey, type ApiKeyRecord } from '#store/access/api-keys';
import type { Page, PageRequest } from '#store/pagination';
import { accountSlot, releaseAccountSlot, withClaims } from '#store/claims';
import { nowSeconds, SECONDS_PER_DAY } from '#shared/clock';
import { NotFoundError } from '#shared/errors';
import { newId } from '#shared/ids';
import { recordKeyWindow } from './usage.ts';
import { SCOPES } from '#shared/scopes';
import { generateApiKey, hashSecret, KEY_PREFIX_LENGTH } from '#shared/secrets';

const toView = (record: ApiKeyRecord): ApiKeyView => ({
  id: record.id,
  name: record.name,
  key_prefix: record.key_prefix,
  scopes: record.scopes,
  last_used_at: record.last_used_at,
  expires_at: record.expires_at,
  created_at: record.created_at,
});

/** Issues a key (409 beyond the account's cap). The full key is in the result only; the table keeps its SHA-256. */
export async function createApiKey(userId: string, input: CreateApiKeyInput): Promise<ApiKeyView & { key: string }> {
  const key = generateApiKey();
  const now = nowSeconds();
  const record: ApiKeyRecord = {
    id: newId('key'),
    user_id: userId,
    name: input.name,
    key_prefix: key.slice(0, KEY_PREFIX_LENGTH),
    key_hash: hashSecret(key),
    scopes: [...new Set(input.scopes ?? SCOPES)],
    created_at: now,
    expires_at: input.expires_in_days === undefined ? null : now + input.expires_in_days * SECONDS_PER_DAY,
    last_used_at: null,
  };
  await withClaims([accountSlot(userId, 'api_keys')], () => putApiKey(record));
  return { ...toView(record), key };
}

export async function listApiKeys(userId: string, page: PageRequest): Promise<Page<ApiKeyView>> {
  const result = await listApiKeyRecords(userId, page);
  return { ...result, items: result.items.map(toView) };
}

/** A revoked key's last window still counts in the account's usage. */
function recordLastWindow(record: ApiKeyRecord): Promise<void> {
  if (record.window_minute === undefined) return Promise.resolve();
  return recordKeyWindow({ userId: record.user_id, minute: record.window_minute, reads: record.window_reads ?? 0, writes: record.window_writes ?? 0 });
}

/** Permanent: the key's record is deleted, so the next request with it gets 401. */
export async function revokeApiKey(userId: string, keyId: string): Promise<{ id: string; revoked: true }> {
  const deleted = await deleteApiKey(userId, keyId);
  if (!deleted) throw new NotFoundError('API key', keyId);
  await Promise.all([releaseAccountSlot(userId, 'api_keys'), recordLastWindow(deleted)]);
  return { id: keyId, revoked: true };
}
