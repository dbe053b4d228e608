import { AsyncLocalStorage } from 'node:async_hooks';
import { describe, expect, it } from 'vitest';
import type { Core } from '@strapi/strapi';
import { changeSignals } from '../src/platform/changes';

/**
 * The change signals run their listeners outside the writer's async context. Strapi keeps a write's database
 * transaction in async-local storage; work a listener defers (search's rebuild 250 ms later) used to inherit it and,
 * when the write took longer than that (a publish on PostgreSQL under load), read through the transaction and then
 * fail with "Transaction query already complete". Runs without the CMS: a stand-in Strapi without Redis.
 */
const withoutRedis = { config: { get: () => undefined }, log: console } as unknown as Core.Strapi;

describe('change signals', () => {
  it("run listeners, and what they defer, outside the writer's transaction", async () => {
    const transaction = new AsyncLocalStorage<{ trx: string }>();
    const signals = changeSignals(withoutRedis);
    const seen: { now?: unknown; later?: unknown } = {};
    let deferred!: Promise<void>;
    signals.onContentChange(() => {
      seen.now = transaction.getStore();
      deferred = new Promise((resolve) =>
        setTimeout(() => {
          seen.later = transaction.getStore();
          resolve();
        }, 5),
      );
    });
    await transaction.run({ trx: 'publishing' }, async () => {
      signals.contentChanged();
      // The writer's own context still has its transaction.
      expect(transaction.getStore()).toEqual({ trx: 'publishing' });
    });
    await deferred;
    expect(seen).toEqual({ now: undefined, later: undefined });
  });

  it('still runs every listener of both kinds', () => {
    const signals = changeSignals({ ...withoutRedis } as Core.Strapi);
    const heard: string[] = [];
    signals.onContentChange(() => heard.push('content 1'));
    signals.onContentChange(() => heard.push('content 2'));
    signals.onAccessChange(() => heard.push('access'));
    signals.contentChanged();
    signals.accessChanged();
    expect(heard).toEqual(['content 1', 'content 2', 'access']);
  });
});
