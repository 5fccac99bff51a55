import { DATE_FORMAT, localTime } from '@apex/shared/format';
import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { failureText } from '../../api/client';
import { useCurrentUser } from '../session/current-user';
import { ArticleList } from './article-list';
import styles from './home.module.css';
import { homeContentQuery } from './home-content-query';
import { HomeSection } from './home-section';
import { SiteTiles } from './site-tiles';

/** spec §2.1 /home/index, §2.7: who is signed in, then announcements, news and carrier websites. */
export function HomePage() {
  const { t } = useTranslation(['home', 'shell']);
  const user = useCurrentUser();
  const content = useQuery(homeContentQuery);
  const office = user.offices.find((o) => o.officeCode === user.officeCode);
  // A quiet placeholder while loading, so the panels keep their places (spec §2.7 home).
  const section = (node: ReactNode) =>
    content.isPending ? <div className={styles.placeholder} aria-busy="true" /> : node;
  const facts = [
    [t('account'), user.account],
    [t('company'), user.userCompany],
    [t('shell:office'), office ? `${office.officeCode} · ${office.name}` : user.officeCode],
  ] as const;
  return (
    <div className={styles.page}>
      <HomeSection wide>
        <h1 className={styles.greeting}>{t('greeting', { name: user.name })}</h1>
        <dl className={styles.facts}>
          {facts.map(([label, value]) => (
            <div key={label}>
              <dt>{label}</dt>
              <dd>{value}</dd>
            </div>
          ))}
        </dl>
      </HomeSection>
      {content.isError && (
        <p role="alert" className={`${styles.error} ${styles.wide}`}>
          {t('loadFailed', { detail: failureText(content.error) })}
        </p>
      )}
      <HomeSection title={t('announcements')} testId="home-announcements">
        {section(
          <ArticleList
            empty={t('noAnnouncements')}
            articles={(content.data?.announcements ?? []).map((a) => ({
              ...a,
              extra: <span className={styles.muted}>{localTime(a.publishedAt, DATE_FORMAT)}</span>,
            }))}
          />,
        )}
      </HomeSection>
      <HomeSection title={t('news')} testId="home-news">
        {section(<ArticleList empty={t('noNews')} articles={content.data?.news ?? []} />)}
      </HomeSection>
      <HomeSection title={t('sites')} testId="home-sites" wide>
        {section(<SiteTiles empty={t('noSites')} sites={content.data?.sites ?? []} />)}
      </HomeSection>
    </div>
  );
}
