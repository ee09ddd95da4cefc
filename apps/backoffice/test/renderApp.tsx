import { vi } from 'vitest';
import { useState } from 'react';
import { render } from '@testing-library/react';
import { App as AntApp } from 'antd';
import { QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter } from 'react-router';
import { AppRoutes } from '../src/app/AppRoutes';
import { useDataFollowsSession } from '../src/app/useDataFollowsSession';
import { createQueryClient } from '../src/lib/queryClient';
// The app loads these on demand; loaded up front here so that a test's wait measures the screen,
// not the module loader of a busy machine.
import '../src/app/PrivateRoutes';
import '../src/features/auth/LoginPage';
import '../src/features/home/HomePage';

/** A fake API: the first route whose pattern matches the request path answers it. */
export type FakeApi = [RegExp, number, unknown][];

export function stubApi(routes: FakeApi) {
  const fetchMock = vi.fn(async (input: RequestInfo | URL) => {
    const path = new URL(String(input), 'http://localhost').pathname;
    const route = routes.find(([pattern]) => pattern.test(path));
    const [, status, body] = route ?? [null, 404, { detail: 'No encontrado.' }];
    return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

function TestApp({ path }: { path: string }) {
  const [queryClient] = useState(createQueryClient);
  useDataFollowsSession(queryClient);
  return (
    <AntApp>
      <QueryClientProvider client={queryClient}>
        <MemoryRouter initialEntries={[path]}>
          <AppRoutes />
        </MemoryRouter>
      </QueryClientProvider>
    </AntApp>
  );
}

/** The whole back office (routes, guards, layout) at one path, as App composes it minus the browser router. */
export function renderApp(path: string) {
  return render(<TestApp path={path} />);
}
