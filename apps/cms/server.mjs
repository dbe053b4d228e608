// Starts the built CMS (`npm run build` first) as `strapi start` does, without Strapi's command-line tool. The tool
// loads every one of its commands, and its `console` command loads Node's REPL, which loads the `domain` module: with
// `domain` loaded, every event emitted in the process takes a slower path. A cached answer cost about 17 % more CPU
// under the tool (bench/README.md, "GraphQL under load").
// First: V8's flags for the serving process (v8-flags.mjs), set before anything else allocates.
import './v8-flags.mjs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

// Strapi's CommonJS build, as the tool loads it (its ES module build does not resolve under Node's ESM loader).
const { createStrapi } = createRequire(import.meta.url)('@strapi/strapi');
const appDir = path.dirname(fileURLToPath(import.meta.url));
createStrapi({ appDir, distDir: path.join(appDir, 'dist') }).start();
