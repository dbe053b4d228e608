import { contextSlot } from '../platform/async-context';

/**
 * Reads the product makes on its own behalf inside someone's request (who may download a file, whose playlist this
 * is, what a family's at-home link opens): src/access/content-access.ts lets them read everything.
 */
const system = contextSlot<true>('system read');

export function asSystem<T>(read: () => T): T {
  return system.run(true, read);
}

export const isSystemRead = (): boolean => system.getStore() === true;
