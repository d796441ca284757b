// What a staff account's fields take: a password strong enough, and the forms of a link, an
// email address and a phone number (their own profile and the setting area's staff screen).

import { type FieldProblem } from '../../platform/errors';

/**
 * A link: an absolute http, https or ftp URL with a host name, IPv4 address or localhost,
 * optional credentials, port, path, query and fragment; spelled without the i flag, which
 * JSON Schema patterns lack. The browser's forms take it from the generated body schema.
 */
export const URL_PATTERN =
  '^(?:[hH][tT][tT][pP][sS]?|[fF][tT][pP])://(?:[^\\s:@/]+(?::[^\\s@/]*)?@)?(?:[lL][oO][cC][aA][lL][hH][oO][sS][tT]|(?:\\d{1,3}\\.){3}\\d{1,3}|(?:[a-zA-Z\\d](?:[a-zA-Z\\d-]*[a-zA-Z\\d])?\\.)+[a-zA-Z]{2,})(?::\\d{1,5})?(?:[/?#]\\S*)?$';
/** One @, something before it, a dotted domain after it; no spaces. */
export const EMAIL_PATTERN = '^[^\\s@]+@[^\\s@]+\\.[^\\s@]+$';
/** Digits with an optional leading +, spaces, dashes, dots and brackets between; 5..20 digits. */
export const PHONE_PATTERN = '^\\+?(?:[\\s().-]*\\d){5,20}[\\s()]*$';

export const PASSWORD_MIN = 8;
export const PASSWORD_MAX = 64;

/** Why `password` is too weak for `username`, or null when it will do. */
export function passwordWeakness(password: string, username: string, oldPassword: string): string | null {
  return weakness(password, username, oldPassword)?.message ?? null;
}

/** The 400's problem of the password field `field` when it is too weak, or null when it will do. */
export function passwordProblem(
  field: string,
  password: string,
  username: string,
  oldPassword: string,
): FieldProblem | null {
  const found = weakness(password, username, oldPassword);
  return found && { field, ...found };
}

function weakness(password: string, username: string, oldPassword: string): Omit<FieldProblem, 'field'> | null {
  if (password.length < PASSWORD_MIN)
    return {
      message: `must be at least ${PASSWORD_MIN} characters`,
      rule: 'minLength',
      params: { limit: PASSWORD_MIN },
    };
  if (password.length > PASSWORD_MAX)
    return {
      message: `must be at most ${PASSWORD_MAX} characters`,
      rule: 'maxLength',
      params: { limit: PASSWORD_MAX },
    };
  if (!/\p{L}/u.test(password) || !/\p{Nd}/u.test(password))
    return { message: 'must contain at least one letter and one digit', rule: 'weakPassword' };
  if (password.toLowerCase() === username.toLowerCase())
    return { message: 'must not be the username', rule: 'notUsername' };
  if (password === oldPassword) return { message: 'must differ from the current password', rule: 'sameAsCurrent' };
  return null;
}
