type Level = 'debug' | 'info' | 'warn' | 'error';
const ORDER: Record<Level, number> = { debug: 10, info: 20, warn: 30, error: 40 };

function threshold(): number {
  const configured = process.env.LOG_LEVEL ?? 'info';
  return configured === 'silent' ? Number.POSITIVE_INFINITY : (ORDER[configured as Level] ?? ORDER.info);
}

/** Structured JSON log lines (one object per line), as CloudWatch Logs Insights expects. */
export function log(level: Level, message: string, fields: Record<string, unknown> = {}): void {
  if (ORDER[level] < threshold()) return;
  process.stdout.write(`${JSON.stringify({ level, message, time: new Date().toISOString(), ...fields })}\n`);
}
