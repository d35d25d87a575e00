import { getHttp } from 'shared-kit/platform';
import type { CaptchaActionDto, DevCaptchaTokenDto, FormsConfigDto } from '../contracts';

/** Routes of the consent texts when the forms' settings cannot be read. */
export const DEFAULT_FORMS_CONFIG: FormsConfigDto = {
  captcha: { provider: 'development', site_key: null, script_url: null },
  consents: { personal_data_url: '/personal-data-consent', newsletter_url: '/newsletter-consent' },
};

let formsConfig: Promise<FormsConfigDto> | null = null;

/** The forms' settings (`GET /api/forms/config`), asked once per page; a failure is asked again next time. */
export function loadFormsConfig(): Promise<FormsConfigDto> {
  formsConfig ??= getHttp()
    .get<FormsConfigDto>('/forms/config')
    .then(({ data }) => data)
    .catch((error: unknown) => {
      formsConfig = null;
      throw error;
    });
  return formsConfig;
}

/** Forgets the settings (tests). */
export function resetFormsConfig(): void {
  formsConfig = null;
}

const scripts = new Map<string, Promise<void>>();

function loadScript(src: string): Promise<void> {
  let loading = scripts.get(src);
  if (!loading) {
    loading = new Promise<void>((resolve, reject) => {
      const script = document.createElement('script');
      script.src = src;
      script.async = true;
      script.onload = () => resolve();
      script.onerror = () => {
        scripts.delete(src);
        reject(new Error(`captcha script failed: ${src}`));
      };
      document.head.appendChild(script);
    });
    scripts.set(src, loading);
  }
  return loading;
}

interface Recaptcha {
  ready(callback: () => void): void;
  execute(siteKey: string, options: { action: string }): Promise<string>;
}

interface SmartCaptcha {
  render(container: HTMLElement, options: Record<string, unknown>): number;
  execute(widgetId: number): void;
  destroy(widgetId: number): void;
}

/** Waits for a global the provider's script defines. */
async function providerGlobal<T>(name: string): Promise<T> {
  for (let attempt = 0; attempt < 50; attempt += 1) {
    const value = (window as unknown as Record<string, T | undefined>)[name];
    if (value) return value;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`captcha provider ${name} did not start`);
}

/** An invisible SmartCaptcha run: a hidden widget whose callback brings the token. */
async function smartCaptchaToken(siteKey: string): Promise<string> {
  const captcha = await providerGlobal<SmartCaptcha>('smartCaptcha');
  const container = document.createElement('div');
  document.body.appendChild(container);
  try {
    return await new Promise<string>((resolve, reject) => {
      const widget = captcha.render(container, {
        sitekey: siteKey,
        invisible: true,
        hideShield: true,
        callback: (token: string) => resolve(token),
      });
      captcha.execute(widget);
      setTimeout(() => reject(new Error('captcha timed out')), 120_000);
    });
  } finally {
    container.remove();
  }
}

/**
 * Runs the captcha for a form's action just before it is sent (docs/product.md §5) and answers its token: reCAPTCHA
 * v3 or an invisible SmartCaptcha from the provider's script, or a token of the development provider.
 * Throws when no token could be had: the server would refuse the form anyway.
 */
export async function runCaptcha(action: CaptchaActionDto): Promise<string> {
  const { captcha } = await loadFormsConfig();
  if (captcha.provider === 'development') {
    const { data } = await getHttp().post<DevCaptchaTokenDto>('/captcha/dev-token', { action });
    return data.token;
  }
  if (!captcha.script_url || !captcha.site_key) throw new Error('captcha is not configured');
  await loadScript(captcha.script_url);
  if (captcha.provider === 'recaptcha') {
    const recaptcha = await providerGlobal<Recaptcha>('grecaptcha');
    await new Promise<void>((resolve) => recaptcha.ready(resolve));
    return recaptcha.execute(captcha.site_key, { action });
  }
  return smartCaptchaToken(captcha.site_key);
}
