import * as v from 'valibot';
import { pageQueryEntries, timestamp } from '../common.ts';

export const SOURCE_TYPES = ['rss', 'youtube', 'website', 'newsletter', 'person', 'company'] as const;
export type SourceType = (typeof SOURCE_TYPES)[number];

export const sourceLimits = { nameMax: 200, urlMax: 2048 } as const;

const sourceType = v.pipe(
  v.picklist(SOURCE_TYPES),
  v.description(
    'Kind of source. rss: an RSS/Atom feed URL. youtube: a channel, @handle or playlist URL (turned into its feed). '
    + 'website: a site or article page (its feed is discovered when fetched). newsletter: a newsletter\'s web archive or feed. '
    + 'person / company: a page about or by them (blog, profile, newsroom)',
  ),
);
const profileId = v.pipe(v.string(), v.minLength(1), v.maxLength(64));

export const CreateSource = v.pipe(v.strictObject({
  type: sourceType,
  url: v.pipe(
    v.string(),
    v.trim(),
    v.maxLength(sourceLimits.urlMax),
    v.url('must be an absolute http(s) URL'),
    v.check((url) => /^https?:\/\//i.test(url), 'must be an absolute http(s) URL'),
    v.description(
      'Absolute http(s) URL, at most 2048 characters. Stored normalised: host lower-cased, #fragment and tracking parameters '
      + '(utm_*, fbclid, gclid, ...) removed; YouTube channel and playlist URLs become their feed URL',
    ),
  ),
  name: v.pipe(v.string(), v.trim(), v.minLength(1), v.maxLength(sourceLimits.nameMax), v.description('Label, 1..200 characters; cited in briefings')),
  profile_id: v.optional(v.pipe(profileId, v.description('Attach the source to this profile of yours (prof_...); omit for an unattached source'))),
}), v.title('CreateSource'), v.description('A content source; nothing is fetched until a briefing uses it'));
export type CreateSourceInput = v.InferOutput<typeof CreateSource>;

export const Source = v.pipe(v.object({
  id: v.pipe(v.string(), v.description('Source id (src_...)')),
  type: sourceType,
  url: v.pipe(v.string(), v.description('Normalised URL the content is fetched from')),
  name: v.pipe(v.string(), v.description('Label of the source, cited in briefings')),
  profile_id: v.pipe(v.nullable(v.string()), v.description('Profile the source feeds, or null')),
  created_at: timestamp,
}), v.title('Source'), v.description('Where briefing content comes from'));
export type Source = v.InferOutput<typeof Source>;

export const SourceQuery = v.strictObject({
  ...pageQueryEntries,
  profile_id: v.optional(v.pipe(profileId, v.description('Only sources attached to this profile'))),
});

export const DeletedSource = v.pipe(v.object({ id: v.string(), deleted: v.literal(true) }), v.title('DeletedSource'));
