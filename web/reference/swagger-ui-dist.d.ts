/** The parts of swagger-ui-dist's browser bundle the reference page uses (the package ships no types). */
declare module 'swagger-ui-dist/swagger-ui-bundle.js' {
  export interface TryItRequest {
    url: string;
    credentials?: RequestCredentials;
  }

  export interface SwaggerUIOptions {
    spec: object;
    domNode: HTMLElement;
    deepLinking?: boolean;
    /** Where Swagger UI sends the document for its validity badge; null sends it nowhere. */
    validatorUrl: string | null;
    /** Lets `?url=` load another document into the page; off. */
    queryConfigEnabled?: boolean;
    persistAuthorization?: boolean;
    displayRequestDuration?: boolean;
    filter?: boolean;
    layout?: string;
    presets?: unknown[];
    requestInterceptor?: (request: TryItRequest) => TryItRequest;
  }

  interface SwaggerUIBundle {
    (options: SwaggerUIOptions): unknown;
    presets: { apis: unknown };
  }

  const bundle: SwaggerUIBundle;
  export default bundle;
}
