import { SITE_NAME } from '../../shared/shop';
import { escapeHtml } from '../mail/index';
import { formatValue, METRIC_TITLES, metricChart, routeStroke } from './vitals-chart';
import type { VitalsP75Row } from './vitals-repository';
import { DEVICE_CLASSES, VITAL_METRICS, type DeviceClass, type VitalMetric } from './vitals-rules';

/** What the operator's page shows: the days (oldest first), the device class or all, the p75 rows. */
export interface VitalsReport {
  days: string[];
  device: DeviceClass | null;
  rows: VitalsP75Row[];
}

const DEVICE_TITLES: Record<DeviceClass, string> = { phone: 'телефоны', desktop: 'компьютеры' };
const DAY_CHOICES = [7, 28, 90];

/** The routes of the report, those with the most measures first (their order gives their colours). */
export function routesOf(rows: readonly VitalsP75Row[]): string[] {
  const totals = new Map<string, number>();
  for (const row of rows) totals.set(row.route, (totals.get(row.route) ?? 0) + row.samples);
  return [...totals].sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0])).map(([route]) => route);
}

function legend(routes: readonly string[]): string {
  const items = routes.map((route, index) => {
    const { colour, dash } = routeStroke(index);
    return `<li><svg width="28" height="10" aria-hidden="true" focusable="false"><line x1="0" x2="28" y1="5" y2="5" stroke="${colour}" stroke-width="3"${dash ? ` stroke-dasharray="${dash}"` : ''}/></svg>${escapeHtml(route)}</li>`;
  });
  return `<ul class="legend" aria-label="Страницы">${items.join('')}</ul>`;
}

function numbers(metric: VitalMetric, rows: readonly VitalsP75Row[]): string {
  const mine = rows.filter((row) => row.metric === metric);
  if (mine.length === 0) return '';
  const { unit } = METRIC_TITLES[metric];
  const body = mine
    .map((row) => `<tr><td>${row.day.split('-').reverse().join('.')}</td><td>${escapeHtml(row.route)}</td><td class="num">${formatValue(metric, row.p75)}</td><td class="num">${row.samples}</td></tr>`)
    .join('');
  return `<details><summary>Числа графика ${metric}</summary><div class="scroll" role="region" aria-label="Таблица ${metric}" tabindex="0"><table>
<caption>${metric}: 75-й процентиль по дням и страницам${unit ? `, ${unit}` : ''}</caption>
<thead><tr><th scope="col">День</th><th scope="col">Страница</th><th scope="col">p75</th><th scope="col">Замеров</th></tr></thead><tbody>${body}</tbody></table></div></details>`;
}

function choices(report: VitalsReport): string {
  const days = DAY_CHOICES.map((n) => `<option value="${n}"${n === report.days.length ? ' selected' : ''}>${n}</option>`).join('');
  const devices = [`<option value=""${report.device === null ? ' selected' : ''}>все</option>`]
    .concat(DEVICE_CLASSES.map((device) => `<option value="${device}"${device === report.device ? ' selected' : ''}>${DEVICE_TITLES[device]}</option>`))
    .join('');
  return `<form method="get" action="/api/operator/vitals/page"><label>Дней <select name="days">${days}</select></label> <label>Устройства <select name="device">${devices}</select></label> <button type="submit">Показать</button></form>`;
}

const STYLE = `body{margin:0;padding:16px;background:#f4f6f5;font-family:Arial,Helvetica,sans-serif;color:#1f2933;line-height:1.4}
main{max-width:960px;margin:0 auto;background:#fff;border-radius:12px;padding:16px}h1{font-size:24px;margin:8px 0}h2{font-size:18px;margin:24px 0 8px}
.brand{font-size:18px;font-weight:bold;color:#0B7D6E;margin:0}form{display:flex;flex-wrap:wrap;gap:12px;align-items:center;margin:12px 0}
select,button{font-size:16px;min-height:44px;padding:8px 12px;border-radius:8px;border:1px solid #6b7280;background:#fff}button{background:#0B7D6E;color:#fff;border:0;cursor:pointer}
.chart{width:100%;max-width:720px;height:auto;display:block}.chart text{font-size:15px;fill:#374151}.grid{stroke:#e5e7eb}.threshold{stroke:#15803d;stroke-width:2;stroke-dasharray:8 4}
.chart .threshold-label{fill:#166534;font-weight:bold;paint-order:stroke;stroke:#fff;stroke-width:4px;stroke-linejoin:round}.legend{list-style:none;padding:0;margin:8px 0;display:flex;flex-wrap:wrap;gap:8px 16px}.legend li{display:flex;align-items:center;gap:6px}
.scroll{overflow-x:auto}table{border-collapse:collapse;min-width:100%}caption{text-align:left;font-weight:bold;padding:8px 0}th,td{border-bottom:1px solid #e5e7eb;padding:6px 8px;text-align:left}
.num{text-align:right;font-variant-numeric:tabular-nums}summary{cursor:pointer;min-height:44px;display:flex;align-items:center;color:#0B7D6E}:focus-visible{outline:3px solid #1D4ED8;outline-offset:2px}`;

/** The operator's page of the field data: a chart per metric, its legend and its numbers (HTML, no script). */
export function vitalsPage(report: VitalsReport): string {
  const routes = routesOf(report.rows);
  const who = report.device ? DEVICE_TITLES[report.device] : 'все устройства';
  const first = report.days[0].split('-').reverse().join('.');
  const last = report.days[report.days.length - 1].split('-').reverse().join('.');
  const sections = VITAL_METRICS.map(
    (metric) => `<section aria-labelledby="h-${metric}"><h2 id="h-${metric}">${escapeHtml(METRIC_TITLES[metric].title)}</h2>${metricChart(metric, report.days, routes, report.rows)}${numbers(metric, report.rows)}</section>`,
  ).join('\n');
  const body = report.rows.length
    ? `${legend(routes)}\n${sections}`
    : `<p>Замеров за это время нет: покупатели ещё не открывали страницы, или доля замеряемых просмотров (VITALS_SAMPLE_RATE) равна нулю.</p>\n${sections}`;
  return `<!doctype html>
<html lang="ru"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><meta name="robots" content="noindex">
<title>Скорость страниц у покупателей — ${escapeHtml(SITE_NAME)}</title><style>${STYLE}</style></head>
<body><main><p class="brand">${escapeHtml(SITE_NAME)}</p><h1>Скорость страниц у покупателей</h1>
<p>75-й процентиль замеров браузеров покупателей (выборка просмотров страниц) по дням, с ${first} по ${last}, ${who}. Зелёный пунктир — граница «хорошо»: три четверти просмотров должны быть ниже неё.</p>
${choices(report)}
${body}
</main></body></html>`;
}
