import { decrement, incrementBelow } from '#store/counters';
import { keys } from '#store/keys';
import { releaseProfileChild, reserveProfileChild } from '#store/catalogue/profiles';
import { ConflictError, NotFoundError } from '#shared/errors';
import { accountCaps, type AccountCapped, profileCaps, type ProfileCapped } from '#shared/limits';

/**
 * One conditional write taken before a creation (a slot under a cap, a unique
 * URL), returning how to give it back. Without transactions, a creation takes
 * its claims one by one and gives them back if a later step fails.
 */
export type Claim = () => Promise<() => Promise<void>>;

const LABELS: Record<AccountCapped, string> = {
  profiles: 'profiles',
  sources: 'sources',
  schedules: 'schedules',
  webhooks: 'webhooks',
  api_keys: 'API keys',
};

/** Takes the claims in order, then runs the write; if a step throws, the claims taken are given back, newest first. */
export async function withClaims<T>(claims: Claim[], write: () => Promise<T>): Promise<T> {
  const taken: Array<() => Promise<void>> = [];
  try {
    for (const claim of claims) taken.push(await claim());
    return await write();
  } catch (error) {
    for (const release of taken.reverse()) await release();
    throw error;
  }
}

export const releaseAccountSlot = (userId: string, kind: AccountCapped): Promise<void> => decrement(keys.accountCounters(userId), kind);

/** A slot under the account's cap for this kind; 409 naming the cap when it is reached. */
export const accountSlot = (userId: string, kind: AccountCapped): Claim => async () => {
  if (!(await incrementBelow(keys.accountCounters(userId), kind, accountCaps[kind]))) {
    throw new ConflictError(`An account can have at most ${accountCaps[kind]} ${LABELS[kind]}; delete one first`);
  }
  return () => releaseAccountSlot(userId, kind);
};

/**
 * A slot under the profile's cap for this kind of child, on a profile that
 * exists and is not being deleted (404 otherwise, like reading it).
 */
export const profileSlot = (userId: string, profileId: string, kind: ProfileCapped): Claim => async () => {
  const outcome = await reserveProfileChild(userId, profileId, kind, profileCaps[kind]);
  if (outcome === 'gone') throw new NotFoundError('Profile', profileId);
  if (outcome === 'full') throw new ConflictError(`A profile can have at most ${profileCaps[kind]} ${kind}; delete one first`);
  return () => releaseProfileChild(userId, profileId, kind);
};
