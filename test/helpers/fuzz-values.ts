import fc from 'fast-check';
import { SCOPES } from '#shared/scopes';
import { BRIEFING_STATUSES } from '#schemas/briefings/jobs';
import { DELIVERY_STATUSES, EVENT_TYPES } from '#schemas/delivery/events';
import { SOURCE_TYPES } from '#schemas/catalogue/sources';
import { DELIVERY_METHODS } from '#schemas/catalogue/destinations';

/** Real ids of another account: reading or changing them must look exactly like a missing id. */
export interface ForeignIds {
  profile: string;
  source: string;
  schedule: string;
  webhook: string;
  job: string;
  event: string;
  key: string;
}

/** Printable ASCII: what an HTTP client can put into a header value. */
export const headerText = (maxLength: number) =>
  fc.string({ unit: fc.integer({ min: 0x20, max: 0x7e }).map((code) => String.fromCharCode(code)), maxLength });

/** Values no schema expects: wrong types, odd numbers, huge and exotic strings, deep structures. */
export const garbage: fc.Arbitrary<unknown> = fc.oneof(
  fc.constant(null),
  fc.boolean(),
  fc.integer(),
  fc.double(),
  fc.constantFrom(-1, 0, -0, 1.5, 1e308, 2 ** 53 + 2, '', ' ', '\u0000', '\u202egnp.exe', '\ud800', 'a\udfff', '💥'.repeat(300), '__proto__', 'constructor', 'null', '[]', '{}'),
  fc.string({ unit: 'grapheme', maxLength: 40 }),
  fc.string({ unit: 'binary', maxLength: 40 }),
  fc.integer({ min: 300, max: 20_000 }).map((length) => 'ä'.repeat(length)),
  fc.jsonValue({ maxDepth: 3 }),
  fc.array(fc.jsonValue({ maxDepth: 1 }), { maxLength: 40 }),
  fc.dictionary(fc.string({ maxLength: 8 }), fc.jsonValue({ maxDepth: 2 }), { maxKeys: 5 }),
);

/** Nested far deeper than any schema goes. */
const DEEP = Array.from({ length: 40 }).reduce<unknown>((inner) => [inner], 'deep');

/** Values for a named field: `valid` pass its schema (the domain may still refuse them), `invalid` just miss it. */
export interface FieldValues {
  valid: unknown[];
  invalid: unknown[];
}

export function fieldValues(foreign: ForeignIds): Record<string, FieldValues> {
  const urls = [
    'https://93.184.216.34/feed.xml', 'http://127.0.0.1:9/feed', 'https://10.0.0.1/', 'https://169.254.169.254/latest/meta-data',
    'https://[::1]/', 'http://[::ffff:7f00:1]/', 'https://0x7f.1/', 'https://2130706433/', 'https://example.invalid/feed',
    'https://www.youtube.com/@handle', 'https://youtu.be/x?list=PL1234567890', 'https://user:pw@93.184.216.34/',
    'HTTPS://93.184.216.34/?utm_source=x#frag', 'https://93.184.216.34/%zz', 'https://xn--/', 'https://[fe80::1%25eth0]/',
  ];
  return {
    name: { valid: ['Morning news', '  padded  ', 'ümlaut ✓'], invalid: [' ', 'x'.repeat(101)] },
    description: { valid: ['About energy', null], invalid: ['d'.repeat(501)] },
    interests: { valid: [['energy'], []], invalid: [[' '], Array.from({ length: 31 }, () => 'a'), ['i'.repeat(101)], DEEP] },
    voice_id: { valid: ['Joanna', 'Hans', 'NoSuchVoice', null], invalid: [''] },
    length_minutes: { valid: [1, 5, 60], invalid: [0, 61, 2.5, '5'] },
    language: { valid: ['en', 'de-DE', 'EN-gb', 'zz'], invalid: ['en-US-x', 'e'] },
    type: { valid: [...SOURCE_TYPES], invalid: ['podcast', 'RSS'] },
    url: { valid: urls, invalid: ['javascript:alert(1)', 'ftp://example.com/', 'https://exa mple.com', 'https://', `https://93.184.216.34/${'a'.repeat(2100)}`] },
    profile_id: { valid: [foreign.profile, foreign.source, 'prof_missing'], invalid: ['', 'p'.repeat(65)] },
    job_id: { valid: [foreign.job, 'job_missing'], invalid: [''] },
    schedule_id: { valid: [foreign.schedule, 'sch_missing'], invalid: [''] },
    cron: { valid: ['0 7 * * *', '*/5 * * * *', '0 7 * * MON-FRI', '0 0 31 2 *'], invalid: ['60 * * * *', '0 7 * * 1-5 1', '0 7 1 * 1', '@daily', '* * * * * *', '1-0 * * * *', '*/0 * * * *'] },
    timezone: { valid: ['UTC', 'Europe/Berlin', 'utc', 'Etc/GMT+14', 'America/Argentina/ComodRivadavia'], invalid: ['Mars/Olympus', '+02:00', ''] },
    delivery_method: { valid: [...DELIVERY_METHODS], invalid: ['pigeon'] },
    destination: { valid: ['a@example.com', '@channel', '-1001234567890', '+4915112345678', 'not an address', null], invalid: [''] },
    active: { valid: [true, false], invalid: ['true'] },
    events: { valid: [['briefing.generated'], [...EVENT_TYPES, ...EVENT_TYPES]], invalid: [[], ['nope']] },
    scopes: { valid: [['read'], ['read', 'read'], [...SCOPES]], invalid: [[], ['admin']] },
    expires_in_days: { valid: [1, 365], invalid: [0, 366, 1.5] },
    webhook_id: { valid: [foreign.webhook, 'wh_missing'], invalid: [''] },
    limit: { valid: [1, 20, 100], invalid: [0, 101, '5'] },
    offset: { valid: [0, 5], invalid: [-1, 1.5] },
    format: { valid: ['json', 'vtt'], invalid: ['VTT'] },
    status: { valid: [...BRIEFING_STATUSES], invalid: ['nope'] },
  };
}

/** Query values: numbers in and out of range, other lists' filters, the other account's ids. */
export function plausibleQueryValues(foreign: ForeignIds): string[] {
  return [
    '', '0', '1', '-1', '20', '100', '101', '1.5', '1e3', '0x10', ' 5', '5 ', '007', '9'.repeat(30), 'true', 'null',
    'vtt', 'json', 'VTT', ...BRIEFING_STATUSES, ...DELIVERY_STATUSES, ...EVENT_TYPES, 'en', 'en-GB', 'xx-XX-x',
    foreign.profile, foreign.webhook, foreign.job, '1700000000', 'abc_-123', 's'.repeat(101),
  ];
}
