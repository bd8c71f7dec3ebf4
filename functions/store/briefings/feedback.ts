import { DeleteCommand, GetCommand, PutCommand } from '#adapters/table-requests';
import * as v from 'valibot';
import { FEEDBACK_RATINGS } from '#schemas/briefings/feedback';
import { defineEntity } from '../entity.ts';
import { keys } from '../keys.ts';
import { conditionally, dynamo, isLive, tableName } from '../table.ts';

/** One rated story: which briefing and story, the rating, and what the ranking compares later stories with. */
const StoryRatingRecord = v.object({
  job_id: v.string(),
  /** Index of the story's segment in the briefing's transcript. */
  story: v.number(),
  rating: v.picklist(FEEDBACK_RATINGS),
  rated_at: v.number(),
  title: v.string(),
  url: v.nullable(v.string()),
  source_id: v.nullable(v.string()),
  fingerprint: v.object({ url: v.nullable(v.string()), title: v.string(), lead: v.string() }),
  terms: v.array(v.string()),
});
export type StoryRatingRecord = v.InferOutput<typeof StoryRatingRecord>;

/** A profile's ratings, newest first and bounded (feedback-adjustment.ts), in one item. */
const ProfileFeedbackRecord = v.object({
  user_id: v.string(),
  profile_id: v.string(),
  ratings: v.array(StoryRatingRecord),
  updated_at: v.number(),
  /** Bumped by every write; a write expects the version it read, so racing ratings are never lost. */
  version: v.number(),
  /** The oldest kept rating is forgotten by then anyway; also sweeps the item of a profile deleted while it was rated. */
  ttl: v.number(),
});
export type ProfileFeedbackRecord = v.InferOutput<typeof ProfileFeedbackRecord>;

const profileFeedback = defineEntity({
  type: 'profile_feedback',
  schema: ProfileFeedbackRecord,
  keys: (record) => keys.profileFeedback(record.user_id, record.profile_id),
});

/** Strongly consistent: a rating is counted at once. Undefined when the profile has none (or they expired). */
export async function getProfileFeedback(userId: string, profileId: string): Promise<ProfileFeedbackRecord | undefined> {
  const { Item } = await dynamo().send(new GetCommand({
    TableName: tableName(),
    Key: keys.profileFeedback(userId, profileId),
    ConsistentRead: true,
  }));
  const record = profileFeedback.read(Item);
  return isLive(record) ? record : undefined;
}

/**
 * Writes the record if the stored one still has `expectedVersion` (undefined: there is none, or only
 * an expired one); false when another write came first, so the caller reads again and retries.
 */
export function putProfileFeedback(record: ProfileFeedbackRecord, expectedVersion: number | undefined): Promise<boolean> {
  return conditionally(() => dynamo().send(new PutCommand({
    TableName: tableName(),
    Item: profileFeedback.item(record),
    ConditionExpression: expectedVersion === undefined ? 'attribute_not_exists(pk) OR #ttl <= :now' : 'version = :version',
    ...(expectedVersion === undefined
      ? { ExpressionAttributeNames: { '#ttl': 'ttl' }, ExpressionAttributeValues: { ':now': record.updated_at } }
      : { ExpressionAttributeValues: { ':version': expectedVersion } }),
  })));
}

/** Forgets every rating of the profile (reset, or the profile's deletion). */
export async function deleteProfileFeedback(userId: string, profileId: string): Promise<void> {
  await dynamo().send(new DeleteCommand({ TableName: tableName(), Key: keys.profileFeedback(userId, profileId) }));
}
