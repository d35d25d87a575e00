import type { FastifyInstance } from 'fastify';
import { ADDRESS_LIMITS, createBasicSignInGuard, limitPerAddress } from '../../plugins/rate-limits';
import { HttpError } from '../../shared/http-error';
import { messages } from '../../shared/messages';
import { errorRef, withErrors } from '../../shared/schemas';
import { createOperatorCheck, DEFAULT_OPERATOR_CONFIG, requireOperator } from '../operators/index';
import { DEFAULT_SAMPLE_RATE } from './vitals-config';
import { vitalsPage } from './vitals-page';
import { createVitalsRepository } from './vitals-repository';
import {
  DEFAULT_DAYS,
  DEVICE_CLASSES,
  GOOD_THRESHOLDS,
  MAX_BATCH,
  MAX_BODY_BYTES,
  MAX_DAYS,
  MAX_ROUTES,
  measureOutOfBounds,
  ROUTE_NAME_MAX_LENGTH,
  ROUTE_NAME_PATTERN,
  VITAL_BOUNDS,
  VITAL_METRICS,
  type DeviceClass,
  type VitalsBeacon,
} from './vitals-rules';

const beaconSchema = {
  type: 'object',
  required: ['route', 'device', 'metrics'],
  additionalProperties: false,
  properties: {
    route: { type: 'string', minLength: 1, maxLength: ROUTE_NAME_MAX_LENGTH, pattern: ROUTE_NAME_PATTERN },
    device: { type: 'string', enum: DEVICE_CLASSES },
    metrics: {
      type: 'array',
      minItems: 1,
      maxItems: MAX_BATCH,
      items: {
        type: 'object',
        required: ['name', 'value'],
        additionalProperties: false,
        properties: { name: { type: 'string', enum: VITAL_METRICS }, value: { type: 'number', minimum: 0, maximum: Math.max(...Object.values(VITAL_BOUNDS)) } },
      },
    },
  },
} as const;

const reportQuery = {
  type: 'object',
  additionalProperties: false,
  properties: {
    days: { type: 'integer', minimum: 1, maximum: MAX_DAYS, default: DEFAULT_DAYS },
    device: { type: 'string', enum: ['', ...DEVICE_CLASSES], default: '' },
  },
} as const;

const p75Row = {
  type: 'object',
  required: ['day', 'route', 'metric', 'p75', 'samples'],
  properties: { day: { type: 'string', format: 'date' }, route: { type: 'string' }, metric: { type: 'string', enum: VITAL_METRICS }, p75: { type: 'number' }, samples: { type: 'integer' } },
} as const;

/** How often a process forgets the measures older than {@link MAX_DAYS}: at most once an hour, on a beacon. */
const FORGET_EVERY_MS = 60 * 60 * 1000;

interface ReportQuery {
  Querystring: { days: number; device: DeviceClass | '' };
}

/**
 * The field data (ADR 0042): the shell's beacons of its shoppers' page views (`POST /api/vitals`), the share
 * of page views that measure (`GET /api/vitals/settings`), and the operators' read of the p75 per route,
 * metric and day, as JSON and as a page of charts (`/api/operator/vitals`, HTTP Basic of an operator).
 */
export async function vitalsRoutes(app: FastifyInstance): Promise<void> {
  const vitals = createVitalsRepository(app.db);
  const sampleRate = app.config.vitalsSampleRate ?? DEFAULT_SAMPLE_RATE;
  let forgotAt = 0;

  // navigator.sendBeacon sends a string as text/plain: read it as the JSON it is (this plugin's routes only).
  app.removeContentTypeParser('text/plain');
  app.addContentTypeParser('text/plain', { parseAs: 'string', bodyLimit: MAX_BODY_BYTES }, (_request, body, done) => {
    try {
      done(null, JSON.parse(body as string));
    } catch {
      done(new HttpError(400, messages.badRequest, 'VALIDATION_ERROR'), undefined);
    }
  });

  app.post<{ Body: VitalsBeacon }>(
    '/api/vitals',
    {
      bodyLimit: MAX_BODY_BYTES,
      schema: {
        tags: ['vitals'],
        summary: 'Замеры скорости страницы из браузера покупателя (web-vitals, navigator.sendBeacon): маршрут, класс устройства, до 20 значений',
        consumes: ['application/json', 'text/plain'],
        body: beaconSchema,
        response: { ...withErrors({ 204: { type: 'null', description: 'Замеры сохранены' } }), 413: errorRef, 429: errorRef },
      },
      preHandler: limitPerAddress(app.repositories.limits, 'vitals', ADDRESS_LIMITS.vitals),
    },
    async (request, reply) => {
      const { route, device, metrics } = request.body;
      const wrong = measureOutOfBounds(metrics);
      if (wrong) throw new HttpError(400, `${messages.badRequest}: значение ${wrong.name} вне допустимых пределов`, 'VALIDATION_ERROR');
      await vitals.record(route, device, metrics);
      if (Date.now() - forgotAt > FORGET_EVERY_MS) {
        forgotAt = Date.now();
        await vitals.forgetBefore(MAX_DAYS);
      }
      return reply.code(204).header('cache-control', 'no-store').send();
    },
  );

  app.get(
    '/api/vitals/settings',
    {
      schema: {
        tags: ['vitals'],
        summary: 'Доля просмотров страниц, браузер которых замеряет скорость (VITALS_SAMPLE_RATE)',
        response: withErrors({ 200: { type: 'object', required: ['sample_rate'], properties: { sample_rate: { type: 'number', minimum: 0, maximum: 1 } } } }),
      },
    },
    async (_request, reply) => {
      reply.header('cache-control', 'public, max-age=600');
      return { sample_rate: sampleRate };
    },
  );

  const check = createOperatorCheck(app.config.operator ?? DEFAULT_OPERATOR_CONFIG, app.config.authSecret);
  app.decorateRequest('operator', null);
  const operatorOnly = requireOperator(check, createBasicSignInGuard(app.repositories.limits, 'operator', app.config.authSecret));
  const report = async (query: ReportQuery['Querystring']) => {
    const device = query.device || null;
    const today = await vitals.today();
    const days = Array.from({ length: query.days }, (_, index) => {
      const day = new Date(`${today}T00:00:00Z`);
      day.setUTCDate(day.getUTCDate() - (query.days - 1 - index));
      return day.toISOString().slice(0, 10);
    });
    return { days, device, rows: await vitals.p75(query.days, device, MAX_ROUTES) };
  };

  app.get<ReportQuery>(
    '/api/operator/vitals',
    {
      preHandler: operatorOnly,
      schema: {
        tags: ['operator'],
        summary: 'Скорость страниц у покупателей: 75-й процентиль по маршруту, метрике и дню за последние days дней (вход оператора)',
        querystring: reportQuery,
        response: {
          ...withErrors({
            200: {
              type: 'object',
              required: ['from', 'to', 'device', 'thresholds', 'rows'],
              properties: {
                from: { type: 'string', format: 'date' },
                to: { type: 'string', format: 'date' },
                device: { type: ['string', 'null'], enum: [...DEVICE_CLASSES, null] },
                thresholds: { type: 'object', required: [...VITAL_METRICS], properties: Object.fromEntries(VITAL_METRICS.map((metric) => [metric, { type: 'number' }])) },
                rows: { type: 'array', items: p75Row },
              },
            },
          }),
          401: errorRef,
          429: errorRef,
        },
      },
    },
    async (request, reply) => {
      const { days, device, rows } = await report(request.query);
      reply.header('cache-control', 'private, no-store');
      return { from: days[0], to: days[days.length - 1], device, thresholds: GOOD_THRESHOLDS, rows };
    },
  );

  app.get<ReportQuery>(
    '/api/operator/vitals/page',
    {
      preHandler: operatorOnly,
      schema: {
        tags: ['operator'],
        summary: 'Страница оператора: графики 75-го процентиля каждой метрики по дням, линия на страницу, граница «хорошо» (вход оператора)',
        querystring: reportQuery,
        produces: ['text/html'],
      },
    },
    async (request, reply) => {
      const html = vitalsPage(await report(request.query));
      return reply.header('cache-control', 'private, no-store').type('text/html; charset=utf-8').send(html);
    },
  );
}
