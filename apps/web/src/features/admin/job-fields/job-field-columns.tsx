import type { TLabelKey } from '@apex/shared/i18n';
import { isAlwaysRequired, JOB_FIELDS, type TJobFieldConfig } from '@apex/shared/master';
import { Switch, Tooltip, Typography } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { useTranslation } from 'react-i18next';
import { useLabel } from '../../../i18n/use-label';
import type { SwitchName, useJobFieldDraft } from './use-job-field-draft';

const SWITCH_LABELS = {
  requiredOnNew: 'administration:columns.requiredOnNew',
  requiredOnEdit: 'administration:columns.requiredOnEdit',
} as const satisfies Record<SwitchName, TLabelKey>;

/**
 * The grid of spec §3 Job field config: group, field names, backend field name, and the two
 * switches; spec §5's always-required agents show their switches on and fixed.
 */
export function useJobFieldColumns(
  draft: ReturnType<typeof useJobFieldDraft>,
  canEdit: boolean,
): ColumnsType<TJobFieldConfig> {
  const { t } = useTranslation('codes');
  const { t: ta } = useTranslation('admin');
  const labelText = useLabel();
  const switchColumn = (name: SwitchName) => ({
    key: name,
    title: labelText(SWITCH_LABELS[name]),
    align: 'center' as const,
    render: (_: unknown, row: TJobFieldConfig) => {
      const fixed = isAlwaysRequired(row.fieldName);
      const control = (
        <Switch
          size="small"
          aria-label={`${labelText(SWITCH_LABELS[name])} ${labelText(JOB_FIELDS[row.fieldName].label)}`}
          checked={draft.current(row)[name]}
          disabled={!canEdit || fixed}
          onChange={(on) => draft.flip(row, name, on)}
        />
      );
      return fixed ? <Tooltip title={t('jobFields.alwaysRequired')}>{control}</Tooltip> : control;
    },
  });
  return [
    {
      key: 'group',
      title: t('jobFields.group'),
      render: (_, row) => t(`jobFields.groups.${JOB_FIELDS[row.fieldName].group}`),
    },
    { key: 'field', title: ta('form.field'), render: (_, row) => labelText(JOB_FIELDS[row.fieldName].label) },
    {
      key: 'backendName',
      title: labelText('administration:columns.backendField'),
      render: (_, row) => <Typography.Text code>{row.fieldName}</Typography.Text>,
    },
    switchColumn('requiredOnNew'),
    switchColumn('requiredOnEdit'),
  ];
}
