import {
  CHECK_STATUSES,
  CLOSE_STATUSES,
  INVOICE_STATES,
  PAYMENT_STATES,
  REVIEW_STATUSES,
  type TCheckStatus,
  type TCloseStatus,
  type TInvoiceState,
  type TPaymentState,
  type TReviewStatus,
} from '@apex/shared/finance';
import type { TLabelKey } from '@apex/shared/i18n';
import { Tag } from 'antd';
import { useLabel } from '../../i18n/use-label';

/**
 * A tag for each state of the money of a job (spec §4), worded by the catalogue, coloured from
 * "nothing done yet" (grey, orange) to "done" (green).
 */
function vocabularyTag<C extends string>(labels: Record<C, TLabelKey>, colours: Record<C, string>) {
  return function StateTag({ status }: { status: C }) {
    const labelText = useLabel();
    return <Tag color={colours[status]}>{labelText(labels[status])}</Tag>;
  };
}

export const CloseStatusTag = vocabularyTag<TCloseStatus>(CLOSE_STATUSES, {
  NO_COST: 'default',
  NOT_CLOSED: 'orange',
  PARTIAL_CLOSE: 'gold',
  CLOSED: 'green',
});

export const ReviewStatusTag = vocabularyTag<TReviewStatus>(REVIEW_STATUSES, {
  NOT_REVIEWED: 'default',
  PENDING: 'blue',
  REVIEWED: 'green',
});

export const CheckStatusTag = vocabularyTag<TCheckStatus>(CHECK_STATUSES, {
  UNCHECKED: 'default',
  CHECKING: 'gold',
  CHECKED: 'green',
});

export const InvoiceStateTag = vocabularyTag<TInvoiceState>(INVOICE_STATES, {
  DRAFT: 'default',
  CONFIRMED: 'blue',
  VOID: 'red',
});

export const PaymentStateTag = vocabularyTag<TPaymentState>(PAYMENT_STATES, {
  UNPAID: 'orange',
  PART_CLEARED: 'gold',
  CLEARED: 'green',
});
