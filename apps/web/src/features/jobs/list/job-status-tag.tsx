import type { TLocale } from '@apex/shared/i18n';
import { INVOICE_STATUSES, JOB_STATUSES, type TInvoiceStatus, type TJobStatus } from '@apex/shared/jobs';
import { Tag } from 'antd';

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

export const JobStatusTag = ({ status, locale }: { status: TJobStatus; locale: TLocale }) => (
  <Tag color={JOB_COLOURS[status]}>{JOB_STATUSES[status][locale]}</Tag>
);

export const InvoiceStatusTag = ({ status, locale }: { status: TInvoiceStatus; locale: TLocale }) => (
  <Tag color={INVOICE_COLOURS[status]}>{INVOICE_STATUSES[status][locale]}</Tag>
);
