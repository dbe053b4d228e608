import crypto from 'node:crypto';

/**
 * Join codes read aloud and typed by children: 31 letters and digits without 0/O, 1/I/L (no look-alikes), six of them
 * (31^6, about 887 million codes), picked by crypto so a code cannot be predicted from another.
 */
export const CODE_ALPHABET = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';
export const CODE_LENGTH = 6;

export function newJoinCode(): string {
  let code = '';
  for (let index = 0; index < CODE_LENGTH; index += 1) code += CODE_ALPHABET[crypto.randomInt(CODE_ALPHABET.length)];
  return code;
}

/** The code as typed: case and spaces or dashes ignored; null when it cannot be a code at all. */
export function normalizeJoinCode(typed: string): string | null {
  const code = typed.toUpperCase().replace(/[\s-]/g, '');
  return code.length === CODE_LENGTH && [...code].every((letter) => CODE_ALPHABET.includes(letter)) ? code : null;
}

/** A pupil's bearer secret: 192 random bits; only its hash is kept. */
export const newPupilToken = () => crypto.randomBytes(24).toString('base64url');

export const tokenHash = (token: string) => crypto.createHash('sha256').update(token).digest('base64url');

export const newId = () => crypto.randomBytes(9).toString('base64url');
