/**
 * The signed-in teacher's screens in a few larger chunks: left to Rolldown's automatic splitting, the lesson
 * overview's first load was about 25 files and lesson mode's 35 (React Bootstrap's Modal, Fade and Overlay with
 * Popper, shared components, 0.2–8 KB each), which HTTP/1.1's six connections take in rounds of one round trip each
 * on a slow connection (bench/README.md "Teachers' first loads"). vite.config.ts adds this group after the first
 * visit's (bundling/first-visit.ts), which keeps every module it named.
 */
import { fileURLToPath } from 'node:url';
import type { Rolldown } from 'vite';

const featureModule = (file: string) => fileURLToPath(new URL(`../src/features/${file}`, import.meta.url));

/** The signed-in screens a teacher opens cold, by chunk name, each with what it imports that an earlier one lacks. */
const signedInScreens = {
  lessons: featureModule('lessons/routes.tsx'),
  'lesson-mode': featureModule('lesson-mode/routes.tsx'),
};

/** Icons stay with Rolldown's own splitting, as for the first visit's chunks (bundling/first-visit.ts). */
const isIcon = (moduleId: string) =>
  moduleId.includes('/node_modules/lucide-react/') || moduleId.endsWith('/components/icons.ts');

/**
 * `lessons`, `lesson-mode`: each screen's own code with the shared components and packages (React Bootstrap's Modal,
 * Fade and Overlay, Popper) it imports statically; what it loads on demand keeps its own chunks.
 */
export function signedInScreenChunks(): Rolldown.CodeSplittingNameFunction {
  let members: Map<string, string> | undefined;
  return (id, context) => {
    members ??= (() => {
      const groups = new Map<string, string>();
      for (const [name, root] of Object.entries(signedInScreens)) {
        if (!context.getModuleInfo(root)) throw new Error(`signedInScreenChunks: no module ${root} (renamed?)`);
        const pending = [root];
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
