import { JOB_TYPE_LABELS, type TChargeScheme } from '@apex/shared/master';
import { Tag } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { useTranslation } from 'react-i18next';
import { useLabel } from '../../../i18n/use-label';
import { ConfirmedRowAction } from '../../../kit/list/confirmed-row-action';
import { RowAction } from '../../../kit/list/row-action';
import { actionsColumn } from '../../../kit/list/row-actions';
import { updatedColumn } from '../../../kit/list/updated-column';
import { SCHEME_LABELS } from './charge-scheme-labels';

interface SchemeActions {
  edit: (scheme: TChargeScheme) => void;
  remove: (scheme: TChargeScheme) => Promise<unknown>;
}

/** Columns of the scheme list; the lines column names the charge codes a scheme puts on a job. */
export function useChargeSchemeColumns(actions: SchemeActions | undefined): ColumnsType<TChargeScheme> {
  const { t } = useTranslation('charges');
  const { t: ta } = useTranslation('admin');
  const labelText = useLabel();
  const columns: ColumnsType<TChargeScheme> = [
    { key: 'schemeNo', dataIndex: 'schemeNo', title: labelText(SCHEME_LABELS.schemeNo), sorter: true },
    { key: 'name', dataIndex: 'name', title: labelText(SCHEME_LABELS.name), sorter: true },
    {
      key: 'jobType',
      title: labelText(SCHEME_LABELS.jobType),
      render: (_, s) => labelText(JOB_TYPE_LABELS[s.jobType]),
    },
    {
      key: 'lines',
      title: labelText(SCHEME_LABELS.lines),
      render: (_, s) => s.lines.map((l) => `${l.chargeCode} ${l.side}`).join(', '),
    },
    {
      key: 'enabled',
      title: labelText(SCHEME_LABELS.enabled),
      render: (_, s) => (s.enabled ? null : <Tag>{ta('list.disabled')}</Tag>),
    },
    updatedColumn(ta),
  ];
  if (!actions) return columns;
  return [
    ...columns,
    actionsColumn<TChargeScheme>(ta, (scheme) => (
      <>
        <RowAction label={ta('list.edit')} onClick={() => actions.edit(scheme)} />
        <ConfirmedRowAction
          danger
          label={ta('list.delete')}
          question={t('schemes.deleteQuestion', { code: scheme.schemeNo })}
          onConfirm={() => actions.remove(scheme)}
        />
      </>
    )),
  ];
}
