import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';

/** A body as a browser's `FormData` sends it: multipart form data with one part per field. */
export function multipartBody(fields: Record<string, string>): { payload: string; headers: Record<string, string> } {
  const boundary = '----shopFormBoundary7MA4YWxkTrZu0gW';
  const parts = Object.entries(fields).map(
    ([name, value]) => `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`,
  );
  return {
    payload: `${parts.join('')}--${boundary}--\r\n`,
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}

/** A token of the development captcha provider for an action, as the page gets it. */
export async function devCaptchaToken(app: FastifyInstance, action: string): Promise<string> {
  const response = await app.inject({ method: 'POST', url: '/api/captcha/dev-token', payload: { action } });
  if (response.statusCode !== 200) throw new Error(`dev-token answered ${response.statusCode}: ${response.body}`);
  return response.json<{ token: string }>().token;
}

/** A request the fake provider received: its form fields. */
export type ReceivedVerify = Record<string, string>;

/**
 * A local HTTP server that stands in for a captcha provider's verify endpoint (reCAPTCHA `siteverify`,
 * SmartCaptcha `validate`): it reads the URL-encoded form the provider's real protocol uses and answers
 * what the test tells it to, as JSON.
 */
export async function startFakeCaptchaProvider(
  answer: (fields: ReceivedVerify) => { status?: number; body: unknown },
): Promise<{ url: string; received: ReceivedVerify[]; close(): Promise<void> }> {
  const received: ReceivedVerify[] = [];
  const readBody = async (request: IncomingMessage): Promise<string> => {
    const chunks: Buffer[] = [];
    for await (const chunk of request) chunks.push(chunk as Buffer);
    return Buffer.concat(chunks).toString('utf8');
  };
  const server: Server = createServer((request, response) => {
    void readBody(request).then((raw) => {
      const fields = Object.fromEntries(new URLSearchParams(request.method === 'POST' ? raw : (request.url ?? '').split('?')[1] ?? ''));
      received.push(fields);
      const { status = 200, body } = answer(fields);
      response.writeHead(status, { 'content-type': 'application/json' });
      response.end(JSON.stringify(body));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/verify`,
    received,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
