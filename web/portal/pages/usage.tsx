import { apiData } from '../api.ts';
import { ErrorMessage, Loading, PageTitle } from '../components.tsx';
import { useLoad } from '../hooks.ts';
import type { Usage } from '../types.ts';

const WIDTH = 600;
const HEIGHT = 200;
const AXIS = 24;

/** Where a day's axis label sits: the first starts at the left edge and the last ends at the right one, so neither is clipped. */
function labelPlacement(index: number, count: number, slot: number): { x: number; 'text-anchor': 'start' | 'middle' | 'end' } {
  if (index === 0) return { x: 0, 'text-anchor': 'start' };
  if (index === count - 1) return { x: WIDTH, 'text-anchor': 'end' };
  return { x: index * slot + slot / 2, 'text-anchor': 'middle' };
}

const dayLabel = (date: string) => new Intl.DateTimeFormat(undefined, { month: 'short', day: 'numeric', timeZone: 'UTC' }).format(new Date(`${date}T00:00:00Z`));

/** Inline SVG bars, one per day; the image's label summarises it and the table beside it has every figure. */
function UsageChart({ usage }: { usage: Usage }) {
  const days = usage.by_day;
  const max = Math.max(1, ...days.map((day) => day.requests));
  const slot = WIDTH / Math.max(1, days.length);
  const busiest = days.reduce<Usage['by_day'][number] | undefined>((best, day) => (!best || day.requests > best.requests ? day : best), undefined);
  const summary = `Requests per day over the last ${usage.period_days} days: ${usage.total_requests} in total` +
    (busiest && busiest.requests > 0 ? `, most on ${dayLabel(busiest.date)} with ${busiest.requests}.` : '.');
  return (
    <figure>
      <svg class="chart" viewBox={`0 0 ${WIDTH} ${HEIGHT + AXIS}`} role="img" aria-label={summary}>
        <line class="axis" x1={0} y1={HEIGHT} x2={WIDTH} y2={HEIGHT} />
        {days.map((day, index) => {
          const height = (day.requests / max) * (HEIGHT - 12);
          return (
            <g key={day.date}>
              <rect class="bar" x={index * slot + slot * 0.15} y={HEIGHT - height} width={slot * 0.7} height={height}>
                <title>{`${dayLabel(day.date)}: ${day.requests} requests (${day.write_requests} writes)`}</title>
              </rect>
              {(index % 5 === 0 || index === days.length - 1) && (
                <text {...labelPlacement(index, days.length, slot)} y={HEIGHT + 16}>{dayLabel(day.date)}</text>
              )}
            </g>
          );
        })}
        <text x={2} y={10}>{max}</text>
      </svg>
      <figcaption>{summary}</figcaption>
    </figure>
  );
}

export function UsagePage() {
  const usage = useLoad(() => apiData<Usage>('usage'), []);
  return (
    <section>
      <PageTitle>Usage</PageTitle>
      <ErrorMessage error={usage.error} />
      {usage.loading && !usage.data ? <Loading what="usage" /> : usage.data && (
        <>
          <UsageChart usage={usage.data} />
          <details>
            <summary>Every day as a table</summary>
            <div class="table-wrap">
              <table>
                <caption class="visually-hidden">Requests per day</caption>
                <thead><tr><th scope="col">Day</th><th scope="col">Requests</th><th scope="col">Writes</th></tr></thead>
                <tbody>
                  {usage.data.by_day.map((day) => (
                    <tr key={day.date}><th scope="row"><time dateTime={day.date}>{dayLabel(day.date)}</time></th><td>{day.requests}</td><td>{day.write_requests}</td></tr>
                  ))}
                </tbody>
              </table>
            </div>
          </details>
        </>
      )}
    </section>
  );
}
