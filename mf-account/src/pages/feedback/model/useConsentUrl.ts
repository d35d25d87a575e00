import { useEffect, useState } from 'react';
import { DEFAULT_FORMS_CONFIG, loadFormsConfig } from 'shared-kit';

/** Where the consent text is (the API's forms settings; the usual page until they arrive). */
export function useConsentUrl(): string {
  const [url, setUrl] = useState(DEFAULT_FORMS_CONFIG.consents.personal_data_url);
  useEffect(() => {
    let alive = true;
    loadFormsConfig()
      .then((config) => alive && setUrl(config.consents.personal_data_url))
      .catch((error: unknown) => console.warn('[mf_account] forms settings unavailable', error));
    return () => {
      alive = false;
    };
  }, []);
  return url;
}
