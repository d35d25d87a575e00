import { mockHttp } from '../testing';
import { DEFAULT_FORMS_CONFIG, loadFormsConfig, resetFormsConfig, runCaptcha } from './captcha';

describe('forms captcha', () => {
  beforeEach(() => resetFormsConfig());

  it('When the development provider is configured, then a token for the action comes from the API', async () => {
    const http = mockHttp({
      'GET /forms/config': { data: DEFAULT_FORMS_CONFIG },
      'POST /captcha/dev-token': { data: { token: 'dev.feedback.sig' } },
    });

    await expect(runCaptcha('feedback')).resolves.toBe('dev.feedback.sig');
    expect(http.calls('POST /captcha/dev-token')[0].body).toEqual({ action: 'feedback' });
  });

  it('When the settings are asked twice, then the API is asked once; after a failure it is asked again', async () => {
    let fail = true;
    const http = mockHttp({
      'GET /forms/config': () => {
        if (fail) {
          fail = false;
          return { status: 503, data: {} };
        }
        return { data: DEFAULT_FORMS_CONFIG };
      },
    });

    await expect(loadFormsConfig()).rejects.toThrow();
    await loadFormsConfig();
    await loadFormsConfig();

    expect(http.calls('GET /forms/config')).toHaveLength(2);
  });

  it('When a real provider has no key or script, then no token is made up', async () => {
    mockHttp({
      'GET /forms/config': {
        data: {
          ...DEFAULT_FORMS_CONFIG,
          captcha: { provider: 'recaptcha', site_key: null, script_url: null },
        },
      },
    });

    await expect(runCaptcha('feedback')).rejects.toThrow('captcha is not configured');
  });
});
