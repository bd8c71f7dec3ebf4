import { accountCaps, profileCaps } from '#shared/limits';
import { envelope, idParam, listEnvelope } from '#schemas/common';
import { CreateSchedule, DeletedSchedule, Schedule, ScheduleListQuery, UpdateSchedule } from '#schemas/catalogue/schedules';
import { defineRoute } from '#http/route';

const TAG = 'Schedules';
const scheduleIdParam = idParam('id', 'Schedule id (sch_...)');
const oneSchedule = (description: string) => ({ description, schema: envelope(Schedule) });

export const createSchedule = /* @__PURE__ */ defineRoute({
  operationId: 'createSchedule',
  audit: { action: 'schedule.create', resourceType: 'schedule', resourceId: { response: 'id' } },
  access: ['schedules'],
  method: 'POST',
  path: '/schedules',
  handler: 'catalogue/schedules-create',
  summary: 'Generate briefings of a profile on a cron schedule and deliver them',
  tag: TAG,
  auth: { type: 'apiKey', scope: 'write' },
  body: CreateSchedule,
  responses: {
    201: oneSchedule('The new schedule, active, with its next run'),
    403: { description: 'The account subscription is cancelled' },
    404: { description: 'No such profile in this account (or it is being deleted)' },
    409: { description: `A cap is reached: ${accountCaps.schedules} schedules per account, ${profileCaps.schedules} per profile` },
  },
});

export const listSchedules = /* @__PURE__ */ defineRoute({
  operationId: 'listSchedules',
  method: 'GET',
  path: '/schedules',
  handler: 'catalogue/schedules-list',
  summary: "List the account's schedules, newest first",
  tag: TAG,
  auth: { type: 'apiKey', scope: 'read' },
  query: ScheduleListQuery,
  responses: { 200: { description: 'A page of schedules', schema: listEnvelope(Schedule) } },
});

export const getSchedule = /* @__PURE__ */ defineRoute({
  operationId: 'getSchedule',
  method: 'GET',
  path: '/schedules/{id}',
  handler: 'catalogue/schedules-get',
  summary: 'A schedule with its next and last run',
  tag: TAG,
  auth: { type: 'apiKey', scope: 'read' },
  params: scheduleIdParam,
  responses: { 200: oneSchedule('The schedule') },
});

export const updateSchedule = /* @__PURE__ */ defineRoute({
  operationId: 'updateSchedule',
  audit: { action: 'schedule.update', resourceType: 'schedule', resourceId: { param: 'id' } },
  access: ['schedules'],
  method: 'PATCH',
  path: '/schedules/{id}',
  handler: 'catalogue/schedules-update',
  summary: 'Change the cron expression, time zone, delivery or active flag of a schedule',
  tag: TAG,
  auth: { type: 'apiKey', scope: 'write' },
  params: scheduleIdParam,
  body: UpdateSchedule,
  responses: { 200: oneSchedule('The updated schedule') },
});

export const deleteSchedule = /* @__PURE__ */ defineRoute({
  operationId: 'deleteSchedule',
  audit: { action: 'schedule.delete', resourceType: 'schedule', resourceId: { param: 'id' } },
  access: ['schedules'],
  method: 'DELETE',
  path: '/schedules/{id}',
  handler: 'catalogue/schedules-delete',
  summary: 'Delete a schedule for good',
  tag: TAG,
  auth: { type: 'apiKey', scope: 'write' },
  params: scheduleIdParam,
  responses: { 200: { description: 'The schedule is deleted', schema: envelope(DeletedSchedule) } },
});

export const pauseSchedule = /* @__PURE__ */ defineRoute({
  operationId: 'pauseSchedule',
  audit: { action: 'schedule.pause', resourceType: 'schedule', resourceId: { param: 'id' } },
  access: ['schedules'],
  method: 'POST',
  path: '/schedules/{id}/pause',
  handler: 'catalogue/schedules-pause',
  summary: 'Stop a schedule from running (active becomes false); pausing a paused schedule changes nothing',
  tag: TAG,
  auth: { type: 'apiKey', scope: 'write' },
  params: scheduleIdParam,
  responses: { 200: oneSchedule('The paused schedule; next_run_at is null') },
});

export const resumeSchedule = /* @__PURE__ */ defineRoute({
  operationId: 'resumeSchedule',
  audit: { action: 'schedule.resume', resourceType: 'schedule', resourceId: { param: 'id' } },
  access: ['schedules'],
  method: 'POST',
  path: '/schedules/{id}/resume',
  handler: 'catalogue/schedules-resume',
  summary: 'Let a paused schedule run again (active becomes true); resuming an active schedule changes nothing',
  tag: TAG,
  auth: { type: 'apiKey', scope: 'write' },
  params: scheduleIdParam,
  responses: { 200: oneSchedule('The active schedule with its next run') },
});
