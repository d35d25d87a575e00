import { toHttpError } from 'shared-kit';

/** Errors of a refused form: texts under known fields, and the rest for the whole form. */
export interface FormFailure {
  fields: Record<string, string>;
  general: string[];
}

/**
 * Reads a refused form's answer (`{ errors: { field: [texts] } }`, or a `detail` / `message`) into texts
 * by field; fields the form does not show go to `general`. Null for a failure without an answer.
 */
export function formFailure(error: unknown, shownFields: readonly string[]): FormFailure | null {
  const refused = toHttpError(error);
  if (typeof refused.status !== 'number') return null;
  const data = refused.data as { errors?: unknown; detail?: unknown; message?: unknown } | undefined;
  const failure: FormFailure = { fields: {}, general: [] };
  if (data?.errors && typeof data.errors === 'object') {
    for (const [field, value] of Object.entries(data.errors as Record<string, unknown>)) {
      const texts = (Array.isArray(value) ? value : [value]).map(String);
      if (shownFields.includes(field)) failure.fields[field] = texts.join(' ');
      else failure.general.push(...texts);
    }
  } else if (typeof data?.detail === 'string') failure.general.push(data.detail);
  else if (typeof data?.message === 'string') failure.general.push(data.message);
  return failure;
}
