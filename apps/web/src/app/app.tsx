import type { TLocale } from '@apex/shared/i18n';
import { QueryClientProvider } from '@tanstack/react-query';
import { App as AntdApp, ConfigProvider } from 'antd';
import { useTranslation } from 'react-i18next';
import { RouterProvider } from 'react-router';
import { ConstantDataRefresh } from '../features/constant-data/constant-data-refresh';
import { useSessionSignals } from '../features/cross-tab/use-session-signals';
import { usePortalMessages } from '../features/portal/use-portal-messages';
import { loadedAntdLocale } from '../i18n/locale-bundles';
import { FeedbackBridge } from './feedback-bridge';
import { queryClient } from './query-client';
import { createAppRouter } from './router';
import { THEME } from './theme';

const router = createAppRouter(queryClient);

/**
 * Providers around the router: antd (spec §9 size mini → small, language), server state; and the
 * page-wide listeners of spec §4 and §7 (portal messages, cross-tab signals, constant data).
 */
export function App() {
  const locale = useTranslation().i18n.language as TLocale;
  usePortalMessages(router.navigate);
  useSessionSignals();
  return (
    <ConfigProvider locale={loadedAntdLocale(locale)} componentSize="small" theme={THEME}>
      <AntdApp>
        <FeedbackBridge />
        <QueryClientProvider client={queryClient}>
          <ConstantDataRefresh />
          <RouterProvider router={router} />
        </QueryClientProvider>
      </AntdApp>
    </ConfigProvider>
  );
}
