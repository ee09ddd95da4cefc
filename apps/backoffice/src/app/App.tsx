import { useState } from 'react';
import { App as AntApp, ConfigProvider } from 'antd';
import esES from 'antd/locale/es_ES';
import dayjs from 'dayjs';
import 'dayjs/locale/es';
import { QueryClientProvider } from '@tanstack/react-query';
import { BrowserRouter } from 'react-router';
import { createQueryClient } from '../lib/queryClient';
import { AppRoutes } from './AppRoutes';
import { HEADER_HEIGHT, theme } from './theme';
import { useDataFollowsSession } from './useDataFollowsSession';

dayjs.locale('es');

/**
 * Toasts and notifications (the invoice's progress after a sale, errors) open under the sticky
 * header, never over its menu button, branch or user menu (issue 30).
 */
const BAJO_EL_ENCABEZADO = { top: HEADER_HEIGHT + 12 };

export function App() {
  const [queryClient] = useState(createQueryClient);
  useDataFollowsSession(queryClient);
  return (
    <ConfigProvider locale={esES} theme={theme}>
      <AntApp message={BAJO_EL_ENCABEZADO} notification={BAJO_EL_ENCABEZADO}>
        <QueryClientProvider client={queryClient}>
          <BrowserRouter>
            <AppRoutes />
          </BrowserRouter>
        </QueryClientProvider>
      </AntApp>
    </ConfigProvider>
  );
}
