import { escapeHtml } from '../mail/index';
import type { VitalsP75Row } from './vitals-repository';
import { GOOD_THRESHOLDS, type VitalMetric } from './vitals-rules';

/** What the operator's page says of each metric. */
export const METRIC_TITLES: Record<VitalMetric, { title: string; unit: string }> = {
  LCP: { title: 'LCP — отрисовка главного содержимого', unit: 'мс' },
  INP: { title: 'INP — отклик на действия покупателя', unit: 'мс' },
  CLS: { title: 'CLS — сдвиги вёрстки', unit: '' },
  TTFB: { title: 'TTFB — время до первого байта страницы', unit: 'мс' },
};

/** Line colours, one per route, each with at least 4.5:1 contrast on white. */
const COLOURS = ['#0B7D6E', '#C2410C', '#1D4ED8', '#7C3AED', '#BE123C', '#4D7C0F', '#0369A1', '#A16207', '#374151', '#DB2777', '#047857', '#6D28D9'];
/** Dashes beside the colours, so that lines differ without colour too. */
const DASHES = ['', '6 3', '2 3', '8 3 2 3'];

// Narrow enough that its text stays readable on a phone, where the chart is some 330 px wide.
const WIDTH = 480;
const HEIGHT = 280;
const LEFT = 60;
const RIGHT = 12;
const TOP = 24;
const BOTTOM = 34;

/** A value as the page shows it: milliseconds whole with thin spaces between thousands, CLS to three places. */
export function formatValue(metric: VitalMetric, value: number): string {
  if (metric === 'CLS') return value.toFixed(3).replace('.', ',');
  return String(Math.round(value)).replace(/\B(?=(\d{3})+(?!\d))/g, '\u202f');
}

/** `2026-11-29` → `29.11`. */
const shortDay = (day: string): string => `${day.slice(8, 10)}.${day.slice(5, 7)}`;

/** Steps of the value axis within a power of ten: the axis has four steps, so its lines fall on round values. */
const STEPS = [1, 1.25, 1.5, 2, 2.5, 3, 4, 5, 6, 8, 10];

/** The top of the value axis: four round steps reaching above the highest p75 and half again the threshold. */
export function axisTop(metric: VitalMetric, highest: number): number {
  const quarter = (Math.max(highest, GOOD_THRESHOLDS[metric] * 1.5) * 1.1) / 4;
  const power = 10 ** Math.floor(Math.log10(quarter));
  const step = STEPS.find((candidate) => candidate * power >= quarter) ?? 10;
  return Number((step * power * 4).toPrecision(6));
}

/** The colour and dash of the route at `index` (by the routes' order on the page). */
export function routeStroke(index: number): { colour: string; dash: string } {
  return { colour: COLOURS[index % COLOURS.length], dash: DASHES[index % DASHES.length] };
}

/**
 * One metric's chart as inline SVG: a line per route over `days` (oldest first), a dot per day with data,
 * the «good» threshold as a dashed line, the axes labelled. Labelled for assistive technology by its
 * `title` and `desc`; the numbers themselves are in the table beside it.
 */
export function metricChart(metric: VitalMetric, days: readonly string[], routes: readonly string[], rows: readonly VitalsP75Row[]): string {
  const { title, unit } = METRIC_TITLES[metric];
  const mine = rows.filter((row) => row.metric === metric);
  const top = axisTop(metric, Math.max(0, ...mine.map((row) => row.p75)));
  const plotWidth = WIDTH - LEFT - RIGHT;
  const plotHeight = HEIGHT - TOP - BOTTOM;
  const x = (day: string) => LEFT + (days.length === 1 ? plotWidth / 2 : (days.indexOf(day) / (days.length - 1)) * plotWidth);
  const y = (value: number) => TOP + plotHeight - (Math.min(value, top) / top) * plotHeight;
  const r = (value: number) => value.toFixed(1);
  const threshold = GOOD_THRESHOLDS[metric];
  const suffix = unit ? ` ${unit}` : '';

  const grid = [0, 0.25, 0.5, 0.75, 1]
    .map((share) => {
      const value = top * share;
      return `<line x1="${LEFT}" x2="${WIDTH - RIGHT}" y1="${r(y(value))}" y2="${r(y(value))}" class="grid"/><text x="${LEFT - 6}" y="${r(y(value) + 5)}" text-anchor="end">${formatValue(metric, value)}</text>`;
    })
    .join('');
  const labelDays = days.length <= 1 ? days : [days[0], days[Math.floor((days.length - 1) / 2)], days[days.length - 1]];
  const anchor = (day: string) => (days.length > 1 && day === days[days.length - 1] ? 'end' : 'middle');
  const dayLabels = [...new Set(labelDays)].map((day) => `<text x="${r(x(day))}" y="${HEIGHT - BOTTOM + 22}" text-anchor="${anchor(day)}">${shortDay(day)}</text>`).join('');
  const lines = routes
    .map((route, index) => {
      const points = mine.filter((row) => row.route === route && days.includes(row.day));
      if (points.length === 0) return '';
      const { colour, dash } = routeStroke(index);
      const path = points.map((row) => `${r(x(row.day))},${r(y(row.p75))}`).join(' ');
      const dots = points
        .map((row) => `<circle cx="${r(x(row.day))}" cy="${r(y(row.p75))}" r="3.5" fill="${colour}"><title>${escapeHtml(route)}, ${shortDay(row.day)}: ${formatValue(metric, row.p75)}${suffix}</title></circle>`)
        .join('');
      return `<polyline points="${path}" fill="none" stroke="${colour}" stroke-width="2"${dash ? ` stroke-dasharray="${dash}"` : ''}/>${dots}`;
    })
    .join('');
  const id = `chart-${metric}`;
  const description = mine.length
    ? `75-й процентиль ${metric} по дням с ${shortDay(days[0])} по ${shortDay(days[days.length - 1])}, линия на каждую страницу: ${routes.map(escapeHtml).join(', ')}. Граница «хорошо» — ${formatValue(metric, threshold)}${suffix}.`
    : `Замеров ${metric} за это время нет. Граница «хорошо» — ${formatValue(metric, threshold)}${suffix}.`;
  return `<svg viewBox="0 0 ${WIDTH} ${HEIGHT}" role="img" aria-labelledby="${id}-title ${id}-desc" class="chart">
<title id="${id}-title">${escapeHtml(title)}, 75-й процентиль${unit ? `, ${unit}` : ''}</title><desc id="${id}-desc">${description}</desc>
<g class="axis">${grid}${dayLabels}</g>
<line x1="${LEFT}" x2="${WIDTH - RIGHT}" y1="${r(y(threshold))}" y2="${r(y(threshold))}" class="threshold"/>
<text x="${WIDTH - RIGHT}" y="${r(y(threshold) - 6)}" text-anchor="end" class="threshold-label">хорошо ≤ ${formatValue(metric, threshold)}${suffix}</text>
${lines}</svg>`;
}
