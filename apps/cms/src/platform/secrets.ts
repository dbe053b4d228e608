import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';

/**
 * Secrets come from the environment. Outside production a missing one is generated once and kept in a
 * git-ignored file, so `npm start` works on a fresh clone; in production a missing secret stops the CMS.
 */
const SECRETS_FILE = process.env.SECRETS_FILE || path.join(process.cwd(), '.secrets.json');

let cache: Record<string, string> | undefined;

function readFile(): Record<string, string> {
  if (cache) return cache;
  try {
    cache = JSON.parse(fs.readFileSync(SECRETS_FILE, 'utf8')) as Record<string, string>;
  } catch {
    cache = {};
  }
  return cache;
}

export function secret(name: string): string {
  const fromEnv = process.env[name];
  if (fromEnv) return fromEnv;
  if (process.env.NODE_ENV === 'production') {
    throw new Error(`${name} must be set in the environment when NODE_ENV=production`);
  }
  let stored = readFile();
  if (!stored[name]) {
    // Another process of this machine that shares the file (a second CMS, a test worker) may have made it since.
    cache = undefined;
    stored = readFile();
  }
  if (!stored[name]) {
    stored[name] = crypto.randomBytes(32).toString('base64');
    fs.writeFileSync(SECRETS_FILE, JSON.stringify(stored, null, 2) + '\n', { mode: 0o600 });
  }
  return stored[name];
}

/** APP_KEYS is a comma-separated list in the environment. */
export function secretList(name: string, count = 4): string[] {
  const fromEnv = process.env[name];
  if (fromEnv) return fromEnv.split(',').map((key) => key.trim());
  return Array.from({ length: count }, (_, index) => secret(`${name}_${index + 1}`));
}
