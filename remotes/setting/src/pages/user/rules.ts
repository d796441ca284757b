// Client mirrors of the api's checks on a staff user (setting-user.schemas.ts and the
// password rule of user settings), so a typo is named beside its field before saving.
import type { IntlShape } from 'react-intl';

export const USERNAME_PATTERN = /^[a-z0-9_.-]{3,32}$/;
export const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
export const PHONE_PATTERN = /^\+?(?:[\s().-]*\d){5,20}[\s()]*$/;

/** The message id saying what is wrong with `password` for `username`, or null when it is fine. */
export function passwordProblem(password: string, username: string): string | null {
  if (password.length < 8 || password.length > 64) return 'settingUser.password.length';
  if (!/\p{L}/u.test(password) || !/\p{Nd}/u.test(password)) return 'settingUser.password.mix';
  if (username && password.toLowerCase() === username.toLowerCase()) return 'settingUser.password.username';
  return null;
}

/**
 * The Arco rules of a password field, reading the username at check time. `required` comes
 * first as a rule of its own: it is what marks the field with the asterisk.
 */
export function passwordRules(intl: IntlShape, username: () => string) {
  return [
    { required: true, message: intl.formatMessage({ id: 'settingUser.password.required' }) },
    {
      validator: (value: unknown, callback: (error?: string) => void) => {
        const problem = value ? passwordProblem(String(value), username()) : null;
        callback(problem ? intl.formatMessage({ id: problem }) : undefined);
      },
    },
  ];
}
