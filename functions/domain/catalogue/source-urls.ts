/**
 * Turns what people paste into the URL a source is stored and fetched with.
 * Pure: no network. YouTube pages become their Atom feed where the id is in
 * the URL; an @handle or /c/ custom name needs a page fetch to find the
 * channel id, so it is stored as the canonical channel page and the content
 * fetcher resolves it when it reads the source.
 */

const TRACKING_PARAMS = new Set([
  'fbclid', 'gclid', 'dclid', 'gbraid', 'wbraid', 'msclkid', 'yclid', 'igshid', 'mc_cid', 'mc_eid', '_hsenc', '_hsmi',
]);
/** YouTube's share links add these; they identify the sharer, not the content. */
const YOUTUBE_TRACKING_PARAMS = new Set(['si', 'feature', 'pp']);

const YOUTUBE_HOSTS = new Set(['youtube.com', 'www.youtube.com', 'm.youtube.com', 'music.youtube.com']);
const isYoutubeHost = (host: string): boolean => host === 'youtu.be' || YOUTUBE_HOSTS.has(host);

function isTrackingParam(name: string, host: string): boolean {
  const lower = name.toLowerCase();
  return lower.startsWith('utm_') || TRACKING_PARAMS.has(lower) || (isYoutubeHost(host) && YOUTUBE_TRACKING_PARAMS.has(lower));
}
const YOUTUBE_ORIGIN = 'https://www.youtube.com';
const CHANNEL_ID = /^UC[\w-]{22}$/;
const LIST_ID = /^[\w-]{10,64}$/;
const NAME_SEGMENT = /^[\w.-]{1,100}$/;

const channelFeed = (channelId: string) => `${YOUTUBE_ORIGIN}/feeds/videos.xml?channel_id=${channelId}`;
const playlistFeed = (playlistId: string) => `${YOUTUBE_ORIGIN}/feeds/videos.xml?playlist_id=${playlistId}`;
const userFeed = (user: string) => `${YOUTUBE_ORIGIN}/feeds/videos.xml?user=${encodeURIComponent(user)}`;

/** The canonical form of a YouTube channel, playlist or feed URL, or null when it is none of these. */
function youtubeCanonical(url: URL, host: string): string | null {
  const list = url.searchParams.get('list');
  if (host === 'youtu.be') return list && LIST_ID.test(list) ? playlistFeed(list) : null;
  if (!YOUTUBE_HOSTS.has(host)) return null;

  const [first = '', second = ''] = url.pathname.split('/').filter(Boolean);
  if (first === 'feeds' && second === 'videos.xml') {
    const channelId = url.searchParams.get('channel_id');
    const playlistId = url.searchParams.get('playlist_id');
    const user = url.searchParams.get('user');
    if (channelId && CHANNEL_ID.test(channelId)) return channelFeed(channelId);
    if (playlistId && LIST_ID.test(playlistId)) return playlistFeed(playlistId);
    if (user && NAME_SEGMENT.test(user)) return userFeed(user);
    return null;
  }
  if ((first === 'playlist' || first === 'watch') && list && LIST_ID.test(list)) return playlistFeed(list);
  if (first === 'channel' && CHANNEL_ID.test(second)) return channelFeed(second);
  if (first === 'user' && NAME_SEGMENT.test(second)) return userFeed(second);
  if (first === 'c' && NAME_SEGMENT.test(second)) return `${YOUTUBE_ORIGIN}/c/${second}`;
  if (first.startsWith('@') && NAME_SEGMENT.test(first.slice(1))) return `${YOUTUBE_ORIGIN}/${first}`;
  return null;
}

/** Drops tracking pairs from a query string; the other pairs keep their exact encoding and order. */
function withoutTracking(search: string, host: string): string {
  const kept = search.slice(1).split('&').filter((pair) => {
    if (pair === '') return false;
    const rawName = pair.split('=')[0] ?? '';
    let name = rawName;
    try {
      name = decodeURIComponent(rawName.replace(/\+/g, ' '));
    } catch {
      // A malformed escape is not a tracking parameter name; keep the pair as it is.
    }
    return !isTrackingParam(name, host);
  });
  return kept.length ? `?${kept.join('&')}` : '';
}

/**
 * Normalises an absolute http(s) URL: lower-case scheme and host, no default
 * port, no #fragment, no tracking parameters (utm_*, fbclid, gclid, ...), and
 * YouTube channel/playlist URLs as their feed. Other parameters keep their order.
 */
export function normaliseSourceUrl(raw: string): string {
  const url = new URL(raw.trim());
  url.hash = '';
  const host = url.hostname.replace(/\.$/, '');
  url.search = withoutTracking(url.search, host);
  return youtubeCanonical(url, host) ?? url.href;
}
