import { type FieldError, isApiError, type Translate, wordFieldProblem } from '@backoffice/shared';

/** What these helpers need of an Arco form (of any values). */
interface FieldErrorForm {
  getFieldsValue(): object;
  setFields(fields: Record<string, { error: { message: string } }>): void;
}

/** The form field an api error names: `email`, or `projectRoles/0/roles` → `projectRoles`. */
function fieldOf(form: FieldErrorForm, name: string): string | null {
  const known = Object.keys(form.getFieldsValue());
  const candidates = [name, name.replace(/\//g, '.'), name.split(/[/.[]/)[0]];
  return candidates.find((candidate) => known.includes(candidate)) ?? null;
}

/**
 * One field error in the user's language, the field named by its label (`label` is null for a
 * field the form does not show: it is named by what it is). Said by its rule (problems.ts); a
 * problem without one (the subtitle parser's own words) is said as the api says it, after the
 * label, and a 409 without one names a value already in use.
 */
export function describeFieldError(
  t: Translate,
  status: unknown,
  fieldError: FieldError,
  label: string | null,
): string {
  const said = wordFieldProblem(t, fieldError, label);
  if (said) return said;
  if (!label) return t('form.field.unnamed', { problem: fieldError.message });
  if (status === 409) return t('form.field.taken', { field: label });
  return t('form.field.invalid', { field: label, problem: fieldError.message });
}

export interface ShownFieldErrors {
  /** every field error, said as describeFieldError says it */
  said: string[];
  /** those about a field the form does not show */
  unplaced: string[];
}

/**
 * Puts a rejected save's field errors (a 400's, or a 409 about one field's value) beside the
 * fields they name, in the user's language and by the fields' labels (`labelOf`). Answers
 * what was said, or null when the failure names no field (a 403, a 409 about the row).
 */
export function showFieldErrors(
  form: FieldErrorForm,
  error: unknown,
  t: Translate,
  labelOf: (field: string) => string | null,
): ShownFieldErrors | null {
  if (!isApiError(error) || !error.errors.length) return null;
  const said: string[] = [];
  const unplaced: string[] = [];
  const fields: Record<string, { error: { message: string } }> = {};
  for (const fieldError of error.errors) {
    const field = fieldOf(form, fieldError.field);
    const message = describeFieldError(t, error.status, fieldError, field && labelOf(field));
    said.push(message);
    if (field) fields[field] = { error: { message } };
    else unplaced.push(message);
  }
  if (Object.keys(fields).length) form.setFields(fields);
  return { said, unplaced };
}
