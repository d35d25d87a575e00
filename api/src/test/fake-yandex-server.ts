/**
 * A local stand-in for Yandex ID's OAuth and user data servers, for tests only (there is no internet
 * where the tests run). It speaks Yandex's protocol: `GET /authorize` with the real parameters and a page
 * with «Разрешить» / «Отмена», redirects with `code` + `state` or `error=access_denied`, `POST /token`
 * with the form fields and JSON answers (`invalid_grant` for an expired, used or unverifiable code) and
 * `GET /info?format=json` with `Authorization: OAuth …`.
 */
import { createHash, randomBytes } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';

/** The user data `/info` answers, as Yandex names it. */
export interface FakeYandexUser {
  id: string;
  login: string;
  client_id?: string;
  default_email?: string;
  emails?: string[];
  first_name?: string;
  last_name?: string;
  display_name?: string;
  real_name?: string;
  sex?: string | null;
  default_phone?: { id: number; number: string };
  psuid?: string;
}

interface IssuedCode {
  clientId: string;
  redirectUri: string;
  challenge: string;
  expiresAt: number;
  used: boolean;
  user: FakeYandexUser;
}

/** The running fake and the knobs a test turns. */
export interface FakeYandex {
  /** Base URL of both servers (`YANDEX_OAUTH_URL` and `YANDEX_LOGIN_URL`). */
  url: string;
  clientId: string;
  clientSecret: string;
  /** The Yandex user who is "signed in at Yandex" and allows or refuses the shop. */
  user: FakeYandexUser;
  /** When true, `/token` and `/info` drop the connection: Yandex is unreachable. */
  down: boolean;
  /** Every code issued so far runs out (as if its 10 minutes had passed). */
  expireCodes(): void;
  /** The forms `/token` received, newest last. */
  tokenRequests: URLSearchParams[];
  /** The queries `/authorize` received, newest last. */
  authorizeRequests: URLSearchParams[];
  close(): Promise<void>;
}

/** A Yandex code lives 10 minutes. */
const CODE_LIFETIME_MS = 10 * 60_000;

const escapeHtml = (value: string) => value.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

function json(response: http.ServerResponse, status: number, body: unknown) {
  response.writeHead(status, { 'content-type': 'application/json; charset=utf-8', 'cache-control': 'no-store' });
  response.end(JSON.stringify(body));
}

function html(response: http.ServerResponse, status: number, body: string) {
  response.writeHead(status, { 'content-type': 'text/html; charset=utf-8' });
  response.end(`<!doctype html><html lang="ru"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width"><title>Яндекс ID</title></head><body>${body}</body></html>`);
}

function redirect(response: http.ServerResponse, location: string) {
  response.writeHead(302, { location });
  response.end();
}

async function readBody(request: http.IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
}

/** Starts the fake on loopback (`port` 0 picks a free one). */
export async function startFakeYandex(options: { clientId: string; clientSecret: string; user: FakeYandexUser; port?: number }): Promise<FakeYandex> {
  const codes = new Map<string, IssuedCode>();
  const tokens = new Map<string, FakeYandexUser>();

  const fake: FakeYandex = {
    url: '',
    clientId: options.clientId,
    clientSecret: options.clientSecret,
    user: options.user,
    down: false,
    expireCodes() {
      for (const issued of codes.values()) issued.expiresAt = 0;
    },
    tokenRequests: [],
    authorizeRequests: [],
    close: () => new Promise((resolve) => {
      server.closeAllConnections();
      server.close(() => resolve());
    }),
  };

  function authorize(query: URLSearchParams, response: http.ServerResponse) {
    fake.authorizeRequests.push(query);
    const redirectUri = query.get('redirect_uri') ?? '';
    if (query.get('client_id') !== fake.clientId) return html(response, 400, '<h1>Приложение не найдено</h1><p>error=invalid_client</p>');
    if (query.get('response_type') !== 'code') return html(response, 400, '<h1>Ошибка</h1><p>error=unsupported_response_type</p>');
    if (!/^https?:\/\//.test(redirectUri)) return html(response, 400, '<h1>Ошибка</h1><p>error=invalid_request (redirect_uri)</p>');
    if (query.get('code_challenge_method') !== 'S256' || !query.get('code_challenge')) {
      return html(response, 400, '<h1>Ошибка</h1><p>error=invalid_request (code_challenge)</p>');
    }
    const hidden = [...query.entries()].map(([name, value]) => `<input type="hidden" name="${escapeHtml(name)}" value="${escapeHtml(value)}">`).join('');
    return html(
      response,
      200,
      `<main><h1>Яндекс ID</h1><p>Приложение запрашивает доступ к почте, имени и телефону аккаунта <b>${escapeHtml(fake.user.login)}</b>.</p>
      <form method="get" action="/authorize/allow">${hidden}<button type="submit">Разрешить</button></form>
      <form method="get" action="/authorize/deny">${hidden}<button type="submit">Отмена</button></form></main>`,
    );
  }

  function back(query: URLSearchParams, response: http.ServerResponse, allowed: boolean) {
    const target = new URL(query.get('redirect_uri') ?? '');
    const state = query.get('state');
    if (allowed) {
      const code = String(1_000_000 + Math.floor(Math.random() * 9_000_000));
      codes.set(code, {
        clientId: query.get('client_id') ?? '',
        redirectUri: query.get('redirect_uri') ?? '',
        challenge: query.get('code_challenge') ?? '',
        expiresAt: Date.now() + CODE_LIFETIME_MS,
        used: false,
        user: { ...fake.user },
      });
      target.searchParams.set('code', code);
    } else {
      target.searchParams.set('error', 'access_denied');
      target.searchParams.set('error_description', 'User denied access');
    }
    if (state !== null) target.searchParams.set('state', state);
    redirect(response, target.toString());
  }

  async function token(request: http.IncomingMessage, response: http.ServerResponse) {
    const form = new URLSearchParams(await readBody(request));
    fake.tokenRequests.push(form);
    let clientId = form.get('client_id');
    let clientSecret = form.get('client_secret');
    const basic = /^Basic (.+)$/i.exec(request.headers.authorization ?? '');
    if (basic) [clientId, clientSecret] = Buffer.from(basic[1], 'base64').toString('utf8').split(':');
    if (form.get('grant_type') !== 'authorization_code') return json(response, 400, { error: 'unsupported_grant_type', error_description: 'Unsupported grant type' });
    if (clientId !== fake.clientId || clientSecret !== fake.clientSecret) return json(response, 401, { error: 'invalid_client', error_description: 'Client not found' });
    const issued = codes.get(form.get('code') ?? '');
    if (!issued || issued.used || issued.clientId !== clientId) return json(response, 400, { error: 'invalid_grant', error_description: 'Code has expired' });
    if (issued.expiresAt <= Date.now()) {
      issued.used = true;
      return json(response, 400, { error: 'invalid_grant', error_description: 'Code has expired' });
    }
    const verifier = form.get('code_verifier') ?? '';
    if (createHash('sha256').update(verifier).digest('base64url') !== issued.challenge) {
      return json(response, 400, { error: 'invalid_grant', error_description: 'Code verifier is not valid' });
    }
    if (form.has('redirect_uri') && form.get('redirect_uri') !== issued.redirectUri) {
      return json(response, 400, { error: 'invalid_grant', error_description: 'Redirect URI mismatch' });
    }
    issued.used = true;
    const accessToken = `y0_${randomBytes(24).toString('base64url')}`;
    tokens.set(accessToken, issued.user);
    return json(response, 200, { access_token: accessToken, token_type: 'bearer', expires_in: 31_536_000, refresh_token: `1:${randomBytes(16).toString('hex')}` });
  }

  function info(request: http.IncomingMessage, response: http.ServerResponse) {
    const match = /^OAuth (\S+)$/.exec(request.headers.authorization ?? '');
    const user = match ? tokens.get(match[1]) : undefined;
    if (!user) {
      response.writeHead(401, { 'content-type': 'text/plain' });
      return response.end('401 Unauthorized');
    }
    return json(response, 200, { ...user, client_id: fake.clientId });
  }

  const server = http.createServer((request, response) => {
    const url = new URL(request.url ?? '/', 'http://fake.invalid');
    const unreachable = fake.down && (url.pathname === '/token' || url.pathname === '/info');
    if (unreachable) return request.socket.destroy();
    if (request.method === 'GET' && url.pathname === '/authorize') return authorize(url.searchParams, response);
    if (request.method === 'GET' && url.pathname === '/authorize/allow') return back(url.searchParams, response, true);
    if (request.method === 'GET' && url.pathname === '/authorize/deny') return back(url.searchParams, response, false);
    if (request.method === 'POST' && url.pathname === '/token') return void token(request, response);
    if (request.method === 'GET' && url.pathname === '/info') return info(request, response);
    response.writeHead(404);
    response.end();
  });
  await new Promise<void>((resolve) => server.listen(options.port ?? 0, '127.0.0.1', resolve));
  fake.url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return fake;
}
