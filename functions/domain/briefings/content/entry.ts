/** One piece of content as read from a feed or page, before it is tied to its source. */
export interface ParsedEntry {
  guid: string | null;
  title: string | null;
  url: string | null;
  published_at: number | null;
  text: string;
  author: string | null;
}
