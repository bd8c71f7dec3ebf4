import { Stack, type StackProps } from 'aws-cdk-lib';
import { HttpMethod } from 'aws-cdk-lib/aws-apigatewayv2';
import type { Construct } from 'constructs';
import { API_BASE_PATH, routeList } from '../functions/routes/index.ts';
import { BriefingsHttpApi } from './constructs/http-api.ts';
import { ServiceFunction } from './constructs/service-function.ts';
import { Storage } from './constructs/storage.ts';

const pascal = (name: string) => name.replace(/(^|[-_])(\w)/g, (_, __, c: string) => c.toUpperCase());

/**
 * The deployed service: one Lambda per route of the route table behind an
 * HTTP API, the single table, and the data bucket.
 */
export class BriefingsStack extends Stack {
  constructor(scope: Construct, id: string, props?: StackProps) {
    super(scope, id, props);
    const { table } = new Storage(this, 'Storage');

    const fallback = new ServiceFunction(this, 'FallbackHandler', {
      entry: 'functions/api/fallback.ts',
      description: 'JSON 404/405 for unmatched requests',
    });
    const http = new BriefingsHttpApi(this, 'Http', { fallback });

    for (const route of routeList) {
      const handler = new ServiceFunction(this, `${pascal(route.operationId)}Handler`, {
        entry: `functions/api/${route.handler}.ts`,
        description: `${route.method} ${API_BASE_PATH}${route.path}`,
      }).bindTable(table, 'RW');
      http.addRoute(`${pascal(route.operationId)}Integration`, HttpMethod[route.method], `${API_BASE_PATH}${route.path}`, handler);
    }
  }
}
