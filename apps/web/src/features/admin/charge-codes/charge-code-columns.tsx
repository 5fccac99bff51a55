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
import { useChargeCodeLabel } from './charge-code-labels';

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
  const label = useChargeCodeLabel();
  const columns: ColumnsType<TChargeCode> = [
    { key: 'code', dataIndex: 'code', title: label('code'), sorter: true },
    { key: 'sacCode', dataIndex: 'sacCode', title: label('sacCode') },
    // Sorted by the English name, so sortable only when that is the one shown.
    {
      key: 'nameEn',
      title: labelText('general:columns.name'),
      sorter: locale === 'en_US',
      render: (_, c) => localName(c, locale),
    },
    {
      key: 'category',
      title: label('category'),
      sorter: true,
      render: (_, c) => labelText(CHARGE_CATEGORY_LABELS[c.category]),
    },
    {
      key: 'defaultUnit',
      title: label('defaultUnit'),
      render: (_, c) => labelText(CHARGE_UNIT_LABELS[c.defaultUnit]),
    },
    { key: 'defaultCurrency', dataIndex: 'defaultCurrency', title: label('defaultCurrency') },
    { key: 'defaultTaxRate', dataIndex: 'defaultTaxRate', title: label('defaultTaxRate'), align: 'right' },
    {
      key: 'jobTypes',
      title: label('jobTypes'),
      render: (_, c) => c.jobTypes.map((type) => <Tag key={type}>{type}</Tag>),
    },
    {
      key: 'enabled',
      title: label('enabled'),
      render: (_, c) => (c.enabled ? null : <Tag>{ta('list.disabled')}</Tag>),
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
