import { execFile } from 'node:child_process';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';

/**
 * The serving process's V8 flags (v8-flags.mjs, imported first by server.mjs): with allocation-site pretenuring on, a
 * burst of long-lived objects (a server render) sends an allocation site's later short-lived objects (every cache
 * hit's) to the old generation for good. V8 traces each pretenuring decision; the same burst is made in a process
 * that imports the flags and in one that does not.
 */
const FLAGS_MODULE = pathToFileURL(path.join(__dirname, '..', 'v8-flags.mjs')).href;

// Objects of one allocation site that survive scavenges: V8 decides to pretenure the site when it may.
const BURST = `
function make(i) { return { i, list: [i, i + 1], inner: { i } }; }
const kept = [];
for (let round = 0; round < 20; round++) for (let i = 0; i < 50000; i++) kept.push(make(i));
console.log('kept', kept.length);
`;

async function pretenuringDecisions(withFlags: boolean): Promise<number> {
  const script = `${withFlags ? `await import(${JSON.stringify(FLAGS_MODULE)});` : ''}${BURST}`;
  const { stdout } = await promisify(execFile)(
    process.execPath,
    ['--trace-pretenuring-statistics', '--input-type=module', '-e', script],
    { maxBuffer: 64 * 1024 * 1024 },
  );
  expect(stdout).toContain('kept 1000000');
  return stdout.split('\n').filter((line) => /pretenuring: AllocationSite.*=> tenure$/.test(line)).length;
}

describe("the serving process's V8 flags", () => {
  it('turn allocation-site pretenuring off: the burst that makes V8 pretenure without them makes no decision', async () => {
    expect(await pretenuringDecisions(false)).toBeGreaterThan(0);
    expect(await pretenuringDecisions(true)).toBe(0);
  });
});
