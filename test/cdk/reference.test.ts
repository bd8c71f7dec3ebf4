import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import type { Template } from 'aws-cdk-lib/assertions';
import { REFERENCE_PATH } from '#shared/base-path';
import { synthesizeService } from '../helpers/cdk-app.ts';

type Resource = { Properties: Record<string, any> };

/** Every stack of the service in one template (test/helpers/cdk-app.ts). */
function synthesize(context: Record<string, string> = {}): Template {
  return synthesizeService(context).service;
}

/** The Lambda function behind an HTTP API route key, followed through the route's integration. */
function functionBehind(template: Template, routeKey: string): Resource {
  const route = Object.values(template.findResources('AWS::ApiGatewayV2::Route', { Properties: { RouteKey: routeKey } }))[0] as Resource | undefined;
  assert.ok(route, `no route ${routeKey}`);
  const integrationId = JSON.stringify(route.Properties.Target).match(/"Ref":"([^"]+)"/)?.[1];
  const integration = template.findResources('AWS::ApiGatewayV2::Integration')[integrationId ?? ''] as Resource | undefined;
  assert.ok(integration, `no integration for ${routeKey}`);
  const functionId = JSON.stringify(integration.Properties.IntegrationUri).match(/"Fn::GetAtt":\["([^"]+)","Arn"\]/)?.[1];
  const fn = template.findResources('AWS::Lambda::Function')[functionId ?? ''] as Resource | undefined;
  assert.ok(fn, `no function behind ${routeKey}`);
  return fn;
}

describe('interactive API reference in AWS', () => {
  const template = synthesize();

  it('routes GET /reference and its hashed assets to the web function, in a stack that passes cdk-nag', () => {
    const reference = functionBehind(template, `GET ${REFERENCE_PATH}`);
    assert.match(String(reference.Properties.Description), /^Web pages: .*\/reference/);
    assert.deepEqual(functionBehind(template, 'GET /assets/{proxy+}'), reference, 'its script and stylesheet come from the same function');
    const keys = Object.values(template.findResources('AWS::ApiGatewayV2::Route')).map((route) => String(route.Properties.RouteKey));
    assert.deepEqual(keys.filter((key) => key.endsWith(` ${REFERENCE_PATH}`)).sort(), [`GET ${REFERENCE_PATH}`, `HEAD ${REFERENCE_PATH}`],
      'read-only: other methods get the fallback');
  });
});
