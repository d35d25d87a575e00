import type { ExchangeConfig } from '../modules/exchange/index';
import type { TestApp } from './build-test-app';

/** A file 1C uploads. */
export interface Upload {
  name: string;
  data: Buffer;
}

/**
 * 1C's side of «Обмен с сайтом» for tests, over HTTP (`app.inject`): the Basic pair of `config`, the
 * session cookie `checkauth` answers, files in chunks, imports asked again while they say `progress`.
 */
export interface ExchangeClient {
  /** `checkauth`: the cookie to send back (`name=value`). */
  checkauth(type: 'catalog' | 'sale'): Promise<string>;
  /** One request of the protocol with a session's cookie; a body makes it a POST. */
  call(cookie: string, query: string, body?: Buffer): Promise<{ statusCode: number; body: string }>;
  /**
   * A catalogue exchange: checkauth, init, the files in chunks of `chunk` bytes, then `import` of each
   * document asked again while the answer is `progress`. Answers the last answer of each import.
   */
  runCatalog(uploads: Upload[], imports: string[], chunk?: number): Promise<string[]>;
}

/** The client of the app under test, signing in with `config`'s pair. */
export function exchangeClient(t: TestApp, config: ExchangeConfig): ExchangeClient {
  const basic = `Basic ${Buffer.from(`${config.user}:${config.password}`).toString('base64')}`;

  const call: ExchangeClient['call'] = async (cookie, query, body) => {
    const response = await t.app.inject({
      method: body ? 'POST' : 'GET',
      url: `/api/exchange/1c?${query}`,
      headers: { cookie, authorization: basic, ...(body ? { 'content-type': 'application/octet-stream' } : {}) },
      payload: body,
    });
    return { statusCode: response.statusCode, body: response.body };
  };

  const checkauth: ExchangeClient['checkauth'] = async (type) => {
    const response = await t.app.inject({ method: 'GET', url: `/api/exchange/1c?type=${type}&mode=checkauth`, headers: { authorization: basic } });
    const [status, name, value] = response.body.split('\n');
    if (response.statusCode !== 200 || status !== 'success') throw new Error(`checkauth failed: ${response.body}`);
    return `${name}=${value}`;
  };

  return {
    checkauth,
    call,
    async runCatalog(uploads, imports, chunk = 4096) {
      const cookie = await checkauth('catalog');
      await call(cookie, 'type=catalog&mode=init');
      for (const upload of uploads) {
        for (let offset = 0; offset < upload.data.length; offset += chunk) {
          const response = await call(cookie, `type=catalog&mode=file&filename=${encodeURIComponent(upload.name)}`, upload.data.subarray(offset, offset + chunk));
          if (response.body !== 'success\n') throw new Error(`upload of ${upload.name} failed: ${response.body}`);
        }
      }
      const answers: string[] = [];
      for (const name of imports) {
        let body = '';
        for (let attempt = 0; attempt < 60; attempt += 1) {
          body = (await call(cookie, `type=catalog&mode=import&filename=${encodeURIComponent(name)}`)).body;
          if (!body.startsWith('progress')) break;
        }
        answers.push(body);
      }
      return answers;
    },
  };
}
