import { Card, Flex, Skeleton, Typography } from 'antd';
import { useEffect, type ReactNode } from 'react';
import { useLocation } from 'react-router';
import { LoadErrorResult } from '../../../shared/ui/load-error-result';
import { MarkdownView } from '../../../shared/ui/markdown-view';
import { contentImageUrl } from '../model/content-files';
import { useContentDocument } from '../model/use-content-document';

interface ContentArticleProps {
  slug: string;
  /** The console path of the page (the article scrolls to `?section=` only while it is shown there). */
  path: string;
  /** Shown between the summary and the text (the contact page's status). */
  aside?: ReactNode;
  /** Shown after the text (the contact page's form). */
  footer?: ReactNode;
}

/** A content page: title, summary and the markdown, scrolled to the section a source link names. */
export function ContentArticle({ slug, path, aside, footer }: ContentArticleProps) {
  const query = useContentDocument(slug);
  const location = useLocation();
  const section = location.pathname === path ? new URLSearchParams(location.search).get('section') : null;

  useEffect(() => {
    if (!section || !query.data) return;
    document.getElementById(section)?.scrollIntoView({ behavior: 'smooth', block: 'start' });
  }, [section, query.data]);

  if (query.isError) {
    return <LoadErrorResult onRetry={() => void query.refetch()} />;
  }
  return (
    <Card>
      {query.data ? (
        <article style={{ maxWidth: 920, margin: '0 auto' }} data-content-slug={slug}>
          <Flex vertical gap={4} style={{ marginBottom: 16 }}>
            <Typography.Title level={2} style={{ marginBottom: 0 }}>
              {query.data.meta.title}
            </Typography.Title>
            <Typography.Text type="secondary">{query.data.meta.summary}</Typography.Text>
          </Flex>
          {aside}
          <MarkdownView resolveImage={contentImageUrl}>{query.data.body}</MarkdownView>
          {footer}
        </article>
      ) : (
        <Skeleton active paragraph={{ rows: 8 }} />
      )}
    </Card>
  );
}
