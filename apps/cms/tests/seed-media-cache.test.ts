import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { cachedInto } from '../src/seed/media';

const temp = (prefix: string) => fs.mkdtempSync(path.join(os.tmpdir(), prefix));

describe('generated demo media, kept by what makes them', () => {
  it('generates once per key and copies the kept files afterwards', async () => {
    const cacheDir = temp('seed-cache-');
    let generated = 0;
    const generate = (folder: string) => async () => {
      generated += 1;
      fs.writeFileSync(path.join(folder, 'song.wav'), 'tune');
    };
    const first = temp('seed-a-');
    await cachedInto(cacheDir, first, 'key-1', generate(first));
    const second = temp('seed-b-');
    await cachedInto(cacheDir, second, 'key-1', generate(second));
    expect(generated).toBe(1);
    expect(fs.readFileSync(path.join(second, 'song.wav'), 'utf8')).toBe('tune');

    const other = temp('seed-c-');
    await cachedInto(cacheDir, other, 'key-2', generate(other));
    expect(generated).toBe(2);
    expect(fs.readdirSync(cacheDir).sort()).toEqual(['key-1', 'key-2']);
  });

  it('generates every time when the cache is off', async () => {
    let generated = 0;
    const folder = temp('seed-off-');
    const generate = async () => {
      generated += 1;
    };
    await cachedInto('off', folder, 'key', generate);
    await cachedInto('off', folder, 'key', generate);
    expect(generated).toBe(2);
  });
});
