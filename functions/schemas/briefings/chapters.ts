import * as v from 'valibot';

/** The chapters file of a briefing, apart from its other documents: the podcast routes carry only this one. */
export const PodcastChapters = v.pipe(
  v.object({
    version: v.pipe(v.literal('1.2.0'), v.description('Version of the Podcasting 2.0 JSON chapters format')),
    chapters: v.pipe(
      v.array(v.object({
        startTime: v.pipe(v.number(), v.description('Start of the chapter in seconds')),
        endTime: v.pipe(v.number(), v.description('End of the chapter in seconds')),
        title: v.pipe(v.string(), v.description("The story's article title, or the intro's and outro's name in the briefing's language")),
        url: v.optional(v.pipe(v.string(), v.description('The article the story tells; absent for the intro and outro'))),
      })),
      v.description('Intro, each story and outro, in spoken order: the transcript\'s chapters'),
    ),
  }),
  v.title('Podcast chapters'),
  v.description('A Podcasting 2.0 JSON chapters document (https://github.com/Podcastindex-org/podcast-namespace/blob/main/docs/examples/chapters/jsonChapters.md)'),
);
