import type { TJobListRow, TJobType } from '@apex/shared/jobs';
import { JOB_TYPE_TABLE } from '@apex/shared/jobs';
import { App, Button, Flex } from 'antd';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { ExportButton } from '../../../kit/list/export-button';
import type { ListState } from '../../../kit/list/use-list';
import { HblBatchPrintButton } from '../../documents/hbl-batch-print';
import { useHasPermission } from '../../session/permitted';
import { newJobPath } from '../card/job-card-paths';
import { jobApi } from '../job-api';
import { JobBatchDialog } from './job-batch-dialog';
import { JobCopyDialog } from './job-copy-dialog';
import type { useJobListActions } from './use-job-list-actions';

interface JobListToolbarProps {
  jobType: TJobType;
  state: ListState;
  selected: TJobListRow[];
  actions: ReturnType<typeof useJobListActions>;
  onPrint: () => void;
  /** The column chooser, at the end of the row. */
  children: ReactNode;
}

/**
 * The job list's buttons (spec §2.8): new, edit, copy, delete, batch update and related job for
 * those who may edit, then export, print and the columns; with the copy and batch dialogs.
 */
export function JobListToolbar({ jobType, state, selected, actions, onPrint, children }: JobListToolbarProps) {
  const { t } = useTranslation('jobList');
  const { t: ta } = useTranslation('admin');
  const { message } = App.useApp();
  const navigate = useNavigate();
  const canEdit = useHasPermission(JOB_TYPE_TABLE[jobType].edit);
  const [dialog, setDialog] = useState<'copy' | 'batch' | null>(null);
  const close = () => setDialog(null);
  /** An action on exactly one selected job; otherwise the user is told to select one. */
  const whenOne = (run: (job: TJobListRow) => void) => () => {
    if (selected.length === 1) run(selected[0]!);
    else void message.warning(t('selectOne'));
  };
  return (
    <Flex wrap gap={4}>
      {canEdit && (
        <>
          <Button size="small" type="primary" onClick={() => navigate(newJobPath(jobType))}>
            {t('new')}
          </Button>
          <Button size="small" onClick={whenOne((job) => actions.open(job))}>
            {ta('list.edit')}
          </Button>
          <Button size="small" onClick={whenOne(() => setDialog('copy'))}>
            {t('copy')}
          </Button>
          <Button size="small" danger onClick={whenOne(actions.remove)}>
            {ta('list.delete')}
          </Button>
          <Button
            size="small"
            onClick={() => (selected.length ? setDialog('batch') : void message.warning(t('selectSome')))}
          >
            {t('batch')}
          </Button>
          <Button size="small" onClick={whenOne((job) => void actions.related(job))}>
            {t('related')}
          </Button>
        </>
      )}
      <ExportButton route={jobApi(jobType).list.export} state={state} />
      <Button size="small" onClick={onPrint}>
        {t('print')}
      </Button>
      <HblBatchPrintButton jobType={jobType} selected={selected} />
      {children}
      {dialog === 'copy' && selected[0] && (
        <JobCopyDialog
          job={selected[0]}
          onCopy={(groups) => actions.copy(selected[0]!, groups, close)}
          onClose={close}
        />
      )}
      {dialog === 'batch' && (
        <JobBatchDialog
          count={selected.length}
          onApply={(change) => actions.batch(selected, change, close)}
          onClose={close}
        />
      )}
    </Flex>
  );
}
