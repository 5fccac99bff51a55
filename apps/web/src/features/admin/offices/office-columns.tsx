import type { TOffice } from '@apex/shared/admin';
import type { TLocale } from '@apex/shared/i18n';
import { Tag, Typography } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { useTranslation } from 'react-i18next';
import { useLabel } from '../../../i18n/use-label';
import { ConfirmedRowAction } from '../../../kit/list/confirmed-row-action';
import { LongText } from '../../../kit/list/long-text';
import { RowAction } from '../../../kit/list/row-action';
import { actionsColumn } from '../../../kit/list/row-actions';
import { updatedColumn } from '../../../kit/list/updated-column';
import { localName } from '../../../kit/local-name';
import { useCompanies } from '../common/admin-lookups';
import { OFFICE_LABELS } from './office-labels';

interface OfficeActions {
  edit: (office: TOffice) => void;
  remove: (office: TOffice) => Promise<unknown>;
}

/** Columns of the office list; no actions for a user who may not edit offices. */
export function useOfficeColumns(actions: OfficeActions | undefined): ColumnsType<TOffice> {
  const { t, i18n } = useTranslation('admin');
  const labelText = useLabel();
  const locale = i18n.language as TLocale;
  const companies = new Map(useCompanies().map((c) => [c.companyCode, c.name]));
  const columns: ColumnsType<TOffice> = [
    { key: 'officeCode', dataIndex: 'officeCode', title: labelText(OFFICE_LABELS.officeCode), sorter: true },
    {
      key: 'companyCode',
      title: labelText(OFFICE_LABELS.companyCode),
      render: (_, { companyCode }) => (
        <Typography.Text title={companies.get(companyCode)}>{companyCode}</Typography.Text>
      ),
    },
    // Sorted by the English name, so sortable only when that is the one shown.
    {
      key: 'nameEn',
      title: labelText('general:columns.name'),
      sorter: locale === 'en_US',
      render: (_, office) => localName(office, locale),
    },
    {
      key: 'address',
      title: labelText(OFFICE_LABELS.address),
      render: (_, { address }) => <LongText text={address} width={220} />,
    },
    { key: 'phone', dataIndex: 'phone', title: labelText(OFFICE_LABELS.phone) },
    { key: 'localCurrency', dataIndex: 'localCurrency', title: labelText(OFFICE_LABELS.localCurrency) },
    {
      key: 'minMarginPct',
      dataIndex: 'minMarginPct',
      title: labelText(OFFICE_LABELS.minMarginPct),
      align: 'right',
    },
    {
      key: 'enabled',
      title: labelText(OFFICE_LABELS.enabled),
      render: (_, { enabled }) =>
        enabled ? <Tag color="success">{labelText('general:columns.enabled')}</Tag> : <Tag>{t('list.disabled')}</Tag>,
    },
    { key: 'userCount', dataIndex: 'userCount', title: labelText('administration:columns.userCount'), align: 'right' },
    updatedColumn(t),
  ];
  if (!actions) return columns;
  return [
    ...columns,
    actionsColumn<TOffice>(t, (office) => (
      <>
        <RowAction label={t('list.edit')} onClick={() => actions.edit(office)} />
        <ConfirmedRowAction
          danger
          label={t('list.delete')}
          question={t('offices.deleteQuestion', { code: office.officeCode })}
          onConfirm={() => actions.remove(office)}
        />
      </>
    )),
  ];
}
