/**
 * The named chunks of the browser's build as groups of the module graph (first-visit.ts, signed-in.ts): each group's
 * root modules with what they import statically.
 */
import { fileURLToPath } from 'node:url';
import type { Rolldown } from 'vite';

/** A module of src/features/, by its path there, as the bundler names it. */
export const featureModule = (file: string) => fileURLToPath(new URL(`../src/features/${file}`, import.meta.url));

/**
 * The icons are left to Rolldown's own splitting: the icon set's one module (components/icons.ts) names them all, so
 * a group taking what it imports would carry every icon any screen shows, where each screen needs a few.
 */
const isIcon = (moduleId: string) =>
  moduleId.includes('/node_modules/lucide-react/') || moduleId.endsWith('/components/icons.ts');

/** A chunk's name and the modules it starts from. */
export type ChunkRoots = readonly [name: string, roots: readonly string[]];

/**
 * Names each group's roots and what they import statically after the group, in the order given: a module goes to the
 * first group that reaches it, an icon to none. Throws, naming `owner`, when a root is not in the build (renamed?).
 */
export function staticImportChunks(owner: string, chunks: readonly ChunkRoots[]): Rolldown.CodeSplittingNameFunction {
  let members: Map<string, string> | undefined;
  return (id, context) => {
    members ??= (() => {
      const groups = new Map<string, string>();
      for (const [name, roots] of chunks) {
        const missing = roots.filter((root) => !context.getModuleInfo(root));
        if (missing.length > 0) throw new Error(`${owner}: no module ${missing.join(', ')} (renamed?)`);
        const pending = [...roots];
        while (pending.length > 0) {
          const moduleId = pending.pop()!;
          if (groups.has(moduleId) || isIcon(moduleId)) continue;
          groups.set(moduleId, name);
          pending.push(...(context.getModuleInfo(moduleId)?.importedIds ?? []));
        }
      }
      return groups;
    })();
    return members.get(id) ?? null;
  };
}
