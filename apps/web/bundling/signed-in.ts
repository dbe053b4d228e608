/**
 * The signed-in teacher's screens in a few larger chunks: left to Rolldown's automatic splitting, the lesson
 * overview's first load was about 25 files and lesson mode's 35 (React Bootstrap's Modal, Fade and Overlay with
 * Popper, shared components, 0.2–8 KB each), which HTTP/1.1's six connections take in rounds of one round trip each
 * on a slow connection (bench/README.md "Teachers' first loads"). vite.config.ts adds this group after the first
 * visit's (bundling/first-visit.ts), which keeps every module it named. And the list of those screens' files, by their
 * routes, for the CMS's shell (shellPreloads).
 */
import { fileURLToPath } from 'node:url';
import type { Plugin, Rolldown } from 'vite';
import { lessonModePaths, lessonOverviewPaths } from '../src/app/routes/lessonPaths';
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

/** Where the build lists them, beside Vite's manifest (apps/cms/src/delivery/server-rendering/shell-preloads.ts). */
export const SHELL_PRELOADS_FILE = '.vite/shell-preloads.json';

const sourceModule = (file: string) => fileURLToPath(new URL(`../src/${file}`, import.meta.url));

/**
 * What each screen's routes ask for as one matches, by module: the layout behind a sign-in (in the app's core today),
 * the screen (app/routes/screens.ts `screen`, which starts the Markdown renderer too) and the route's loader's.
 */
const requireLogin = sourceModule('app/RequireLogin.tsx');
const markdownRenderer = sourceModule('components/markdownToSafeHtml.ts');
const signedInScreens = [
  {
    screen: 'lesson overview',
    paths: Object.values(lessonOverviewPaths),
    modules: [
      requireLogin,
      featureModule('lessons/routes.tsx'),
      featureModule('lessons/api/lesson.ts'),
      markdownRenderer,
    ],
  },
  {
    screen: 'lesson mode',
    paths: Object.values(lessonModePaths),
    modules: [
      requireLogin,
      featureModule('lesson-mode/routes.tsx'),
      featureModule('lesson-mode/api/slideshows.ts'),
      featureModule('lesson-mode/preloadLessonMode.ts'),
      markdownRenderer,
    ],
  },
  {
    // The home's own code is the shell's (the first visit's); a teacher's part of it, which the route's loader imports
    // (publicRoutes.ts `homeWithTeacher`), comes with a subscriber's rendered home, or preloaded with the shell.
    screen: "teacher's home",
    paths: [''],
    modules: [featureModule('home/TeacherHome.tsx')],
  },
];

/** One screen's routes (React Router paths from the root) and the files its first load asks for, for the CMS. */
export interface ShellPreload {
  screen: string;
  paths: string[];
  scripts: string[];
  styles: string[];
}

/**
 * Lists, for the lesson overview, lesson mode and teacher's home, their routes and the files the router asks for as
 * one matches (the chunks of the route's screen and loader, with what they import statically, and their stylesheets):
 * the CMS's shell for a signed-in teacher's page preloads them (issue 44), so they come beside the app's core instead
 * of after it has run. Throws when a module is not in the build (renamed?).
 */
export function shellPreloads(): Plugin {
  return {
    name: 'shell-preloads',
    apply: 'build',
    generateBundle(_options, bundle) {
      const chunks = Object.values(bundle).filter((output): output is Rolldown.OutputChunk => output.type === 'chunk');
      const byFile = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
      const list: ShellPreload[] = signedInScreens.map(({ screen, paths, modules }) => {
        const files = new Set<string>();
        const pending = modules.map((module) => {
          const chunk = chunks.find((candidate) => candidate.moduleIds.includes(module));
          if (!chunk) throw new Error(`shellPreloads: ${module} is not in the build (renamed?)`);
          return chunk.fileName;
        });
        while (pending.length > 0) {
          const file = pending.pop()!;
          if (files.has(file)) continue;
          files.add(file);
          pending.push(...(byFile.get(file)?.imports ?? []));
        }
        const styles = [...files].flatMap((file) => [...(byFile.get(file)?.viteMetadata?.importedCss ?? [])]);
        return { screen, paths: paths.map((route) => `/${route}`), scripts: [...files], styles: [...new Set(styles)] };
      });
      this.emitFile({ type: 'asset', fileName: SHELL_PRELOADS_FILE, source: JSON.stringify(list, null, 2) });
    },
  };
}
