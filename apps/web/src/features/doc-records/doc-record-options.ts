import {
  DOC_BELONGS_TO,
  DOC_BELONGS_TO_CODES,
  DOC_RECEIVER_CODES,
  DOC_RECEIVERS,
  DOC_STATUS_CODES,
  DOC_STATUSES,
  DOC_STEPS,
  DOC_TYPE_CODES,
  DOC_TYPES,
  type TDocStep,
} from '@apex/shared/doc-records';
import type { TLabelKey } from '@apex/shared/i18n';
import { useLabel } from '../../i18n/use-label';
import { labelledOptions } from '../../kit/labelled-options';

/** A field of spec §3's doc record, by its name in the catalogue. */
type DocField = TLabelKey extends infer K ? (K extends `documents:docRecords.fields.${infer F}` ? F : never) : never;

/** The doc record vocabularies as options and words, in the current language. */
export function useDocRecordOptions() {
  const label = useLabel();
  return {
    types: labelledOptions(DOC_TYPE_CODES, DOC_TYPES, label),
    belongsTo: labelledOptions(DOC_BELONGS_TO_CODES, DOC_BELONGS_TO, label),
    statuses: labelledOptions(DOC_STATUS_CODES, DOC_STATUSES, label),
    receivers: labelledOptions(DOC_RECEIVER_CODES, DOC_RECEIVERS, label),
    steps: (steps: readonly TDocStep[]) => steps.map((value) => ({ value, label: label(DOC_STEPS[value].label) })),
    stepLabel: (step: TDocStep) => label(DOC_STEPS[step].label),
    field: (name: DocField) => label(`documents:docRecords.fields.${name}`),
  };
}
