/**
 * What the booted CMS's contexts do, for tests/strapi-internals.test.ts (src/strapi-internals/context-storages.ts):
 * Strapi's transactions still behave as Strapi's (inside one, the database knows it; commit and rollback callbacks run
 * once, a nested transaction shares the outer one's), and the process holds only the product's AsyncLocalStorage
 * beside whatever it held before the CMS was created. Run after the demo teachers signed in (Koa requests, each in
 * Strapi's request context).
 */
import { AsyncResource } from 'node:async_hooks';

interface TransactingCms {
  db: {
    inTransaction(): boolean;
    transaction<T>(
      work: (helpers: { onCommit(callback: () => void): void; onRollback(callback: () => void): void }) => Promise<T>,
    ): Promise<T>;
  };
}

export interface ContextProbe {
  storages: { beforeCms: number; after: number };
  inside: boolean;
  nestedInside: boolean;
  outside: boolean;
  committed: number;
  rolledBack: number;
  rollbackFailure: string;
}

/**
 * How many AsyncLocalStorages are enabled in this process: each enabled one writes its own `kResourceStore` symbol on
 * every new asynchronous resource (Node 20). Called before the CMS is created, then by `probeContexts`.
 */
export function enabledContextStorages(): number {
  return Object.getOwnPropertySymbols(new AsyncResource('classroom-probe')).filter(
    (symbol) => symbol.description === 'kResourceStore',
  ).length;
}

export async function probeContexts(app: TransactingCms, beforeCms: number): Promise<ContextProbe> {
  let inside = false;
  let nestedInside = false;
  let committed = 0;
  let rolledBack = 0;
  await app.db.transaction(async ({ onCommit }) => {
    inside = app.db.inTransaction();
    onCommit(() => (committed += 1));
    await app.db.transaction(async (nested) => {
      nestedInside = app.db.inTransaction();
      nested.onCommit(() => (committed += 1));
    });
  });
  const rollbackFailure = await app.db
    .transaction(async ({ onRollback }) => {
      onRollback(() => (rolledBack += 1));
      throw new Error('rolled back on purpose');
    })
    .then(
      () => 'no failure',
      (error: Error) => error.message,
    );
  return {
    storages: { beforeCms, after: enabledContextStorages() },
    inside,
    nestedInside,
    outside: app.db.inTransaction(),
    committed,
    rolledBack,
    rollbackFailure,
  };
}
