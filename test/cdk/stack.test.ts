import assert from 'node:assert/strict';
import { before, describe, it } from 'node:test';
import { App, Stack } from 'aws-cdk-lib';
import { Match, Template } from 'aws-cdk-lib/assertions';
import { Bucket } from 'aws-cdk-lib/aws-s3';
import { Validations } from 'aws-cdk-lib';
import { AwsSolutionsChecks } from 'cdk-nag';
import { API_BASE_PATH, routeList } from '#routes';
import { addBriefings } from '../../lib/app.ts';

/** Synthesizes without bundling: the template is the same, only asset hashes differ. */
function synthesize(): Template {
  const app = new App({ context: { 'aws:cdk:bundling-stacks': [] } });
  const stack = addBriefings(app);
  app.synth();
  return Template.fromStack(stack);
}

describe('CDK stack', () => {
  let template: Template;
  before(() => {
    template = synthesize();
  });

  it('passes the cdk-nag AwsSolutions checks (synth throws on any unacknowledged finding)', () => {
    assert.ok(template);
  });

  it('has the checks wired: a non-compliant resource fails synth', () => {
    const app = new App({ context: { 'aws:cdk:bundling-stacks': [] } });
    new Bucket(new Stack(app, 'Bad'), 'Open');
    Validations.of(app).addPlugins(new AwsSolutionsChecks(app));
    assert.throws(() => app.synth(), /Validation failed/);
  });

  it('routes every entry of the route table to its own Lambda, plus a $default fallback', () => {
    const routes = template.findResources('AWS::ApiGatewayV2::Route');
    const keys = Object.values(routes).map((route) => route.Properties.RouteKey as string).sort();
    const expected = [...routeList.map((route) => `${route.method} ${API_BASE_PATH}${route.path}`), '$default'].sort();
    assert.deepEqual(keys, expected);
    const functions = template.findResources('AWS::Lambda::Function');
    assert.equal(Object.keys(functions).length >= routeList.length + 1, true);
    for (const fn of Object.values(functions)) {
      assert.equal(fn.Properties.Runtime, 'nodejs24.x');
      assert.deepEqual(fn.Properties.Architectures, ['arm64']);
      assert.equal(fn.Properties.TracingConfig.Mode, 'Active');
    }
  });

  it('keeps the table on demand, encrypted, point-in-time recoverable, with TTL and both indexes', () => {
    template.hasResourceProperties('AWS::DynamoDB::GlobalTable', {
      BillingMode: 'PAY_PER_REQUEST',
      SSESpecification: { SSEEnabled: true, SSEType: 'KMS' },
      TimeToLiveSpecification: { AttributeName: 'ttl', Enabled: true },
      KeySchema: [{ AttributeName: 'pk', KeyType: 'HASH' }, { AttributeName: 'sk', KeyType: 'RANGE' }],
      GlobalSecondaryIndexes: [Match.objectLike({ IndexName: 'gsi1' }), Match.objectLike({ IndexName: 'gsi2' })],
      Replicas: [Match.objectLike({ PointInTimeRecoverySpecification: { PointInTimeRecoveryEnabled: true } })],
    });
  });

  it('keeps buckets private, encrypted and TLS-only', () => {
    const buckets = template.findResources('AWS::S3::Bucket');
    assert.ok(Object.keys(buckets).length >= 1);
    for (const bucket of Object.values(buckets)) {
      assert.deepEqual(bucket.Properties.PublicAccessBlockConfiguration, {
        BlockPublicAcls: true, BlockPublicPolicy: true, IgnorePublicAcls: true, RestrictPublicBuckets: true,
      });
      assert.ok(bucket.Properties.BucketEncryption);
    }
    template.hasResourceProperties('AWS::S3::BucketPolicy', {
      PolicyDocument: { Statement: Match.arrayWith([Match.objectLike({ Effect: 'Deny', Condition: { Bool: { 'aws:SecureTransport': 'false' } } })]) },
    });
  });

  it('sets a retention on every log group', () => {
    for (const group of Object.values(template.findResources('AWS::Logs::LogGroup'))) {
      assert.ok(group.Properties.RetentionInDays > 0);
    }
  });

  it('grants no function table administration, Scan, or wildcard actions', () => {
    for (const policy of Object.values(template.findResources('AWS::IAM::Policy'))) {
      for (const statement of policy.Properties.PolicyDocument.Statement) {
        const actions = [statement.Action].flat() as string[];
        assert.ok(!actions.some((action) => action.endsWith(':*') || action === '*'), JSON.stringify(actions));
        assert.ok(!actions.includes('dynamodb:Scan') && !actions.includes('dynamodb:DeleteTable'));
      }
    }
  });

  it('logs API access', () => {
    template.hasResourceProperties('AWS::ApiGatewayV2::Stage', {
      StageName: '$default',
      AccessLogSettings: Match.objectLike({ DestinationArn: Match.anyValue() }),
    });
  });
});
