import type { ReactNode } from 'react';
import styles from './home.module.css';

/** One titled panel of the home page. */
export function HomeSection({
  title,
  testId,
  wide,
  children,
}: {
  title?: ReactNode;
  testId?: string;
  wide?: boolean;
  children: ReactNode;
}) {
  return (
    <section className={wide ? `${styles.section} ${styles.wide}` : styles.section} data-testid={testId}>
      {title && <h2 className={styles.sectionTitle}>{title}</h2>}
      <div className={styles.sectionBody}>{children}</div>
    </section>
  );
}
