import { DATE_FORMAT } from '@apex/shared/format';
import dayjs, { type Dayjs } from 'dayjs';

/** A form field holding a YYYY-MM-DD string, shown in a DatePicker. */
export const dateTextField = {
  getValueProps: (value?: string) => ({ value: value ? dayjs(value) : undefined }),
  normalize: (value?: Dayjs | null) => (value ? value.format(DATE_FORMAT) : undefined),
};

/** A form field holding an instant (ISO text), shown in a DatePicker with its time in the local zone (spec §9). */
export const momentTextField = {
  getValueProps: (value?: string) => ({ value: value ? dayjs(value) : undefined }),
  normalize: (value?: Dayjs | null) => (value ? value.toISOString() : undefined),
};
