import { Duration, Stack, type StackProps } from 'aws-cdk-lib';
import { HttpMethod } from 'aws-cdk-lib/aws-apigatewayv2';
import type { Construct } from 'constructs';
import type { RouteSpec, RouteAccess } from '../../functions/http/route.ts';
import { MCP_PATH } from '../../functions/mcp/path.ts';
import { toolDefinitions } from '../../functions/mcp/tools.ts';
import { API_BASE_PATH, routeList } from '../../functions/routes/index.ts';
import type { BriefingsHttpApi } from '../constructs/http-api.ts';
import { ServiceFunction } from '../constructs/service-function.ts';
import { bundleAssetsFor, grantAccess, type ServiceResources } from '../constructs/service-resources.ts';
import { routeStackOf, type RouteStackName } from '../route-stacks.ts';

export interface RoutesStackProps extends StackProps {
  /** Which routes of the route table this stack serves (lib/route-stacks.ts). */
  group: RouteStackName;
  http: BriefingsHttpApi;
  resources: ServiceResources;
  /** `off`: the first sign-in of an unknown e-mail address no longer creates an account. */
  signUp?: 'on' | 'off';
}

const pascal = (name: string) => name.replace(/(^|[-_])(\w)/g, (_, __, c: string) => c.toUpperCase());

/** What a route's handler may use: its declared access, plus the table for every authenticated route. */
function accessOf(route: RouteSpec): RouteAccess[] {
  return [...new Set<RouteAccess>([...(route.auth.type === 'none' ? [] : ['table' as const]), ...(route.access ?? [])])];
}

/**
 * One Lambda per route of the route table whose path belongs to this stack's
 * group, each granted only the access its route declares, and (in the group
 * of the MCP path) the agent tools' function; their routes are added to the
 * HTTP API of the API stack.
 */
export class RoutesStack extends Stack {
  constructor(scope: Construct, id: string, props: RoutesStackProps) {
    super(scope, id, props);
    const { http, resources } = props;
    for (const route of routeList.filter((entry) => routeStackOf(entry.path) === props.group)) {
      const handler = new ServiceFunction(this, `${pascal(route.operationId)}Handler`, {
        entry: `functions/api/${route.handler}.ts`,
        description: `${route.method} ${API_BASE_PATH}${route.path}`,
        timeout: route.timeoutSeconds === undefined ? undefined : Duration.seconds(route.timeoutSeconds),
        copyIntoBundle: bundleAssetsFor(accessOf(route)),
      });
      handler.addEnvironment('PUBLIC_BASE_URL', resources.publicBaseUrl);
      if (props.signUp) handler.addEnvironment('SIGN_UP', props.signUp);
      for (const access of accessOf(route)) grantAccess(handler, access, resources);
      http.addRoute(`${pascal(route.operationId)}Integration`, HttpMethod[route.method], `${API_BASE_PATH}${route.path}`, handler);
    }
    if (routeStackOf(MCP_PATH) === props.group) this.addAgentTools(http, resources);
  }

  private addAgentTools(http: BriefingsHttpApi, resources: ServiceResources): void {
    const toolAccess = new Set(toolDefinitions.flatMap((tool) => accessOf(tool.twin)));
    const mcp = new ServiceFunction(this, 'McpHandler', {
      entry: 'functions/mcp/handler.ts',
      description: `Agent tools (MCP) at ${MCP_PATH}`,
      timeout: Duration.seconds(Math.max(10, ...toolDefinitions.map((tool) => tool.twin.timeoutSeconds ?? 0))),
      copyIntoBundle: bundleAssetsFor([...toolAccess]),
    });
    mcp.addEnvironment('PUBLIC_BASE_URL', resources.publicBaseUrl);
    for (const access of toolAccess) grantAccess(mcp, access, resources);
    for (const method of [HttpMethod.POST, HttpMethod.GET, HttpMethod.DELETE]) {
      http.addRoute(`Mcp${method}Integration`, method, MCP_PATH, mcp);
    }
  }
}
