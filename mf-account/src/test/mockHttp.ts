import { AxiosError, type AxiosAdapter } from 'axios';
import { getHttp } from 'shared-kit';

/** One request the code under test sent. */
export interface RecordedRequest {
  method: string;
  url: string;
  params: Record<string, unknown> | undefined;
  /** JSON bodies parsed; FormData left as it is. */
  body: unknown;
}

/** What a mocked endpoint answers. */
export interface Reply {
  status?: number;
  data?: unknown;
}

export type Handler = Reply | ((request: RecordedRequest) => Reply | Promise<Reply>);

const originalAdapter = getHttp().defaults.adapter;

/**
 * Answers the shared HTTP client's calls from `routes` (keys like `GET /cart/info`). Unknown calls get
 * a 404. The routes object stays live: a test may change an answer between steps.
 */
export function mockHttp(routes: Record<string, Handler>) {
  const requests: RecordedRequest[] = [];
  const adapter: AxiosAdapter = async (config) => {
    const method = (config.method ?? 'get').toUpperCase();
    const url = config.url ?? '';
    const body =
      typeof config.data === 'string' && config.data ? (JSON.parse(config.data) as unknown) : config.data;
    const request: RecordedRequest = {
      method,
      url,
      params: config.params as RecordedRequest['params'],
      body,
    };
    requests.push(request);
    const handler = routes[`${method} ${url}`];
    const reply: Reply =
      handler === undefined
        ? { status: 404, data: { statusCode: 404, error: 'Not Found', message: 'Not found' } }
        : typeof handler === 'function'
          ? await handler(request)
          : handler;
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
        'ERR_BAD_REQUEST',
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
    /** Requests sent to one endpoint, e.g. `calls('POST /cart/add')`. */
    calls: (key: string) => requests.filter((request) => `${request.method} ${request.url}` === key),
  };
}

/** Puts the real adapter back. */
export function restoreHttp(): void {
  getHttp().defaults.adapter = originalAdapter;
}
