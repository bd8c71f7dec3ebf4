import { Duration, Stack, type StackProps, Validations } from 'aws-cdk-lib';
import { HttpMethod } from 'aws-cdk-lib/aws-apigatewayv2';
import { Secret } from 'aws-cdk-lib/aws-secretsmanager';
import type { Construct } from 'constructs';
import type { RouteAccess } from '../functions/http/route.ts';
import { MCP_PATH } from '../functions/mcp/path.ts';
import { toolDefinitions } from '../functions/mcp/tools.ts';
import { API_BASE_PATH, routeList } from '../functions/routes/index.ts';
import { BriefingPipeline } from './constructs/briefing-pipeline.ts';
import { EventDelivery, type DeliveryChannelSettings } from './constructs/event-delivery.ts';
import { BriefingsHttpApi } from './constructs/http-api.ts';
import { Observability } from './constructs/observability.ts';
import { Scheduling } from './constructs/scheduling.ts';
import { modelWriterSettings, type OpenAiWriterSettings } from './constructs/script-writer.ts';
import { ServiceFunction } from './constructs/service-function.ts';
import { bundleAssetsFor, grantAccess, type ServiceResources } from './constructs/service-resources.ts';
import { Storage } from './constructs/storage.ts';
import { WebSite } from './constructs/web-site.ts';

export interface BriefingsStackProps extends StackProps {
  channels?: DeliveryChannelSettings;
  /** Amazon Bedrock model for scripts; the extractive writer when neither this nor openAi is set. */
  bedrockModelId?: string;
  /** OpenAI-compatible endpoint for scripts. */
  openAi?: OpenAiWriterSettings;
  /** Public base URL when a custom domain fronts the API (links in events and documents). */
  publicBaseUrl?: string;
  /** E-mail address subscribed to the alarm topic. */
  alarmEmail?: string;
  /** `off`: the first sign-in of an unknown e-mail address no longer creates an account. */
  signUp?: 'on' | 'off';
}

const pascal = (name: string) => name.replace(/(^|[-_])(\w)/g, (_, __, c: string) => c.toUpperCase());

/** What a route's handler may use: its declared access, plus the table for every authenticated route. */
function accessOf(route: (typeof routeList)[number]): RouteAccess[] {
  return [...new Set<RouteAccess>([...(route.auth.type === 'none' ? [] : ['table' as const]), ...(route.access ?? [])])];
}

/**
 * The deployed service: one Lambda per route of the route table and one for
 * the agent tools behind an HTTP API, the briefing and delivery workflows from
 * their ASL files, EventBridge Scheduler for schedules, the single table and
 * the data bucket. Each function gets only the access its route declares.
 */
export class BriefingsStack extends Stack {
  constructor(scope: Construct, id: string, props: BriefingsStackProps = {}) {
    super(scope, id, props);
    const storage = new Storage(this, 'Storage');
    const audioLinkSecret = new Secret(this, 'AudioLinkSecret', {
      description: 'HMAC key of the 24-hour audio links',
      generateSecretString: { passwordLength: 64, excludePunctuation: true },
    });
    Validations.of(audioLinkSecret).acknowledge({
      id: 'AwsSolutions-SMG4',
      reason: 'Rotating the link signing key invalidates every outstanding audio link; it is rotated by hand when needed.',
    });

    const fallback = new ServiceFunction(this, 'FallbackHandler', {
      entry: 'functions/api/fallback.ts',
      description: 'JSON 404/405 for unmatched requests',
    });
    const http = new BriefingsHttpApi(this, 'Http', { fallback });
    const publicBaseUrl = props.publicBaseUrl ?? http.api.apiEndpoint;

    const resources: ServiceResources = {
      table: storage.table, bucket: storage.bucket, audioLinkSecret, publicBaseUrl, sesFromAddress: props.channels?.sesFromAddress,
      scriptWriter: modelWriterSettings(props),
    };
    resources.deliveryWorkflow = new EventDelivery(this, 'Delivery', { resources, channels: props.channels ?? {} }).workflow;
    resources.briefingWorkflow = new BriefingPipeline(this, 'Pipeline', { resources }).workflow;
    resources.scheduling = new Scheduling(this, 'Scheduling', { resources }).resources;
    new Observability(this, 'Observability', {
      api: http.api,
      briefingWorkflow: resources.briefingWorkflow,
      deliveryWorkflow: resources.deliveryWorkflow,
      alarmEmail: props.alarmEmail,
    });

    for (const route of routeList) {
      const handler = new ServiceFunction(this, `${pascal(route.operationId)}Handler`, {
        entry: `functions/api/${route.handler}.ts`,
        description: `${route.method} ${API_BASE_PATH}${route.path}`,
        timeout: route.timeoutSeconds === undefined ? undefined : Duration.seconds(route.timeoutSeconds),
        copyIntoBundle: bundleAssetsFor(accessOf(route)),
      });
      handler.addEnvironment('PUBLIC_BASE_URL', publicBaseUrl);
      if (props.signUp) handler.addEnvironment('SIGN_UP', props.signUp);
      for (const access of accessOf(route)) grantAccess(handler, access, resources);
      http.addRoute(`${pascal(route.operationId)}Integration`, HttpMethod[route.method], `${API_BASE_PATH}${route.path}`, handler);
    }

    const toolAccess = new Set(toolDefinitions.flatMap((tool) => accessOf(tool.twin)));
    const mcp = new ServiceFunction(this, 'McpHandler', {
      entry: 'functions/mcp/handler.ts',
      description: `Agent tools (MCP) at ${MCP_PATH}`,
      timeout: Duration.seconds(Math.max(10, ...toolDefinitions.map((tool) => tool.twin.timeoutSeconds ?? 0))),
      copyIntoBundle: bundleAssetsFor([...toolAccess]),
    });
    mcp.addEnvironment('PUBLIC_BASE_URL', publicBaseUrl);
    for (const access of toolAccess) grantAccess(mcp, access, resources);
    for (const method of [HttpMethod.POST, HttpMethod.GET, HttpMethod.DELETE]) {
      http.addRoute(`Mcp${method}Integration`, method, MCP_PATH, mcp);
    }

    new WebSite(this, 'Web', { http, bucket: storage.bucket });
  }
}
