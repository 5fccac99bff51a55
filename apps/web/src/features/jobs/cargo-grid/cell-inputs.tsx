import { useQuery } from '@tanstack/react-query';
import { DatePicker, Input, InputNumber, Select } from 'antd';
import dayjs from 'dayjs';
import { currentLocale } from '../../../i18n/i18n';
import { localName } from '../../../kit/local-name';
import { systemCodesQuery } from '../../constant-data/constant-data-queries';

/** A cell's mark: an error blocks the save; a warning flags what the save will ask about. */
type Status = 'error' | 'warning' | undefined;

/** Text typed as is; decimals too, so the exact figure reaches the schema (never a float). */
export const textCell = (value: string | null, set: (v: string) => void, status: Status, width = '100%') => (
  <Input size="small" value={value ?? ''} status={status} style={{ width }} onChange={(e) => set(e.target.value)} />
);

export const countCell = (value: number | null, set: (v: number | null) => void, status: Status) => (
  <InputNumber
    size="small"
    min={0}
    precision={0}
    value={value}
    status={status}
    style={{ width: '100%' }}
    onChange={(v) => set(v ?? null)}
  />
);

export const dayCell = (value: string | null, set: (v: string | null) => void, status: Status) => (
  <DatePicker
    size="small"
    status={status}
    value={value ? dayjs(value) : null}
    onChange={(d) => set(d ? d.format('YYYY-MM-DD') : null)}
  />
);

/**
 * What a moment may be typed as: shown with minutes; read with seconds too, or as a day alone, which
 * means 00:00 local of that day (issue 16: a cut-off typed "2026-12-03" was dropped; docs/decisions.md).
 */
const MOMENT_FORMATS = ['YYYY-MM-DD HH:mm', 'YYYY-MM-DD HH:mm:ss', 'YYYY-MM-DD'];

/** spec §9: YYYY-MM-DD HH:mm:ss in the local zone, sent as an instant. */
export const momentCell = (value: string | null, set: (v: string | null) => void, status: Status) => (
  <DatePicker
    size="small"
    showTime
    format={MOMENT_FORMATS}
    status={status}
    value={value ? dayjs(value) : null}
    onChange={(d) => set(d ? d.toISOString() : null)}
  />
);

/** Codes of a data dictionary type (CONTAINER_TYPE, PACKAGE_TYPE) from the cached system codes. */
export function CodeSelect({
  codeType,
  value,
  onChange,
  status,
}: {
  codeType: string;
  value: string;
  onChange: (code: string) => void;
  status?: Status;
}) {
  const codes = useQuery(systemCodesQuery);
  const options = (codes.data ?? [])
    .filter((c) => c.SYS_CODE_TYPE === codeType)
    .map((c) => ({
      value: c.SYS_CODE,
      label: `${c.SYS_CODE} ${localName({ nameEn: c.SYS_CODE_ENAME, nameCn: c.SYS_CODE_CNAME, nameHk: c.SYS_CODE_HKNAME }, currentLocale())}`,
    }));
  return <CodeValueSelect value={value} options={options} onChange={onChange} status={status} />;
}

/** A cell's choice of a code (a blank cell is no code): searchable, clearable, as wide as its list. */
export function CodeValueSelect({
  id,
  value,
  options,
  onChange,
  status,
}: {
  id?: string;
  value: string;
  options: { value: string; label: string }[];
  onChange: (code: string) => void;
  status?: Status;
}) {
  return (
    <Select
      id={id}
      size="small"
      showSearch
      allowClear
      status={status}
      value={value || undefined}
      options={options}
      popupMatchSelectWidth={false}
      style={{ width: '100%' }}
      onChange={(code) => onChange(code ?? '')}
    />
  );
}
