// The password rule of a staff account, which the api checks in its service (passwordWeakness,
// api/src/modules/user) and no schema states, so the forms' rules cannot take it from the
// generated body schemas: stated here once for the user's own settings and the staff-user
// screens. A letter or a digit is one of any script (\p{L}, \p{Nd}), as the api counts them.
export const PASSWORD_MIN = 8;
export const PASSWORD_MAX = 64;

/** What is wrong with `password` for `username` by the api's rule, or null. */
export function passwordProblem(password: string, username = ''): 'length' | 'mix' | 'username' | null {
  if (password.length < PASSWORD_MIN || password.length > PASSWORD_MAX) return 'length';
  if (!/\p{L}/u.test(password) || !/\p{Nd}/u.test(password)) return 'mix';
  if (username && password.toLowerCase() === username.toLowerCase()) return 'username';
  return null;
}
