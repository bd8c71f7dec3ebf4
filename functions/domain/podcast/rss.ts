import { renderXml, type XmlElement } from './xml.ts';

/** The channel of a private feed. Times are Unix seconds. */
export interface RssChannel {
  title: string;
  description: string;
  /** RSS language code, e.g. "en" or "en-gb". */
  language: string;
  link: string;
  selfUrl: string;
  imageUrl: string;
  author: string;
  lastBuildDate: number;
  /** `podcast:guid`: the feed's identity across URL changes. */
  guid: string;
  /** Who may move the feed to another host: the e-mail address of `podcast:locked`. */
  lockOwner: string;
}

export interface RssEpisode {
  guid: string;
  title: string;
  /** HTML; escaped into the XML. */
  descriptionHtml: string;
  pubDate: number;
  audioUrl: string;
  audioBytes: number;
  durationSeconds: number;
  transcriptVttUrl: string;
  transcriptJsonUrl: string;
  chaptersUrl: string;
}

const NAMESPACES = {
  '@_xmlns:itunes': 'http://www.itunes.com/dtds/podcast-1.0.dtd',
  '@_xmlns:podcast': 'https://podcastindex.org/namespace/1.0',
  '@_xmlns:atom': 'http://www.w3.org/2005/Atom',
};

/** RFC 822 date, as RSS 2.0 wants it. */
const rfc822 = (seconds: number) => new Date(seconds * 1000).toUTCString();

function item(episode: RssEpisode): XmlElement {
  return {
    title: episode.title,
    description: episode.descriptionHtml,
    guid: { '@_isPermaLink': 'false', '#text': episode.guid },
    pubDate: rfc822(episode.pubDate),
    enclosure: { '@_url': episode.audioUrl, '@_length': String(episode.audioBytes), '@_type': 'audio/mpeg' },
    'itunes:duration': String(Math.round(episode.durationSeconds)),
    'itunes:episodeType': 'full',
    'itunes:explicit': 'false',
    'podcast:transcript': [
      // Timed cues: captions, which apps can show in step with the audio.
      { '@_url': episode.transcriptVttUrl, '@_type': 'text/vtt', '@_rel': 'captions' },
      { '@_url': episode.transcriptJsonUrl, '@_type': 'application/json' },
    ],
    'podcast:chapters': { '@_url': episode.chaptersUrl, '@_type': 'application/json+chapters' },
  };
}

/**
 * RSS 2.0 with the Apple Podcasts (itunes:) and Podcasting 2.0 (podcast:)
 * namespaces. The output depends only on its input (no clock), so its hash is
 * a strong ETag.
 */
export function renderPodcastRss(channel: RssChannel, episodes: RssEpisode[]): string {
  return renderXml('rss', {
    '@_version': '2.0',
    ...NAMESPACES,
    channel: {
      title: channel.title,
      description: channel.description,
      language: channel.language,
      link: channel.link,
      'atom:link': { '@_href': channel.selfUrl, '@_rel': 'self', '@_type': 'application/rss+xml' },
      lastBuildDate: rfc822(channel.lastBuildDate),
      image: { url: channel.imageUrl, title: channel.title, link: channel.link },
      'itunes:image': { '@_href': channel.imageUrl },
      'itunes:author': channel.author,
      'itunes:summary': channel.description,
      'itunes:category': { '@_text': 'News' },
      'itunes:explicit': 'false',
      'itunes:type': 'episodic',
      'itunes:block': 'yes',
      'podcast:guid': channel.guid,
      // A private feed: no other platform may import it.
      'podcast:locked': { '@_owner': channel.lockOwner, '#text': 'yes' },
      item: episodes.map(item),
    },
  });
}
