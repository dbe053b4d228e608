import { describe, expect, inject, it, vi } from 'vitest';
import type { Core } from '@strapi/strapi';
import { STRAPI_INTERNALS } from '../src/strapi-internals';
import { apiTokenLookupHook } from '../src/strapi-internals/api-token-lookup';
import { coreStoreGetHook } from '../src/strapi-internals/core-store';
import { databasePoolHook } from '../src/strapi-internals/database-pool';
import { databaseQueriesHook } from '../src/strapi-internals/database-queries';
import { populateHook } from '../src/strapi-internals/database-populate';
import { entityLoadHook } from '../src/strapi-internals/entity-manager-load';
import { wrapResolversHook, wrapResolversModule } from '../src/strapi-internals/graphql-wrap-resolvers';
import { checkHook, type Hook, hookProblem, StrapiInternalChanged } from '../src/strapi-internals/hooks';
import { koaRequestListenerHook } from '../src/strapi-internals/http-server';
import { generateAbilityHook } from '../src/strapi-internals/permission-engine';
import { publisherTimersHook } from '../src/strapi-internals/publisher-timers';
import { usersPermissionsServiceHooks } from '../src/strapi-internals/users-permissions-services';
import { signInStrategyHook } from '../src/strapi-internals/users-permissions-strategy';

/**
 * Every hook into a private Strapi internal is checked at start-up (src/strapi-internals/hooks.ts): an upgrade that
 * renames or removes one stops the CMS (access) or turns the optimisation off and says so, never silently.
 */

describe('the installed Strapi', () => {
  it('has every hooked internal, and the booted CMS runs with each of them on', () => {
    const statuses = inject('strapiInternals');
    expect(statuses.map((status) => status.hook).sort()).toEqual(STRAPI_INTERNALS.map((hook) => hook.name).sort());
    expect(statuses.filter((status) => !status.on)).toEqual([]);
  });

  it("finds the GraphQL plugin's wrapResolvers where the hook was written for it", () => {
    expect(hookProblem(wrapResolversHook, wrapResolversModule())).toBeUndefined();
  });
});

const fn = (arity: number) => new Function(...Array.from({ length: arity }, (_, i) => `a${i}`), 'return undefined;');
function handleRequest(_req: unknown, _res: unknown) {}
const server = (listeners: unknown[]) => ({ listeners: () => listeners, prependListener: fn(2) });

/** Each hook with a target shaped as the installed Strapi's, and the same target with its hooked function renamed. */
const STUBS: { hook: Hook<never>; good: object; renamed: object; missing: string }[] = [
  {
    hook: publisherTimersHook as Hook<never>,
    good: { scheduleCronJob: fn(1) },
    renamed: { scheduleJob: fn(1) },
    missing: 'scheduleCronJob',
  },
  {
    hook: generateAbilityHook as Hook<never>,
    good: { generateAbility: fn(1) },
    renamed: { buildAbility: fn(1) },
    missing: 'generateAbility',
  },
  { hook: coreStoreGetHook as Hook<never>, good: { get: fn(1) }, renamed: { read: fn(1) }, missing: 'get' },
  {
    hook: apiTokenLookupHook as Hook<never>,
    good: { getByAccessKey: fn(2), hash: fn(1) },
    renamed: { getByAccessKey: fn(2), hashKey: fn(1) },
    missing: 'hash',
  },
  {
    hook: signInStrategyHook as Hook<never>,
    good: { name: 'users-permissions', authenticate: fn(1) },
    renamed: { name: 'users-permissions', check: fn(1) },
    missing: 'authenticate',
  },
  {
    hook: usersPermissionsServiceHooks.jwt as Hook<never>,
    good: { issue: fn(1), verify: fn(1), refresh: fn(1) },
    renamed: { sign: fn(1), verify: fn(1) },
    missing: 'issue',
  },
  {
    hook: usersPermissionsServiceHooks.user as Hook<never>,
    good: { fetchAuthenticatedUser: fn(1), edit: fn(1) },
    renamed: { fetchAuthenticatedUser: fn(1), update: fn(1) },
    missing: 'edit',
  },
  {
    hook: usersPermissionsServiceHooks.permission as Hook<never>,
    good: { findRolePermissions: fn(1), findPublicPermissions: fn(0) },
    renamed: { findRolePermissions: fn(1), publicPermissions: fn(0) },
    missing: 'findPublicPermissions',
  },
  {
    hook: wrapResolversHook as Hook<never>,
    good: { wrapResolvers: fn(1) },
    renamed: { wrapSchema: fn(1) },
    missing: 'wrapResolvers',
  },
  {
    hook: populateHook as Hook<never>,
    good: {
      applyPopulate: fn(3),
      fromRow: fn(2),
      queryBuilder: { init: fn(0), processState: fn(0), state: { populate: [] } },
    },
    renamed: {
      applyPopulate: fn(3),
      fromRow: fn(2),
      queryBuilder: { init: fn(0), normaliseState: fn(0), state: { populate: [] } },
    },
    missing: 'processState',
  },
  { hook: entityLoadHook as Hook<never>, good: { load: fn(4) }, renamed: { loadRelation: fn(4) }, missing: 'load' },
  {
    hook: koaRequestListenerHook as Hook<never>,
    good: server([handleRequest]),
    renamed: server([function koaCallback(_req: unknown, _res: unknown) {}]),
    missing: 'koaCallback',
  },
  {
    hook: databasePoolHook as Hook<never>,
    good: { numUsed: fn(0), numFree: fn(0), numPendingAcquires: fn(0), numPendingCreates: fn(0), max: 10 },
    renamed: { used: fn(0), numFree: fn(0), numPendingAcquires: fn(0), numPendingCreates: fn(0), max: 10 },
    missing: 'numUsed',
  },
  {
    hook: databaseQueriesHook as Hook<never>,
    good: {
      connection: { on: fn(2) },
      metadata: new Map([['api::lesson.lesson', { uid: 'api::lesson.lesson', tableName: 'lessons', attributes: {} }]]),
    },
    renamed: {
      connection: { addQueryListener: fn(2) },
      metadata: new Map([['api::lesson.lesson', { uid: 'api::lesson.lesson', tableName: 'lessons', attributes: {} }]]),
    },
    missing: 'connection.on',
  },
];

describe('the start-up check of each hook', () => {
  it.each(STUBS.map((stub) => [stub.hook.name, stub] as const))(
    '%s: passes the shape it was written for, fails naming it when its function is renamed',
    (_name, { hook, good, renamed, missing }) => {
      expect(hookProblem(hook, good as never)).toBeUndefined();
      const problem = hookProblem(hook, renamed as never);
      expect(problem).toContain(hook.name);
      expect(problem).toContain(missing);
      expect(hookProblem(hook, undefined)).toContain(hook.name);
    },
  );

  it('fails when a hooked function takes other parameters than it was written for', () => {
    expect(hookProblem(entityLoadHook, { load: fn(3) } as never)).toMatch(/load takes 3 parameters, not 4/);
  });

  it('fails when the installed package is of another major version than the hook was written for', () => {
    expect(hookProblem(coreStoreGetHook, { get: fn(1) } as never, '6.0.0')).toContain('written for @strapi/strapi 5.x');
  });

  it('covers every hook of the seam', () => {
    expect(new Set([...STUBS.map((stub) => stub.hook.name), 'strapi.server.httpServer'])).toEqual(
      new Set(STRAPI_INTERNALS.map((hook) => hook.name)),
    );
  });
});

describe('what a failed check does', () => {
  const fakeStrapi = () =>
    ({ log: { warn: vi.fn() } }) as unknown as Core.Strapi & { log: { warn: ReturnType<typeof vi.fn> } };

  it('refuses to start, naming the hook, when an access hook is renamed', () => {
    for (const hook of STRAPI_INTERNALS.filter((candidate) => candidate.kind === 'access')) {
      const stub = STUBS.find((candidate) => candidate.hook.name === hook.name)!;
      expect(() => checkHook(fakeStrapi(), hook as Hook<never>, stub.renamed as never)).toThrow(StrapiInternalChanged);
      expect(() => checkHook(fakeStrapi(), hook as Hook<never>, stub.renamed as never)).toThrow(hook.name);
      expect(checkHook(fakeStrapi(), hook as Hook<never>, stub.good as never)).toBe(true);
    }
  });

  it('turns an optimisation off and says so once, naming it', () => {
    const strapi = fakeStrapi();
    const renamed = { loadRelation: fn(4) } as never;
    expect(checkHook(strapi, entityLoadHook, renamed)).toBe(false);
    expect(checkHook(strapi, entityLoadHook, renamed)).toBe(false);
    expect(strapi.log.warn).toHaveBeenCalledTimes(1);
    expect(strapi.log.warn.mock.calls[0][0]).toContain('strapi.db.entityManager.load');
    expect(strapi.log.warn.mock.calls[0][0]).toContain('is off');
  });

  it('lists only the permission and sign-in hooks as refusing to start', () => {
    expect(STRAPI_INTERNALS.filter((hook) => hook.kind === 'access').map((hook) => hook.name)).toEqual([
      signInStrategyHook.name,
      usersPermissionsServiceHooks.jwt.name,
      usersPermissionsServiceHooks.user.name,
      usersPermissionsServiceHooks.permission.name,
      generateAbilityHook.name,
      coreStoreGetHook.name,
      apiTokenLookupHook.name,
    ]);
  });
});
