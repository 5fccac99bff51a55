import type { TBatchChange, TJobCopyGroup, TJobListRow, TJobType } from '@apex/shared/jobs';
import { RELATED_JOB_TYPE } from '@apex/shared/jobs';
import { useQueryClient } from '@tanstack/react-query';
import { App } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { ApiError, call, failureText, request } from '../../../api/client';
import { useRecordAction } from '../../../kit/list/use-record-action';
import { jobApi } from '../job-api';
import { useRelatedJobQuestion } from './related-job-question';

/** Where a job opens: the shell's card, or an embedded variant's own page. */
export type CardPath = (jobType: TJobType, jobId: number) => string;

/**
 * The job list's actions on the selected jobs (spec §5): open, copy, batch update, create the
 * related job (asked first), delete. Each says how it went; a created job opens. A write the server
 * accepts reloads the list by itself (app/query-client.ts); a refused one reloads it here, for the
 * versions and jobs as they are now.
 */
export function useJobListActions(jobType: TJobType, cardPath: CardPath, clearSelection: () => void) {
  const { t } = useTranslation('jobList');
  const { message, modal } = App.useApp();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const api = jobApi(jobType);
  const relatedQuestion = useRelatedJobQuestion(jobType);
  const act = useRecordAction(api.list.list.tag);
  const reloadList = (type: TJobType = jobType) =>
    queryClient.invalidateQueries({ queryKey: [jobApi(type).list.list.tag] });
  const failed = (error: unknown) => void message.error({ content: failureText(error), duration: 5 });
  const open = (job: { id: number }, type: TJobType = jobType) => navigate(cardPath(type, job.id));

  /** Copies a job (the dialog's groups); `done` closes the dialog once the copy is made. */
  const copy = async (job: TJobListRow, groups: TJobCopyGroup[], done: () => void, confirmPastEta = false) => {
    try {
      const body = { groups, confirmPastEta };
      const created = await call(api.list.copy, { params: { id: job.id }, body }, { isStopError: true });
      void message.success(t('copied', { jobNo: created.jobNo }));
      done();
      open(created);
    } catch (error) {
      // spec §5: a copied ETA before today asks first, as on the card.
      if (error instanceof ApiError && error.envelope.code === 'job.pastEta')
        modal.confirm({ content: t('pastEtaQuestion'), onOk: () => copy(job, groups, done, true) });
      else failed(error);
    }
  };

  /** Sets one field on the jobs; `done` closes the dialog once they are updated. */
  const batch = async (jobs: TJobListRow[], change: TBatchChange, done: () => void) => {
    const body = { jobs: jobs.map(({ id, version }) => ({ id, version })), change };
    try {
      const { updated } = await call(api.list.batchUpdate, { body }, { isStopError: true });
      void message.success(t('batchDone', { count: updated }));
      done();
      clearSelection();
    } catch (error) {
      failed(error);
      await reloadList();
    }
  };

  const createRelated = async (job: TJobListRow) => {
    try {
      const body = { version: job.version };
      const created = await call(api.list.related, { params: { id: job.id }, body }, { isStopError: true });
      void message.success(t('relatedCreated', { jobNo: created.jobNo }));
      // The new job is of the other type: its list is not under this one's path.
      void reloadList(RELATED_JOB_TYPE[jobType]);
      open(created, RELATED_JOB_TYPE[jobType]);
    } catch (error) {
      failed(error);
    }
  };
  const related = (job: TJobListRow) =>
    modal.confirm({
      title: t('related'),
      content: relatedQuestion(job),
      okText: t('relatedCreate'),
      onOk: () => createRelated(job),
    });

  const remove = (job: TJobListRow) =>
    modal.confirm({
      content: t('deleteQuestion', { jobNo: job.jobNo }),
      onOk: () =>
        act(
          () =>
            request(
              api.card.remove,
              { params: { id: job.id }, query: { version: job.version } },
              { isStopError: true },
            ),
          t('deleted', { jobNo: job.jobNo }),
        ).then(clearSelection),
    });

  return { open, copy, batch, related, remove };
}
