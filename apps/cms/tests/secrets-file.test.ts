import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';

/** Two processes of one machine that share the secrets file, as two fresh copies of the module. */
async function twoProcesses(file: string) {
  vi.stubEnv('SECRETS_FILE', file);
  vi.stubEnv('NODE_ENV', 'test');
  vi.resetModules();
  const first = await import('../src/platform/secrets');
  vi.resetModules();
  const second = await import('../src/platform/secrets');
  return { first, second };
}

describe('secrets kept in a file outside production', () => {
  afterEach(() => vi.unstubAllEnvs());

  it('gives each process the secret another one made after it first read the file, not one of its own', async () => {
    const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'secrets-')), 'secrets.json');
    fs.writeFileSync(file, JSON.stringify({ MADE_FIRST: 'a' }));
    const { first, second } = await twoProcesses(file);
    expect(first.secret('MADE_FIRST')).toBe('a');
    const made = second.secret('MADE_LATER');
    expect(first.secret('MADE_LATER')).toBe(made);
    expect(JSON.parse(fs.readFileSync(file, 'utf8'))).toEqual({ MADE_FIRST: 'a', MADE_LATER: made });
  });
});
