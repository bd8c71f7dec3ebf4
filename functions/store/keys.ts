/**
 * Key builders for the single table, one per entity, with the access patterns
 * they serve. Every read and write of the table goes through these builders.
 *
 * | Access pattern                              | Operation              | Key condition                                   |
 * |---------------------------------------------|------------------------|-------------------------------------------------|
 * | Account by id                               | GetItem                | pk=ACCT#<userId>, sk=ACCOUNT                    |
 * | Account id by e-mail (unique)               | GetItem / conditional Put | pk=EMAIL#<email>, sk=EMAIL                   |
 * | Session by token hash                       | GetItem                | pk=SESSION#<sha256>, sk=SESSION                 |
 * | API key by key hash (every request)         | GetItem                | pk=APIKEY#<sha256>, sk=APIKEY                   |
 * | An account's API keys, newest first         | Query gsi1             | gsi1pk=ACCT#<userId>#KEYS, sk desc              |
 * | One API key of an account by id             | Query gsi1             | gsi1pk=ACCT#<userId>#KEYS, gsi1sk=<keyId>       |
 * | Request counter of a credential this minute | UpdateItem ADD         | pk=RATE#<subject>#<minute>, sk=RATE             |
 * | Daily usage of an account                   | UpdateItem ADD / Query | pk=ACCT#<userId>, sk=USAGE#<YYYY-MM-DD>         |
 */

export interface ItemKey {
  pk: string;
  sk: string;
}

const account = (userId: string) => `ACCT#${userId}`;

export const keys = {
  account: (userId: string): ItemKey => ({ pk: account(userId), sk: 'ACCOUNT' }),

  email: (email: string): ItemKey => ({ pk: `EMAIL#${email.toLowerCase()}`, sk: 'EMAIL' }),

  session: (tokenHash: string): ItemKey => ({ pk: `SESSION#${tokenHash}`, sk: 'SESSION' }),

  apiKey: (keyHash: string): ItemKey => ({ pk: `APIKEY#${keyHash}`, sk: 'APIKEY' }),
  apiKeysOfAccount: (userId: string, keyId?: string) => ({
    gsi1pk: `${account(userId)}#KEYS`,
    ...(keyId === undefined ? {} : { gsi1sk: keyId }),
  }),

  rateCounter: (subject: string, minute: number): ItemKey => ({ pk: `RATE#${subject}#${minute}`, sk: 'RATE' }),

  usageDay: (userId: string, date: string): ItemKey => ({ pk: account(userId), sk: `USAGE#${date}` }),
  usagePrefix: (userId: string) => ({ pk: account(userId), skPrefix: 'USAGE#' }),
};
