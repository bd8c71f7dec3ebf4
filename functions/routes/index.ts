import type { RouteSpec } from '#http/route';
import * as account from './access/account.ts';
import * as audit from './audit.ts';
import * as auth from './access/auth.ts';
import * as briefings from './briefings/jobs.ts';
import * as feedback from './briefings/feedback.ts';
import * as feeds from './podcast.ts';
import * as meta from './meta.ts';
import * as profiles from './catalogue/profiles.ts';
import * as schedules from './catalogue/schedules.ts';
import * as sources from './catalogue/sources.ts';
import * as voices from './catalogue/voices.ts';
import * as webhookEvents from './delivery/webhook-events.ts';
import * as webhooks from './delivery/webhooks.ts';

/**
 * The route table: the one list of endpoints. The CDK stack makes one Lambda
 * and one API Gateway route per entry, the local gateway dispatches by it, the
 * OpenAPI document and the MCP tools are generated from it.
 */
export const routes = { ...account, ...audit, ...auth, ...briefings, ...feedback, ...feeds, ...meta, ...profiles, ...schedules, ...sources, ...voices, ...webhooks, ...webhookEvents } satisfies Record<string, RouteSpec>;

export const routeList: RouteSpec[] = Object.values(routes);

export { API_BASE_PATH } from '#shared/base-path';
