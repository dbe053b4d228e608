import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const appDir = path.resolve(__dirname, '..');
const SECRET_NAMES = [
  'APP_KEYS',
  'ADMIN_JWT_SECRET',
  'API_TOKEN_SALT',
  'TRANSFER_TOKEN_SALT',
  'ENCRYPTION_KEY',
  'JWT_SECRET',
];

function loadCms(extraEnv: Record<string, string>) {
  const env: Record<string, string | undefined> = { ...process.env, ...extraEnv };
  for (const name of SECRET_NAMES) delete env[name];
  const script = `require('@strapi/strapi').createStrapi({ appDir: process.cwd(), distDir: 'dist' }).load()
    .then((app) => app.destroy()).then(() => process.exit(0), (error) => { console.error(error.message); process.exit(3); });`;
  return spawnSync(process.execPath, ['-e', script], { cwd: appDir, env, encoding: 'utf8', timeout: 90_000 });
}

describe('secrets', () => {
  it('refuses to start in production when a secret is missing', () => {
    const result = loadCms({ NODE_ENV: 'production', SECRETS_FILE: path.join(appDir, '.tmp', 'no-such-secrets.json') });
    expect(result.status).not.toBe(0);
    expect(result.stdout + result.stderr).toMatch(/must be set in the environment when NODE_ENV=production/);
  });
});
