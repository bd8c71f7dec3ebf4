import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { before, describe, it } from 'node:test';
import { App, Stack } from 'aws-cdk-lib';
import { CfnPermission } from 'aws-cdk-lib/aws-lambda';
import { Template } from 'aws-cdk-lib/assertions';
import { API_BASE_PATH, routeList } from '#routes';
import { addApp } from '../../lib/app.ts';
import { addPolicyChecks } from '../../lib/policy-checks.ts';
import { DEFAULT_ROUTE_STACK, routeStackOf } from '../../lib/route-stacks.ts';
import { formatStackFigures, STACK_RESOURCE_TARGET, stackFigures } from '../../scripts/bench/stack-figures.ts';
import { synthesizeService, type SynthesizedService } from '../helpers/cdk-app.ts';

type Resource = { Type: string; Properties?: Record<string, unknown>; DeletionPolicy?: string; UpdateReplacePolicy?: string };

/** The table, buckets and link key of the former single stack `Briefings`, as it synthesized them (v1.1.0). */
const singleStackData = JSON.parse(readFileSync('test/cdk/fixtures/single-stack-data.json', 'utf8')) as Record<string, Resource>;
const STATEFUL_TYPES = new Set(['AWS::DynamoDB::GlobalTable', 'AWS::S3::Bucket', 'AWS::SecretsManager::Secret']);

describe('stacks', () => {
  let service: SynthesizedService;
  before(() => {
    service = synthesizeService();
  });
  const resourcesOf = (stack: string) => (service.templates.get(stack)!.toJSON().Resources ?? {}) as Record<string, Resource>;

  it(`keeps every stack at or below ${STACK_RESOURCE_TARGET} resources (60 % of CloudFormation's 500)`, (t) => {
    const figures = [...service.templates].map(([name, template]) => stackFigures(name, template));
    t.diagnostic(formatStackFigures(figures));
    assert.ok(figures.length >= 5);
    for (const row of figures) assert.ok(row.resources <= STACK_RESOURCE_TARGET, `${row.stack} has ${row.resources} resources`);
  });

  it('keeps the stateful resources in the data stack alone, retained and termination-protected', () => {
    assert.equal(service.stacks.data.terminationProtection, true);
    for (const [name] of service.templates) {
      const stateful = Object.entries(resourcesOf(name)).filter(([, resource]) => STATEFUL_TYPES.has(resource.Type));
      if (name !== 'Briefings-Data') {
        assert.deepEqual(stateful.map(([id]) => id), [], `${name} holds no data`);
        continue;
      }
      assert.equal(stateful.length, 4, 'table, data bucket, access log bucket, link key');
      for (const [id, resource] of stateful) {
        assert.equal(resource.DeletionPolicy, 'Retain', id);
        assert.equal(resource.UpdateReplacePolicy, 'Retain', id);
      }
    }
    assert.equal(service.stacks.data.dependencies.length, 0, 'the data stack depends on no other');
  });

  it('gives the table and buckets the logical ids and properties they had in the single stack, so they can be imported', () => {
    const data = resourcesOf('Briefings-Data');
    const imported = Object.entries(singleStackData).filter(([, resource]) => resource.Type !== 'AWS::SecretsManager::Secret');
    assert.equal(imported.filter(([, resource]) => STATEFUL_TYPES.has(resource.Type)).length, 3);
    for (const [id, before] of imported) assert.deepEqual(data[id], before, `${id} changed since the single stack`);
  });

  it('synthesizes the data stack alone, without exports, for cdk import (-c dataOnly=true)', () => {
    const app = new App({ context: { 'aws:cdk:bundling-stacks': [], dataOnly: 'true' } });
    const stacks = addApp(app);
    app.synth();
    assert.deepEqual(stacks.map((stack) => stack.stackName), ['Briefings-Data']);
    const template = Template.fromStack(stacks[0]!).toJSON() as { Resources: Record<string, Resource>; Outputs?: object };
    assert.equal(template.Outputs, undefined);
    for (const id of Object.keys(singleStackData).filter((key) => singleStackData[key]!.Type !== 'AWS::SecretsManager::Secret')) {
      assert.deepEqual(template.Resources[id], singleStackData[id]);
    }
  });

  it('deploys the data stack first and the routes after the API and both workflows', () => {
    const names = (stack: { dependencies: Array<{ stackName: string }> }) => stack.dependencies.map((dependency) => dependency.stackName).sort();
    assert.deepEqual(names(service.stacks.api), ['Briefings-Data']);
    for (const routes of service.stacks.routes) {
      for (const needed of ['Briefings-Api', 'Briefings-Data', 'Briefings-Pipeline']) assert.ok(names(routes).includes(needed), `${routes.stackName} after ${needed}`);
    }
    assert.ok(names(service.stacks.pipeline).includes('Briefings-Delivery'), 'briefings publish events through the delivery workflow');
  });

  it('runs the Control Tower proactive controls (cfn-guard) on every synth: an unacknowledged finding fails it', () => {
    const app = new App({ context: { 'aws:cdk:bundling-stacks': [] } });
    const stack = new Stack(app, 'Bad');
    new CfnPermission(stack, 'Public', { action: 'lambda:InvokeFunction', functionName: 'any', principal: '*' });
    addPolicyChecks(app);
    assert.throws(() => app.synth(), /Validation failed/);
    const report = readFileSync(join(app.outdir, 'validation-report.json'), 'utf8');
    assert.match(report, /cdk-validator-cfnguard/);
    assert.match(report, /CT\.LAMBDA\.PR\.2/);
  });

  it('places every route by the family of its path, a new family in the default route stack', () => {
    const routeKeys = new Map(service.stacks.routes.map((stack) => [stack.stackName, Object.values(service.templates.get(stack.stackName)!.findResources('AWS::ApiGatewayV2::Route')).map((route) => route.Properties.RouteKey as string)]));
    for (const route of routeList) {
      const holder = [...routeKeys].filter(([, keys]) => keys.includes(`${route.method} ${API_BASE_PATH}${route.path}`)).map(([name]) => name);
      assert.deepEqual(holder, [`Briefings-Routes-${routeStackOf(route.path)}`], route.operationId);
    }
    assert.equal(routeStackOf('/feedback'), DEFAULT_ROUTE_STACK);
    assert.equal(routeStackOf('/briefings/{id}/feedback'), 'Briefings');
  });
});
