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

/** An Arco rule validator for a password field, reading the username at check time. */
export function passwordValidator(intl: IntlShape, username: () => string) {
  return (value: unknown, callback: (error?: string) => void) => {
    if (!value) return callback(intl.formatMessage({ id: 'settingUser.password.required' }));
    const problem = passwordProblem(String(value), username());
    callback(problem ? intl.formatMessage({ id: problem }) : undefined);
  };
}
