import {
  BatchGetCommand, type BatchGetCommandInput, type BatchGetCommandOutput, BatchWriteCommand, type BatchWriteCommandInput, type BatchWriteCommandOutput,
} from '#adapters/table-requests';
import { keys } from '../keys.ts';
import { dynamo, isLive, tableName } from '../table.ts';

const ENTITY = 'item_sighting';
/** Longer than the largest max_item_age_days (30), and renewed whenever the item is seen again. */
const SIGHTING_TTL_SECONDS = 35 * 86_400;
const BATCH_GET_MAX = 100;
const BATCH_WRITE_MAX = 25;
/** Rounds for the keys or writes DynamoDB leaves unprocessed under load. */
const UNPROCESSED_ROUNDS = 5;

interface SightingRecord {
  first_seen: number;
  ttl?: number;
}

function chunks<T>(list: T[], size: number): T[][] {
  return Array.from({ length: Math.ceil(list.length / size) }, (_, index) => list.slice(index * size, (index + 1) * size));
}

async function readSightings(userId: string, profileId: string, itemIds: string[], now: number): Promise<Map<string, number>> {
  const seen = new Map<string, number>();
  const idOfSortKey = new Map(itemIds.map((itemId) => [keys.itemSighting(userId, profileId, itemId).sk, itemId]));
  for (const batch of chunks(itemIds, BATCH_GET_MAX)) {
    let request: BatchGetCommandInput['RequestItems'] = {
      [tableName()]: { Keys: batch.map((itemId) => ({ ...keys.itemSighting(userId, profileId, itemId) })) },
    };
    for (let round = 0; request && round < UNPROCESSED_ROUNDS; round++) {
      const result: BatchGetCommandOutput = await dynamo().send(new BatchGetCommand({ RequestItems: request }));
      const { Responses, UnprocessedKeys } = result;
      for (const item of Responses?.[tableName()] ?? []) {
        const itemId = idOfSortKey.get(item.sk as string);
        if (itemId !== undefined && isLive(item as SightingRecord, now)) seen.set(itemId, (item as SightingRecord).first_seen);
      }
      request = UnprocessedKeys && Object.keys(UnprocessedKeys).length > 0 ? UnprocessedKeys : undefined;
    }
  }
  return seen;
}

async function writeSightings(userId: string, profileId: string, firstSeen: Map<string, number>, now: number): Promise<void> {
  const puts = [...firstSeen].map(([itemId, first]) => ({
    PutRequest: { Item: { ...keys.itemSighting(userId, profileId, itemId), type: ENTITY, first_seen: first, ttl: now + SIGHTING_TTL_SECONDS } },
  }));
  for (const batch of chunks(puts, BATCH_WRITE_MAX)) {
    let request: BatchWriteCommandInput['RequestItems'] = { [tableName()]: batch };
    for (let round = 0; request && round < UNPROCESSED_ROUNDS; round++) {
      const result: BatchWriteCommandOutput = await dynamo().send(new BatchWriteCommand({ RequestItems: request }));
      const unprocessed = result.UnprocessedItems;
      request = unprocessed && Object.keys(unprocessed).length > 0 ? unprocessed : undefined;
    }
  }
}

/** Like recordSightings, without writing anything: items never seen before count as seen `now`. */
export async function peekSightings(userId: string, profileId: string, itemIds: string[], now: number): Promise<Record<string, number>> {
  const unique = [...new Set(itemIds)];
  if (unique.length === 0) return {};
  const known = await readSightings(userId, profileId, unique, now);
  return Object.fromEntries(unique.map((itemId) => [itemId, known.get(itemId) ?? now]));
}

/**
 * When the profile's briefings first saw each of these items (unix seconds, by item id); items
 * never seen before are recorded as seen `now`. Every sighting's expiry is renewed, so an
 * undated item that stays in its feed keeps its first date. Batched: one BatchGet per 100 items,
 * one BatchWrite per 25.
 */
export async function recordSightings(userId: string, profileId: string, itemIds: string[], now: number): Promise<Record<string, number>> {
  const firstSeen = await peekSightings(userId, profileId, itemIds, now);
  await writeSightings(userId, profileId, new Map(Object.entries(firstSeen)), now);
  return firstSeen;
}
