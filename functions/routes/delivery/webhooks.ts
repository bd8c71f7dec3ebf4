import { accountCaps } from '#shared/limits';
import { envelope, idParam, listEnvelope, PageQuery } from '#schemas/common';
import { CreatedWebhook, CreateWebhook, DeletedWebhook, Webhook } from '#schemas/delivery/webhooks';
import { defineRoute } from '#http/route';

const TAG = 'Webhooks';

export const createWebhook = /* @__PURE__ */ defineRoute({
  operationId: 'createWebhook',
  audit: { action: 'webhook.create', resourceType: 'webhook', resourceId: { response: 'id' } },
  method: 'POST',
  path: '/webhooks',
  handler: 'delivery/webhooks-create',
  summary: 'Register a URL for signed event notifications; the signing secret is returned only in this response',
  tag: TAG,
  auth: { type: 'apiKey', scope: 'webhooks:write' },
  body: CreateWebhook,
  responses: {
    201: { description: 'The webhook, with `secret` shown once', schema: envelope(CreatedWebhook) },
    409: { description: `The account already has the maximum of ${accountCaps.webhooks} webhooks` },
  },
});

export const listWebhooks = /* @__PURE__ */ defineRoute({
  operationId: 'listWebhooks',
  method: 'GET',
  path: '/webhooks',
  handler: 'delivery/webhooks-list',
  summary: "List the account's webhooks, newest first",
  tag: TAG,
  auth: { type: 'apiKey', scope: 'webhooks:write' },
  query: PageQuery,
  responses: { 200: { description: 'A page of webhooks (secret_prefix only, never the secret)', schema: listEnvelope(Webhook) } },
});

export const deleteWebhook = /* @__PURE__ */ defineRoute({
  operationId: 'deleteWebhook',
  audit: { action: 'webhook.delete', resourceType: 'webhook', resourceId: { param: 'id' } },
  method: 'DELETE',
  path: '/webhooks/{id}',
  handler: 'delivery/webhooks-delete',
  summary: 'Delete a webhook; deliveries to it still under way end as failed',
  tag: TAG,
  auth: { type: 'apiKey', scope: 'webhooks:write' },
  params: idParam('id', 'Webhook id (wh_...)'),
  responses: { 200: { description: 'The webhook is deleted', schema: envelope(DeletedWebhook) } },
});
