import { describe, expect, inject, it, vi } from 'vitest';
import type { Core } from '@strapi/strapi';
import { STRAPI_INTERNALS } from '../src/strapi-internals';
import { apiTokenLookupHook } from '../src/strapi-internals/api-token-lookup';
import {
  contextStoragesHook,
  transactionContextOn,
  type TransactionStore,
} from '../src/strapi-internals/context-storages';
import { contextSlot } from '../src/platform/async-context';
import { coreStoreGetHook } from '../src/strapi-internals/core-store';
import { databasePoolHook } from '../src/strapi-internals/database-pool';
import { databaseQueriesHook } from '../src/strapi-internals/database-queries';
import { populateHook } from '../src/strapi-internals/database-populate';
import { entityLoadHook } from '../src/strapi-internals/entity-manager-load';
import { wrapResolversHook, wrapResolversModule } from '../src/strapi-internals/graphql-wrap-resolvers';
import { checkHook, type Hook, hookProblem, StrapiInternalChanged } from '../src/strapi-internals/hooks';
import { koaRequestListenerHook } from '../src/strapi-internals/http-server';
import { generateAbilityHook } from '../src/strapi-internals/permission-engine';
import { bodyParserHook } from '../src/strapi-internals/body-parser';
import { databaseRelationsHook } from '../src/strapi-internals/database-relations';
import { graphqlNamingHook, NAMING_FUNCTIONS } from '../src/strapi-internals/graphql-naming';
import { publisherPublicationHook, publisherTimersHook } from '../src/strapi-internals/publisher-timers';
import { requestAuthHook } from '../src/strapi-internals/request-auth';
import { NO_SCHEMA, routeSchemasHook, slimRoute } from '../src/strapi-internals/route-schemas';
import { sqliteClient, sqliteStatementsHook } from '../src/strapi-internals/sqlite-statements';
import { checkFileLinksTable, fileLinksTableHook } from '../src/strapi-internals/upload-file-links';
import { signFileUrlsHook } from '../src/strapi-internals/upload-sign-file-urls';
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

  it("keeps Strapi's request and transaction contexts in the product's one storage, transactions behaving as before", () => {
    const probe = inject('contextProbe');
    // Strapi's two storages never enabled: only the product's, beside what the test process held before the CMS.
    expect(probe.storages.after).toBe(probe.storages.beforeCms + 1);
    expect(probe).toMatchObject({ inside: true, nestedInside: true, outside: false, committed: 2, rolledBack: 1 });
    expect(probe.rollbackFailure).toBe('rolled back on purpose');
  });

  it("finds the GraphQL plugin's wrapResolvers where the hook was written for it", () => {
    expect(hookProblem(wrapResolversHook, wrapResolversModule())).toBeUndefined();
  });

  it("finds knex's better-sqlite3 client preparing each statement, as the statement cache was written for", () => {
    expect(hookProblem(sqliteStatementsHook, sqliteClient())).toBeUndefined();
  });

  it('keeps no route schema that only the OpenAPI document reads, and an empty schema registry', () => {
    const census = inject('routeSchemas');
    // Every content type's core routes and the plugins' (users-permissions, upload, ...) were looked at.
    expect(census.routes).toBeGreaterThan(100);
    expect(census).toMatchObject({ registered: 0, unread: 0 });
  });
});

describe("Strapi's transaction context on a slot of the product's storage", () => {
  it('neither commits a transactor that already ended nor runs its callbacks, and forgets the transaction', async () => {
    const context = transactionContextOn(contextSlot<TransactionStore>('transaction'));
    const commit = vi.fn(async () => undefined);
    const trx = { commit, rollback: vi.fn(async () => undefined), isCompleted: () => true };
    const onCommit = vi.fn();
    let after: unknown;
    await context.run(trx, async () => {
      context.onCommit(onCommit);
      await context.commit(trx);
      after = context.get();
    });
    expect(commit).not.toHaveBeenCalled();
    expect(onCommit).not.toHaveBeenCalled();
    expect(after).toBeNull();
    expect(context.get()).toBeUndefined();
  });
});

describe('a route without the schemas nothing reads', () => {
  const schema = (name: string) => ({ name, safeParse: fn(1) });

  it("drops the answer's schema, and Strapi's own query keys' and the body's data schemas keeping their names", () => {
    const clientMutationId = schema('clientMutationId');
    const preview = schema('preview');
    const route = {
      request: {
        query: { populate: schema('populate'), filters: schema('filters'), preview },
        body: { 'application/json': { shape: { data: schema('data'), clientMutationId } } },
      },
      response: schema('response'),
    };
    expect(slimRoute(route)).toBe(true);
    expect(route).not.toHaveProperty('response');
    // A key a plugin added keeps its schema: Strapi's sanitizer and validator parse it.
    expect(route.request.query).toEqual({ populate: NO_SCHEMA, filters: NO_SCHEMA, preview });
    expect(route.request.body['application/json']).toEqual({ shape: { data: NO_SCHEMA, clientMutationId } });
    expect(slimRoute(route)).toBe(false);
  });

  it('leaves a route without schemas as it is', () => {
    const route = { method: 'GET', path: '/health' };
    expect(slimRoute(route)).toBe(false);
    expect(route).toEqual({ method: 'GET', path: '/health' });
  });
});

const fn = (arity: number) => new Function(...Array.from({ length: arity }, (_, i) => `a${i}`), 'return undefined;');
function handleRequest(_req: unknown, _res: unknown) {}
const server = (listeners: unknown[]) => ({ listeners: () => listeners, prependListener: fn(2) });
const naming = (names: string[]) => Object.fromEntries(names.map((name) => [name, fn(1)]));
const filesRelated = (table: object) => ({
  type: 'relation',
  relation: 'morphToMany',
  ...table,
});
const FILE_LINKS_TABLE = {
  name: 'files_related_mph',
  joinColumn: { name: 'file_id' },
  morphColumn: { idColumn: { name: 'related_id' }, typeColumn: { name: 'related_type' } },
};
// Shaped as @strapi/core's auth service and body middleware, and knex's better-sqlite3 `_query`, are written.
const authenticate = new Function(
  'ctx',
  'next',
  'const route = ctx.state.route; const strategies = route.info.type; ctx.state.auth = { strategy, credentials, ability }; return next();',
);
const authenticateElsewhere = new Function(
  'ctx',
  'next',
  'const route = ctx.state.route; const strategies = route.info.type; ctx.state.session = { strategy, credentials }; return next();',
);
const bodyMiddleware = new Function(
  'config',
  'deps',
  'return (ctx, next) => { if (gqlEndpoint && ctx.url === gqlEndpoint) return next(); };',
);
const bodyMiddlewareElsewhere = new Function(
  'config',
  'deps',
  'return (ctx, next) => { if (ctx.path.startsWith(graphqlPath)) return next(); };',
);
const sqliteQuery = new Function(
  'connection',
  'obj',
  'const statement = connection.prepare(obj.sql); return statement.all();',
);

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
    hook: contextStoragesHook as Hook<never>,
    good: {
      request: { run: fn(2), get: fn(0) },
      transaction: { run: fn(2), get: fn(0), commit: fn(1), rollback: fn(1), onCommit: fn(1), onRollback: fn(1) },
    },
    // A method added by an upgrade would use Strapi's own storage: the hook turns off.
    renamed: {
      request: { run: fn(2), get: fn(0) },
      transaction: { run: fn(2), get: fn(0), commit: fn(1), rollback: fn(1), onCommit: fn(1), onEnd: fn(1) },
    },
    missing: 'onRollback',
  },
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
  {
    hook: requestAuthHook as Hook<never>,
    good: { authenticate },
    renamed: { authenticate: authenticateElsewhere },
    missing: 'ctx.state.auth',
  },
  {
    hook: fileLinksTableHook as Hook<never>,
    good: filesRelated({ joinTable: FILE_LINKS_TABLE }),
    renamed: filesRelated({ morphTable: FILE_LINKS_TABLE }),
    missing: 'joinTable',
  },
  {
    hook: graphqlNamingHook as Hook<never>,
    good: naming([...NAMING_FUNCTIONS]),
    renamed: naming(NAMING_FUNCTIONS.map((name) => (name === 'getTypeName' ? 'getGraphqlTypeName' : name))),
    missing: 'getTypeName',
  },
  {
    hook: signFileUrlsHook as Hook<never>,
    good: { signFileUrls: fn(1) },
    renamed: { signUrls: fn(1) },
    missing: 'signFileUrls',
  },
  {
    hook: publisherPublicationHook as Hook<never>,
    good: { toggle: fn(2) },
    renamed: { setPublication: fn(2) },
    missing: 'toggle',
  },
  {
    hook: sqliteStatementsHook as Hook<never>,
    good: { _query: sqliteQuery },
    renamed: { _runQuery: sqliteQuery },
    missing: '_query',
  },
  {
    hook: bodyParserHook as Hook<never>,
    good: bodyMiddleware,
    renamed: bodyMiddlewareElsewhere,
    missing: 'gqlEndpoint',
  },
  {
    hook: routeSchemasHook as Hook<never>,
    good: { clear: fn(0), entries: fn(0) },
    renamed: { reset: fn(0), entries: fn(0) },
    missing: 'clear',
  },
  {
    hook: databaseRelationsHook as Hook<never>,
    good: new Map([
      ['plugin::upload.file', { attributes: { related: filesRelated({ joinTable: FILE_LINKS_TABLE }) } }],
    ]),
    renamed: new Map([['plugin::upload.file', { attributes: { related: filesRelated({ joinTables: [] }) } }]]),
    missing: 'joinTable',
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

  it("refuses to start when the upload plugin's morph table is no longer described (who may download a file)", () => {
    const metadataWith = (related: object) =>
      ({
        log: { warn: vi.fn() },
        db: { metadata: new Map([['plugin::upload.file', { attributes: { related } }]]) },
      }) as unknown as Core.Strapi;
    expect(() => checkFileLinksTable(metadataWith(filesRelated({ morphTable: FILE_LINKS_TABLE })))).toThrow(
      StrapiInternalChanged,
    );
    expect(() => checkFileLinksTable(metadataWith(filesRelated({ joinTable: FILE_LINKS_TABLE })))).not.toThrow();
  });

  it('lists the permission, sign-in, caller, file and per-user naming hooks as refusing to start', () => {
    expect(STRAPI_INTERNALS.filter((hook) => hook.kind === 'access').map((hook) => hook.name)).toEqual([
      signInStrategyHook.name,
      usersPermissionsServiceHooks.jwt.name,
      usersPermissionsServiceHooks.user.name,
      usersPermissionsServiceHooks.permission.name,
      generateAbilityHook.name,
      coreStoreGetHook.name,
      apiTokenLookupHook.name,
      requestAuthHook.name,
      fileLinksTableHook.name,
      graphqlNamingHook.name,
      signFileUrlsHook.name,
    ]);
  });
});
