interface CaptchaV3 {
  ready(callback: () => void): void;
  execute(siteKey: string, options: { action: string }): Promise<string>;
}

/** The site key of a version 3 captcha script on the page (`api.js?render=KEY`), or null. */
function siteKeyOnPage(): string | null {
  const script = document.querySelector<HTMLScriptElement>('script[src*="recaptcha"][src*="render="]');
  if (!script) return null;
  const key = new URL(script.src, window.location.href).searchParams.get('render');
  return key && key !== 'explicit' ? key : null;
}

/**
 * Runs the version 3 captcha for an action before a form is sent (spec §5). When the page has no
 * captcha provider the token is empty and the server decides.
 */
export async function runCaptcha(action: string): Promise<string> {
  const provider = (window as unknown as { grecaptcha?: CaptchaV3 }).grecaptcha;
  const siteKey = siteKeyOnPage();
  if (!provider || !siteKey) return '';
  await new Promise<void>((resolve) => provider.ready(resolve));
  return provider.execute(siteKey, { action });
}
