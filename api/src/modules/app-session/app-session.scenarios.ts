// An app opened again: it signs its device in (now and then after signing out) and shows who is signed in.
import type { Scenario } from '../../platform/simulation';

export const signInAgain: Scenario = {
  name: 'sign in',
  weight: 1,
  async run(app) {
    if (app.random() < 0.2) await app.call({ method: 'POST', path: '/sign-out' });
    if (await app.signIn()) await app.call({ method: 'GET', path: '/me' });
  },
};
