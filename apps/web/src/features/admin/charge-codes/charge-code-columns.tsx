import type { TLocale } from '@apex/shared/i18n';
import { CHARGE_CATEGORY_LABELS, CHARGE_UNIT_LABELS, type TChargeCode } from '@apex/shared/master';
import { Tag } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { useTranslation } from 'react-i18next';
import { useLabel } from '../../../i18n/use-label';
import { ConfirmedRowAction } from '../../../kit/list/confirmed-row-action';
import { RowAction } from '../../../kit/list/row-action';
import { actionsColumn } from '../../../kit/list/row-actions';
import { updatedColumn } from '../../../kit/list/updated-column';
import { localName } from '../../../kit/local-name';

interface ChargeCodeActions {
  edit: (code: TChargeCode) => void;
  remove: (code: TChargeCode) => Promise<unknown>;
}

/** Columns of the charge-code list: the code, its names and the defaults a new charge line takes. */
export function useChargeCodeColumns(actions: ChargeCodeActions | undefined): ColumnsType<TChargeCode> {
  const { t, i18n } = useTranslation('charges');
  const { t: ta } = useTranslation('admin');
  const locale = i18n.language as TLocale;
  const labelText = useLabel();
  const columns: ColumnsType<TChargeCode> = [
    { key: 'code', dataIndex: 'code', title: t('codes.fields.code'), sorter: true },
    { key: 'sacCode', dataIndex: 'sacCode', title: t('codes.fields.sacCode') },
    // Sorted by the English name, so sortable only when that is the one shown.
    { key: 'nameEn', title: t('codes.name'), sorter: locale === 'en_US', render: (_, c) => localName(c, locale) },
    {
      key: 'category',
      title: t('codes.fields.category'),
      sorter: true,
      render: (_, c) => labelText(CHARGE_CATEGORY_LABELS[c.category]),
    },
    {
      key: 'defaultUnit',
      title: t('codes.fields.defaultUnit'),
      render: (_, c) => labelText(CHARGE_UNIT_LABELS[c.defaultUnit]),
    },
    { key: 'defaultCurrency', dataIndex: 'defaultCurrency', title: t('codes.fields.defaultCurrency') },
    { key: 'defaultTaxRate', dataIndex: 'defaultTaxRate', title: t('codes.fields.defaultTaxRate'), align: 'right' },
    {
      key: 'jobTypes',
      title: t('codes.fields.jobTypes'),
      render: (_, c) => c.jobTypes.map((type) => <Tag key={type}>{type}</Tag>),
    },
    {
      key: 'enabled',
      title: t('codes.fields.enabled'),
      render: (_, c) => (c.enabled ? null : <Tag>{t('disabled')}</Tag>),
    },
    updatedColumn(ta),
  ];
  if (!actions) return columns;
  return [
    ...columns,
    actionsColumn<TChargeCode>(ta, (code) => (
      <>
        <RowAction label={ta('list.edit')} onClick={() => actions.edit(code)} />
        <ConfirmedRowAction
          danger
          label={ta('list.delete')}
          question={t('codes.deleteQuestion', { code: code.code })}
          onConfirm={() => actions.remove(code)}
        />
      </>
    )),
  ];
}
