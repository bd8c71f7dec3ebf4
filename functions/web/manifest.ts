/** How long a browser may keep a served file: hashed assets forever, pages revalidated on every load. */
export type CachePolicy = 'immutable' | 'no-cache';

/** The compressions the build writes, best first: the handler picks the first the client accepts. */
export const CONTENT_ENCODINGS = ['br', 'gzip'] as const;
export type ContentEncoding = (typeof CONTENT_ENCODINGS)[number];

export interface ServedFile {
  /** Path of the file relative to the build folder. */
  file: string;
  content_type: string;
  cache: CachePolicy;
  /** SHA-256 of the content (hex), the ETag. */
  sha256: string;
  /** Pre-compressed copies (text files above a few hundred bytes), served when the request's Accept-Encoding allows. */
  encodings?: Partial<Record<ContentEncoding, { file: string }>>;
}

/** dist/web/manifest.json: every URL path the web handler serves, and nothing else. */
export interface WebManifest {
  /** Hash of the sources the build was made from; a different hash means the build is stale. */
  source_hash: string;
  files: Record<string, ServedFile>;
}

export const MANIFEST_FILE = 'manifest.json';
