import { presignS3, sendS3 } from './s3-requests.ts';

/** Objects in the service bucket: pipeline work files, audio, transcripts and summaries. */
export async function putObject(key: string, body: Buffer | string, contentType: string): Promise<void> {
  await sendS3({ method: 'PUT', key, body, headers: { 'content-type': contentType } });
}

export async function getObject(key: string): Promise<Buffer> {
  const response = await sendS3({ method: 'GET', key });
  return Buffer.from(await response.arrayBuffer());
}

/** The stored object's size in bytes. */
export async function objectSize(key: string): Promise<number> {
  const length = (await sendS3({ method: 'HEAD', key })).headers.get('content-length');
  if (length === null) throw new Error(`Object ${key} has no length`);
  return Number(length);
}

export const putJson = (key: string, value: unknown): Promise<void> =>
  putObject(key, JSON.stringify(value), 'application/json');

export async function getJson<T>(key: string): Promise<T> {
  return JSON.parse((await getObject(key)).toString('utf8')) as T;
}

/** How a presigned URL will be requested: its signature covers the method, so a HEAD needs a URL signed for HEAD. */
export type DownloadMethod = 'GET' | 'HEAD';

/** A URL that downloads the object (or, for HEAD, tells its headers) without credentials until it expires. */
export function presignDownload(
  key: string,
  options: { expiresInSeconds: number; contentType: string; fileName: string; method?: DownloadMethod },
): Promise<string> {
  const query = {
    'response-content-disposition': `attachment; filename="${options.fileName}"`,
    'response-content-type': options.contentType,
  };
  return presignS3({ method: options.method ?? 'GET', key, query }, options.expiresInSeconds);
}
