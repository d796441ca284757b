import { type FormInstance } from '@arco-design/web-react';
import { isApiError } from '@backoffice/shared';

/** The form field an api error names: `email`, or `projectRoles/0/roles` → `projectRoles`. */
function fieldOf(form: FormInstance, name: string): string | null {
  const known = Object.keys(form.getFieldsValue());
  const candidates = [name, name.replace(/\//g, '.'), name.split(/[/.[]/)[0]];
  return candidates.find((candidate) => known.includes(candidate)) ?? null;
}

/**
 * Puts a rejected save's 400 field errors beside the fields they name. Answers the text of
 * what could not be placed (a 409 or 403 message, an error on a field the form lacks), or
 * null when everything was shown on a field.
 */
export function showFieldErrors(form: FormInstance, error: unknown): string | null {
  if (!isApiError(error)) return null;
  const unplaced: string[] = [];
  const fields: Record<string, { error: { message: string } }> = {};
  for (const fieldError of error.errors) {
    const field = fieldOf(form, fieldError.field);
    if (field) fields[field] = { error: { message: fieldError.message } };
    else unplaced.push(`${fieldError.field}: ${fieldError.message}`);
  }
  if (Object.keys(fields).length) form.setFields(fields);
  if (!error.errors.length) return error.message;
  return unplaced.length ? unplaced.join('; ') : null;
}
