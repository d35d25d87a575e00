import { AxiosError, type AxiosResponse, type InternalAxiosRequestConfig } from 'axios';
import { getHttp } from 'shared-kit';

/** A request the page sent, as the API would see it. */
export interface RecordedRequest {
  url: string;
  params: Record<string, unknown>;
}

/** What the fake API answers: a body, or a status with a body. */
export type FakeAnswer = { status?: number; data?: unknown };

/**
 * Replaces the shared HTTP client's transport with a fake API. Returns the list of requests it gets,
 * so a test can assert what the page asked for.
 */
export function mockHttp(answer: (request: RecordedRequest) => FakeAnswer | Promise<FakeAnswer>): RecordedRequest[] {
  const requests: RecordedRequest[] = [];
  getHttp().defaults.adapter = async (config: InternalAxiosRequestConfig): Promise<AxiosResponse> => {
    const request = { url: config.url ?? '', params: { ...(config.params as Record<string, unknown>) } };
    requests.push(request);
    const { status = 200, data = null } = await answer(request);
    const response: AxiosResponse = { data, status, statusText: String(status), headers: {}, config };
    if (status >= 400) {
      throw new AxiosError(`Request failed with status code ${status}`, 'ERR_BAD_RESPONSE', config, null, response);
    }
    return response;
  };
  return requests;
}
