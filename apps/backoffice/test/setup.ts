import { afterEach } from 'vitest';
import { cleanup, configure } from '@testing-library/react';
import { fixedMediaQuery } from './viewport';

// findBy/waitFor give up after 1 s by default; under CI's load a React render chain can take
// longer without anything being wrong, and a real regression still fails after 5 s.
configure({ asyncUtilTimeout: 5_000 });

afterEach(() => {
  cleanup();
  window.localStorage.clear();
});

// antd's responsive helpers read matchMedia; happy-dom's may be missing depending on the version.
if (typeof window.matchMedia !== 'function') {
  window.matchMedia = (query: string) => fixedMediaQuery(query, false);
}
