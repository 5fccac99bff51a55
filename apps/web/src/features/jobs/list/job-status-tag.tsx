import { INVOICE_STATUSES, JOB_STATUSES, type TInvoiceStatus, type TJobStatus } from '@apex/shared/jobs';
import { Tag } from 'antd';
import { useLabel } from '../../../i18n/use-label';

const JOB_COLOURS: Record<TJobStatus, string> = {
  OPEN: 'default',
  CONFIRMED: 'blue',
  DEPARTED: 'cyan',
  ARRIVED: 'geekblue',
  COMPLETED: 'green',
  CANCELLED: 'red',
};
const INVOICE_COLOURS: Record<TInvoiceStatus, string> = {
  NO_CHARGES: 'default',
  UNBILLED: 'orange',
  PART_BILLED: 'gold',
  BILLED: 'green',
};

export function JobStatusTag({ status }: { status: TJobStatus }) {
  const labelText = useLabel();
  return <Tag color={JOB_COLOURS[status]}>{labelText(JOB_STATUSES[status])}</Tag>;
}

export function InvoiceStatusTag({ status }: { status: TInvoiceStatus }) {
  const labelText = useLabel();
  return <Tag color={INVOICE_COLOURS[status]}>{labelText(INVOICE_STATUSES[status])}</Tag>;
}
