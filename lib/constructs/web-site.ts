import { HttpMethod } from 'aws-cdk-lib/aws-apigatewayv2';
import type { IBucket } from 'aws-cdk-lib/aws-s3';
import { Construct } from 'constructs';
import { ensureWebBuild } from '../../scripts/web/build.ts';
import { webRoutes } from '../../web/pages.ts';
import type { BriefingsHttpApi } from './http-api.ts';
import { ServiceFunction } from './service-function.ts';

const pascal = (path: string) => path.split(/[^A-Za-z0-9]+/).filter(Boolean).map((part) => part[0]!.toUpperCase() + part.slice(1)).join('') || 'Root';

/**
 * The web pages (developer portal, API reference) served by one Lambda
 * behind the same HTTP API as the REST routes: the build (dist/web, made at
 * synth when missing or stale) is copied into the function's bundle, and
 * each page path plus the hashed assets path gets a GET route. The function
 * has no permissions beyond its logs.
 */
export class WebSite extends Construct {
  readonly handler: ServiceFunction;

  constructor(scope: Construct, id: string, props: { http: BriefingsHttpApi; bucket: IBucket }) {
    super(scope, id);
    ensureWebBuild();
    this.handler = new ServiceFunction(this, 'Handler', {
      entry: 'functions/web/handler.ts',
      description: `Web pages: ${webRoutes.map((route) => route.path).join(', ')}`,
      memorySize: 256,
      copyIntoBundle: { from: 'dist/web', to: 'web' },
      // The bucket's origin goes into the pages' media-src: audio links redirect to presigned URLs.
      environment: { BUCKET_NAME: props.bucket.bucketName },
    });
    for (const route of webRoutes) {
      const path = route.prefix ? `${route.path}/{proxy+}` : route.path;
      props.http.addRoute(`Web${pascal(route.path)}Integration`, HttpMethod.GET, path, this.handler);
    }
  }
}
