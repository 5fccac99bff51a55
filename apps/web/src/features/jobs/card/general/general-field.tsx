import {
  JOB_CODE_FIELDS,
  JOB_PARTY_FIELDS,
  JOB_PORT_FIELDS,
  JOB_STATUS_CODES,
  JOB_STATUSES,
  JOB_USER_FIELDS,
  type TJob,
  type TJobGeneralFieldName,
  type TJobType,
} from '@apex/shared/jobs';
import { DatePicker, Input, InputNumber } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import type { ReactNode } from 'react';
import { useLabel } from '../../../../i18n/use-label';
import { KitSelect } from '../../../../kit/kit-select';
import { PartySelect } from '../../../admin/parties/party-select';
import { jobPartyValue } from '../../bills/party-value';
import { CarrierSelect } from '../../pickers/carrier-select';
import { CodeSelect } from '../../pickers/code-select';
import { PersonSelect } from '../../pickers/person-select';
import { PortSelect } from '../../pickers/port-select';
import { VesselInput } from '../../pickers/vessel-input';
import { DAY_FIELDS, TEXT_AREA_FIELDS } from './general-values';

/** What a field's picker names before any search: a saved job's parties, carrier and people, or a new job's defaults. */
export type JobNames = Pick<TJob, 'parties' | 'carrier' | 'carrierName' | 'people' | (typeof JOB_USER_FIELDS)[number]>;

const has = <T extends string>(list: readonly T[], name: string): name is T => list.includes(name as T);

/** How a date field's text value (YYYY-MM-DD, the request's form) meets antd's date picker. */
export const DAY_ITEM_PROPS = {
  getValueProps: (value: unknown) => ({ value: typeof value === 'string' && value ? dayjs(value) : null }),
  normalize: (value: Dayjs | null) => (value ? value.format('YYYY-MM-DD') : null),
};

/** Whether a field takes a whole row (long texts). */
export const isWide = (name: TJobGeneralFieldName) => has(TEXT_AREA_FIELDS, name);

/**
 * The input of one general field, by what it holds: a party of the field's role, the carrier, a
 * port, a user, a dictionary code, a date, a count, a long text or a short one. The job's names
 * show the current choice before any search. A date another part keeps (`kept`) is shown, not typed.
 */
export function generalInput(
  name: TJobGeneralFieldName,
  jobType: TJobType,
  job: JobNames | undefined,
  label: string,
  kept = false,
) {
  const common = { 'aria-label': label, style: { width: '100%' } };
  if (name in JOB_PARTY_FIELDS) {
    const party = job?.parties[name];
    return (
      <PartySelect
        {...common}
        role={JOB_PARTY_FIELDS[name as keyof typeof JOB_PARTY_FIELDS]}
        selected={jobPartyValue(party)}
      />
    );
  }
  if (name === 'carrier')
    return (
      <CarrierSelect {...common} selected={job?.carrier ? { value: job.carrier, label: job.carrierName } : undefined} />
    );
  if (name === 'vessel') return <VesselInput {...common} />;
  if (name === 'jobStatus') return <StatusSelect {...common} />;
  if (has(JOB_PORT_FIELDS, name)) return <PortSelect {...common} />;
  if (has(JOB_USER_FIELDS, name)) {
    const person = job?.people[name];
    const id = job?.[name];
    return (
      <PersonSelect
        {...common}
        jobType={jobType}
        selected={person && id ? { value: id, label: `${person.code} · ${person.name}` } : undefined}
      />
    );
  }
  if (name in JOB_CODE_FIELDS)
    return <CodeSelect {...common} codeType={JOB_CODE_FIELDS[name as keyof typeof JOB_CODE_FIELDS]} />;
  if (has(DAY_FIELDS, name)) return <DatePicker {...common} disabled={kept} />;
  if (name === 'packages') return <InputNumber<number> {...common} min={0} precision={0} />;
  if (has(TEXT_AREA_FIELDS, name)) return <Input.TextArea {...common} autoSize={{ minRows: 2, maxRows: 6 }} />;
  return <Input {...common} />;
}

function StatusSelect(props: { 'aria-label': string; style: object }): ReactNode {
  const labelText = useLabel();
  return (
    <KitSelect
      {...props}
      options={JOB_STATUS_CODES.map((code) => ({ value: code, label: labelText(JOB_STATUSES[code]) }))}
    />
  );
}
