import { ValidationError } from '#shared/errors';
import type { PipelineMiddleware, RequestState } from './state.ts';

/**
 * API Gateway (and the local gateway) join a repeated header's copies with
 * commas. For each header the service reads, the decision:
 * - one value expected (Content-Type, Idempotency-Key, If-Modified-Since,
 *   Origin, Sec-Fetch-Site, Mcp-Protocol-Version): copies that agree count as
 *   one; copies that differ are a 400 naming the header where the request
 *   reads it (Content-Type on a route with a body, Origin and Sec-Fetch-Site
 *   on writes that check where a cookie write comes from, Idempotency-Key on
 *   `POST /briefings`, Mcp-Protocol-Version on /mcp). If-Modified-Since with
 *   differing copies (its date's one comma allowed) is a date no one can read,
 *   which HTTP says to ignore: the answer is the full one;
 * - a list by its definition (If-None-Match, Accept-Encoding, Accept): the joined
 *   copies are the list, as HTTP defines it;
 * - taken as a mark or a record only (X-Requested-With: present or not; User-Agent:
 *   recorded as sent): any value.
 * Authorization holds exactly one credential: a repeat is a 401, even of the same
 * one (`admission/credentials.ts`); cookies arrive one by one, and session cookies
 * that disagree are a 401 there too.
 */
const COMMAS_IN_ONE_VALUE: Record<string, number> = {
  'content-type': 0,
  'idempotency-key': 0,
  'if-modified-since': 1,
  origin: 0,
  'sec-fetch-site': 0,
  'mcp-protocol-version': 0,
};

/** The headers read with one value each: what README's "Repeated headers" lists. */
export const SINGLE_VALUED_HEADERS = Object.keys(COMMAS_IN_ONE_VALUE);

/** The one value of a comma-joined repeat whose copies are all the same; undefined when it is not such a repeat. */
export function agreedValue(joined: string): string | undefined {
  for (let comma = joined.indexOf(','); comma !== -1; comma = joined.indexOf(',', comma + 1)) {
    const copies = (joined.length + 1) / (comma + 1);
    const first = joined.slice(0, comma);
    if (Number.isInteger(copies) && Array<string>(copies).fill(first).join(',') === joined) return first;
  }
  return undefined;
}

const commasIn = (value: string) => value.split(',').length - 1;

const repeatRefused = (name: string) =>
  new ValidationError(`${name}: sent more than once with different values; send it once`);

/** One header's single value: an agreeing repeat as its one value, differing copies a 400 naming it. */
export function singleHeaderValue(headers: Record<string, string | undefined>, name: string): string | undefined {
  const value = headers[name];
  if (value === undefined) return undefined;
  const agreed = agreedValue(value);
  const commas = COMMAS_IN_ONE_VALUE[name] ?? 0;
  if (agreed !== undefined && commasIn(agreed) === commas) return agreed;
  if (commasIn(value) > commas) throw repeatRefused(name);
  return value;
}

/**
 * The headers with each agreeing repeat of a single-valued header collapsed to
 * its one value; a 400 naming the first of `refused` whose copies differ. The
 * others keep what was sent (an unreadable If-Modified-Since is ignored).
 */
export function decideRepeatedHeaders(headers: Record<string, string | undefined>, refused: readonly string[]): Record<string, string | undefined> {
  const decided: Record<string, string | undefined> = {};
  for (const [sent, value] of Object.entries(headers)) {
    const name = sent.toLowerCase();
    if (!(name in COMMAS_IN_ONE_VALUE) || value === undefined) {
      decided[sent] = value;
      continue;
    }
    try {
      decided[sent] = singleHeaderValue({ [name]: value }, name);
    } catch (error) {
      if (refused.includes(name)) throw error;
      decided[sent] = value;
    }
  }
  return decided;
}

/** Before anything reads a header: agreeing repeats become one value; differing copies of a header in `refused` a 400. */
export const repeatedHeaders = <S extends RequestState>(refused: readonly string[]): PipelineMiddleware<S> => ({
  name: 'repeated-headers',
  before: (request) => {
    if (request.event.headers) request.event.headers = decideRepeatedHeaders(request.event.headers, refused);
  },
});
