// Writes the CMS's GraphQL schema to apps/cms/schema.graphql (committed): the web app's types are generated from it.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);
const appDir = path.resolve(path.dirname(new URL(import.meta.url).pathname), '..');
process.chdir(appDir);
process.env.STRAPI_TELEMETRY_DISABLED = 'true';
process.env.SEED_DEMO_CONTENT = 'false';
process.env.DATABASE_FILENAME = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'cms-schema-')), 'schema.db');
delete process.env.DATABASE_URL;

// The schema must be printed by the same graphql module instance the plugin built it with.
const graphql = require(
  require.resolve('graphql', { paths: [path.dirname(require.resolve('@strapi/plugin-graphql/package.json'))] }),
);
const { compileStrapi, createStrapi } = require('@strapi/strapi');

const app = await createStrapi(await compileStrapi()).load();
const schema = app.plugin('graphql').service('content-api').buildSchema();
const output = path.join(appDir, 'schema.graphql');
fs.writeFileSync(output, graphql.printSchema(graphql.lexicographicSortSchema(schema)) + '\n');
await app.destroy();
console.log(`GraphQL schema written to ${path.relative(process.cwd(), output)}`);
process.exit(0);
