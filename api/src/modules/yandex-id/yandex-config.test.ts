import { loadConfig } from '../../config';

describe('Yandex ID configuration', () => {
  test('When YANDEX_CLIENT_ID is not set, then the sign-in with Yandex ID is off', () => {
    // Act
    const config = loadConfig({});

    // Assert
    expect(config.yandex).toBeNull();
  });

  test('When the client id and secret are set, then Yandex ID is on with the real servers or the configured ones', () => {
    // Act
    const real = loadConfig({ YANDEX_CLIENT_ID: 'client-id', YANDEX_CLIENT_SECRET: 'client-secret' });
    const proxied = loadConfig({
      YANDEX_CLIENT_ID: 'client-id',
      YANDEX_CLIENT_SECRET: 'client-secret',
      YANDEX_OAUTH_URL: 'http://127.0.0.1:9090/',
      YANDEX_LOGIN_URL: 'https://login-proxy.example.ru/',
    });

    // Assert
    expect(real.yandex).toEqual({ clientId: 'client-id', clientSecret: 'client-secret', oauthUrl: 'https://oauth.yandex.ru', loginUrl: 'https://login.yandex.ru' });
    expect(proxied.yandex).toMatchObject({ oauthUrl: 'http://127.0.0.1:9090', loginUrl: 'https://login-proxy.example.ru' });
  });

  test.each([
    [{ YANDEX_CLIENT_ID: 'client-id' }, /YANDEX_CLIENT_SECRET is required/],
    [{ YANDEX_CLIENT_SECRET: 'client-secret' }, /YANDEX_CLIENT_SECRET is set but YANDEX_CLIENT_ID is not/],
    [{ YANDEX_CLIENT_ID: 'id', YANDEX_CLIENT_SECRET: 's', YANDEX_OAUTH_URL: 'ftp://oauth' }, /YANDEX_OAUTH_URL must be an http\(s\) URL/],
    [{ YANDEX_CLIENT_ID: 'id', YANDEX_CLIENT_SECRET: 's', YANDEX_LOGIN_URL: 'login.yandex.ru' }, /YANDEX_LOGIN_URL must be an http\(s\) URL/],
  ])('When the variables are %p, then the start is refused naming the problem', (env, problem) => {
    // Act
    const attempt = () => loadConfig(env);

    // Assert
    expect(attempt).toThrow(problem);
  });
});
