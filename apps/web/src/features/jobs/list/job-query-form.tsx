import { CLOSE_STATUS_CODES, CLOSE_STATUSES, REVIEW_STATUS_CODES, REVIEW_STATUSES } from '@apex/shared/finance';
import {
  INVOICE_STATUS_CODES,
  INVOICE_STATUSES,
  JOB_DATE_FILTERS,
  JOB_STATUS_CODES,
  JOB_STATUSES,
  type TJobType,
} from '@apex/shared/jobs';
import { JOB_MODES, type TPartyRole } from '@apex/shared/master';
import { Checkbox, DatePicker, Form, Input, Select } from 'antd';
import { useTranslation } from 'react-i18next';
import { useLabel } from '../../../i18n/use-label';
import { ListQueryForm } from '../../../kit/list/list-query-form';
import type { ListQueryControls, ListState } from '../../../kit/list/use-list';
import { NumberOnlyInput } from '../../../kit/number-only-input';
import { PartySelect } from '../../admin/parties/party-select';
import { CarrierSelect } from '../pickers/carrier-select';
import { PersonSelect } from '../pickers/person-select';
import { useDateFilterLabel, useJobListLabel } from './job-list-labels';

/** The date range's two query fields. */
const RANGES = { dateRange: ['dateFrom', 'dateTo'] } as const;

/**
 * The job list's query form (spec §2.8): the common filters in one row, the rest shown on demand.
 * Query sends the filters, reset clears them; both start again at page 1.
 */
export function JobQueryForm({
  jobType,
  list,
  onQueried,
}: {
  jobType: TJobType;
  list: ListQueryControls;
  onQueried: (state: ListState) => void;
}) {
  const { t } = useTranslation('jobList');
  const labelText = useLabel();
  const label = useJobListLabel();
  const dateLabel = useDateFilterLabel();
  const options = <T extends string>(codes: readonly T[], label: (c: T) => string) =>
    codes.map((c) => ({ value: c, label: label(c) }));
  const item = (name: string, node: React.ReactNode, width = 150) => (
    <Form.Item name={name}>
      {typeof node === 'string' ? <Input allowClear placeholder={node} aria-label={node} style={{ width }} /> : node}
    </Form.Item>
  );
  /** A picker's placeholder and accessible name: its field's label. */
  const labelled = (name: 'customer' | 'shipper' | 'consignee' | 'operator' | 'sales') => ({
    placeholder: label(name),
    'aria-label': label(name),
  });
  const party = (name: 'customer' | 'shipper' | 'consignee', role: TPartyRole, width = 200) =>
    item(name, <PartySelect role={role} {...labelled(name)} style={{ width }} />);
  const person = (name: 'operator' | 'sales') =>
    item(name, <PersonSelect jobType={jobType} {...labelled(name)} style={{ width: 160 }} />);
  const select = (name: string, label: string, opts: { value: string; label: string }[], width = 140) =>
    item(name, <Select allowClear placeholder={label} aria-label={label} options={opts} style={{ width }} />);
  /** issue 17: the profit in the office's local currency, a loss typed with a minus. */
  const profit = (name: 'profitFrom' | 'profitTo') =>
    item(
      name,
      <NumberOnlyInput
        signed
        toFixed={2}
        allowClear
        placeholder={label(name)}
        aria-label={label(name)}
        style={{ width: 120 }}
      />,
    );
  return (
    <ListQueryForm
      list={list}
      size="small"
      ranges={RANGES}
      onQueried={onQueried}
      more={
        <>
          {item('customerName', label('customerName'), 170)}
          {party('shipper', 'SHIPPER')}
          {party('consignee', 'CONSIGNEE')}
          {item(
            'carrier',
            <CarrierSelect placeholder={label('carrier')} aria-label={label('carrier')} style={{ width: 180 }} />,
          )}
          {item('vessel', label('vessel'))}
          {item('voyage', label('voyage'), 100)}
          {item('pol', label('pol'), 90)}
          {item('pod', label('pod'), 90)}
          {person('operator')}
          {person('sales')}
          {select(
            'jobMode',
            label('jobMode'),
            options(JOB_MODES, (c) => c),
            110,
          )}
          {select(
            'invoiceStatus',
            label('invoiceStatus'),
            options(INVOICE_STATUS_CODES, (c) => labelText(INVOICE_STATUSES[c])),
          )}
          {select(
            'closeStatus',
            label('closeStatus'),
            options(CLOSE_STATUS_CODES, (c) => labelText(CLOSE_STATUSES[c])),
          )}
          {select(
            'reviewStatus',
            label('reviewStatus'),
            options(REVIEW_STATUS_CODES, (c) => labelText(REVIEW_STATUSES[c])),
          )}
          {profit('profitFrom')}
          {profit('profitTo')}
          {/* Unticked is no filter, not "only jobs above the minimum". */}
          <Form.Item
            name="belowMinMargin"
            valuePropName="checked"
            getValueFromEvent={(e) => e.target.checked || undefined}
          >
            <Checkbox>{label('belowMinMargin')}</Checkbox>
          </Form.Item>
          <Form.Item name="etaSlipped" valuePropName="checked" getValueFromEvent={(e) => e.target.checked || undefined}>
            <Checkbox>{label('etaSlipped')}</Checkbox>
          </Form.Item>
        </>
      }
    >
      {/* The common filters in one row at 1366 px (issue 16: three rows took the list's room). */}
      {item('jobNo', label('jobNo'), 120)}
      {item(
        'billNos',
        // The help on hover: as a placeholder it wrapped the box onto three lines.
        <Input.TextArea
          placeholder={label('billNos')}
          title={t('billNosHelp')}
          aria-label={label('billNos')}
          autoSize={{ minRows: 1, maxRows: 4 }}
          style={{ width: 170 }}
        />,
      )}
      {party('customer', 'CUSTOMER', 170)}
      {select(
        'jobStatus',
        label('jobStatus'),
        options(JOB_STATUS_CODES, (c) => labelText(JOB_STATUSES[c])),
        110,
      )}
      {select('dateType', label('dateType'), options(JOB_DATE_FILTERS, dateLabel), 110)}
      {item(
        'dateRange',
        <DatePicker.RangePicker allowEmpty={[true, true]} aria-label={label('dateRange')} style={{ width: 210 }} />,
      )}
    </ListQueryForm>
  );
}
