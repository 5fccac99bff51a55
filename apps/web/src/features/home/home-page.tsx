import { DATE_FORMAT, localTime } from '@apex/shared/format';
import { useQuery } from '@tanstack/react-query';
import { Alert, Card, Col, Descriptions, Row, Skeleton, Typography } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { failureText } from '../../api/client';
import { useCurrentUser } from '../session/current-user';
import { usePageTitle } from '../shell/use-page-title';
import { ArticleList } from './article-list';
import { homeContentQuery } from './home-content-query';
import { SiteTiles } from './site-tiles';

/** spec §2.1 /home/index, §2.7: who is signed in, then announcements, news and carrier websites. */
export function HomePage() {
  const { t } = useTranslation('home');
  const user = useCurrentUser();
  const content = useQuery(homeContentQuery);
  usePageTitle(t('title'));
  const office = user.offices.find((o) => o.officeCode === user.officeCode);
  const section = (node: ReactNode) => (content.isPending ? <Skeleton active paragraph={{ rows: 4 }} /> : node);
  return (
    <div style={{ maxWidth: 1280 }}>
      <Card size="small" style={{ marginBottom: 12 }}>
        <Typography.Title level={4} style={{ margin: '0 0 4px' }}>
          {t('greeting', { name: user.name })}
        </Typography.Title>
        <Descriptions
          size="small"
          column={{ xs: 1, md: 3 }}
          items={[
            { key: 'account', label: t('account'), children: user.account },
            { key: 'company', label: t('company'), children: user.userCompany },
            {
              key: 'office',
              label: t('office'),
              children: office ? `${office.officeCode} · ${office.name}` : user.officeCode,
            },
          ]}
        />
      </Card>
      {content.isError && (
        <Alert
          type="error"
          showIcon
          style={{ marginBottom: 12 }}
          title={t('loadFailed', { detail: failureText(content.error) })}
        />
      )}
      <Row gutter={[12, 12]}>
        <Col xs={24} xl={14}>
          <Card size="small" title={t('announcements')} data-testid="home-announcements">
            {section(
              <ArticleList
                empty={t('noAnnouncements')}
                articles={(content.data?.announcements ?? []).map((a) => ({
                  ...a,
                  extra: <Typography.Text type="secondary">{localTime(a.publishedAt, DATE_FORMAT)}</Typography.Text>,
                }))}
              />,
            )}
          </Card>
        </Col>
        <Col xs={24} xl={10}>
          <Card size="small" title={t('news')} data-testid="home-news">
            {section(<ArticleList empty={t('noNews')} articles={content.data?.news ?? []} />)}
          </Card>
        </Col>
        <Col span={24}>
          <Card size="small" title={t('sites')} data-testid="home-sites">
            {section(<SiteTiles empty={t('noSites')} sites={content.data?.sites ?? []} />)}
          </Card>
        </Col>
      </Row>
    </div>
  );
}
