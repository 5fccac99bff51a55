import type { TLabelKey } from '@apex/shared/i18n';
import { useTranslation } from 'react-i18next';
import { useFieldLabel } from '../../../i18n/use-field-label';
import type charges from '../../../locales/en_US/screens/charges.json';

/** A job number rule's fields as the catalogue names them; the screen names the rest (`charges:rules.fields`). */
const CATALOGUE = {
  officeCode: 'administration:entities.office',
  kind: 'administration:columns.numberKind',
  jobType: 'general:columns.jobType',
  prefix: 'administration:columns.prefix',
  seqWidth: 'administration:columns.sequenceDigits',
} as const satisfies Record<string, TLabelKey>;

export function useRuleLabel() {
  const { t } = useTranslation('charges');
  return useFieldLabel(CATALOGUE, (name: keyof (typeof charges)['rules']['fields']) => t(`rules.fields.${name}`));
}

export type RuleField = Parameters<ReturnType<typeof useRuleLabel>>[0];
