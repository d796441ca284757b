// Client mirrors of the api's checks on a staff user (setting-user.schemas.ts and the
// password rule of user settings), so a typo is named beside its field before saving.
import type { IntlShape } from 'react-intl';
import { passwordProblem } from '@backoffice/shared';

export { EMAIL_PATTERN, PHONE_PATTERN } from '@backoffice/shared';
export const USERNAME_PATTERN = /^[a-z0-9_.-]{3,32}$/;

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
        callback(problem ? intl.formatMessage({ id: `settingUser.password.${problem}` }) : undefined);
      },
    },
  ];
}
