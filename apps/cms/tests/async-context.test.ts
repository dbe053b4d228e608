import path from 'node:path';
import { setImmediate as nextTurn } from 'node:timers/promises';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';
import { contextSlot } from '../src/platform/async-context';

/** src/platform/async-context.ts: the product's request-scoped values, as slots of one AsyncLocalStorage. */
describe('context slots', () => {
  it('carry a value through awaits, timers and promises started inside run, and not outside it', async () => {
    const reading = contextSlot<string>('reading');
    const seen = await reading.run('lesson', async () => {
      await nextTurn();
      const inTimer = await new Promise<string | undefined>((resolve) => setTimeout(() => resolve(reading.getStore())));
      return [reading.getStore(), inTimer];
    });
    expect(seen).toEqual(['lesson', 'lesson']);
    expect(reading.getStore()).toBeUndefined();
  });

  it('keep each slot apart: setting one leaves the others as they were', async () => {
    const system = contextSlot<true>('system');
    const loaders = contextSlot<Map<string, number>>('loaders');
    const map = new Map([['lesson', 1]]);
    const seen = await loaders.run(map, () =>
      system.run(true, async () => {
        await nextTurn();
        return { system: system.getStore(), loaders: loaders.getStore() };
      }),
    );
    expect(seen).toEqual({ system: true, loaders: map });
    expect(await loaders.run(map, async () => system.getStore())).toBeUndefined();
  });

  it('let an inner run of a slot hide the outer one until it ends, as AsyncLocalStorage does', async () => {
    const scope = contextSlot<string>('scope');
    const seen: (string | undefined)[] = [];
    await scope.run('outer', async () => {
      seen.push(scope.getStore());
      await scope.run('inner', async () => {
        await nextTurn();
        seen.push(scope.getStore());
      });
      seen.push(scope.getStore());
    });
    expect(seen).toEqual(['outer', 'inner', 'outer']);
  });

  it('keep concurrent work apart: two runs interleaved each see their own value', async () => {
    const request = contextSlot<number>('request');
    const work = (id: number) =>
      request.run(id, async () => {
        const seen: (number | undefined)[] = [];
        for (let turn = 0; turn < 3; turn += 1) {
          await nextTurn();
          seen.push(request.getStore());
        }
        return seen;
      });
    expect(await Promise.all([work(1), work(2)])).toEqual([
      [1, 1, 1],
      [2, 2, 2],
    ]);
  });

  it('are the only AsyncLocalStorage of src/: the lint refuses a new one elsewhere', async () => {
    const eslint = new ESLint({ cwd: path.resolve(__dirname, '..') });
    const code = "import { AsyncLocalStorage } from 'node:async_hooks';\nexport const own = new AsyncLocalStorage();\n";
    const [elsewhere] = await eslint.lintText(code, { filePath: 'src/delivery/Wrong.ts' });
    expect(elsewhere.messages.map((message) => message.ruleId)).toContain('no-restricted-syntax');
    const [home] = await eslint.lintText(code, { filePath: 'src/platform/async-context.ts' });
    expect(home.messages.map((message) => message.ruleId)).not.toContain('no-restricted-syntax');
  });
});
