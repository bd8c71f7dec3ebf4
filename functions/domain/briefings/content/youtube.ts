/**
 * YouTube channels and playlists are read through their public Atom feeds.
 * A channel page (@handle, /c/name, a video page) names its channel id in
 * several places; the canonical link and channel metadata are tried before the
 * page's embedded JSON, which also mentions other channels.
 */
const YOUTUBE_HOSTS = new Set(['youtube.com', 'www.youtube.com', 'm.youtube.com', 'music.youtube.com']);

const CHANNEL_ID_PATTERNS = [
  /<link[^>]+rel=["']canonical["'][^>]+href=["'][^"']*\/channel\/(UC[\w-]{22})/i,
  /<meta[^>]+itemprop=["'](?:channelId|identifier)["'][^>]+content=["'](UC[\w-]{22})["']/i,
  /<meta[^>]+content=["'](UC[\w-]{22})["'][^>]+itemprop=["'](?:channelId|identifier)["']/i,
  /"externalId"\s*:\s*"(UC[\w-]{22})"/,
  /"channelId"\s*:\s*"(UC[\w-]{22})"/,
];

export function isYoutubeUrl(url: string): boolean {
  return YOUTUBE_HOSTS.has(new URL(url).hostname.toLowerCase());
}

export function isYoutubeFeedUrl(url: string): boolean {
  return isYoutubeUrl(url) && new URL(url).pathname === '/feeds/videos.xml';
}

export function youtubeChannelFeedUrl(channelId: string): string {
  return `https://www.youtube.com/feeds/videos.xml?channel_id=${channelId}`;
}

/** The channel id a YouTube page belongs to, or null. */
export function channelIdFromPage(html: string): string | null {
  for (const pattern of CHANNEL_ID_PATTERNS) {
    const match = pattern.exec(html);
    if (match) return match[1]!;
  }
  return null;
}
