import S3rver from 's3rver';
import { holdIdleConnections } from './idle-connections.ts';

/** s3rver: the S3 API on loopback, with the bucket created and objects kept under `folder`. */
export async function startS3(folder: string, bucketName: string): Promise<{ server: S3rver; endpoint: string }> {
  const server = new S3rver({
    address: '127.0.0.1',
    port: 0,
    silent: true,
    directory: folder,
    configureBuckets: [{ name: bucketName }],
  });
  const { port } = await server.run();
  holdIdleConnections(server.httpServer);
  return { server, endpoint: `http://127.0.0.1:${port}` };
}
