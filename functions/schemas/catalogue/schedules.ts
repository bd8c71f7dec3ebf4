import * as v from 'valibot';
import { cronProblem } from '#shared/cron';
import { DELIVERY_METHODS } from '#schemas/catalogue/destinations';
import { canonicalTimeZone } from '#shared/time-zones';
import { nullableTimestamp, pageQueryEntries, timestamp } from '../common.ts';

export const DeliveryMethod = v.pipe(
  v.picklist(DELIVERY_METHODS),
  v.description('How the finished briefing is delivered: email, telegram, whatsapp, or webhook (to the account\'s webhooks)'),
);

const CronExpression = v.pipe(
  v.string(),
  v.trim(),
  v.minLength(9),
  v.maxLength(100),
  v.rawCheck(({ dataset, addIssue }) => {
    if (!dataset.typed || dataset.issues) return;
    const problem = cronProblem(dataset.value);
    if (problem) addIssue({ message: problem });
  }),
  v.description('5-field Unix cron: minute hour day-of-month month day-of-week, e.g. "0 7 * * 1-5". Day-of-month and day-of-week cannot both be restricted'),
);

const TimeZone = v.pipe(
  v.string(),
  v.check((name) => canonicalTimeZone(name) !== undefined, 'must be an IANA time zone name such as Europe/Berlin'),
  v.transform((name) => canonicalTimeZone(name)!),
  v.description('IANA time zone the cron expression is read in; default UTC'),
);

const Destination = v.pipe(
  v.string(),
  v.trim(),
  v.minLength(1),
  v.maxLength(254),
  v.description('E-mail address (email), numeric chat id or @channel (telegram), E.164 phone number (whatsapp); null for webhook'),
);

const ProfileId = v.pipe(v.string(), v.minLength(1), v.maxLength(64), v.description('Profile the briefings are generated for'));

export const CreateSchedule = v.pipe(
  v.strictObject({
    profile_id: ProfileId,
    cron: CronExpression,
    timezone: v.optional(TimeZone, 'UTC'),
    delivery_method: DeliveryMethod,
    destination: v.optional(v.nullable(Destination), null),
  }),
  v.title('CreateSchedule'),
  v.description('A recurring briefing of one profile: when (cron in a time zone) and where it is delivered'),
);
export type CreateScheduleInput = v.InferOutput<typeof CreateSchedule>;

export const UpdateSchedule = v.pipe(
  v.strictObject({
    cron: v.optional(CronExpression),
    timezone: v.optional(TimeZone),
    delivery_method: v.optional(DeliveryMethod),
    destination: v.optional(v.nullable(Destination)),
    active: v.optional(v.pipe(v.boolean(), v.description('false pauses the schedule, true resumes it'))),
  }),
  v.check((body) => Object.values(body).some((value) => value !== undefined), 'give at least one field to change'),
  v.title('UpdateSchedule'),
  v.description(
    'Partial update: send only the fields to change (at least one). Switching delivery_method to webhook clears destination; '
    + 'other methods need a destination that suits them',
  ),
);
export type UpdateScheduleInput = v.InferOutput<typeof UpdateSchedule>;

export const ScheduleListQuery = v.strictObject({
  ...pageQueryEntries,
  profile_id: v.optional(v.pipe(ProfileId, v.description('Only schedules of this profile'))),
});
export type ScheduleListQueryInput = v.InferOutput<typeof ScheduleListQuery>;

export const RunStatus = v.picklist(['started', 'skipped']);

export const Schedule = v.pipe(v.object({
  id: v.pipe(v.string(), v.description('Schedule id (sch_...)')),
  profile_id: v.string(),
  cron: v.string(),
  timezone: v.string(),
  delivery_method: v.picklist(DELIVERY_METHODS),
  destination: v.nullable(v.string()),
  active: v.boolean(),
  created_at: timestamp,
  updated_at: timestamp,
  next_run_at: v.pipe(nullableTimestamp, v.description('Next time the schedule runs; null while paused')),
  last_run_at: nullableTimestamp,
  last_run_status: v.pipe(v.nullable(RunStatus), v.description('started: a briefing was queued; skipped: see last_run_error')),
  last_run_error: v.pipe(v.nullable(v.string()), v.description('Why the last run was skipped, e.g. a briefing of the profile was still running')),
  last_job_id: v.pipe(v.nullable(v.string()), v.description('Briefing job the schedule last started')),
}), v.title('Schedule'), v.description('A recurring briefing: a profile, a cron expression in a time zone and a delivery method'));
export type Schedule = v.InferOutput<typeof Schedule>;

export const DeletedSchedule = v.object({ id: v.string(), deleted: v.literal(true) });
