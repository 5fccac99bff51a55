import {
  INVOICE_STATUS_CODES,
  INVOICE_STATUSES,
  JOB_DATE_FILTERS,
  JOB_STATUS_CODES,
  JOB_STATUSES,
  type TJobType,
} from '@apex/shared/jobs';
import { JOB_MODES, type TPartyRole } from '@apex/shared/master';
import { Button, DatePicker, Flex, Form, Input, Select } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLabel } from '../../../i18n/use-label';
import type { ListState } from '../../../kit/list/use-list';
import { PartySelect } from '../../admin/parties/party-select';
import { CarrierSelect } from '../pickers/carrier-select';
import { PersonSelect } from '../pickers/person-select';

type FormValues = Record<string, unknown> & { dateRange?: [Dayjs | null, Dayjs | null] | null };

const DAY = 'YYYY-MM-DD';

/** The form's values from the list's state, and back: the date range is two query fields. */
const toForm = ({ dateFrom, dateTo, ...rest }: ListState): FormValues => ({
  ...rest,
  dateRange:
    dateFrom || dateTo ? [dateFrom ? dayjs(String(dateFrom)) : null, dateTo ? dayjs(String(dateTo)) : null] : null,
});
const fromForm = ({ dateRange, ...rest }: FormValues) => ({
  ...rest,
  dateFrom: dateRange?.[0]?.format(DAY),
  dateTo: dateRange?.[1]?.format(DAY),
});

const FILTERS = [
  'jobNo',
  'billNos',
  'customer',
  'customerName',
  'shipper',
  'consignee',
  'carrier',
  'vessel',
  'voyage',
  'pol',
  'pod',
  'operator',
  'sales',
  'jobMode',
  'jobStatus',
  'invoiceStatus',
  'dateType',
  'dateFrom',
  'dateTo',
] as const;

/** Every filter cleared (reset): undefined removes it from the query string. */
const NO_FILTERS = Object.fromEntries(FILTERS.map((f) => [f, undefined]));

/**
 * The job list's query form (spec §2.8): the common filters in one row, the rest in a collapsible
 * part. Query sends the filters, reset clears them; both start again at page 1.
 */
export function JobQueryForm({
  jobType,
  state,
  onQuery,
}: {
  jobType: TJobType;
  state: ListState;
  onQuery: (filters: Record<string, unknown>) => void;
}) {
  const { t } = useTranslation('jobList');
  const labelText = useLabel();
  const [form] = Form.useForm<FormValues>();
  const [more, setMore] = useState(false);
  useEffect(
    () => form.setFieldsValue({ ...Object.fromEntries(FILTERS.map((f) => [f, undefined])), ...toForm(state) }),
    [form, state],
  );
  const options = <T extends string>(codes: readonly T[], label: (c: T) => string) =>
    codes.map((c) => ({ value: c, label: label(c) }));
  const item = (name: string, node: React.ReactNode, width = 150) => (
    <Form.Item name={name} style={{ marginBottom: 6 }}>
      {typeof node === 'string' ? <Input allowClear placeholder={node} aria-label={node} style={{ width }} /> : node}
    </Form.Item>
  );
  /** A picker's placeholder and accessible name: its field's label. */
  const labelled = (name: 'customer' | 'shipper' | 'consignee' | 'operator' | 'sales') => ({
    placeholder: t(`fields.${name}`),
    'aria-label': t(`fields.${name}`),
  });
  const party = (name: 'customer' | 'shipper' | 'consignee', role: TPartyRole) =>
    item(name, <PartySelect role={role} {...labelled(name)} style={{ width: 200 }} />);
  const person = (name: 'operator' | 'sales') =>
    item(name, <PersonSelect jobType={jobType} {...labelled(name)} style={{ width: 160 }} />);
  const select = (name: string, label: string, opts: { value: string; label: string }[], width = 140) =>
    item(name, <Select allowClear placeholder={label} aria-label={label} options={opts} style={{ width }} />);
  return (
    <Form
      name="jobListQuery"
      form={form}
      layout="inline"
      size="small"
      onFinish={(v) => onQuery(fromForm(v))}
      className="job-query-form"
    >
      <Flex wrap gap={4} align="start" style={{ width: '100%' }}>
        {item('jobNo', t('fields.jobNo'))}
        {item(
          'billNos',
          <Input.TextArea
            placeholder={`${t('fields.billNos')} (${t('billNosHelp')})`}
            aria-label={t('fields.billNos')}
            autoSize={{ minRows: 1, maxRows: 4 }}
            style={{ width: 220 }}
          />,
        )}
        {party('customer', 'CUSTOMER')}
        {select(
          'jobStatus',
          t('fields.jobStatus'),
          options(JOB_STATUS_CODES, (c) => labelText(JOB_STATUSES[c])),
        )}
        {select(
          'dateType',
          t('fields.dateType'),
          options(JOB_DATE_FILTERS, (c) => t(`dates.${c}`)),
          150,
        )}
        {item(
          'dateRange',
          <DatePicker.RangePicker
            allowEmpty={[true, true]}
            aria-label={t('fields.dateRange')}
            style={{ width: 230 }}
          />,
        )}
        <Button type="primary" htmlType="submit">
          {t('query')}
        </Button>
        <Button onClick={() => onQuery(NO_FILTERS)}>{t('reset')}</Button>
        <Button type="link" onClick={() => setMore(!more)}>
          {more ? t('less') : t('more')}
        </Button>
      </Flex>
      {more && (
        <Flex wrap gap={4} style={{ width: '100%', marginTop: 2 }}>
          {item('customerName', t('fields.customerName'), 170)}
          {party('shipper', 'SHIPPER')}
          {party('consignee', 'CONSIGNEE')}
          {item(
            'carrier',
            <CarrierSelect placeholder={t('fields.carrier')} aria-label={t('fields.carrier')} style={{ width: 180 }} />,
          )}
          {item('vessel', t('fields.vessel'))}
          {item('voyage', t('fields.voyage'), 100)}
          {item('pol', t('fields.pol'), 90)}
          {item('pod', t('fields.pod'), 90)}
          {person('operator')}
          {person('sales')}
          {select(
            'jobMode',
            t('fields.jobMode'),
            options(JOB_MODES, (c) => c),
            110,
          )}
          {select(
            'invoiceStatus',
            t('fields.invoiceStatus'),
            options(INVOICE_STATUS_CODES, (c) => labelText(INVOICE_STATUSES[c])),
          )}
        </Flex>
      )}
    </Form>
  );
}
