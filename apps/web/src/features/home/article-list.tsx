import type { ReactNode } from 'react';
import styles from './home.module.css';

interface Article {
  id: number;
  title: string;
  /** Sanitised HTML from the server (GET /home/content). */
  content: string;
  extra?: ReactNode;
}

/**
 * Announcements or news: titles in a dense list, each opening on its text; the first one open.
 * Native <details>, keyboard- and screen-reader-friendly without a collapse component's script.
 */
export function ArticleList({ articles, empty }: { articles: Article[]; empty: string }) {
  if (articles.length === 0) return <p className={styles.muted}>{empty}</p>;
  return (
    <div className={styles.articles}>
      {articles.map((article, index) => (
        <details key={article.id} open={index === 0} className={styles.article}>
          <summary className={styles.articleTitle}>
            <span className={styles.articleName}>{article.title}</span>
            {article.extra}
          </summary>
          {/* The server sanitised it on write and again on the way out (docs/decisions.md). */}
          {/* biome-ignore lint/security/noDangerouslySetInnerHtml: sanitised rich text */}
          <div className="home-article" dangerouslySetInnerHTML={{ __html: article.content }} />
        </details>
      ))}
    </div>
  );
}
