import { BOOKING_STATUSES, type TJobType } from '@apex/shared/jobs';
import type { TBookingDeskRow } from '@apex/shared/movement';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useLabel } from '../../../i18n/use-label';
import { FilterSelect, flagOptions } from '../../../kit/list/filter-select';
import { ListPage } from '../../../kit/list/list-page';
import { useList } from '../../../kit/list/use-list';
import { DateRangeFilter } from '../../finance/finance-filters';
import { useBookingLabel, useBookingStatusLabel } from '../booking/booking-labels';
import { jobDetailPath } from '../card/job-card-paths';
import { jobApi } from '../job-api';
import { JobTypeSwitch } from '../job-type-switch';
import { useJobTypeParam } from '../use-job-type-param';
import { bookingDeskColumns } from './booking-desk-columns';

const RANGES = { cutoffs: ['cutoffFrom', 'cutoffTo'] } as const;
/** The desk sits in the import service centre: its imports first, the exports a click away. */
const TYPES: readonly TJobType[] = ['OI', 'OE'];

/**
 * The carrier booking desk (/sc/oceanimport/carrierBooking): every job's carrier booking of the
 * office in one list, requested, confirmed or rejected, the nearest cut-off first and each cut-off
 * amber within 48 hours, red once past. A double-click opens the job.
 */
export function BookingDeskPage() {
  const { t } = useTranslation('desks');
  const labelText = useLabel();
  const field = useBookingLabel();
  const status = useBookingStatusLabel();
  const navigate = useNavigate();
  const [jobType = 'OI', chooseJobType] = useJobTypeParam(TYPES);
  const list = useList(jobApi(jobType).bookingDesk.list);
  // The highlight is as of the page's reading: a reload (or a query) reads the time again.
  const [now] = useState(() => new Date());
  const columns = bookingDeskColumns({ field, status, labelText, firstCutoff: t('booking.firstCutoff') }, now);
  return (
    <ListPage<TBookingDeskRow>
      title={labelText('jobs:menus.carrierBooking')}
      list={list}
      columns={columns}
      tableKey="bookingDesk"
      keywordPlaceholder={t('booking.keyword')}
      ranges={RANGES}
      filters={
        <>
          <JobTypeSwitch types={TYPES} value={jobType} onChange={chooseJobType} />
          <FilterSelect
            name="status"
            label={field('status')}
            options={BOOKING_STATUSES.map((value) => ({ value, label: status(value) }))}
            width={130}
          />
          <FilterSelect
            name="active"
            label={labelText('jobs:fields.jobStatus')}
            options={flagOptions(t('booking.activeOnly'), t('booking.allJobs'))}
            width={170}
          />
          <DateRangeFilter name="cutoffs" label={t('booking.firstCutoff')} />
        </>
      }
      onRow={(row) => ({ onDoubleClick: () => navigate(jobDetailPath(jobType, row.jobId)) })}
    />
  );
}
