import { accountCaps } from '#shared/limits';
import { ApiKey, CreateApiKey, CreatedApiKey, Me, RevokedApiKey, Usage } from '#schemas/access/account';
import { envelope, idParam, listEnvelope, PageQuery } from '#schemas/common';
import { defineRoute } from '#http/route';

export const getMe = /* @__PURE__ */ defineRoute({
  operationId: 'getMe',
  method: 'GET',
  path: '/me',
  handler: 'access/me-get',
  summary: 'Describe the calling API key',
  tag: 'Account',
  auth: { type: 'apiKey', scope: 'read' },
  responses: { 200: { description: 'The key and its current request count', schema: envelope(Me) } },
});

export const getUsage = /* @__PURE__ */ defineRoute({
  operationId: 'getUsage',
  method: 'GET',
  path: '/usage',
  handler: 'access/usage-get',
  summary: 'Requests per day over the last 30 days',
  tag: 'Account',
  auth: { type: 'apiKey', scope: 'usage:read' },
  responses: { 200: { description: 'Daily request and write counts of the account', schema: envelope(Usage) } },
});

export const listKeys = /* @__PURE__ */ defineRoute({
  operationId: 'listApiKeys',
  method: 'GET',
  path: '/me/keys',
  handler: 'access/keys-list',
  summary: "List the account's API keys, newest first",
  tag: 'API keys',
  auth: { type: 'session' },
  query: PageQuery,
  responses: { 200: { description: 'A page of API keys (never the secret)', schema: listEnvelope(ApiKey) } },
});

export const createKey = /* @__PURE__ */ defineRoute({
  operationId: 'createApiKey',
  audit: { action: 'key.create', resourceType: 'api_key', resourceId: { response: 'id' } },
  method: 'POST',
  path: '/me/keys',
  handler: 'access/keys-create',
  summary: 'Create an API key; the full key is returned only in this response',
  tag: 'API keys',
  auth: { type: 'session' },
  body: CreateApiKey,
  responses: {
    201: { description: 'The new key, with `key` shown once', schema: envelope(CreatedApiKey) },
    409: { description: `The account already has the maximum of ${accountCaps.api_keys} API keys; revoke one first` },
  },
});

export const deleteKey = /* @__PURE__ */ defineRoute({
  operationId: 'revokeApiKey',
  audit: { action: 'key.revoke', resourceType: 'api_key', resourceId: { param: 'keyId' } },
  method: 'DELETE',
  path: '/me/keys/{keyId}',
  handler: 'access/keys-delete',
  summary: 'Revoke an API key for good',
  tag: 'API keys',
  auth: { type: 'session' },
  params: idParam('keyId', 'API key id (key_...)'),
  responses: { 200: { description: 'The key is revoked', schema: envelope(RevokedApiKey) } },
});
