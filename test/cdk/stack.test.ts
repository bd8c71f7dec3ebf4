import assert from 'node:assert/strict';
import { before, describe, it } from 'node:test';
import { App, Stack } from 'aws-cdk-lib';
import type { Template } from 'aws-cdk-lib/assertions';
import { Match } from 'aws-cdk-lib/assertions';
import { Bucket } from 'aws-cdk-lib/aws-s3';
import { Validations } from 'aws-cdk-lib';
import { AwsSolutionsChecks } from 'cdk-nag';
import { methodsOf } from '#http/route-matcher';
import { API_BASE_PATH, routeList } from '#routes';
import { MCP_PATH } from '../../functions/mcp/path.ts';
import { synthesizeService } from '../helpers/cdk-app.ts';
import { webRoutes } from '../../web/pages.ts';

/** Every stack of the service in one template (test/helpers/cdk-app.ts). */
function synthesize(context: Record<string, string> = {}): Template {
  return synthesizeService(context).service;
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

  it('routes every entry of the route table to its own Lambda, plus the web pages and a $default fallback', () => {
    const routes = template.findResources('AWS::ApiGatewayV2::Route');
    const keys = Object.values(routes).map((route) => route.Properties.RouteKey as string).sort();
    // A GET route answers HEAD too.
    const expected = [
      ...routeList.flatMap((route) => methodsOf(route).map((method) => `${method} ${API_BASE_PATH}${route.path}`)),
      'POST /mcp', 'GET /mcp', 'HEAD /mcp', 'DELETE /mcp', '$default',
      ...webRoutes.flatMap((route) => ['GET', 'HEAD'].map((method) => `${method} ${route.path}${route.prefix ? '/{proxy+}' : ''}`)),
    ].sort();
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

  /** The inline policy statements of the function whose description is `description`. */
  function statementsOf(description: string, from = template): Array<{ Action: string | string[]; Resource: unknown }> {
    const functions = from.findResources('AWS::Lambda::Function', { Properties: { Description: description } });
    const [fn] = Object.values(functions);
    assert.ok(fn, `a function described as ${description}`);
    const roleId = fn.Properties.Role['Fn::GetAtt'][0];
    const policies = from.findResources('AWS::IAM::Policy');
    return Object.values(policies)
      .filter((policy) => policy.Properties.Roles.some((role: { Ref: string }) => role.Ref === roleId))
      .flatMap((policy) => policy.Properties.PolicyDocument.Statement);
  }
  const actionsOf = (description: string) => statementsOf(description).flatMap((statement) => [statement.Action].flat());

  it('grants each route only what it declares', () => {
    const create = actionsOf('POST /api/v1/briefings');
    assert.ok(create.includes('states:StartExecution') && create.includes('dynamodb:PutItem'));
    const read = actionsOf('GET /api/v1/profiles/{profileId}');
    assert.ok(!read.includes('states:StartExecution') && !read.includes('s3:GetObject') && !read.some((a) => a.startsWith('scheduler:')));
    const transcript = actionsOf('GET /api/v1/briefings/{id}/transcript');
    assert.ok(transcript.includes('s3:GetObject') && !transcript.includes('s3:PutObject'));
    const schedules = actionsOf('POST /api/v1/schedules');
    assert.ok(schedules.includes('scheduler:CreateSchedule') && schedules.includes('iam:PassRole'));
    const openapi = actionsOf('GET /api/v1/openapi.json');
    assert.ok(!openapi.some((action) => action.startsWith('dynamodb:')), 'the public document needs no table');
  });

  it('lets the sign-in function send e-mail from the configured SES identity only, and passes the sign-up setting', () => {
    const sends = (statements: ReturnType<typeof statementsOf>) => statements.filter((statement) => [statement.Action].flat().includes('ses:SendEmail'));
    assert.deepEqual(sends(statementsOf('POST /api/v1/auth/sign-in')), [], 'no SES identity, no grant');
    const configured = synthesize({ sesFromAddress: 'briefings@example.com', signUp: 'off' });
    const [grant] = sends(statementsOf('POST /api/v1/auth/sign-in', configured));
    assert.deepEqual(grant?.Resource, ['briefings@example.com', 'example.com'].map((identity) => ({
      'Fn::Join': ['', ['arn:', { Ref: 'AWS::Partition' }, ':ses:', { Ref: 'AWS::Region' }, ':', { Ref: 'AWS::AccountId' }, `:identity/${identity}`]],
    })));
    assert.deepEqual(sends(statementsOf('POST /api/v1/auth/verify', configured)), [], 'verification sends nothing');
    const verifier = Object.values(configured.findResources('AWS::Lambda::Function', { Properties: { Description: 'POST /api/v1/auth/verify' } }))[0]!;
    assert.equal(verifier.Properties.Environment.Variables.SIGN_UP, 'off');
    assert.throws(() => synthesize({ signUp: 'maybe' }), /signUp must be on or off/);
  });

  it('runs the workflows from their ASL files as logged, traced state machines: briefing and delivery Standard, dry runs Express', () => {
    const machines = template.findResources('AWS::StepFunctions::StateMachine');
    assert.equal(Object.keys(machines).length, 3);
    for (const machine of Object.values(machines)) {
      assert.equal(machine.Properties.TracingConfiguration.Enabled, true);
      assert.equal(machine.Properties.LoggingConfiguration.Level, 'ALL');
      const substitutions = Object.keys(machine.Properties.DefinitionSubstitutions);
      assert.ok(substitutions.length >= 2 && substitutions.every((name) => name.endsWith('FunctionArn')));
    }
    const pipeline = Object.values(machines).find((machine) => 'SynthesizeChunkFunctionArn' in machine.Properties.DefinitionSubstitutions);
    assert.ok(pipeline, 'the briefing pipeline');
    const definition = JSON.parse(pipeline.Properties.DefinitionString);
    assert.equal(definition.States.AnythingToSay.Type, 'Choice', 'a Choice skips synthesis when there is nothing new');
    assert.ok(actionsOf('Briefing pipeline: synthesize one text chunk with Amazon Polly').includes('polly:SynthesizeSpeech'));
    const express = Object.values(machines).filter((machine) => machine.Properties.StateMachineType === 'EXPRESS');
    assert.equal(express.length, 1, 'the other two are Standard');
    const dryRun = express[0]!.Properties.DefinitionSubstitutions as Record<string, unknown>;
    assert.deepEqual(Object.keys(dryRun).sort(), ['FetchSourcesFunctionArn', 'WriteScriptFunctionArn']);
    assert.deepEqual(dryRun.FetchSourcesFunctionArn, pipeline.Properties.DefinitionSubstitutions.FetchSourcesFunctionArn, 'the pipeline\'s own task');
    assert.deepEqual(dryRun.WriteScriptFunctionArn, pipeline.Properties.DefinitionSubstitutions.WriteScriptFunctionArn, 'the pipeline\'s own task');
  });

  it('lets only the create route and the agent tools run dry runs (StartSyncExecution)', () => {
    const runners = Object.values(template.findResources('AWS::Lambda::Function'))
      .map((fn) => fn.Properties.Description as string)
      .filter((description) => actionsOf(description).includes('states:StartSyncExecution'));
    assert.deepEqual(runners.sort(), [`Agent tools (MCP) at ${MCP_PATH}`, `POST ${API_BASE_PATH}/briefings`]);
  });

  it('fails the job of a timed-out or aborted briefing execution from its status change event', () => {
    template.hasResourceProperties('AWS::Events::Rule', {
      EventPattern: {
        source: ['aws.states'],
        'detail-type': ['Step Functions Execution Status Change'],
        detail: { status: ['TIMED_OUT', 'ABORTED', 'FAILED'], stateMachineArn: [Match.anyValue()] },
      },
    });
    const complete = Object.values(template.findResources('AWS::Lambda::Function', {
      Properties: { Description: 'Briefing pipeline: store the summary, mark done, publish the event' },
    }))[0]!;
    assert.ok(complete.Properties.Environment.Variables.PUBLIC_BASE_URL, 'links in events point at the API');
  });

  it('recovers stalled deliveries every 5 minutes with a function that may describe and start delivery executions only', () => {
    const functions = template.findResources('AWS::Lambda::Function', {
      Properties: { Description: 'Event delivery: restart or fail deliveries left pending without a running execution' },
    });
    const [id] = Object.keys(functions);
    assert.ok(id, 'the recovery function exists');
    template.hasResourceProperties('AWS::Events::Rule', {
      ScheduleExpression: 'rate(5 minutes)',
      Targets: [Match.objectLike({ Arn: { 'Fn::GetAtt': [id, 'Arn'] } })],
    });
    const actions = actionsOf('Event delivery: restart or fail deliveries left pending without a running execution');
    for (const action of ['states:StartExecution', 'states:DescribeExecution']) assert.ok(actions.includes(action), action);
    assert.ok(!actions.includes('dynamodb:Scan'), 'finds pending deliveries without a Scan');
  });

  it('lets EventBridge Scheduler invoke only the schedule target', () => {
    template.resourceCountIs('AWS::Scheduler::ScheduleGroup', 1);
    template.hasResourceProperties('AWS::IAM::Role', {
      AssumeRolePolicyDocument: { Statement: [Match.objectLike({ Principal: { Service: 'scheduler.amazonaws.com' } })] },
    });
  });

  describe('script writer', () => {
    const bedrockModelId = 'us.anthropic.claude-haiku-4-5-20251001-v1:0';
    const openAiKeyArn = 'arn:aws:secretsmanager:us-east-1:123456789012:secret:openai-key-AbCdEf';
    // It writes dry runs' scripts too (the dry-run workflow's WriteScript), each within its request's deadline.
    const pipelineWriter = 'Briefing pipeline: rank stories and write the script';

    function functionOf(description: string, from: Template) {
      const [fn] = Object.values(from.findResources('AWS::Lambda::Function', { Properties: { Description: description } }));
      assert.ok(fn, `a function described as ${description}`);
      return { variables: (fn.Properties.Environment?.Variables ?? {}) as Record<string, string>, timeout: fn.Properties.Timeout as number };
    }
    /** Every request handler: none writes scripts itself. */
    const apiFunctions = (from: Template) => Object.values(from.findResources('AWS::Lambda::Function'))
      .map((fn) => fn.Properties.Description as string)
      .filter((description) => description.includes(` ${API_BASE_PATH}/`) || description.startsWith('Agent tools'));
    const invokesModel = (description: string, from: Template) => statementsOf(description, from).filter((statement) => [statement.Action].flat().includes('bedrock:InvokeModel'));
    const readsKey = (description: string, from: Template) => statementsOf(description, from)
      .filter((statement) => [statement.Action].flat().includes('secretsmanager:GetSecretValue') && statement.Resource === openAiKeyArn);

    it('gives Bedrock, with its permission on the configured model, to the pipeline\'s script writer only', () => {
      const withModel = synthesize({ bedrockModelId });
      const budgets = { [pipelineWriter]: '240' };
      for (const [description, budget] of Object.entries(budgets)) {
        const { variables, timeout } = functionOf(description, withModel);
        assert.equal(variables.SCRIPT_WRITER, 'bedrock', description);
        assert.equal(variables.BEDROCK_MODEL_ID, bedrockModelId, description);
        assert.equal(variables.BEDROCK_TIMEOUT_SECONDS, budget, description);
        assert.ok(Number(budget) + 5 <= timeout, `${description}: the model's ${budget} s leave time for the extractive fallback within ${timeout} s`);
        assert.deepEqual(invokesModel(description, withModel).map((statement) => statement.Resource), [[
          ...[':bedrock:*::foundation-model/anthropic.claude-haiku-4-5-20251001-v1:0', ':bedrock:*:*:inference-profile/us.anthropic.claude-haiku-4-5-20251001-v1:0']
            .map((resource) => ({ 'Fn::Join': ['', ['arn:', { Ref: 'AWS::Partition' }, resource]] })),
        ]], description);
      }
      const others = apiFunctions(withModel);
      assert.ok(others.length > 10);
      for (const description of others) {
        assert.equal(functionOf(description, withModel).variables.SCRIPT_WRITER, undefined, description);
        assert.deepEqual(invokesModel(description, withModel), [], description);
      }
    });

    it('gives an OpenAI-compatible writer, with its key read from Secrets Manager, to the pipeline\'s script writer only', () => {
      const withEndpoint = synthesize({ openaiBaseUrl: 'https://models.example.com/v1', openaiModel: 'llama-3.1-70b', openaiApiKeySecretArn: openAiKeyArn });
      const budgets = { [pipelineWriter]: '240' };
      for (const [description, budget] of Object.entries(budgets)) {
        const { variables } = functionOf(description, withEndpoint);
        assert.equal(variables.SCRIPT_WRITER, 'openai', description);
        assert.equal(variables.OPENAI_BASE_URL, 'https://models.example.com/v1', description);
        assert.equal(variables.OPENAI_MODEL, 'llama-3.1-70b', description);
        assert.equal(variables.OPENAI_TIMEOUT_SECONDS, budget, description);
        assert.equal(variables.OPENAI_API_KEY_SECRET_ARN, openAiKeyArn, description);
        assert.equal(variables.OPENAI_API_KEY, undefined, 'the key itself is never in the environment');
        assert.equal(readsKey(description, withEndpoint).length, 1, description);
      }
      for (const description of apiFunctions(withEndpoint)) {
        assert.equal(functionOf(description, withEndpoint).variables.OPENAI_BASE_URL, undefined, description);
        assert.deepEqual(readsKey(description, withEndpoint), [], description);
      }
    });

    it('leaves every function on the extractive writer without a model, and refuses two models', () => {
      for (const description of [pipelineWriter, ...apiFunctions(template)]) {
        assert.equal(functionOf(description, template).variables.SCRIPT_WRITER, undefined, description);
        assert.deepEqual(invokesModel(description, template), [], description);
      }
      assert.throws(() => synthesize({ bedrockModelId, openaiBaseUrl: 'https://models.example.com/v1' }), /not both/);
    });
  });
});
