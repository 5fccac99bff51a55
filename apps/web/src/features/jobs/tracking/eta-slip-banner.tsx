import { localTime } from '@apex/shared/format';
import { useQuery } from '@tanstack/react-query';
import { Alert, App, Button } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { call, request } from '../../../api/client';
import { useLabel } from '../../../i18n/use-label';
import { routeQueryKey } from '../../../kit/list/route-query-key';
import { jobQuery } from '../card/job-query';
import type { JobTabProps } from '../card/job-tab-props';
import { jobApi } from '../job-api';

/**
 * The carrier's arrival later than the job's ETA beyond the threshold, and the one click that
 * takes it over as the job's ETA (at the job's version the card read).
 */
export function EtaSlipBanner({ jobType, jobId }: Pick<JobTabProps, 'jobType' | 'jobId'>) {
  const { t } = useTranslation('jobTracking');
  const labelText = useLabel();
  const { message } = App.useApp();
  const routes = jobApi(jobType).etaSlip;
  const params = { id: jobId };
  const slip = useQuery({
    queryKey: routeQueryKey(routes.get, params),
    queryFn: () => call(routes.get, { params }),
  });
  const job = useQuery(jobQuery(jobType, jobId));
  const [busy, setBusy] = useState(false);
  if (!slip.data || !job.data) return null;
  const { carrierArrival, classifier, slipDays, jobEta } = slip.data;
  const update = async () => {
    setBusy(true);
    try {
      const envelope = await request(routes.updateEta, { params, body: { version: job.data.version } });
      void message.success(envelope.message);
    } finally {
      setBusy(false);
    }
  };
  return (
    <Alert
      type="warning"
      showIcon
      title={t('etaSlip.title', { days: slipDays })}
      description={t('etaSlip.detail', {
        arrival: localTime(carrierArrival, 'YYYY-MM-DD HH:mm'),
        classifier: labelText(`tracking:classifiers.${classifier}`),
        eta: jobEta,
      })}
      action={
        <Button type="primary" loading={busy} onClick={update}>
          {t('etaSlip.update')}
        </Button>
      }
    />
  );
}
