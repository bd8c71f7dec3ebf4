import * as v from 'valibot';
import { limits } from '#shared/limits';

/** Unix time in whole seconds. */
export const timestamp = v.pipe(v.number(), v.integer(), v.description('Unix time in seconds'));
export const nullableTimestamp = v.nullable(timestamp);

export const ErrorBody = v.object({
  error: v.pipe(v.string(), v.description('Machine-readable error code')),
  message: v.pipe(v.string(), v.description('What went wrong; names the offending field for validation errors')),
  request_id: v.pipe(v.string(), v.description('Same as the X-Request-Id header')),
});

export const Pagination = v.object({
  total: v.pipe(v.number(), v.integer()),
  limit: v.pipe(v.number(), v.integer()),
  offset: v.pipe(v.number(), v.integer()),
});

/** Query parameters of every list: `limit` 1..100 (default 20), `offset` >= 0 (default 0). */
export const pageQueryEntries = {
  limit: v.optional(
    v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(limits.pageSizeMax), v.description('Page size, at most 100')),
    limits.pageSizeDefault,
  ),
  offset: v.optional(v.pipe(v.number(), v.integer(), v.minValue(0), v.description('Items to skip')), 0),
};
export const PageQuery = v.strictObject(pageQueryEntries);

/** `{data: T}` */
export const envelope = <T extends v.GenericSchema>(schema: T) => v.object({ data: schema });

/** `{data: T[], pagination}` */
export const listEnvelope = <T extends v.GenericSchema>(schema: T) =>
  v.object({ data: v.array(schema), pagination: Pagination });

const idString = (description: string) => v.pipe(v.string(), v.minLength(1), v.maxLength(64), v.description(description));

/** Path parameters: one opaque id. */
export const idParam = <N extends string>(name: N, description: string) =>
  v.strictObject({ [name]: idString(description) } as Record<N, ReturnType<typeof idString>>);
