// The sign-in request of the login page: a plain fetch, since the island (island.tsx) has neither
// the store nor the api client; the host records the answer (recordSignIn) and words a refusal.
import { API_BASE_URL } from '@backoffice/shared/firstPaint';
import type { Credentials } from './LoginForm';

/** What the api answers a sign-in: the token and who signed in (shared's SignedIn). */
export interface SignInAnswer {
  token: string;
  userInfo?: unknown;
}

/** A sign-in that did not succeed: the api's answer (its envelope, or null without one), to be put in words. */
export class SignInRefused extends Error {
  constructor(readonly answer: unknown) {
    super('sign-in refused');
  }
}

export async function postLogin(credentials: Credentials): Promise<SignInAnswer> {
  const request = new Request(new URL(`${API_BASE_URL}/login`, window.location.origin), {
    method: 'POST',
    headers: { 'content-type': 'application/json', accept: 'application/json' },
    body: JSON.stringify(credentials),
  });
  const response = await fetch(request).catch(() => null);
  const answer = (await response?.json().catch(() => null)) as { code?: number; data?: SignInAnswer } | null;
  if (response?.ok && answer?.code === 200 && typeof answer.data?.token === 'string') return answer.data;
  throw new SignInRefused(answer);
}
