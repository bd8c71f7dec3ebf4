import { accountCaps, profileCaps } from '#shared/limits';
import { envelope, idParam, listEnvelope } from '#schemas/common';
import { CreateSource, DeletedSource, Source, SourceQuery } from '#schemas/catalogue/sources';
import { defineRoute } from '#http/route';

export const createSource = /* @__PURE__ */ defineRoute({
  operationId: 'createSource',
  audit: { action: 'source.create', resourceType: 'source', resourceId: { response: 'id' } },
  method: 'POST',
  path: '/sources',
  handler: 'catalogue/sources-create',
  summary: 'Add a content source, optionally attached to a profile',
  tag: 'Sources',
  auth: { type: 'apiKey', scope: 'write' },
  body: CreateSource,
  responses: {
    201: { description: 'The new source with its normalised URL', schema: envelope(Source) },
    404: { description: 'No such profile in this account (or it is being deleted)' },
    409: {
      description: `The profile already has a source with this normalised URL (the message names it), or a cap is reached: `
        + `${accountCaps.sources} sources per account, ${profileCaps.sources} per profile`,
    },
  },
});

export const listSources = /* @__PURE__ */ defineRoute({
  operationId: 'listSources',
  method: 'GET',
  path: '/sources',
  handler: 'catalogue/sources-list',
  summary: "List the account's sources, newest first; filter by profile with profile_id",
  tag: 'Sources',
  auth: { type: 'apiKey', scope: 'read' },
  query: SourceQuery,
  responses: { 200: { description: 'A page of sources', schema: listEnvelope(Source) } },
});

export const getSource = /* @__PURE__ */ defineRoute({
  operationId: 'getSource',
  method: 'GET',
  path: '/sources/{id}',
  handler: 'catalogue/sources-get',
  summary: 'Read one source',
  tag: 'Sources',
  auth: { type: 'apiKey', scope: 'read' },
  params: idParam('id', 'Source id (src_...)'),
  responses: { 200: { description: 'The source', schema: envelope(Source) } },
});

export const deleteSource = /* @__PURE__ */ defineRoute({
  operationId: 'deleteSource',
  audit: { action: 'source.delete', resourceType: 'source', resourceId: { param: 'id' } },
  method: 'DELETE',
  path: '/sources/{id}',
  handler: 'catalogue/sources-delete',
  summary: 'Delete a source; later briefings no longer read it',
  tag: 'Sources',
  auth: { type: 'apiKey', scope: 'write' },
  params: idParam('id', 'Source id (src_...)'),
  responses: { 200: { description: 'The source is deleted', schema: envelope(DeletedSource) } },
});
