import {
  CHECK_STATUS_CODES,
  CHECK_STATUSES,
  INVOICE_KIND_CODES,
  INVOICE_KINDS,
  INVOICE_STATE_CODES,
  INVOICE_STATES,
  PAYMENT_STATE_CODES,
  PAYMENT_STATES,
} from '@apex/shared/finance';
import { CHARGE_SIDE_LABELS, CHARGE_SIDES } from '@apex/shared/master';
import { useLabel } from '../../i18n/use-label';
import { labelledOptions } from '../../kit/labelled-options';

const KIND_LABELS = Object.fromEntries(INVOICE_KIND_CODES.map((kind) => [kind, INVOICE_KINDS[kind].label])) as {
  [K in keyof typeof INVOICE_KINDS]: (typeof INVOICE_KINDS)[K]['label'];
};

/** The finance vocabularies as filter and form options, in the current language. */
export function useFinanceOptions() {
  const label = useLabel();
  return {
    sides: labelledOptions(CHARGE_SIDES, CHARGE_SIDE_LABELS, label),
    kinds: labelledOptions(INVOICE_KIND_CODES, KIND_LABELS, label),
    states: labelledOptions(INVOICE_STATE_CODES, INVOICE_STATES, label),
    paymentStates: labelledOptions(PAYMENT_STATE_CODES, PAYMENT_STATES, label),
    checkStatuses: labelledOptions(CHECK_STATUS_CODES, CHECK_STATUSES, label),
    kindLabel: (kind: keyof typeof INVOICE_KINDS) => label(INVOICE_KINDS[kind].label),
  };
}
