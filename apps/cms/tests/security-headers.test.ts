import { describe, expect, it } from 'vitest';
import type { Core } from '@strapi/strapi';
import pluginsConfig from '../config/plugins';
import productConfig from '../config/product';
import { adminPassword, DEMO_ADMIN } from '../src/seed/accounts';
import { cmsUrl } from './client';

const EVIL = 'https://evil.example';

/** Strapi's `env` helper over a plain map, to read the configuration as a given environment would. */
function envOf(values: Record<string, string>): Core.Config.Shared.ConfigParams['env'] {
  const env = ((name: string, fallback?: unknown) =>
    values[name] ?? fallback) as Core.Config.Shared.ConfigParams['env'];
  Object.assign(env, {
    int: (name: string, fallback?: number) => (name in values ? Number(values[name]) : fallback),
    bool: (name: string, fallback?: boolean) => (name in values ? values[name] === 'true' : fallback),
  });
  return env;
}

describe('security headers: CORS for our own origin only, no X-Powered-By, HSTS over https only', () => {
  it('never grants a foreign origin credentialed access, to /graphql or to the REST API', async () => {
    for (const pathname of ['/graphql', '/api/audiences']) {
      const preflight = await fetch(`${cmsUrl()}${pathname}`, {
        method: 'OPTIONS',
        headers: {
          origin: EVIL,
          'access-control-request-method': 'POST',
          'access-control-request-headers': 'content-type',
        },
      });
      expect(preflight.headers.get('access-control-allow-origin')).not.toBe(EVIL);
      expect(preflight.headers.get('access-control-allow-origin')).not.toBe('*');
    }
    const post = await fetch(`${cmsUrl()}/graphql`, {
      method: 'POST',
      headers: { origin: EVIL, 'content-type': 'application/json' },
      body: JSON.stringify({ query: '{ audiences { title } }' }),
    });
    expect(post.headers.get('access-control-allow-origin')).not.toBe(EVIL);
  });

  it("allows the site's own origin", async () => {
    const own = new URL(cmsUrl()).origin;
    const preflight = await fetch(`${cmsUrl()}/graphql`, {
      method: 'OPTIONS',
      headers: { origin: own, 'access-control-request-method': 'POST' },
    });
    expect(preflight.headers.get('access-control-allow-origin')).toBe(own);
  });

  it('does not say what the server runs on', async () => {
    for (const pathname of ['/', '/api/audiences', '/_health']) {
      const response = await fetch(`${cmsUrl()}${pathname}`);
      expect(response.headers.get('x-powered-by')).toBeNull();
    }
    const graphql = await fetch(`${cmsUrl()}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ query: '{ audiences { title } }' }),
    });
    expect(graphql.headers.get('x-powered-by')).toBeNull();
  });

  it('sends HSTS only when the site is served over https (behind a trusted proxy, IS_PROXIED)', async () => {
    const plain = await fetch(`${cmsUrl()}/api/audiences`);
    expect(plain.headers.get('strict-transport-security')).toBeNull();
    const secure = await fetch(`${cmsUrl()}/api/audiences`, { headers: { 'x-forwarded-proto': 'https' } });
    expect(secure.headers.get('strict-transport-security')).toMatch(/max-age=31536000/);
  });

  it('turns off the GraphQL landing page and introspection in production', () => {
    type GraphqlConfig = { graphql: { config: { landingPage: boolean; apolloServer: { introspection: boolean } } } };
    const production = (pluginsConfig as (params: { env: unknown }) => GraphqlConfig)({
      env: envOf({ NODE_ENV: 'production' }),
    }).graphql.config;
    expect(production.landingPage).toBe(false);
    expect(production.apolloServer.introspection).toBe(false);
    const development = (pluginsConfig as (params: { env: unknown }) => GraphqlConfig)({ env: envOf({}) }).graphql
      .config;
    expect(development.apolloServer.introspection).toBe(true);
  });

  it('seeds no demo content in production unless asked, and never a literal admin password there', () => {
    const product = (env: Record<string, string>) =>
      (productConfig as (params: { env: unknown }) => { seedDemoContent: boolean })({ env: envOf(env) });
    expect(product({ NODE_ENV: 'production' }).seedDemoContent).toBe(false);
    expect(product({ NODE_ENV: 'production', SEED_DEMO_CONTENT: 'true' }).seedDemoContent).toBe(true);
    expect(product({}).seedDemoContent).toBe(true);

    const generated = adminPassword({ configured: '', production: true });
    expect(generated.generated).toBe(true);
    expect(generated.password).not.toBe(DEMO_ADMIN.password);
    expect(generated.password).toMatch(/^(?=.*[a-z])(?=.*[A-Z])(?=.*\d).{8,}$/);
    expect(adminPassword({ configured: '', production: true }).password).not.toBe(generated.password);
    expect(adminPassword({ configured: 'Chosen123', production: true })).toEqual({
      password: 'Chosen123',
      generated: false,
    });
    expect(adminPassword({ configured: '', production: false }).password).toBe(DEMO_ADMIN.password);
  });
});

describe('idle connections', () => {
  it('are kept longer than a proxy or a client keeps them, so neither reuses one the server is closing', async () => {
    const response = await fetch(`${cmsUrl()}/_health`);
    await response.arrayBuffer();
    expect(response.headers.get('keep-alive')).toBe('timeout=65');
  });
});
