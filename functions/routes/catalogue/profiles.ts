import { accountCaps } from '#shared/limits';
import { envelope, idParam, listEnvelope, PageQuery } from '#schemas/common';
import { CreateProfile, DeletedProfile, Profile, UpdateProfile } from '#schemas/catalogue/profiles';
import { defineRoute } from '#http/route';

const profileIdParam = idParam('profileId', 'Profile id (prof_...)');

export const createProfile = /* @__PURE__ */ defineRoute({
  operationId: 'createProfile',
  audit: { action: 'profile.create', resourceType: 'profile', resourceId: { response: 'id' } },
  // The topics of the interests are computed from the topic knowledge base.
  access: ['topic-knowledge'],
  method: 'POST',
  path: '/profiles',
  handler: 'catalogue/profiles-create',
  summary: 'Create a briefing profile',
  tag: 'Profiles',
  auth: { type: 'apiKey', scope: 'write' },
  body: CreateProfile,
  responses: {
    201: { description: 'The new profile, with defaults filled in', schema: envelope(Profile) },
    409: { description: `The account already has the maximum of ${accountCaps.profiles} profiles` },
  },
});

export const listProfiles = /* @__PURE__ */ defineRoute({
  operationId: 'listProfiles',
  method: 'GET',
  path: '/profiles',
  handler: 'catalogue/profiles-list',
  summary: "List the account's profiles, newest first",
  tag: 'Profiles',
  auth: { type: 'apiKey', scope: 'read' },
  query: PageQuery,
  responses: { 200: { description: 'A page of profiles', schema: listEnvelope(Profile) } },
});

export const getProfile = /* @__PURE__ */ defineRoute({
  operationId: 'getProfile',
  method: 'GET',
  path: '/profiles/{profileId}',
  handler: 'catalogue/profiles-get',
  summary: 'Read one profile',
  tag: 'Profiles',
  auth: { type: 'apiKey', scope: 'read' },
  params: profileIdParam,
  responses: { 200: { description: 'The profile', schema: envelope(Profile) } },
});

export const updateProfile = /* @__PURE__ */ defineRoute({
  operationId: 'updateProfile',
  audit: { action: 'profile.update', resourceType: 'profile', resourceId: { param: 'profileId' } },
  access: ['topic-knowledge'],
  method: 'PATCH',
  path: '/profiles/{profileId}',
  handler: 'catalogue/profiles-update',
  summary: 'Change some fields of a profile',
  tag: 'Profiles',
  auth: { type: 'apiKey', scope: 'write' },
  params: profileIdParam,
  body: UpdateProfile,
  responses: { 200: { description: 'The profile after the change', schema: envelope(Profile) } },
});

export const deleteProfile = /* @__PURE__ */ defineRoute({
  operationId: 'deleteProfile',
  audit: { action: 'profile.delete', resourceType: 'profile', resourceId: { param: 'profileId' } },
  access: ['schedules'],
  method: 'DELETE',
  path: '/profiles/{profileId}',
  handler: 'catalogue/profiles-delete',
  summary: 'Delete a profile and the sources attached to it (409 while one of its briefings is queued or running)',
  tag: 'Profiles',
  auth: { type: 'apiKey', scope: 'write' },
  params: profileIdParam,
  responses: {
    200: {
      description: 'The profile and its sources are deleted; briefings already generated for it stay readable',
      schema: envelope(DeletedProfile),
    },
  },
});
