import type { TJobCustomsFacts } from '@apex/shared/movement';
import { Descriptions } from 'antd';
import { useTranslation } from 'react-i18next';
import { type CustomsField, useCustomsLabel } from './customs-labels';

const FACTS = [
  'customsEntryDate',
  'entryNo',
  'examDate',
  'customsReleaseDate',
  'customsCancelDate',
] as const satisfies readonly (keyof TJobCustomsFacts & CustomsField)[];

/**
 * The job's customs dates, read-only: the customs entrustments keep them (the customs tab), so the
 * general tab shows them with where they come from instead of a second place to type them.
 */
export function CustomsFacts({ facts }: { facts: TJobCustomsFacts }) {
  const { t } = useTranslation('jobCustoms');
  const label = useCustomsLabel();
  return (
    <Descriptions
      size="small"
      column={{ xs: 1, md: 2, xl: 3, xxl: 5 }}
      title={<span style={{ fontWeight: 'normal', fontSize: 12 }}>{t('facts.source')}</span>}
      items={FACTS.map((key) => ({ key, label: label.field(key), children: facts[key] || '—' }))}
    />
  );
}
