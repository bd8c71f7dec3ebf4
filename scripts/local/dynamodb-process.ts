import { runsAsChild, serveAsChild, startChildServer, type ChildServer } from './child-server.ts';
import { startDynamo } from './dynamodb.ts';

/**
 * dynalite in a child process (the benchmarks): in AWS, DynamoDB is other machines, so a benchmark
 * of the gateway's process does not count the table's CPU, nor wait for it behind that process's
 * event loop. `folder` as for startDynamo.
 */
export const startDynamoProcess = (folder: string | undefined): Promise<ChildServer> => startChildServer(import.meta.url, folder ? [folder] : []);

if (runsAsChild(import.meta.url)) await serveAsChild(async () => (await startDynamo(process.argv[2])).endpoint);
