import { GetObjectCommand, HeadObjectCommand, PutObjectCommand } from '@aws-sdk/client-s3';
import { getSignedUrl } from '@aws-sdk/s3-request-presigner';
import { s3 } from './aws.ts';
import { config } from '#shared/config';

/** Objects in the service bucket: pipeline work files, audio, transcripts and summaries. */
export async function putObject(key: string, body: Buffer | string, contentType: string): Promise<void> {
  await s3().send(new PutObjectCommand({ Bucket: config.bucketName, Key: key, Body: body, ContentType: contentType }));
}

export async function getObject(key: string): Promise<Buffer> {
  const { Body } = await s3().send(new GetObjectCommand({ Bucket: config.bucketName, Key: key }));
  if (!Body) throw new Error(`Object ${key} has no body`);
  return Buffer.from(await Body.transformToByteArray());
}

/** The stored object's size in bytes. */
export async function objectSize(key: string): Promise<number> {
  const { ContentLength } = await s3().send(new HeadObjectCommand({ Bucket: config.bucketName, Key: key }));
  if (ContentLength === undefined) throw new Error(`Object ${key} has no length`);
  return ContentLength;
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
  const input = {
    Bucket: config.bucketName,
    Key: key,
    ResponseContentType: options.contentType,
    ResponseContentDisposition: `attachment; filename="${options.fileName}"`,
  };
  return getSignedUrl(s3(), options.method === 'HEAD' ? new HeadObjectCommand(input) : new GetObjectCommand(input), { expiresIn: options.expiresInSeconds });
}
