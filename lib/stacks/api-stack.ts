import { Stack, type StackProps } from 'aws-cdk-lib';
import type { IBucket } from 'aws-cdk-lib/aws-s3';
import type { Construct } from 'constructs';
import { BriefingsHttpApi } from '../constructs/http-api.ts';
import { ServiceFunction } from '../constructs/service-function.ts';
import { WebSite } from '../constructs/web-site.ts';

export interface ApiStackProps extends StackProps {
  bucket: IBucket;
  /** Public base URL when a custom domain fronts the API; the API's own URL otherwise. */
  publicBaseUrl?: string;
}

/**
 * The HTTP API with its stage and JSON 404/405 fallback, and the web pages.
 * The route functions live in the route stacks (lib/stacks/routes-stack.ts),
 * which add their routes to this API.
 */
export class ApiStack extends Stack {
  readonly http: BriefingsHttpApi;
  /** Base of the links the service hands out. */
  readonly publicBaseUrl: string;

  constructor(scope: Construct, id: string, props: ApiStackProps) {
    super(scope, id, props);
    const fallback = new ServiceFunction(this, 'FallbackHandler', {
      entry: 'functions/api/fallback.ts',
      description: 'JSON 404/405 for unmatched requests',
    });
    this.http = new BriefingsHttpApi(this, 'Http', { fallback });
    this.publicBaseUrl = props.publicBaseUrl ?? this.http.api.apiEndpoint;
    new WebSite(this, 'Web', { http: this.http, bucket: props.bucket });
  }
}
