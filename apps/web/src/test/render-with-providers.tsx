// Renders a component the way the console does: query cache, antd App context and a memory router.
import type { ReactElement, ReactNode } from 'react';
import { App, ConfigProvider } from 'antd';
import zhCN from 'antd/locale/zh_CN';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { render, type RenderResult } from '@testing-library/react';
import '../shared/i18n/i18n';

/** Shows the router's current path so tests can assert navigation. */
export function LocationProbe() {
  const { pathname, search } = useLocation();
  return <output data-testid="location">{`${pathname}${search}`}</output>;
}

export function renderWithProviders(ui: ReactElement, options: { path?: string } = {}): RenderResult {
  const queryClient = new QueryClient({
    defaultOptions: { queries: { retry: false }, mutations: { retry: false } },
  });
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={queryClient}>
      <ConfigProvider locale={zhCN}>
        <App>
          <MemoryRouter initialEntries={[options.path ?? '/index']}>
            <Routes>
              <Route
                path="*"
                element={
                  <>
                    {children}
                    <LocationProbe />
                  </>
                }
              />
            </Routes>
          </MemoryRouter>
        </App>
      </ConfigProvider>
    </QueryClientProvider>
  );
  return render(ui, { wrapper });
}
