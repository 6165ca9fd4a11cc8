import { Suspense, lazy, useState, type ComponentProps } from 'react';
import { useTranslation } from 'react-i18next';
import { PageSkeleton } from '../shared/ui/page-skeleton';
import { PageErrorBoundary } from './page-error-boundary';
import { pages, reloadPage } from './route-registry';

// antd's Result carries its illustrations; it loads only when a page fails, not with the first screen.
const LazyLoadErrorResult = lazy(() =>
  import('../shared/ui/load-error-result').then((module) => ({ default: module.LoadErrorResult })),
);

function LoadErrorResult(props: ComponentProps<typeof LazyLoadErrorResult>) {
  return (
    <Suspense fallback={null}>
      <LazyLoadErrorResult {...props} />
    </Suspense>
  );
}

/** Renders the page registered under `component`, with its loading and failure states. */
export function PageHost({ component }: { component: string }) {
  const { t } = useTranslation('common');
  const [attempt, setAttempt] = useState(0);
  const Page = pages[component];
  if (!Page) {
    return (
      <LoadErrorResult
        title={t('state.pageLoadFailed')}
        detail={t('state.pageMissing', { name: component })}
      />
    );
  }
  return (
    <PageErrorBoundary
      key={attempt}
      fallback={
        <LoadErrorResult
          title={t('state.pageLoadFailed')}
          onRetry={() => {
            reloadPage(component);
            setAttempt((previous) => previous + 1);
          }}
        />
      }
    >
      <Suspense fallback={<PageSkeleton />}>
        <Page />
      </Suspense>
    </PageErrorBoundary>
  );
}
