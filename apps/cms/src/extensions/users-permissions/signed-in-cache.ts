import type { Core } from '@strapi/strapi';
import { LRUCache } from 'lru-cache';
import { cacheLimits } from '../../platform/cache-limits';
import { accessLevels } from '../../accounts/tokens/access-level';
import { createUserTokenVerifier } from '../../accounts/tokens/user-token';
import { replaceApiTokenLookup } from '../../strapi-internals/api-token-lookup';
import { replaceCoreStoreGet } from '../../strapi-internals/core-store';
import { replaceGenerateAbility } from '../../strapi-internals/permission-engine';
import { checkUsersPermissionsService } from '../../strapi-internals/users-permissions-services';
import { notingOutages } from './sign-in-check';
import { endingEarlierTokens, newSessionId, sessionTokenOf, tokenEnded } from '../../accounts/tokens/token-ends';

/**
 * Every signed-in request makes Strapi verify the token, read the user with their role, read the role's permissions
 * and build a permission checker from them. All four are kept between requests here, exactly as long as they hold:
 * any write that changes who may read what (src/access/permissions.ts ACCESS_CONTENT_TYPES: users, roles, permissions,
 * subscriptions, memberships) forgets them at once, through the access levels (src/accounts/tokens/access-level.ts).
 */

type ServiceFactory = (deps: { strapi: Core.Strapi }) => Record<string, unknown>;
type AnyFunction = (...args: never[]) => unknown;

interface UsersPermissionsPlugin {
  services: Record<string, ServiceFactory>;
}

const caches = new WeakMap<Core.Strapi, { users: LRUCache<number, object>; permissions: LRUCache<number, object[]> }>();

function signedInCaches(strapi: Core.Strapi) {
  let entry = caches.get(strapi);
  if (!entry) {
    const users = new LRUCache<number, object>(cacheLimits(strapi, 'signedInUsers'));
    const permissions = new LRUCache<number, object[]>(cacheLimits(strapi, 'rolePermissions'));
    accessLevels(strapi).onForget(() => {
      users.clear();
      permissions.clear();
    });
    entry = { users, permissions };
    caches.set(strapi, entry);
  }
  return entry;
}

/**
 * Reads through `cache`, unless a change was seen while reading (then the fresh read is not kept). Each caller gets
 * its own copy (`copy`), so nothing a request changes reaches the next one. A read that meets the database out of
 * reach fails the sign-in check under way with it (sign-in-check.ts), never making it "not signed in".
 */
async function readThrough<K extends number | string, V extends object>(
  strapi: Core.Strapi,
  cache: LRUCache<K, V>,
  key: K,
  read: () => Promise<V | null | undefined>,
  copy: (value: V) => V = structuredClone,
): Promise<V | null | undefined> {
  const known = cache.get(key);
  if (known) return copy(known);
  const levels = accessLevels(strapi);
  const epoch = levels.epoch();
  const fresh = await notingOutages(read)();
  if (fresh && levels.epoch() === epoch) cache.set(key, copy(fresh));
  return fresh;
}

/**
 * A role's permissions are flat rows (id, action, dates): a copy of each row is a whole copy, at a fraction of the
 * cost.
 */
const copyRows = (rows: object[]) => rows.map((row) => ({ ...row }));

/** The plugin's services object outlives a Strapi instance (a second boot in one process, as the tests do). */
const keptLookups = new WeakSet<ServiceFactory>();

export function cacheSignedInLookups(plugin: UsersPermissionsPlugin): void {
  if (keptLookups.has(plugin.services.jwt)) return;
  const createJwt = plugin.services.jwt;
  plugin.services.jwt = ({ strapi }) => {
    const base = createJwt({ strapi });
    checkUsersPermissionsService(strapi, 'jwt', base);
    const verify = createUserTokenVerifier(strapi);
    const legacy = () =>
      strapi.config.get<string>('plugin::users-permissions.jwtManagement', 'legacy-support') !== 'refresh';
    // The user service below: the same kept user Strapi's sign-in check reads next.
    const userOf = (id: number) => strapi.plugin('users-permissions').service('user').fetchAuthenticatedUser(id);
    return {
      ...base,
      // Synchronous, as the plugin's controllers call it. Each token is a session of its own
      // (src/accounts/tokens/token-ends.ts): its id lets Log Out end it alone, the issuing millisecond lets a password
      // change end it with the others.
      issue(payload: Record<string, unknown>, options?: object) {
        const plain = typeof payload.toJSON === 'function' ? (payload.toJSON as () => object)() : payload;
        const stamped = legacy() ? { ...plain, iatms: Date.now(), sid: newSessionId() } : plain;
        return (base.issue as AnyFunction).call(base, stamped as never, options as never);
      },
      async verify(token: string) {
        if (!legacy()) return notingOutages(async () => (base.verify as AnyFunction).call(base, token as never))();
        const payload = verify(token);
        if (!payload || typeof payload.id !== 'number') throw new Error('Invalid token.');
        if (tokenEnded(sessionTokenOf(payload), (await userOf(payload.id)) as Record<string, unknown> | null)) {
          throw new Error('Invalid token.');
        }
        return payload;
      },
    };
  };

  const createUser = plugin.services.user;
  plugin.services.user = ({ strapi }) => {
    const base = createUser({ strapi });
    checkUsersPermissionsService(strapi, 'user', base);
    const fetch = base.fetchAuthenticatedUser as (id: number) => Promise<object | null>;
    const edit = base.edit as (id: number, params: Record<string, unknown>) => Promise<unknown>;
    return {
      ...base,
      // Every password change (the change-password and reset calls both save through here) ends earlier tokens.
      edit: (id: number, params: Record<string, unknown> = {}) => edit.call(base, id, endingEarlierTokens(params)),
      fetchAuthenticatedUser: (id: number) =>
        readThrough(strapi, signedInCaches(strapi).users, Number(id), () => fetch.call(base, id)),
    };
  };

  const createPermission = plugin.services.permission;
  plugin.services.permission = ({ strapi }) => {
    const base = createPermission({ strapi });
    checkUsersPermissionsService(strapi, 'permission', base);
    const find = base.findRolePermissions as (roleId: number) => Promise<object[]>;
    const findPublic = base.findPublicPermissions as () => Promise<object[]>;
    return {
      ...base,
      // A visitor's check reads the public role's permissions: an outage there is no reason for a 401 either.
      findPublicPermissions: notingOutages(() => findPublic.call(base)),
      findRolePermissions: (roleId: number) =>
        readThrough(
          strapi,
          signedInCaches(strapi).permissions,
          Number(roleId),
          () => find.call(base, roleId),
          copyRows,
        ),
    };
  };
  for (const name of ['jwt', 'user', 'permission']) keptLookups.add(plugin.services[name]);
}

/**
 * A role's permission checker (a CASL ability) depends only on the role's actions; building it for every request
 * was the largest single cost of a signed-in request. Checkers are kept by their list of actions, so a permission
 * change makes a new list and a new checker.
 */
export function cachePermissionCheckers(strapi: Core.Strapi): void {
  const checkers = new LRUCache<string, object>(cacheLimits(strapi, 'permissionCheckers'));
  replaceGenerateAbility(strapi, (generate) => async (permissions, options) => {
    const plain = permissions.every((permission) => Object.keys(permission).join() === 'action');
    if (!plain || (options && Object.keys(options).length)) return generate(permissions, options);
    const key = (permissions as { action: string }[])
      .map((permission) => permission.action)
      .sort()
      .join('\n');
    let checker = checkers.get(key);
    if (!checker) {
      checker = (await generate(permissions, options)) as object;
      checkers.set(key, checker);
    }
    return checker;
  });
}

/** The users-permissions settings Strapi's sign-in check reads on every signed-in request (e-mail confirmation). */
const SIGN_IN_SETTINGS = { type: 'plugin', name: 'users-permissions', key: 'advanced' };

/**
 * Every signed-in request read the users-permissions `advanced` settings from the core store (one SQL statement).
 * They are kept like the user and role above: a core-store write counts as an access change (src/access/permissions.ts
 * ACCESS_CONTENT_TYPES), which every process hears (src/platform/changes/cross-process.ts) and which forgets them.
 */
export function cacheSignInSettings(strapi: Core.Strapi): void {
  const kept = new LRUCache<string, object>(cacheLimits(strapi, 'signInSettings'));
  accessLevels(strapi).onForget(() => kept.clear());
  replaceCoreStoreGet(strapi, (get) => async (params) => {
    const isSignInSettings =
      params.type === SIGN_IN_SETTINGS.type &&
      params.name === SIGN_IN_SETTINGS.name &&
      params.key === SIGN_IN_SETTINGS.key &&
      !params.environment &&
      !params.tag;
    if (!isSignInSettings) return get(params);
    return readThrough(strapi, kept, SIGN_IN_SETTINGS.key, () => get(params) as Promise<object | null>);
  });
}

/** What a sign-in token (a JWT) "hashes" to as an API token: API tokens are random hex, never a JWT (dotted). */
const NOT_AN_API_TOKEN = 'not-an-api-token';

/**
 * Strapi tries a request's bearer token as an API token first: one SQL look-up of its hash per signed-in request,
 * which for a teacher's session token never finds anything. Hashes that found nothing are remembered. That is safe
 * without any invalidation, in every process: a new API token's key is random, so its hash cannot have been looked up
 * before it was made. Bounded, so random tokens cannot grow it. A JWT is not looked up at all (API tokens are random
 * hex): a forged or spoiled sign-in token is refused with 401 even while the database is out of reach (issue 33).
 */
export function rememberUnknownApiTokens(strapi: Core.Strapi): void {
  const unknown = new LRUCache<string, true>(cacheLimits(strapi, 'unknownApiTokens'));
  replaceApiTokenLookup(strapi, {
    hash: (hash) => (accessKey) => (accessKey.includes('.') ? NOT_AN_API_TOKEN : hash(accessKey)),
    getByAccessKey: (lookUp) => async (accessKey, options) => {
      if (accessKey === NOT_AN_API_TOKEN || unknown.has(accessKey)) return null;
      const token = await lookUp(accessKey, options);
      if (token === null || token === undefined) unknown.set(accessKey, true);
      return token;
    },
  });
}
