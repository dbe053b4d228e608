import crypto from 'node:crypto';
import Hashids from 'hashids';
import { secret } from '../../../platform/secrets';

/**
 * The link a teacher shares with families (SPEC-GUIDE §3 "At-home link: id of first at-home library encoded with user
 * id, obfuscated with a fixed salt and alphabet"). The obfuscated ids are the floor, not the lock: every code also
 * carries an HMAC of them under a server secret (AT_HOME_LINK_SECRET), so a code cannot be made without the server,
 * and the CMS checks it, and the teacher's current subscription, on every open. Families need no account.
 */
const hashids = new Hashids('music-classroom-at-home', 8, 'abcdefghijkmnpqrstuvwxyzABCDEFGHJKLMNPQRSTUVWXYZ23456789');

/**
 * 128 bits of HMAC-SHA256, base64url: `<obfuscated ids>-<signature>` (no dot: the address must not look like a file).
 */
function signatureOf(ids: string): string {
  return crypto
    .createHmac('sha256', secret('AT_HOME_LINK_SECRET'))
    .update(ids)
    .digest()
    .subarray(0, 16)
    .toString('base64url');
}

export function encodeAtHomeLink(libraryId: number, userId: number): string {
  const ids = hashids.encode(libraryId, userId);
  return `${ids}-${signatureOf(ids)}`;
}

export function decodeAtHomeLink(code: string): { libraryId: number; userId: number } | null {
  const match = /^([A-Za-z0-9]{8,40})-([A-Za-z0-9_-]{22})$/.exec(code);
  if (!match) return null;
  const [, ids, signature] = match;
  const expected = Buffer.from(signatureOf(ids));
  if (expected.length !== signature.length || !crypto.timingSafeEqual(expected, Buffer.from(signature))) return null;
  let numbers: number[];
  try {
    numbers = hashids.decode(ids).map(Number);
  } catch {
    return null;
  }
  if (numbers.length !== 2 || hashids.encode(numbers[0], numbers[1]) !== ids) return null;
  return { libraryId: numbers[0], userId: numbers[1] };
}
