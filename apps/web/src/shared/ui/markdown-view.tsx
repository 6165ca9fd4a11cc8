// Markdown rendered by react-markdown with GitHub tables (remark-gfm), in the console's look: links to
// console paths stay inside the app (router links), other links open a new tab, `##` headings get the
// anchor the server's sources point to, and images resolve through the caller's resolver.
import { Typography } from 'antd';
import type { ReactNode } from 'react';
import Markdown, { type Components } from 'react-markdown';
import { Link } from 'react-router';
import remarkGfm from 'remark-gfm';
import { headingAnchor } from '@adplan/contracts';

function textOf(children: ReactNode): string {
  if (typeof children === 'string' || typeof children === 'number') return String(children);
  if (Array.isArray(children)) return children.map(textOf).join('');
  if (children && typeof children === 'object' && 'props' in children) {
    return textOf((children.props as { children?: ReactNode }).children);
  }
  return '';
}

interface MarkdownViewProps {
  children: string;
  /** Turns an image path of the markdown into a URL the browser can load; the image is dropped when it answers undefined. */
  resolveImage?: (src: string) => string | undefined;
}

const tableStyle = { borderCollapse: 'collapse', width: '100%', margin: '8px 0 16px' } as const;
const cellStyle = {
  border: '1px solid var(--ant-color-border-secondary, #f0f0f0)',
  padding: '8px 12px',
  textAlign: 'start',
  verticalAlign: 'top',
} as const;

/** Renders `children` (markdown) with the console's typography. */
export function MarkdownView({ children, resolveImage }: MarkdownViewProps) {
  const components: Components = {
    h1: ({ children: text }) => <Typography.Title level={2}>{text}</Typography.Title>,
    h2: ({ children: text }) => (
      <Typography.Title
        level={3}
        id={headingAnchor(textOf(text))}
        style={{ marginTop: 28, scrollMarginTop: 80 }}
      >
        {text}
      </Typography.Title>
    ),
    h3: ({ children: text }) => <Typography.Title level={4}>{text}</Typography.Title>,
    p: ({ children: text }) => <Typography.Paragraph>{text}</Typography.Paragraph>,
    a: ({ href, children: text }) =>
      href?.startsWith('/') ? (
        <Link to={href}>{text}</Link>
      ) : (
        <a href={href} target="_blank" rel="noreferrer noopener">
          {text}
        </a>
      ),
    img: ({ src, alt }) => {
      const url = typeof src === 'string' ? (resolveImage ? resolveImage(src) : src) : undefined;
      return url ? (
        <img
          src={url}
          alt={alt ?? ''}
          loading="lazy"
          style={{
            display: 'block',
            maxWidth: '100%',
            border: '1px solid var(--ant-color-border-secondary, #f0f0f0)',
            borderRadius: 8,
            margin: '8px 0 16px',
          }}
        />
      ) : null;
    },
    table: ({ children: rows }) => (
      <div style={{ overflowX: 'auto' }}>
        <table style={tableStyle}>{rows}</table>
      </div>
    ),
    th: ({ children: text }) => <th style={{ ...cellStyle, background: 'rgba(0,0,0,0.02)' }}>{text}</th>,
    td: ({ children: text }) => <td style={cellStyle}>{text}</td>,
    code: ({ children: text }) => <Typography.Text code>{text}</Typography.Text>,
  };
  return (
    <div className="markdown-view" style={{ lineHeight: 1.7, overflowWrap: 'anywhere' }}>
      <Markdown remarkPlugins={[remarkGfm]} components={components}>
        {children}
      </Markdown>
    </div>
  );
}
