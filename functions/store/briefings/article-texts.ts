import { createHash } from 'node:crypto';
import { GetCommand, PutCommand } from '#adapters/table-requests';
import * as v from 'valibot';
import { defineEntity } from '../entity.ts';
import { keys } from '../keys.ts';
import { dynamo, isLive, tableName } from '../table.ts';

/** Kept a little longer than the default max_item_age_days, renewed by every fetch or revalidation. */
const ARTICLE_TTL_SECONDS = 8 * 86_400;

/** The readable text of a linked article and what the next briefing sends to revalidate it (conditional GET). */
const ArticleTextRecord = v.object({
  user_id: v.string(),
  url: v.string(),
  text: v.string(),
  etag: v.nullable(v.string()),
  last_modified: v.nullable(v.string()),
  fetched_at: v.number(),
  ttl: v.number(),
});
export type ArticleTextRecord = v.InferOutput<typeof ArticleTextRecord>;

const urlHash = (url: string): string => createHash('sha256').update(url).digest('hex');

const articles = defineEntity({
  type: 'article_text',
  schema: ArticleTextRecord,
  keys: (record) => keys.articleText(record.user_id, urlHash(record.url)),
});

/** The cached article at `url` for the account, or undefined when none is live. */
export async function getArticleText(userId: string, url: string, now: number): Promise<ArticleTextRecord | undefined> {
  const { Item } = await dynamo().send(new GetCommand({ TableName: tableName(), Key: keys.articleText(userId, urlHash(url)) }));
  const record = articles.read(Item);
  return record && isLive(record, now) ? record : undefined;
}

export async function putArticleText(record: Omit<ArticleTextRecord, 'ttl'>): Promise<void> {
  await dynamo().send(new PutCommand({ TableName: tableName(), Item: articles.item({ ...record, ttl: record.fetched_at + ARTICLE_TTL_SECONDS }) }));
}
