import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';

// `waitFor` and `findBy…` wait for a condition; their limit is a hang detector, not a budget. At
// the library's 1 s, components that answer within milliseconds failed on a 2-core machine at
// load 20.
configure({ asyncUtilTimeout: 10_000 });

afterEach(() => {
  cleanup();
});
