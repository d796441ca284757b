// The api's password rule (8..64 characters, a letter and a digit, not the username) is
// checked by its service, not stated in the body's schema: the schema gives the field's
// own rules and the shared account rule (passwordProblem) the rest.
import type { IntlShape } from 'react-intl';
import { passwordProblem } from '@backoffice/shared';
import { type BodySchema, schemaRules } from '@backoffice/shared/list';

/** The account rule of a password (its letters and digits, not the username), reading the username at check time. */
export function passwordCheck(intl: IntlShape, username: () => string) {
  return {
    validator: (value: unknown, callback: (error?: string) => void) => {
      const problem = value ? passwordProblem(String(value), username()) : null;
      callback(problem ? intl.formatMessage({ id: `settingUser.password.${problem}` }) : undefined);
    },
  };
}

/** The rules of a password field labelled `label`, reading the username at check time. */
export function passwordRules(schema: BodySchema, label: string, intl: IntlShape, username: () => string) {
  return [...schemaRules(schema, 'password', label, intl), passwordCheck(intl, username)];
}
