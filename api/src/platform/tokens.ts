import { createHash, randomBytes } from 'node:crypto';

export const TOKEN_HEADER = 'client-token';

/** 32 random bytes, base64url: what the client keeps and sends back. */
export function newToken(): string {
  return randomBytes(32).toString('base64url');
}

/** Only this digest is stored, so a leaked sessions table opens no session. */
export function tokenDigest(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}
