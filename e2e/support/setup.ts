import fs from 'node:fs';
import { afterAll, afterEach, beforeAll, expect } from 'vitest';
import { processorTimes, type ProcessorTimes } from './processor-time';
import { takeUntrustedRequests } from './trusted-documents';

// Every GraphQL request a journey's pages sent is one of the app's trusted documents (support/trusted-documents.ts).
afterEach(() => {
  const untrusted = takeUntrustedRequests();
  if (untrusted.length > 0) {
    throw new Error(
      `Pages sent GraphQL operations that are not trusted documents: ${[...new Set(untrusted)].join('; ')}`,
    );
  }
});

// The processor time this file's journeys cost the browser and the product, for npm test's timing report
// (scripts/test-report: JOURNEY_PROCESSORS_FILE, a JSON line per file).
const processorsFile = process.env.JOURNEY_PROCESSORS_FILE;
if (processorsFile) {
  let before: ProcessorTimes | undefined;
  beforeAll(() => {
    before = processorTimes();
  });
  afterAll(() => {
    const after = processorTimes();
    if (!before || !after) return;
    const spent = {
      file: expect.getState().testPath,
      browserSeconds: after.browser - before.browser,
      ...(after.product !== undefined && before.product !== undefined
        ? { productSeconds: after.product - before.product }
        : {}),
    };
    fs.appendFileSync(processorsFile, `${JSON.stringify(spent)}\n`);
  });
}
