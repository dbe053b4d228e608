import crypto from 'node:crypto';
import type { Core } from '@strapi/strapi';
import jwt from 'jsonwebtoken';

/**
 * Verifies a users-permissions sign-in token (HS256, JWT_SECRET) without a database round-trip. The secret is made a
 * key object once: handed a string, jsonwebtoken first tries to read it as a PEM public key on every call, which
 * costs more than the signature check itself.
 */
export function createUserTokenVerifier(strapi: Core.Strapi): (token: string) => jwt.JwtPayload | undefined {
  let key: crypto.KeyObject | undefined;
  return (token) => {
    key ??= crypto.createSecretKey(Buffer.from(strapi.config.get<string>('plugin::users-permissions.jwtSecret')));
    try {
      const payload = jwt.verify(token, key, { algorithms: ['HS256'] });
      return typeof payload === 'object' ? payload : undefined;
    } catch {
      return undefined;
    }
  };
}

/** The token of an `Authorization: Bearer …` header, or undefined for any other header. */
export function bearerToken(authorization: string | undefined): string | undefined {
  const [scheme, token, ...rest] = (authorization ?? '').trim().split(/\s+/);
  return scheme?.toLowerCase() === 'bearer' && token && !rest.length ? token : undefined;
}
