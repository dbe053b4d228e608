import Hashids from 'hashids';

/**
 * The link a teacher shares with families (SPEC §3 "At-home link: id of first at-home library encoded with user id,
 * obfuscated with a fixed salt and alphabet"). The CMS makes and reads it, so a family needs no account, and the
 * link works only while the teacher who shared it has an active subscription.
 */
const hashids = new Hashids('music-classroom-at-home', 8, 'abcdefghijkmnpqrstuvwxyzABCDEFGHJKLMNPQRSTUVWXYZ23456789');

export function encodeAtHomeLink(libraryId: number, userId: number): string {
  return hashids.encode(libraryId, userId);
}

export function decodeAtHomeLink(code: string): { libraryId: number; userId: number } | null {
  if (!/^[A-Za-z0-9]{8,40}$/.test(code)) return null;
  let numbers: number[];
  try {
    numbers = hashids.decode(code).map(Number);
  } catch {
    return null;
  }
  // A code is valid only if it is exactly what we would have made (hashids decodes some foreign strings too).
  if (numbers.length !== 2 || encodeAtHomeLink(numbers[0], numbers[1]) !== code) return null;
  return { libraryId: numbers[0], userId: numbers[1] };
}
