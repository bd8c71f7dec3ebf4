import { CfnOutput } from 'aws-cdk-lib';
import { AccessLogFormat } from 'aws-cdk-lib/aws-apigateway';
import { HttpApi, HttpMethod, HttpRoute, HttpRouteKey, LogGroupLogDestination, type HttpStage } from 'aws-cdk-lib/aws-apigatewayv2';
import { HttpLambdaIntegration } from 'aws-cdk-lib/aws-apigatewayv2-integrations';
import { LogGroup, RetentionDays } from 'aws-cdk-lib/aws-logs';
import { Validations } from 'aws-cdk-lib';
import { Construct } from 'constructs';
import { guardRule } from '../policy-checks.ts';
import type { ServiceFunction } from './service-function.ts';

const AUTHENTICATED_IN_HANDLERS = 'Every route authenticates in its handler: bearer API keys with scopes or user sessions (bearer or cookie); sign-in and the OpenAPI document are public; see the README.';
const HANDLERS_AUTHENTICATE = [
  { id: 'AwsSolutions-APIG4', reason: AUTHENTICATED_IN_HANDLERS },
  { id: guardRule('api_gw_v2_authorization_type_configured_check'), reason: AUTHENTICATED_IN_HANDLERS },
];

const INVOKED_BY_THIS_API = {
  id: guardRule('lambda_function_public_access_prohibited_check'),
  reason: 'API Gateway may invoke the function from this API only: its SourceArn is the API\'s execute-api ARN, built with Fn::Join (and imported from the API stack), which the rule does not read.',
};

/** The HTTP API (payload 2.0) with access logs and throttling on its single stage. */
export class BriefingsHttpApi extends Construct {
  readonly api: HttpApi;
  readonly stage: HttpStage;

  constructor(scope: Construct, id: string, props: { fallback: ServiceFunction }) {
    super(scope, id);
    this.api = new HttpApi(this, 'Api', {
      description: 'Briefings REST API and agent tool endpoint',
      createDefaultStage: false,
      // Unmatched requests go to a handler that answers with the API's JSON 404/405 body.
      defaultIntegration: new HttpLambdaIntegration('Fallback', props.fallback.function),
    });
    const accessLogs = new LogGroup(this, 'AccessLogs', { retention: RetentionDays.THREE_MONTHS });
    this.stage = this.api.addStage('DefaultStage', {
      stageName: '$default',
      autoDeploy: true,
      accessLogSettings: {
        destination: new LogGroupLogDestination(accessLogs),
        format: AccessLogFormat.custom(JSON.stringify({
          requestId: '$context.requestId',
          ip: '$context.identity.sourceIp',
          time: '$context.requestTimeEpoch',
          method: '$context.httpMethod',
          route: '$context.routeKey',
          status: '$context.status',
          latency: '$context.responseLatency',
          integrationError: '$context.integrationErrorMessage',
        })),
      },
      // A ceiling for the whole API; per-key limits are enforced by the handlers.
      throttle: { rateLimit: 500, burstLimit: 1000 },
    });
    Validations.of(this.api).acknowledge(...HANDLERS_AUTHENTICATE, INVOKED_BY_THIS_API);
    new CfnOutput(this, 'Url', { value: this.api.apiEndpoint, description: 'Base URL; the REST API is under /api/v1' });
  }

  /**
   * A route to `handler`, created in the handler's stack (the route stacks add theirs to this API).
   * A GET route answers HEAD too, through the same integration: HTTP API routes are method-specific,
   * and podcast apps probe with HEAD. The function's invoke permission names this API rather than
   * each route: one permission per function instead of one per route keeps the stacks' resource
   * counts down, and only the routes wired to the integration invoke it.
   */
  addRoute(id: string, method: HttpMethod, path: string, handler: ServiceFunction): void {
    const integration = new HttpLambdaIntegration(id, handler.function, { scopePermissionToRoute: false });
    const methods = method === HttpMethod.GET ? [HttpMethod.GET, HttpMethod.HEAD] : [method];
    for (const routeMethod of methods) {
      const route = new HttpRoute(handler, routeMethod === method ? id : `${id}${routeMethod}`, {
        httpApi: this.api, routeKey: HttpRouteKey.with(path, routeMethod), integration,
      });
      Validations.of(route).acknowledge(...HANDLERS_AUTHENTICATE, INVOKED_BY_THIS_API);
    }
  }
}
