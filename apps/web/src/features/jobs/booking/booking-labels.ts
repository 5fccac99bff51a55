import type { TLabelKey } from '@apex/shared/i18n';
import type { BOOKING_STATUSES } from '@apex/shared/jobs';
import { useTranslation } from 'react-i18next';
import { useFieldLabel } from '../../../i18n/use-field-label';
import type cargo from '../../../locales/en_US/screens/cargo.json';

/** A booking's fields as the catalogue names them (the job's fields do too); the screen names the rest. */
const CATALOGUE = {
  status: 'general:columns.status',
  carrier: 'masterData:entities.carrier',
  vessel: 'masterData:columns.vesselName',
  voyage: 'jobs:fields.voyage',
  remark: 'general:columns.remark',
} as const satisfies Record<string, TLabelKey>;

type Texts<T> = { [K in keyof T]: T[K] extends string ? K : never }[keyof T];

export function useBookingLabel() {
  const { t } = useTranslation('cargo');
  return useFieldLabel(CATALOGUE, (key: Texts<(typeof cargo)['booking']>) => t(`booking.${key}`));
}

/** A booking's statuses: cancelled as a job's is; the others the screen's own. */
export function useBookingStatusLabel() {
  const { t } = useTranslation('cargo');
  return useFieldLabel(
    { CANCELLED: 'jobs:jobStatuses.CANCELLED' },
    (status: Exclude<(typeof BOOKING_STATUSES)[number], 'CANCELLED'>) => t(`booking.statuses.${status}`),
  );
}
