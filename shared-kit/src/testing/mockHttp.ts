import { AxiosError, type AxiosAdapter } from 'axios';
import { getHttp } from '../http/httpClient';

/** One request the code under test sent, as the API would see it. */
export interface RecordedRequest {
  method: string;
  url: string;
  params: Record<string, unknown>;
  /** JSON bodies parsed; FormData left as it is. */
  body: unknown;
}

/** What a mocked endpoint answers. */
export interface Reply {
  status?: number;
  data?: unknown;
}

/** A fixed reply, or a function of the request. */
export type Handler = Reply | ((request: RecordedRequest) => Reply | Promise<Reply>);

/** Requests the fake API received. */
export interface MockedHttp {
  requests: RecordedRequest[];
  /** Requests sent to one endpoint, e.g. `calls('POST /cart/add')`. */
  calls: (key: string) => RecordedRequest[];
}

const NOT_FOUND: Reply = { status: 404, data: { statusCode: 404, error: 'Not Found', message: 'Not found' } };

const originalAdapter = getHttp().defaults.adapter;

/**
 * Replaces the shared HTTP client's transport with a fake API. `routes` answers by endpoint (keys like
 * `GET /cart/info`; an unknown one gets a 404) and stays live, so a test may change an answer between
 * steps; a single handler answers every request instead.
 */
export function mockHttp(
  routes: Record<string, Handler> | ((request: RecordedRequest) => Reply | Promise<Reply>),
): MockedHttp {
  const requests: RecordedRequest[] = [];
  const adapter: AxiosAdapter = async (config) => {
    const method = (config.method ?? 'get').toUpperCase();
    const body =
      typeof config.data === 'string' && config.data ? (JSON.parse(config.data) as unknown) : config.data;
    const request: RecordedRequest = {
      method,
      url: config.url ?? '',
      params: { ...(config.params as Record<string, unknown> | undefined) },
      body,
    };
    requests.push(request);
    const handler = typeof routes === 'function' ? routes : (routes[`${method} ${request.url}`] ?? NOT_FOUND);
    const reply = typeof handler === 'function' ? await handler(request) : handler;
    const response = {
      data: reply.data ?? {},
      status: reply.status ?? 200,
      statusText: '',
      headers: {},
      config,
    };
    if (response.status >= 400) {
      throw new AxiosError(
        `Request failed with status code ${response.status}`,
        response.status >= 500 ? AxiosError.ERR_BAD_RESPONSE : AxiosError.ERR_BAD_REQUEST,
        config,
        null,
        response,
      );
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
