import SwaggerUIBundle, { type TryItRequest } from 'swagger-ui-dist/swagger-ui-bundle.js';
import 'swagger-ui-dist/swagger-ui.css';
import './reference.css';
import type { OpenApiDocument } from '#openapi/types';
import { API_BASE_PATH } from '#shared/base-path';
import { tryItDocument } from './try-it-document.ts';

/*
 * The interactive API reference: Swagger UI renders the service's own OpenAPI
 * document, and "Try it out" calls this origin with the credential entered
 * under "Authorize".
 */

/**
 * Try-it calls carry only what the reader entered under "Authorize", never the
 * portal's session cookie: a call answers what a client holding that key gets.
 */
function withoutCookies(request: TryItRequest): TryItRequest {
  request.credentials = 'omit';
  return request;
}

function showFailure(root: HTMLElement, message: string): void {
  const paragraph = document.createElement('p');
  paragraph.className = 'reference-failure';
  paragraph.textContent = message;
  root.replaceChildren(paragraph);
}

async function start(root: HTMLElement): Promise<void> {
  const response = await fetch(`${API_BASE_PATH}/openapi.json`, { credentials: 'omit' });
  if (!response.ok) throw new Error(`GET ${API_BASE_PATH}/openapi.json answered ${response.status}`);
  SwaggerUIBundle({
    spec: tryItDocument((await response.json()) as OpenApiDocument, location.origin),
    domNode: root,
    presets: [SwaggerUIBundle.presets.apis],
    layout: 'BaseLayout',
    deepLinking: true,
    validatorUrl: null,
    queryConfigEnabled: false,
    persistAuthorization: false,
    displayRequestDuration: true,
    filter: true,
    requestInterceptor: withoutCookies,
  });
}

/** A way back to the portal, where keys are created; relative, so it works below any base path. */
function portalLink(): HTMLElement {
  const header = document.createElement('header');
  header.className = 'reference-header';
  const link = document.createElement('a');
  link.href = './';
  link.textContent = '← Briefings developer portal';
  header.append(link);
  return header;
}

// The page's HTML (scripts/web/build.ts) holds a placeholder #app for every page.
const root = document.getElementById('app') ?? document.body.appendChild(document.createElement('main'));
root.before(portalLink());
start(root).catch((error: unknown) => showFailure(root, `The API reference could not be loaded: ${(error as Error).message}`));
