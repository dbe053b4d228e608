/**
 * Boots the real CMS on a throw-away SQLite file (or the empty PostgreSQL database named by TEST_DATABASE_URL,
 * as `npm test`'s second pass gives) and uploads folder, twice: the first boot seeds the demo
 * content, the second proves that seeding is idempotent. Tests then talk to it over HTTP like any client.
 * `npm test` seeds once per run (scripts/test-template.mjs, TEST_TEMPLATE_DIR): the first boot is then the template's,
 * and this boot over a copy of it (on the engines, the template restored into this pass's database and bucket) is the
 * second.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import net from 'node:net';
import { createRequire } from 'node:module';
import type { TestProject } from 'vitest/node';
import { startDatabaseControl } from './database-control';
import { startSqlControl } from './sql-control';
import { startTrustedDocumentsControl } from './trusted-documents-control';
import { type ContextProbe, enabledContextStorages, probeContexts } from './context-probe';
import { copyTemplate, countDocuments, enginesTemplateSecrets } from '../../../../scripts/test-template.mjs';

const require = createRequire(import.meta.url);
const appDir = path.resolve(__dirname, '..', '..');

type StrapiApp = {
  listen(): Promise<void>;
  destroy(): Promise<void>;
  contentTypes: Record<string, unknown>;
  documents: (uid: string) => { count(q: object): Promise<number> };
};

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
    server.on('error', reject);
  });
}

let app: StrapiApp | undefined;

export default async function setup(project: TestProject) {
  const workDir = fs.mkdtempSync(path.join(os.tmpdir(), 'cms-test-'));
  fs.mkdirSync(path.join(workDir, 'public', 'uploads'), { recursive: true });
  const port = await freePort();
  Object.assign(process.env, {
    STRAPI_TELEMETRY_DISABLED: 'true',
    DATABASE_FILENAME: path.join(workDir, 'test.db'),
    PUBLIC_DIR: path.join(workDir, 'public'),
    SECRETS_FILE: path.join(workDir, 'secrets.json'),
    HOST: '127.0.0.1',
    PORT: String(port),
    STRAPI_LOG_LEVEL: 'warn',
    // Accounts (tests/accounts.ts): mails land in a folder the tests read; links point at a known address; lapsed
    // subscriptions are checked every 2 s; 3 member seats. The other auth calls keep their defaults (100 a minute
    // per address and route, 5 an hour per e-mail address: tests/sign-in-limits.test.ts and auth.test.ts prove them).
    OUTBOX_DIR: path.join(workDir, 'outbox'),
    APP_URL: 'http://classroom.test',
    SUBSCRIPTION_CHECK_CRON: '*/2 * * * * *',
    // Scheduled publications are looked for every 2 s (tests/scheduled-publishing.test.ts).
    SCHEDULED_PUBLISHING_CRON: '*/2 * * * * *',
    // Preview links last 20 s, so tests/preview.test.ts sees one expire.
    PREVIEW_TOKEN_SECONDS: '20',
    MEMBER_ACCOUNT_SEATS: '3',
    // Wrong class codes from one address before it waits: few, so tests/class-sessions.test.ts reaches the bound.
    CLASS_JOIN_FAILURES_MAX: '10',
    // Sign-ins from one address a minute: a school's worth and then some; wrong passwords for one account from all
    // addresses an hour: above the 12 of one test, few enough for another to pass (tests/sign-in-limits.test.ts).
    SIGN_IN_PER_ADDRESS_MAX: '100',
    SIGN_IN_ACCOUNT_FAILURES_MAX: '16',
    // As deployed behind a proxy: X-Forwarded-* headers are trusted (tests/security-headers.test.ts).
    IS_PROXIED: 'true',
    // The operations metrics at /_metrics (tests/operations.test.ts, tests/response-cache.test.ts read them).
    METRICS_TOKEN: 'test-metrics-token',
    // Trusted documents: the web app's manifest as codegen wrote it. The rule is off, as outside production, for the
    // files that probe with raw documents; tests/trusted-documents.test.ts turns it on (trustedDocumentsControlUrl).
    TRUSTED_DOCUMENTS: 'off',
    TRUSTED_DOCUMENTS_MANIFEST: path.resolve(appDir, '..', 'web', 'src', 'gql', 'persisted-documents.json'),
    TRUSTED_DOCUMENTS_KEPT_DIR: path.join(workDir, 'trusted-documents'),
  });
  // Only a database made for this run: a developer's own DATABASE_URL is never filled with test data.
  if (process.env.TEST_DATABASE_URL) process.env.DATABASE_URL = process.env.TEST_DATABASE_URL;
  else delete process.env.DATABASE_URL;
  process.chdir(appDir);

  const beforeCms = enabledContextStorages();
  const { compileStrapi, createStrapi } = require('@strapi/strapi');
  // `npm test` builds the product first (CMS_COMPILED): compiling again here would write dist/ while another pass
  // reads it.
  const appContext =
    process.env.CMS_COMPILED === 'true' ? { appDir, distDir: path.join(appDir, 'dist') } : await compileStrapi();

  const templateDir = process.env.TEST_TEMPLATE_DIR;
  let countsAfterFirstBoot: Record<string, number>;
  if (templateDir && process.env.TEST_DATABASE_URL) {
    // On the engines, npm test restored the template into this database and bucket before this pass began.
    countsAfterFirstBoot = enginesTemplateSecrets(templateDir, process.env.SECRETS_FILE!);
  } else if (templateDir) {
    countsAfterFirstBoot = copyTemplate(templateDir, {
      databaseFile: process.env.DATABASE_FILENAME!,
      publicDir: process.env.PUBLIC_DIR!,
      secretsFile: process.env.SECRETS_FILE!,
    });
  } else {
    const first: StrapiApp = await createStrapi(appContext).load();
    countsAfterFirstBoot = await countDocuments(first);
    await first.destroy();
  }

  const second: StrapiApp = await createStrapi(appContext).load();
  app = second;
  const countsAfterSecondBoot = await countDocuments(second);
  await second.listen();

  project.provide('cmsUrl', `http://127.0.0.1:${port}`);
  // Each demo teacher signs in once per run: the auth routes are rate limited, as they should be.
  project.provide('demoTokens', await signInDemoTeachers(`http://127.0.0.1:${port}`));
  // The admin panel's sign-in allows 5 tries per address and e-mail in 5 minutes: the editor signs in once per run.
  project.provide('adminToken', await signInDemoAdmin(`http://127.0.0.1:${port}`));
  project.provide('publicDir', path.join(workDir, 'public'));
  project.provide('metricsToken', process.env.METRICS_TOKEN!);
  project.provide('outboxDir', path.join(workDir, 'outbox'));
  project.provide('contextProbe', await probeContexts(second as never, beforeCms));
  project.provide('seedCounts', { first: countsAfterFirstBoot, second: countsAfterSecondBoot });
  // Which hooks into Strapi's internals the start-up check found (tests/strapi-internals.test.ts).
  const { hookStatuses } = await import('../../src/strapi-internals/hooks');
  project.provide('strapiInternals', hookStatuses(second as never));
  const { routeSchemaCensus } = await import('../../src/strapi-internals/route-schemas');
  project.provide('routeSchemas', routeSchemaCensus(second as never));
  // Cuts the CMS off its database and reconnects it, for tests/database-unavailable.test.ts.
  const databaseControl = await startDatabaseControl(second as never, workDir);
  project.provide('databaseControlUrl', databaseControl.url);
  const trustedDocumentsControl = await startTrustedDocumentsControl(second as never);
  project.provide('trustedDocumentsControlUrl', trustedDocumentsControl.url);
  // Counts the statements of a read, for tests/graphql-batching.test.ts.
  const sqlControl = await startSqlControl(second as never);
  project.provide('sqlControlUrl', sqlControl.url);

  return async () => {
    await sqlControl.close();
    await trustedDocumentsControl.close();
    await databaseControl.close();
    await app?.destroy();
    fs.rmSync(workDir, { recursive: true, force: true });
  };
}

async function signInDemoTeachers(baseUrl: string): Promise<Record<string, string>> {
  const { DEMO_ACCOUNTS } = await import('../../src/seed/accounts');
  const tokens: Record<string, string> = {};
  for (const account of Object.values(DEMO_ACCOUNTS)) {
    const response = await fetch(`${baseUrl}/api/auth/local`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ identifier: account.email, password: account.password }),
    });
    const body = (await response.json()) as { jwt?: string };
    if (body.jwt) tokens[account.email] = body.jwt;
  }
  return tokens;
}

async function signInDemoAdmin(baseUrl: string): Promise<string> {
  const { DEMO_ADMIN } = await import('../../src/seed/accounts');
  const response = await fetch(`${baseUrl}/admin/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: DEMO_ADMIN.email, password: DEMO_ADMIN.password }),
  });
  const body = (await response.json()) as { data?: { token?: string } };
  if (!body.data?.token) throw new Error(`The demo editor could not sign in to /admin (${response.status})`);
  return body.data.token;
}

declare module 'vitest' {
  export interface ProvidedContext {
    cmsUrl: string;
    publicDir: string;
    metricsToken: string;
    outboxDir: string;
    seedCounts: { first: Record<string, number>; second: Record<string, number> };
    demoTokens: Record<string, string>;
    adminToken: string;
    databaseControlUrl: string;
    trustedDocumentsControlUrl: string;
    sqlControlUrl: string;
    strapiInternals: { hook: string; kind: string; on: boolean; problem?: string }[];
    routeSchemas: { routes: number; registered: number; unread: number };
    contextProbe: ContextProbe;
  }
}
