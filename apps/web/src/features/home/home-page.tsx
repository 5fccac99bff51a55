import { Card, Col, Descriptions, Empty, Row, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { useMenu } from '../menu/use-menu';
import { useCurrentUser } from '../session/current-user';
import { usePageTitle } from '../shell/use-page-title';
import { SectionCard } from './section-card';

/** The plain home page: who is signed in, where, and which sections the menu grants. */
export function HomePage() {
  const { t } = useTranslation('home');
  const user = useCurrentUser();
  const { tree } = useMenu();
  usePageTitle(t('title'));
  const office = user.offices.find((o) => o.officeCode === user.officeCode);
  return (
    <div style={{ maxWidth: 1200 }}>
      <Card>
        <Typography.Title level={4} style={{ marginTop: 0 }}>
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
      <Typography.Title level={5} style={{ margin: '20px 0 4px' }}>
        {t('sections')}
      </Typography.Title>
      <Typography.Paragraph type="secondary">{t('sectionsHint')}</Typography.Paragraph>
      {tree.length === 0 ? (
        <Empty description={t('noSections')} />
      ) : (
        <Row gutter={[16, 16]}>
          {tree.map((section) => (
            <Col key={section.item.id} xs={24} md={12} xl={8}>
              <SectionCard section={section} />
            </Col>
          ))}
        </Row>
      )}
    </div>
  );
}
