import assert from 'node:assert/strict';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, it } from 'node:test';
import { App, Stack } from 'aws-cdk-lib';
import { Template } from 'aws-cdk-lib/assertions';
import { build } from 'esbuild';
import { esbuildOptions } from '../../lib/bundling.ts';
import { bundleAssetsFor, TOPIC_KNOWLEDGE } from '../../lib/constructs/service-resources.ts';
import { ServiceFunction } from '../../lib/constructs/service-function.ts';
import { routeList } from '#routes';

/** Whether a handler's bundle holds the topics module, i.e. reads the knowledge base at run time. */
async function readsTopicKnowledge(entry: string): Promise<boolean> {
  const result = await build({ ...esbuildOptions, entryPoints: [entry], write: false, outfile: 'index.mjs', minify: false, metafile: true, logLevel: 'error' });
  const output = Object.values(result.metafile.outputs)[0]!;
  return Object.entries(output.inputs).some(([input, { bytesInOutput }]) => input.startsWith('functions/domain/catalogue/topics/') && bytesInOutput > 0);
}

describe('topic knowledge base beside the bundles', () => {
  it('travels with exactly the route functions that read it, declared by their access; of the tasks only WriteScript reads it', async () => {
    await Promise.all(routeList.map(async (route) => {
      const reads = await readsTopicKnowledge(`functions/api/${route.handler}.ts`);
      assert.equal(bundleAssetsFor(route.access ?? []) !== undefined, reads, `${route.method} ${route.path}: reads the knowledge base ${reads}, access ${JSON.stringify(route.access ?? [])}`);
    }));
    const tasks = readdirSync('functions/tasks').filter((file) => file.endsWith('.ts'));
    const reading = await Promise.all(tasks.map(async (file) => ((await readsTopicKnowledge(`functions/tasks/${file}`)) ? [file] : [])));
    assert.deepEqual(reading.flat(), ['pipeline-write-script.ts'], 'the pipeline copies the knowledge base beside WriteScript alone');
  });

  it('is a folder beside index.mjs, not part of the bundled code', () => {
    const app = new App();
    const stack = new Stack(app, 'TopicsOnly');
    new ServiceFunction(stack, 'CreateProfile', { entry: 'functions/api/catalogue/profiles-create.ts', description: 'create profile', copyIntoBundle: TOPIC_KNOWLEDGE });
    const assembly = app.synth();
    const fn = Object.values(Template.fromStack(stack).findResources('AWS::Lambda::Function'))[0]!;
    const assetDir = join(assembly.directory, `asset.${String(fn.Properties.Code.S3Key).replace(/\.zip$/, '')}`);

    for (const file of ['en.json', 'de.json', 'fr.json', 'es.json', 'shared.json']) assert.ok(existsSync(join(assetDir, 'kb', file)), `kb/${file} missing`);
    assert.ok(!readFileSync(join(assetDir, 'index.mjs'), 'utf8').includes('Riksbank'), 'the knowledge base is not inlined into the code');
  });
});
