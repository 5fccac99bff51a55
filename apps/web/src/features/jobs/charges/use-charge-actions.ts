import { API } from '@apex/shared';
import type { TCheckAction, TJobCharges } from '@apex/shared/finance';
import type { TJobType } from '@apex/shared/jobs';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { App } from 'antd';
import { useTranslation } from 'react-i18next';
import { call } from '../../../api/client';
import { jobPartQueryKey } from '../cargo-grid/job-part-query';
import { jobApi } from '../job-api';

type ReviewAction = 'submit' | 'approve' | 'reopen';

/**
 * The tab's actions on saved lines and on the job's review (spec §4): each answers from the server,
 * and the tab reads the part again (its versions, states and totals changed). Failures are the
 * client's toasts, in the server's words.
 */
export function useChargeActions(jobType: TJobType, jobId: number) {
  const { t } = useTranslation('jobCharges');
  const { t: td } = useTranslation('financeDesk');
  const { message } = App.useApp();
  const client = useQueryClient();
  const key = jobPartQueryKey('charges', jobType, jobId);
  const reload = () => client.invalidateQueries({ queryKey: key });

  const review = useMutation({
    mutationFn: ({ version, action }: { version: number; action: ReviewAction }) =>
      call(jobApi(jobType).charges.review, { params: { id: jobId }, body: { version, action } }),
    onSuccess: (data: TJobCharges, { action }) => {
      client.setQueryData(key, data);
      message.success(t(`review.done.${action}`));
    },
  });

  const check = useMutation({
    mutationFn: ({ action, lines }: { action: TCheckAction; lines: { id: number; version: number }[] }) =>
      call(API.finance.checkAction, { body: { action, lines } }),
    onSuccess: ({ changed }, { action }) => {
      message.success(td(`check.done.${action}`, { count: changed }));
      return reload();
    },
  });

  return { review, check, reload, busy: review.isPending || check.isPending };
}
