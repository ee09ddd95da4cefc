import { useState, type ReactNode } from 'react';
import { render } from '@testing-library/react';
import { App as AntApp, ConfigProvider } from 'antd';
import { QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter } from 'react-router';
import type { UsuarioActual } from '@pos/shared/domains/users/users';
import { CurrentUserContext } from '../src/lib/currentUser';
import { createQueryClient } from '../src/lib/queryClient';
import { theme } from '../src/app/theme';
import { propietario } from './fixtures';

/** One screen or form with what the private screens have around them: theme, user, data, router, toasts. */
export function renderWithProviders(
  ui: ReactNode,
  { user = propietario(), path = '/' }: { user?: UsuarioActual; path?: string } = {},
) {
  function Providers({ children }: { children: ReactNode }) {
    const [queryClient] = useState(createQueryClient);
    return (
      <ConfigProvider theme={theme}>
        <AntApp>
          <QueryClientProvider client={queryClient}>
            <CurrentUserContext.Provider value={user}>
              <MemoryRouter initialEntries={[path]}>{children}</MemoryRouter>
            </CurrentUserContext.Provider>
          </QueryClientProvider>
        </AntApp>
      </ConfigProvider>
    );
  }
  return render(<Providers>{ui}</Providers>);
}
