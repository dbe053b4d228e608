/**
 * The signed-in teacher's screens in a few larger chunks: left to Rolldown's automatic splitting, the lesson
 * overview's first load was about 25 files and lesson mode's 35 (React Bootstrap's Modal, Fade and Overlay with
 * Popper, shared components, 0.2–8 KB each), which HTTP/1.1's six connections take in rounds of one round trip each
 * on a slow connection (bench/README.md "Teachers' first loads"). vite.config.ts adds this group after the first
 * visit's (bundling/first-visit.ts), which keeps every module it named.
 */
import type { Rolldown } from 'vite';
import { featureModule, staticImportChunks } from './module-graph';

/**
 * `lessons`, `lesson-mode`: each screen's own code with the shared components and packages (React Bootstrap's Modal,
 * Fade and Overlay, Popper) it imports statically that an earlier one lacks; what it loads on demand keeps its own
 * chunks, and the icons stay with Rolldown's own splitting, as for the first visit's (module-graph.ts).
 */
export function signedInScreenChunks(): Rolldown.CodeSplittingNameFunction {
  return staticImportChunks('signedInScreenChunks', [
    ['lessons', [featureModule('lessons/routes.tsx')]],
    ['lesson-mode', [featureModule('lesson-mode/routes.tsx')]],
  ]);
}
