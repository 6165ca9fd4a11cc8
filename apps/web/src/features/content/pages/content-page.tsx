import { useState } from 'react';
import { useLocation } from 'react-router';
import { LoadErrorResult } from '../../../shared/ui/load-error-result';
import { ContentArticle } from '../components/content-article';
import { contentPageAt } from '../model/content-files';

/** Any markdown content page of the route table (manuals, guides, FAQ, services, update log). */
export default function ContentPage() {
  const location = useLocation();
  // Kept-alive pages are keyed by path, so this instance always shows the page it was opened at.
  const [page] = useState(() => contentPageAt(location.pathname));
  if (!page) return <LoadErrorResult />;
  return <ContentArticle slug={page.slug} path={page.path} />;
}
