import { JOB_TYPE_LABELS, NUMBER_RULE_KIND_LABELS, type TJobNumberRule } from '@apex/shared/master';
import { Tag } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { useTranslation } from 'react-i18next';
import { useLabel } from '../../../i18n/use-label';
import { ConfirmedRowAction } from '../../../kit/list/confirmed-row-action';
import { RowAction } from '../../../kit/list/row-action';
import { actionsColumn } from '../../../kit/list/row-actions';
import { updatedColumn } from '../../../kit/list/updated-column';
import { useRuleLabel } from './job-number-rule-labels';

interface RuleActions {
  preview: (rule: TJobNumberRule) => void;
  edit?: (rule: TJobNumberRule) => void;
  remove?: (rule: TJobNumberRule) => Promise<unknown>;
}

/** Columns of the rule list; a rule without a prefix is marked, since it gives no numbers (spec §8). */
export function useJobNumberRuleColumns(actions: RuleActions): ColumnsType<TJobNumberRule> {
  const { t } = useTranslation('charges');
  const { t: ta } = useTranslation('admin');
  const labelText = useLabel();
  const label = useRuleLabel();
  const { edit, remove } = actions;
  return [
    { key: 'officeCode', dataIndex: 'officeCode', title: label('officeCode'), sorter: true },
    { key: 'kind', title: label('kind'), render: (_, r) => labelText(NUMBER_RULE_KIND_LABELS[r.kind]) },
    {
      key: 'jobType',
      title: label('jobType'),
      sorter: true,
      render: (_, r) => labelText(JOB_TYPE_LABELS[r.jobType]),
    },
    {
      key: 'prefix',
      title: label('prefix'),
      sorter: true,
      render: (_, r) => r.prefix || <Tag color="warning">{t('rules.noPrefix')}</Tag>,
    },
    {
      key: 'datePattern',
      title: label('datePattern'),
      render: (_, r) => r.datePattern || t('rules.noDatePart'),
    },
    { key: 'seqWidth', dataIndex: 'seqWidth', title: label('seqWidth'), align: 'right' },
    { key: 'resetPeriod', title: label('resetPeriod'), render: (_, r) => t(`rules.reset.${r.resetPeriod}`) },
    updatedColumn(ta),
    actionsColumn<TJobNumberRule>(ta, (rule) => (
      <>
        <RowAction label={t('rules.preview')} onClick={() => actions.preview(rule)} />
        {edit && <RowAction label={ta('list.edit')} onClick={() => edit(rule)} />}
        {remove && (
          <ConfirmedRowAction
            danger
            label={ta('list.delete')}
            question={t('rules.deleteQuestion', { office: rule.officeCode, jobType: rule.jobType })}
            onConfirm={() => remove(rule)}
          />
        )}
      </>
    )),
  ];
}
