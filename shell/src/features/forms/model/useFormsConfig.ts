import { useEffect, useState } from 'react';
import type { FormsConfigDto } from 'shared-kit/contracts';
import { DEFAULT_FORMS_CONFIG, loadFormsConfig } from 'shared-kit';

/** The forms' settings (links of the consent texts); the defaults until they arrive. */
export function useFormsConfig(): FormsConfigDto {
  const [config, setConfig] = useState<FormsConfigDto>(DEFAULT_FORMS_CONFIG);
  useEffect(() => {
    let alive = true;
    loadFormsConfig()
      .then((loaded) => alive && setConfig(loaded))
      .catch((error: unknown) => console.warn('[shell] forms settings unavailable', error));
    return () => {
      alive = false;
    };
  }, []);
  return config;
}
