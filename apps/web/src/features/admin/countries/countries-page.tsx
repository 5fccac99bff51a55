import { API } from '@apex/shared';
import type { TCountryRecord } from '@apex/shared/master';
import { Typography } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { useTranslation } from 'react-i18next';
import { useLabel } from '../../../i18n/use-label';
import { ListPage } from '../../../kit/list/list-page';
import { useList } from '../../../kit/list/use-list';

/** /systemSetting/country: the ISO 3166 countries ports and flags refer to, read-only, with their port counts. */
export function CountriesPage() {
  const { t } = useTranslation('refdata');
  const list = useList(API.countries.list);
  const { t: ta } = useTranslation('admin');
  const labelText = useLabel();
  const columns: ColumnsType<TCountryRecord> = [
    { key: 'countryCode', dataIndex: 'countryCode', title: labelText('general:columns.code'), sorter: true },
    { key: 'nameEn', dataIndex: 'nameEn', title: labelText('general:columns.nameEn'), sorter: true },
    { key: 'nameCn', dataIndex: 'nameCn', title: labelText('general:columns.nameCn') },
    {
      key: 'portCount',
      dataIndex: 'portCount',
      title: labelText('masterData:columns.portCount'),
      sorter: true,
      align: 'right',
    },
  ];
  return (
    <ListPage
      title={labelText('masterData:menus.countries')}
      list={list}
      rowKey="countryCode"
      exportRoute={API.countries.export}
      columns={columns}
      keywordPlaceholder={ta('list.codeOrName')}
      toolbar={<Typography.Text type="secondary">{t('countries.readOnly')}</Typography.Text>}
    />
  );
}
