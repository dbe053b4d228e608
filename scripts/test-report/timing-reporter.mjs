// A Vitest reporter that writes what `npm test` needs of a run to the JSON file named by TIMING_REPORT_FILE: the
// counts, each test file's time (and where it went: set-up, import, tests) and each test's time beside its own
// time-out. scripts/test-report/summary.mjs reads these files at the end of `npm test`.
import fs from 'node:fs';
import path from 'node:path';

export default class TimingReporter {
  onInit(vitest) {
    this.vitest = vitest;
    this.startedAt = Date.now();
  }

  onTestRunEnd(testModules, unhandledErrors) {
    const file = process.env.TIMING_REPORT_FILE;
    if (!file) return;
    const counts = { passed: 0, failed: 0, skipped: 0 };
    const modules = testModules.map((testModule) => {
      const project = testModule.project;
      const defaultTimeout = project.config.testTimeout;
      const diagnostic = testModule.diagnostic();
      const tests = [];
      for (const testCase of testModule.children.allTests()) {
        const { state } = testCase.result();
        if (state === 'passed') counts.passed += 1;
        else if (state === 'failed') counts.failed += 1;
        else counts.skipped += 1;
        tests.push({
          name: testCase.fullName,
          state,
          durationMs: Math.round(testCase.diagnostic()?.duration ?? 0),
          timeoutMs: testCase.options.timeout ?? defaultTimeout,
          retries: testCase.diagnostic()?.retryCount ?? 0,
        });
      }
      if (testModule.state() === 'failed' && !tests.some((test) => test.state === 'failed')) counts.failed += 1;
      return {
        file: path.relative(project.config.root, testModule.moduleId),
        project: project.name,
        state: testModule.state(),
        durationMs: Math.round(
          diagnostic.environmentSetupDuration +
            diagnostic.prepareDuration +
            diagnostic.collectDuration +
            diagnostic.setupDuration +
            diagnostic.duration,
        ),
        importMs: Math.round(diagnostic.collectDuration + diagnostic.setupDuration),
        testsMs: Math.round(diagnostic.duration),
        tests,
      };
    });
    if (unhandledErrors.length) counts.failed += unhandledErrors.length;
    const wallMs = Date.now() - this.startedAt;
    const inFilesMs = modules.reduce((sum, entry) => sum + entry.durationMs, 0);
    fs.mkdirSync(path.dirname(file), { recursive: true });
    fs.writeFileSync(file, JSON.stringify({ counts, wallMs, inFilesMs, modules }, null, 1));
  }
}
