import { Collapse, Empty, Typography } from 'antd';
import type { ReactNode } from 'react';

export interface Article {
  id: number;
  title: string;
  /** Sanitised HTML from the server (GET /home/content). */
  content: string;
  extra?: ReactNode;
}

/** Announcements or news: titles in a dense list, each opening on its text; the first one open. */
export function ArticleList({ articles, empty }: { articles: Article[]; empty: string }) {
  if (articles.length === 0) return <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={empty} />;
  return (
    <Collapse
      ghost
      size="small"
      defaultActiveKey={[articles[0]!.id]}
      items={articles.map((article) => ({
        key: article.id,
        label: <Typography.Text strong>{article.title}</Typography.Text>,
        extra: article.extra,
        children: (
          // The server sanitised it on write and again on the way out (docs/decisions.md).
          // biome-ignore lint/security/noDangerouslySetInnerHtml: sanitised rich text
          <div className="home-article" dangerouslySetInnerHTML={{ __html: article.content }} />
        ),
      }))}
    />
  );
}
