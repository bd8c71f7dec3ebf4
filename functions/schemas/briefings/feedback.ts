import * as v from 'valibot';
import { nullableTimestamp, timestamp } from '../common.ts';

/** How a listener rates a story: more like it, or less. */
export const FEEDBACK_RATINGS = ['more', 'less'] as const;
export type FeedbackRating = (typeof FEEDBACK_RATINGS)[number];

const rating = v.pipe(
  v.picklist(FEEDBACK_RATINGS),
  v.description('"more": rank this story\'s near-duplicates and close relatives higher in the profile\'s later briefings; "less": lower'),
);
const story = v.pipe(
  v.number(),
  v.integer(),
  v.minValue(0),
  v.description('Index of the story in the transcript\'s `segments` (and `chapters`): 0 is the intro, so stories start at 1; the intro and outro cannot be rated'),
);
const jobId = v.pipe(v.string(), v.description('Briefing job id (job_...)'));
const profileId = v.pipe(v.string(), v.description('Profile id (prof_...)'));

export const RateStory = v.strictObject({ story, rating });
export type RateStoryInput = v.InferOutput<typeof RateStory>;

const countEntries = {
  more: v.pipe(v.number(), v.integer(), v.description('Stories rated "more" that still count (ratings fade over weeks)')),
  less: v.pipe(v.number(), v.integer(), v.description('Stories rated "less" that still count')),
  updated_at: v.pipe(nullableTimestamp, v.description('The latest rating; null when there is none')),
};
export const FeedbackCounts = v.pipe(v.object(countEntries), v.title('Feedback counts'));

const storyRatingEntries = {
  job_id: jobId,
  story,
  rating,
  title: v.pipe(v.string(), v.description('Title of the rated story\'s article')),
  url: v.pipe(v.nullable(v.string()), v.description('Link of the rated story\'s article')),
  rated_at: v.pipe(timestamp, v.description('When it was rated; rating it the same again keeps this time')),
  weight: v.pipe(v.number(), v.description('How much the rating still counts: 1 when given, halving every 14 days; forgotten after 90 days')),
};
export const StoryRating = v.pipe(v.object(storyRatingEntries), v.title('Story rating'));
export type StoryRatingView = v.InferOutput<typeof StoryRating>;

export const RatedStory = v.pipe(
  v.object({ ...storyRatingEntries, profile_id: profileId, feedback: FeedbackCounts }),
  v.title('Rated story'),
);
export type RatedStoryView = v.InferOutput<typeof RatedStory>;

export const ProfileFeedback = v.pipe(
  v.object({
    profile_id: profileId,
    ...countEntries,
    ratings: v.pipe(v.array(StoryRating), v.description('The ratings that count, newest first (at most 100)')),
  }),
  v.title('Profile feedback'),
);
export type ProfileFeedbackView = v.InferOutput<typeof ProfileFeedback>;

export const ResetFeedback = v.pipe(
  v.object({
    profile_id: profileId,
    removed: v.pipe(v.number(), v.integer(), v.description('Ratings forgotten; later briefings rank as if none had been given')),
  }),
  v.title('Feedback reset'),
);
