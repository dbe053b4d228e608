import crypto from 'node:crypto';

/**
 * Password-reset codes carry their expiry: `{expires ms}.{random}`. The whole code is stored with the user and looked
 * up as it is, so the expiry cannot be edited without the code ceasing to match.
 */
export function resetCode(validMinutes: number, now = Date.now()): string {
  return `${now + validMinutes * 60_000}.${crypto.randomBytes(48).toString('hex')}`;
}

export function resetCodeExpired(code: string, now = Date.now()): boolean {
  const expires = Number(code.split('.')[0]);
  return !Number.isFinite(expires) || expires < now;
}
