import assert from 'node:assert/strict';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { before, describe, it } from 'node:test';
import { App, Stack } from 'aws-cdk-lib';
import { Match, Template } from 'aws-cdk-lib/assertions';
import { Bucket } from 'aws-cdk-lib/aws-s3';
import { BriefingsHttpApi } from '../../lib/constructs/http-api.ts';
import { ServiceFunction } from '../../lib/constructs/service-function.ts';
import { WebSite } from '../../lib/constructs/web-site.ts';
import { webPages } from '../../web/pages.ts';
import type { WebManifest } from '../../functions/web/manifest.ts';

/** The web site alone, bundled for real, so the asset folder the function deploys can be inspected. */
function synthesizeWebSite(): { template: Template; assetDir: string } {
  const app = new App();
  const stack = new Stack(app, 'WebOnly');
  const fallback = new ServiceFunction(stack, 'Fallback', { entry: 'functions/api/fallback.ts', description: 'fallback' });
  const http = new BriefingsHttpApi(stack, 'Http', { fallback });
  const site = new WebSite(stack, 'Web', { http, bucket: new Bucket(stack, 'Data') });
  const assembly = app.synth();
  const template = Template.fromStack(stack);
  const fn = Object.values(template.findResources('AWS::Lambda::Function'))
    .find((resource) => String(resource.Properties.Description).startsWith('Web pages'));
  assert.ok(fn, 'no web function in the template');
  assert.ok(site.handler);
  const assetHash = String(fn.Properties.Code.S3Key).replace(/\.zip$/, '');
  return { template, assetDir: join(assembly.directory, `asset.${assetHash}`) };
}

describe('web site', () => {
  let template: Template;
  let assetDir: string;
  before(() => {
    ({ template, assetDir } = synthesizeWebSite());
  });

  it('deploys the built pages and their hashed assets inside the function bundle', () => {
    const manifest = JSON.parse(readFileSync(join(assetDir, 'web/manifest.json'), 'utf8')) as WebManifest;
    for (const page of webPages) assert.ok(manifest.files[page.path], `${page.path} missing from the manifest`);
    for (const entry of Object.values(manifest.files)) {
      for (const file of [entry.file, ...Object.values(entry.encodings ?? {}).map((variant) => variant.file)]) {
        assert.ok(existsSync(join(assetDir, 'web', file)), `${file} not bundled`);
      }
    }
    assert.ok(Object.keys(manifest.files).some((path) => /^\/assets\/portal-[A-Z0-9]+\.js$/.test(path)), 'no hashed portal script');
  });

  it('routes GET and HEAD of each page and of the assets to the web function', () => {
    for (const path of [...webPages.map((page) => page.path), '/assets/{proxy+}']) {
      for (const method of ['GET', 'HEAD']) template.hasResourceProperties('AWS::ApiGatewayV2::Route', { RouteKey: `${method} ${path}` });
    }
  });

  it('gives the web function no access to the table or the bucket', () => {
    const policies = Object.values(template.findResources('AWS::IAM::Policy'))
      .filter((policy) => JSON.stringify(policy.Properties.Roles).includes('WebHandlerRole'));
    assert.ok(policies.length > 0);
    const actions = policies.flatMap((policy) => policy.Properties.PolicyDocument.Statement.flatMap((statement: { Action: string | string[] }) => [statement.Action].flat()));
    assert.deepEqual(actions.filter((action) => /^(dynamodb|s3):/.test(action)), []);
    template.hasResourceProperties('AWS::Lambda::Function', { Description: Match.stringLikeRegexp('^Web pages'), Environment: { Variables: Match.objectLike({ BUCKET_NAME: Match.anyValue() }) } });
  });
});
