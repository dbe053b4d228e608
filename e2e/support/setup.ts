import { afterEach } from 'vitest';
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
