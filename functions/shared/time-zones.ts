const HOUR_MS = 3_600_000;
const DAY_MS = 24 * HOUR_MS;

const formatters = new Map<string, Intl.DateTimeFormat>();

function formatterFor(timeZone: string): Intl.DateTimeFormat {
  let formatter = formatters.get(timeZone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
      second: 'numeric',
    });
    formatters.set(timeZone, formatter);
  }
  return formatter;
}

/** IANA names only (Europe/Berlin, UTC, Etc/GMT+5): no bare UTC offsets, which AWS does not accept. */
const ZONE_NAME = /^[A-Za-z][A-Za-z0-9_+\-/]{0,63}$/;

/** The canonical IANA name of a time zone, or undefined when the runtime does not know it. */
export function canonicalTimeZone(name: string): string | undefined {
  if (!ZONE_NAME.test(name)) return undefined;
  try {
    return new Intl.DateTimeFormat('en-US', { timeZone: name }).resolvedOptions().timeZone;
  } catch {
    return undefined;
  }
}

/**
 * The wall-clock reading in `timeZone` at `instantMs`, encoded as if that
 * reading were UTC ("naive" milliseconds). Milliseconds are dropped.
 */
export function wallClock(instantMs: number, timeZone: string): number {
  const parts: Record<string, number> = {};
  for (const part of formatterFor(timeZone).formatToParts(new Date(instantMs))) {
    if (part.type !== 'literal') parts[part.type] = Number(part.value);
  }
  return Date.UTC(parts.year!, parts.month! - 1, parts.day!, parts.hour!, parts.minute!, parts.second!);
}

/**
 * The first instant at which the wall clock in `timeZone` reads `naiveMs`.
 * Undefined for a reading skipped by a forward shift (the spring-forward gap);
 * for a reading that occurs twice (the fall-back hour) the earlier instant.
 */
export function firstInstantOf(naiveMs: number, timeZone: string): number | undefined {
  const offsets = new Set([naiveMs - DAY_MS, naiveMs, naiveMs + DAY_MS].map((probe) => wallClock(probe, timeZone) - probe));
  const matches = [...offsets].map((offset) => naiveMs - offset).filter((instant) => wallClock(instant, timeZone) === naiveMs);
  return matches.length ? Math.min(...matches) : undefined;
}
