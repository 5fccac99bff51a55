import { API } from '@apex/shared';
import type { TCountryRecord } from '@apex/shared/master';
import { Typography } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { useTranslation } from 'react-i18next';
import { ListPage } from '../../../kit/list/list-page';
import { useList } from '../../../kit/list/use-list';

/** /systemSetting/country: the ISO 3166 countries ports and flags refer to, read-only, with their port counts. */
export function CountriesPage() {
  const { t } = useTranslation('refdata');
  const list = useList(API.countries.list);
  const columns: ColumnsType<TCountryRecord> = [
    { key: 'countryCode', dataIndex: 'countryCode', title: t('countries.fields.countryCode'), sorter: true },
    { key: 'nameEn', dataIndex: 'nameEn', title: t('countries.fields.nameEn'), sorter: true },
    { key: 'nameCn', dataIndex: 'nameCn', title: t('countries.fields.nameCn') },
    { key: 'portCount', dataIndex: 'portCount', title: t('countries.fields.portCount'), sorter: true, align: 'right' },
  ];
  return (
    <ListPage
      title={t('countries.title')}
      list={list}
      rowKey="countryCode"
      exportRoute={API.countries.export}
      columns={columns}
      keywordPlaceholder={t('countries.keyword')}
      toolbar={<Typography.Text type="secondary">{t('countries.readOnly')}</Typography.Text>}
    />
  );
}
