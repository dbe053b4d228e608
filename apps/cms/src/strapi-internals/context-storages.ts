import type { Core } from '@strapi/strapi';
import { checkHook, functionProblem, type Hook, requirePackageFile } from './hooks';

/**
 * Strapi's two AsyncLocalStorages carried as slots of the product's one (src/platform/async-context.ts).
 *
 * Node 20 carries every enabled AsyncLocalStorage into every asynchronous resource the process creates (each promise,
 * each `process.nextTick`, each socket write): with three storages enabled, every request pays three property writes
 * per resource on objects of every shape, whatever it does (a cache hit answered before Koa, or a plain server in the
 * same process). Strapi keeps two: its request context (`strapi.requestContext`, `run` per Koa request) and the
 * database's transaction context (`@strapi/database`'s `transactionCtx`, `run` per transaction). Their methods close
 * over private storages, so each object's methods are replaced by the same behaviour on a slot of the product's
 * storage, from register: before the first transaction (the database starts at bootstrap) and the first request, so
 * Strapi's own storages are never enabled. Measured in bench/README.md ("A cached hit").
 */

/** A named value carried through awaits: the product's `contextSlot` (the seam uses nothing of the product's). */
export interface Slot<T> {
  getStore(): T | undefined;
  run<R>(value: T, work: () => R): R;
}

interface RequestContext {
  run(store: unknown, callback: () => unknown): Promise<unknown>;
  get(): unknown;
}

type Callback = () => void;

/** What Strapi's transaction context keeps for the transaction under way (nested ones share the callbacks). */
export interface TransactionStore {
  trx: Transactor | null;
  commitCallbacks: Callback[];
  rollbackCallbacks: Callback[];
}

interface Transactor {
  commit(): Promise<unknown>;
  rollback(): Promise<unknown>;
  isCompleted?: () => boolean;
}

interface TransactionContext {
  run(trx: Transactor, callback: () => unknown): Promise<unknown>;
  get(): Transactor | null | undefined;
  commit(trx: Transactor): Promise<void>;
  rollback(trx: Transactor): Promise<void>;
  onCommit(callback: Callback): void;
  onRollback(callback: Callback): void;
}

/** The methods of each object as the hook was written for them (Strapi 5.54), with their declared parameters. */
const REQUEST_CONTEXT_METHODS = { run: 2, get: 0 };
const TRANSACTION_CONTEXT_METHODS = { run: 2, get: 0, commit: 1, rollback: 1, onCommit: 1, onRollback: 1 };

/** Exactly these methods, so that a method added by an upgrade (which would use Strapi's own storage) turns it off. */
function methodsProblem(target: object | undefined, label: string, methods: Record<string, number>) {
  if (!target) return `${label} is missing`;
  const names = Object.keys(target).sort();
  const expected = Object.keys(methods).sort();
  if (names.join() !== expected.join()) return `${label} has ${names.join(', ')}, not ${expected.join(', ')}`;
  for (const [name, arity] of Object.entries(methods)) {
    const problem = functionProblem((target as Record<string, unknown>)[name], `${label}.${name}`, arity);
    if (problem) return problem;
  }
  return undefined;
}

export interface StrapiContexts {
  request: RequestContext | undefined;
  transaction: TransactionContext | undefined;
}

export const contextStoragesHook: Hook<StrapiContexts> = {
  name: 'strapi.requestContext and @strapi/database transactionCtx',
  kind: 'optimisation',
  package: '@strapi/database',
  major: 5,
  file: 'context-storages.ts',
  problem: (contexts) =>
    methodsProblem(contexts?.request, 'requestContext', REQUEST_CONTEXT_METHODS) ??
    methodsProblem(contexts?.transaction, 'transactionCtx', TRANSACTION_CONTEXT_METHODS),
};

/** Strapi's request context, and the database's transaction context (the package the hook's version check reads). */
function strapiContexts(strapi: Core.Strapi): StrapiContexts {
  let transaction: TransactionContext | undefined;
  try {
    transaction = requirePackageFile<{ transactionCtx?: TransactionContext }>(
      '@strapi/database',
      'dist/transaction-context.js',
    ).transactionCtx;
  } catch {
    transaction = undefined;
  }
  return { request: strapi.requestContext as unknown as RequestContext, transaction };
}

/** Knex's transactor says whether it already committed or rolled back (a second one throws). */
const completed = (trx: Transactor) => typeof trx.isCompleted === 'function' && trx.isCompleted();

/** Strapi 5.54's transaction context, its store kept in `slot`. */
export function transactionContextOn(slot: Slot<TransactionStore>): TransactionContext {
  const finish = async (trx: Transactor, outcome: 'commit' | 'rollback') => {
    const store = slot.getStore();
    if (store?.trx) store.trx = null;
    if (completed(trx)) return;
    await (outcome === 'commit' ? trx.commit() : trx.rollback());
    if (!store) return;
    const callbacks = outcome === 'commit' ? store.commitCallbacks : store.rollbackCallbacks;
    if (!callbacks.length) return;
    callbacks.forEach((callback) => callback());
    if (outcome === 'commit') store.commitCallbacks = [];
    else store.rollbackCallbacks = [];
  };
  return {
    async run(trx, callback) {
      const outer = slot.getStore();
      return slot.run(
        {
          trx,
          // Nested transactions add to the outer one's callbacks.
          commitCallbacks: outer?.commitCallbacks || [],
          rollbackCallbacks: outer?.rollbackCallbacks || [],
        },
        callback,
      );
    },
    get: () => slot.getStore()?.trx,
    commit: (trx) => finish(trx, 'commit'),
    rollback: (trx) => finish(trx, 'rollback'),
    onCommit(callback) {
      slot.getStore()?.commitCallbacks.push(callback);
    },
    onRollback(callback) {
      slot.getStore()?.rollbackCallbacks.push(callback);
    },
  };
}

/**
 * From register: Strapi's request and transaction contexts kept in slots of the product's storage, when both are as
 * the hook was written for (otherwise Strapi keeps its own storages, and says so once).
 */
export function carryStrapiContexts(strapi: Core.Strapi, slotNamed: <T>(name: string) => Slot<T>): void {
  const { request, transaction } = strapiContexts(strapi);
  if (!checkHook(strapi, contextStoragesHook, { request, transaction }) || !request || !transaction) return;
  const requests = slotNamed<unknown>('Strapi request context');
  Object.assign(request, {
    async run(store: unknown, callback: () => unknown) {
      return requests.run(store, callback);
    },
    get: () => requests.getStore(),
  } satisfies RequestContext);
  Object.assign(transaction, transactionContextOn(slotNamed<TransactionStore>('Strapi transaction context')));
}
