import { useState } from 'react';
import { App as AntApp, ConfigProvider } from 'antd';
import esES from 'antd/locale/es_ES';
import dayjs from 'dayjs';
import 'dayjs/locale/es';
import { QueryClientProvider } from '@tanstack/react-query';
import { BrowserRouter } from 'react-router';
import { createQueryClient } from '../lib/queryClient';
import { AppRoutes } from './AppRoutes';
import { theme } from './theme';
import { useDataFollowsSession } from './useDataFollowsSession';

dayjs.locale('es');

export function App() {
  const [queryClient] = useState(createQueryClient);
  useDataFollowsSession(queryClient);
  return (
    <ConfigProvider locale={esES} theme={theme}>
      <AntApp>
        <QueryClientProvider client={queryClient}>
          <BrowserRouter>
            <AppRoutes />
          </BrowserRouter>
        </QueryClientProvider>
      </AntApp>
    </ConfigProvider>
  );
}
