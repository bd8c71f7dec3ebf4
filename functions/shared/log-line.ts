/** An error as a log field: its name, where it was thrown, message, stack, cause and own properties. */
function errorFields(error: Error): Record<string, unknown> {
  const { name, message, stack, cause, ...own } = error as Error & Record<string, unknown>;
  const location = /\(([^()]*?):(\d+):\d+\)$/m.exec(stack ?? '');
  return {
    name,
    location: location ? `${location[1]}:${location[2]}` : '',
    message,
    stack,
    cause: cause instanceof Error ? errorFields(cause) : cause,
    ...own,
  };
}

/**
 * One JSON log line: errors spelt out (JSON.stringify would give `{}`), big integers as text, and
 * an object met a second time in the same line as "[Circular]", so no value a caller logs makes logging throw.
 */
export function jsonLine(entry: Record<string, unknown>): string {
  const seen = new WeakSet<object>();
  const text = JSON.stringify(entry, (_key, value: unknown) => {
    if (typeof value === 'bigint') return value.toString();
    if (typeof value !== 'object' || value === null) return value;
    if (seen.has(value)) return '[Circular]';
    seen.add(value);
    return value instanceof Error ? errorFields(value) : value;
  });
  return `${text}\n`;
}
