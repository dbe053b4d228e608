import { AsyncLocalStorage } from 'node:async_hooks';

/**
 * Values that follow a piece of work through its awaits (the read under way, its batch loaders, a system read, the
 * sign-in check, the document action writing), each in a slot of its own, all kept by one AsyncLocalStorage.
 *
 * Node 20 carries every enabled AsyncLocalStorage into every asynchronous resource it creates (each promise, each
 * `process.nextTick`, each socket write): one property read and one write per storage, on objects of every shape,
 * so megamorphic look-ups on the path every request takes, cache hits answered before Koa included. The product's
 * seven storages made seven of those for each resource, beside Strapi's two; as slots of one storage they make one.
 * Strapi's two are slots of it too (src/strapi-internals/context-storages.ts): the process enables one storage.
 * Measured (bench/README.md, "A cached hit"): with every storage disabled, a hit cost 54–55 µs of processor time
 * against 60 µs with the eight enabled after a walk (six of the product's and Strapi's two).
 */
interface Frame {
  readonly slot: symbol;
  readonly value: unknown;
  readonly outer: Frame | undefined;
}

const frames = new AsyncLocalStorage<Frame>();

/** One named value carried by the work under way, read as AsyncLocalStorage's `getStore` and set by `run`. */
export interface ContextSlot<T> {
  /** The value set by the innermost `run` of this slot the current work is inside, or undefined. */
  getStore(): T | undefined;
  /** Runs `work` (and everything it starts) with this slot set to `value`; the other slots keep theirs. */
  run<R>(value: T, work: () => R): R;
}

export function contextSlot<T>(name: string): ContextSlot<T> {
  const slot = Symbol(name);
  return {
    getStore() {
      for (let frame = frames.getStore(); frame; frame = frame.outer) {
        if (frame.slot === slot) return frame.value as T;
      }
      return undefined;
    },
    run(value, work) {
      return frames.run({ slot, value, outer: frames.getStore() }, work);
    },
  };
}
