import { createHash, randomBytes } from 'node:crypto';

export const TOKEN_HEADER = 'client-token';

/** 32 random bytes, base64url: what the client keeps and sends back. */
export function newToken(): string {
  return randomBytes(32).toString('base64url');
}

/** What starts every app user's token (never a staff token's: base64url has no dot), so each side knows the other's. */
export const APP_TOKEN_PREFIX = 'app.';

export const newAppToken = () => `${APP_TOKEN_PREFIX}${newToken()}`;
export const isAppToken = (token: string) => token.startsWith(APP_TOKEN_PREFIX);

/** Only this digest is stored, so a leaked sessions table opens no session. */
export function tokenDigest(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}
