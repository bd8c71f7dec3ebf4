import { countApiKeys, partitionItems, scanAccountIds, setAccountCounters, setProfileChildCounters } from '#store/catalogue/recount';
import { keys } from '#store/keys';
import { type AccountCapped, type ProfileCapped } from '#shared/limits';

export interface AccountRecount {
  userId: string;
  counts: Record<AccountCapped, number>;
  /** Children of each profile, by profile id. */
  profiles: Record<string, Record<ProfileCapped, number>>;
}

interface Child {
  profile_id?: string | null;
}

/** Children per profile: every profile listed, with zero when it has none. */
function childrenByProfile(profileIds: string[], sources: Child[], schedules: Child[]): Record<string, Record<ProfileCapped, number>> {
  const counts = Object.fromEntries(profileIds.map((id) => [id, { sources: 0, schedules: 0 }]));
  for (const [kind, children] of [['sources', sources], ['schedules', schedules]] as const) {
    for (const child of children) if (child.profile_id && counts[child.profile_id]) counts[child.profile_id]![kind] += 1;
  }
  return counts;
}

/**
 * Sets the account's cap counters and its profiles' children counters from
 * what exists, overwriting whatever they held: idempotent, so it can be rerun
 * at will. A creation or deletion running at the same moment can leave its
 * counter one off until the next run, so an upgrade runs it once the new code
 * is deployed and again when in doubt.
 */
export async function recountAccount(userId: string): Promise<AccountRecount> {
  const [profiles, sources, schedules, webhooks, apiKeys] = await Promise.all([
    partitionItems<{ id: string }>(keys.profilesPrefix(userId)),
    partitionItems<Child>(keys.sourcesPrefix(userId)),
    partitionItems<Child>(keys.schedulesPrefix(userId)),
    partitionItems<unknown>(keys.webhooksPrefix(userId)),
    countApiKeys(userId),
  ]);
  const counts = { profiles: profiles.length, sources: sources.length, schedules: schedules.length, webhooks: webhooks.length, api_keys: apiKeys };
  const children = childrenByProfile(profiles.map((profile) => profile.id), sources, schedules);
  await setAccountCounters(userId, counts);
  // A profile deleted meanwhile is not recreated by its counters.
  await Promise.all(Object.entries(children).map(([profileId, count]) => setProfileChildCounters(userId, profileId, count)));
  return { userId, counts, profiles: children };
}

/** Recounts every account, one at a time; returns how many. */
export async function recountAllAccounts(onAccount?: (recount: AccountRecount) => void): Promise<number> {
  let accounts = 0;
  for await (const userId of scanAccountIds()) {
    onAccount?.(await recountAccount(userId));
    accounts += 1;
  }
  return accounts;
}
