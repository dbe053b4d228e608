// The timing report `npm test` writes at its end: each step's wall and processor time; per Vitest suite, the 20 slowest
// test files (their set-up and import time apart from their tests' time) and every test that came closer than 3× to its
// own time-out. Read from the files scripts/test-report/timing-reporter.mjs wrote.
import fs from 'node:fs';

const seconds = (ms) => `${(ms / 1000).toFixed(1)} s`;

/**
 * Where a journeys suite's setup writes each file's processor time of the browser and the product, beside the suite's
 * timing file (e2e/support/setup.ts, JOURNEY_PROCESSORS_FILE): a JSON line per file.
 */
export const processorsFile = (timingFile) => `${timingFile}.processors`;

/** Each file's processor time of the browser and the product (in ms), by its path; empty when none was written. */
function processorsByFile(timingFile) {
  const byFile = new Map();
  if (!fs.existsSync(processorsFile(timingFile))) return byFile;
  for (const line of fs.readFileSync(processorsFile(timingFile), 'utf8').split('\n').filter(Boolean)) {
    const { file, browserSeconds, productSeconds } = JSON.parse(line);
    // A retried file's second try adds to the first's.
    const known = byFile.get(file) ?? { browserMs: 0, productMs: undefined };
    known.browserMs += browserSeconds * 1000;
    if (productSeconds !== undefined) known.productMs = (known.productMs ?? 0) + productSeconds * 1000;
    byFile.set(file, known);
  }
  return byFile;
}

/**
 * The report's text, from the steps (label, wall time), the suites' timing files and how busy the machine's cores were
 * (`machine`: the whole run's share and each minute's, or undefined).
 */
export function timingReport(steps, suites, machine) {
  const lines = [
    '# Test timings',
    '',
    'Processor time: user and system time of the step and every process it started (two cores: at most twice the wall',
    'time). It tells which steps the machine spends itself on, whatever ran beside them.',
    '',
    '| step | wall time | processor time |',
    '| --- | --- | --- |',
  ];
  for (const step of steps) {
    lines.push(`| ${step.label} | ${seconds(step.ms)} | ${step.cpuMs === undefined ? '–' : seconds(step.cpuMs)} |`);
  }
  if (machine) {
    const percent = (share) => `${Math.round(share * 100)} %`;
    lines.push(
      '',
      `The machine's cores were busy ${percent(machine.busy)} of the run (/proc/stat: every process, the steps' and`,
      `any other), minute by minute: ${machine.minutes.map(percent).join(', ')}.`,
    );
  }
  const nearTimeOut = [];
  for (const suite of suites) {
    if (!fs.existsSync(suite.file)) continue;
    const { wallMs, inFilesMs, modules } = JSON.parse(fs.readFileSync(suite.file, 'utf8'));
    lines.push('', `## ${suite.label}`, '');
    const processors = processorsByFile(suite.file);
    // Journeys: the processor time of the browser and the product that each file's time went on, beside its wall time.
    const spentOf = (entry) => [...processors].find(([file]) => file.endsWith(`/${entry.file}`))?.[1];
    const browserTotal = [...processors.values()].reduce((sum, spent) => sum + spent.browserMs, 0);
    const productTotal = [...processors.values()].reduce((sum, spent) => sum + (spent.productMs ?? 0), 0);
    lines.push(
      `${modules.length} files in ${seconds(wallMs)}; ${seconds(inFilesMs)} inside test files` +
        (wallMs > inFilesMs ? `, ${seconds(wallMs - inFilesMs)} outside them (booting, global set-up, start-up)` : ''),
      ...(processors.size
        ? [
            '',
            `Processor time inside the files: Chromium's processes ${seconds(browserTotal)}, the product's ` +
              `${seconds(productTotal)} (/proc, with the children each has reaped).`,
          ]
        : []),
      '',
      `| slowest files | total | set-up and import | tests |${processors.size ? ' browser processor | product processor |' : ''}`,
      `| --- | --- | --- | --- |${processors.size ? ' --- | --- |' : ''}`,
    );
    const slowest = [...modules].sort((a, b) => b.durationMs - a.durationMs).slice(0, 20);
    for (const entry of slowest) {
      const setUp = entry.durationMs - entry.testsMs;
      const spent = spentOf(entry);
      const processorColumns = processors.size
        ? ` ${spent ? seconds(spent.browserMs) : '–'} | ${spent?.productMs === undefined ? '–' : seconds(spent.productMs)} |`
        : '';
      lines.push(
        `| ${entry.file} | ${seconds(entry.durationMs)} | ${seconds(setUp)} | ${seconds(entry.testsMs)} |${processorColumns}`,
      );
    }
    for (const entry of modules) {
      for (const test of entry.tests) {
        if (test.timeoutMs && test.durationMs * 3 > test.timeoutMs) {
          nearTimeOut.push(
            `${suite.label}: ${entry.file} › ${test.name}: ${seconds(test.durationMs)} of ${seconds(test.timeoutMs)}`,
          );
        }
      }
    }
  }
  lines.push('', '## Tests closer than 3× to their time-out', '');
  lines.push(...(nearTimeOut.length ? nearTimeOut.map((line) => `- ${line}`) : ['None.']));
  return { text: `${lines.join('\n')}\n`, nearTimeOut };
}
