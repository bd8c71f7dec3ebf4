import { assertPublicHttpUrl, UnsafeUrlError } from '#adapters/guarded-fetch';
import { sourceLimits, type CreateSourceInput, type Source } from '#schemas/catalogue/sources';
import type { Page, PageRequest } from '#store/pagination';
import { getProfileRecord } from '#store/catalogue/profiles';
import { claimSourceUrl, releaseSourceUrl } from '#store/catalogue/source-urls';
import {
  allSourcesOfProfile, getSourceRecord, listSourceRecords, putSource, type SourceRecord,
} from '#store/catalogue/sources';
import { accountSlot, type Claim, profileSlot, withClaims } from '#store/claims';
import { nowSeconds } from '#shared/clock';
import { ConflictError, NotFoundError, ValidationError } from '#shared/errors';
import { newId } from '#shared/ids';
import { removeSource, sourceUrlHash } from './profile-sources.ts';
import { getProfile } from './profiles.ts';
import { normaliseSourceUrl } from './source-urls.ts';

export type { Source };

const toSource = ({ user_id: _userId, ...source }: SourceRecord): Source => source;

/** The normalised URL, refused when it targets a private or loopback address (names the `url` field). */
async function vettedUrl(raw: string): Promise<string> {
  const url = normaliseSourceUrl(raw);
  if (url.length > sourceLimits.urlMax) throw new ValidationError(`url: longer than ${sourceLimits.urlMax} characters once normalised`);
  try {
    await assertPublicHttpUrl(url);
  } catch (error) {
    if (error instanceof UnsafeUrlError) throw new ValidationError(`url: ${error.message}`);
    throw error;
  }
  return url;
}

/** A creation still in progress may hold a URL before its source exists; only a claim this old and sourceless is abandoned. */
const ABANDONED_CLAIM_SECONDS = 60;

/**
 * The normalised URL, unique within the profile: one conditional put. A claim
 * left long ago by a source that no longer exists is taken over.
 */
const uniqueUrl = (record: SourceRecord, profileId: string): Claim => async () => {
  const hash = sourceUrlHash(record.url);
  const mine = { sourceId: record.id, claimedAt: nowSeconds() };
  let holder = await claimSourceUrl(record.user_id, profileId, hash, mine);
  const abandoned = holder.sourceId !== record.id && holder.claimedAt < mine.claimedAt - ABANDONED_CLAIM_SECONDS
    && !(await getSourceRecord(record.user_id, holder.sourceId));
  if (abandoned) holder = await claimSourceUrl(record.user_id, profileId, hash, mine, holder);
  if (holder.sourceId !== record.id) {
    throw new ConflictError(`Profile ${profileId} already has source ${holder.sourceId} with this URL (${record.url})`);
  }
  return () => releaseSourceUrl(record.user_id, profileId, hash, record.id);
};

/**
 * Creates a source; a profile id must be one of the caller's live profiles
 * (404 otherwise), whose sources do not have its normalised URL yet (409
 * naming the source that has). Nothing is fetched. Caps and the URL are claimed
 * first, each with one conditional write. A profile whose deletion began
 * while the source was written takes the source with it: the source is
 * removed again and the answer is 404, as if the profile had gone first.
 */
export async function createSource(userId: string, input: CreateSourceInput): Promise<Source> {
  if (input.profile_id !== undefined) await getProfile(userId, input.profile_id);
  const record: SourceRecord = {
    id: newId('src'),
    user_id: userId,
    type: input.type,
    url: await vettedUrl(input.url),
    name: input.name,
    profile_id: input.profile_id ?? null,
    created_at: nowSeconds(),
  };
  const profileId = record.profile_id;
  const claims = [accountSlot(userId, 'sources'), ...(profileId === null ? [] : [profileSlot(userId, profileId, 'sources'), uniqueUrl(record, profileId)])];
  await withClaims(claims, () => putSource(record));
  if (profileId !== null && !(await getProfileRecord(userId, profileId))) {
    await removeSource(userId, record.id);
    throw new NotFoundError('Profile', profileId);
  }
  return toSource(record);
}

export async function getSource(userId: string, sourceId: string): Promise<Source> {
  const record = await getSourceRecord(userId, sourceId);
  if (!record) throw new NotFoundError('Source', sourceId);
  return toSource(record);
}

/** Newest first; filtering by a profile that is not the caller's is a 404, like reading it. */
export async function listSources(userId: string, query: PageRequest & { profile_id?: string }): Promise<Page<Source>> {
  if (query.profile_id !== undefined) await getProfile(userId, query.profile_id);
  const result = await listSourceRecords(userId, query, query.profile_id);
  return { ...result, items: result.items.map(toSource) };
}

/** Every source attached to the profile, newest first (the briefing pipeline reads these). */
export async function listProfileSources(userId: string, profileId: string): Promise<Source[]> {
  return (await allSourcesOfProfile(userId, profileId)).map(toSource);
}

export async function deleteSource(userId: string, sourceId: string): Promise<{ id: string; deleted: true }> {
  if (!(await removeSource(userId, sourceId))) throw new NotFoundError('Source', sourceId);
  return { id: sourceId, deleted: true };
}

