import { parseArgs } from 'node:util';
import { runSmoke } from './smoke/run.ts';

const usage = 'npm run smoke -- --url https://<api> --key lb_api_... --receiver https://<webhook receiver> [--feed <rss url>] [--timeout <seconds>]';
const DEFAULT_FEED = 'https://feeds.bbci.co.uk/news/world/rss.xml';

const { values } = parseArgs({
  options: {
    url: { type: 'string' },
    key: { type: 'string' },
    receiver: { type: 'string' },
    feed: { type: 'string', default: DEFAULT_FEED },
    timeout: { type: 'string', default: '600' },
  },
});
if (!values.url || !values.key || !values.receiver) {
  console.error(`Usage: ${usage}`);
  process.exit(2);
}
const results = await runSmoke({
  url: values.url, key: values.key, receiverUrl: values.receiver, feedUrl: values.feed, timeoutSeconds: Number(values.timeout),
});
const failed = results.filter((result) => !result.passed).length;
console.log(`${results.length - failed} passed, ${failed} failed`);
process.exit(failed ? 1 : 0);
