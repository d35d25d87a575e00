import { getHttp, HttpClientError, type HttpAdapter } from '../http/httpClient';
import type { ApiAnswers, ApiRoute } from '../contracts/api/answers';
import { apiAnswerProblems, apiRouteOf } from './apiSchemas';

/** One request the code under test sent, as the API would see it. */
export interface RecordedRequest {
  method: string;
  url: string;
  params: Record<string, unknown>;
  /** JSON bodies parsed; FormData left as it is. */
  body: unknown;
  /** The call's headers, as the client sends them (`X-Authorization`, `Idempotency-Key`, …). */
  headers: Record<string, string>;
}

/**
 * A successful answer of a mocked endpoint: the body the API would send. It is checked against the route's
 * schema (see {@link mockHttp}); `offSchema` marks an answer the API could not send, given on purpose to
 * show how the page survives it.
 */
export interface SuccessReply<T> {
  status?: 200 | 201;
  data: T;
  offSchema?: true;
}

/** An answer with no body. */
export interface EmptyReply {
  status: 204;
}

/** A refusal or a failure of a mocked endpoint; its body is whatever the error carries. */
export interface FailureReply {
  status: 400 | 401 | 403 | 404 | 405 | 409 | 410 | 413 | 415 | 422 | 429 | 500 | 502 | 503 | 504;
  data?: unknown;
}

/** What a mocked endpoint answers. */
export type Reply<T = unknown> = SuccessReply<T> | EmptyReply | FailureReply;

/** A fixed reply, or a function of the request. */
export type Handler<T = unknown> = Reply<T> | ((request: RecordedRequest) => Reply<T> | Promise<Reply<T>>);

/**
 * The fake API's endpoints. A route the contracts know (`ApiAnswers`: every route the apps call, by its
 * template) must answer its DTO — a mock in a shape the API never sends does not compile; a route mocked by
 * its real path (`GET /category/vitaminy`) takes any body here and is checked at run time instead.
 */
export type MockRoutes = { [K in ApiRoute]?: Handler<ApiAnswers[K]> } & Record<string, Handler>;

/** Requests the fake API received. */
export interface MockedHttp {
  requests: RecordedRequest[];
  /** Requests sent to one endpoint, e.g. `calls('POST /cart/add')`. */
  calls: (key: string) => RecordedRequest[];
}

const NOT_FOUND: Reply = { status: 404, data: { statusCode: 404, error: 'Not Found', message: 'Not found' } };

/** Mocked answers the API could not have sent, since the last {@link takeRefusedAnswers}. */
let refused: string[] = [];

/**
 * The mocked answers refused since the last call, each with the request and what is wrong; the apps' test
 * setup fails a test that leaves any (src/testing/setup.ts).
 */
export function takeRefusedAnswers(): string[] {
  const taken = refused;
  refused = [];
  return taken;
}

/** Refuses a success answer that does not fit the schema of the API route the request goes to. */
function checkAnswer(request: RecordedRequest, reply: Reply): void {
  if ((reply.status ?? 200) >= 300 || !('data' in reply) || ('offSchema' in reply && reply.offSchema)) return;
  const route = apiRouteOf(request.method, request.url);
  const problems = route ? apiAnswerProblems(route, reply.data) : [];
  if (problems.length === 0) return;
  const message = `The mocked answer of ${request.method} ${request.url} (${route}) is not one the API sends:\n  ${problems.join('\n  ')}`;
  refused.push(message);
  throw new Error(message);
}

const originalAdapter = getHttp().defaults.adapter;

/**
 * Replaces the shared HTTP client's transport with a fake API. `routes` answers by endpoint (keys like
 * `GET /cart/info`; an unknown one gets a 404) and stays live, so a test may change an answer between
 * steps. Each success answer is checked against the schema of the API route the request goes to
 * (`GET /category/vitaminy` → `GET /category/{*}`): one the API could not send fails the request and the
 * test. A single handler answers every request instead, unchecked: for tests that do not care what the
 * other requests of the page get.
 */
export function mockHttp(
  routes: MockRoutes | ((request: RecordedRequest) => Reply | Promise<Reply>),
): MockedHttp {
  const requests: RecordedRequest[] = [];
  const adapter: HttpAdapter = async (config) => {
    const method = (config.method ?? 'get').toUpperCase();
    const body =
      typeof config.data === 'string' && config.data ? (JSON.parse(config.data) as unknown) : config.data;
    const headers: Record<string, string> = {};
    for (const [name, value] of Object.entries(config.headers.toJSON(true))) headers[name] = String(value);
    const request: RecordedRequest = {
      method,
      url: config.url ?? '',
      params: { ...(config.params as Record<string, unknown> | undefined) },
      body,
      headers,
    };
    requests.push(request);
    const handler: Handler =
      typeof routes === 'function' ? routes : ((routes as Record<string, Handler>)[`${method} ${request.url}`] ?? NOT_FOUND);
    const reply = typeof handler === 'function' ? await handler(request) : handler;
    // A handler of every request answers whatever the route; a route's own handler answers as the route.
    if (typeof routes !== 'function') checkAnswer(request, reply);
    const response = { data: 'data' in reply ? reply.data : '', status: reply.status ?? 200, statusText: '', headers: {}, config };
    // An answer outside 2xx rejects as axios's own transports reject it (the transport settles the call).
    if (response.status >= 300) {
      const code = response.status >= 500 ? HttpClientError.ERR_BAD_RESPONSE : HttpClientError.ERR_BAD_REQUEST;
      throw new HttpClientError(`Request failed with status code ${response.status}`, code, config, null, response);
    }
    return response;
  };
  getHttp().defaults.adapter = adapter;
  return {
    requests,
    calls: (key) => requests.filter((request) => `${request.method} ${request.url}` === key),
  };
}

/** Puts the real transport back. */
export function restoreHttp(): void {
  getHttp().defaults.adapter = originalAdapter;
}
