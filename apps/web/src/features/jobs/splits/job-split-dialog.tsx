import { type TJob, type TJobSplitPart, type TSplitJobResult, ZJobSplitPart } from '@apex/shared/jobs';
import type { TJobType } from '@apex/shared/master';
import { useQuery } from '@tanstack/react-query';
import { Form, Modal, Spin } from 'antd';
import { useTranslation } from 'react-i18next';
import { call } from '../../../api/client';
import { PartySelect } from '../../admin/parties/party-select';
import { jobPartyValue } from '../bills/party-value';
import { jobQuery } from '../card/job-api';
import { JOB_LIST_API } from '../list/job-list-routes';
import { SplitPartsModal } from './split-parts-modal';

const blankPart = (): TJobSplitPart => ({ packages: null, weightKg: null, volumeCbm: null, consignee: null });
/** The picker's `role` is a party role (consignees only), not an ARIA one. */
const CONSIGNEES = { role: 'CONSIGNEE' } as const;

interface JobSplitDialogProps {
  jobType: TJobType;
  jobId: number;
  onClose: (done: boolean) => void;
  /** The jobs the cargo is on after the split, the original first. */
  onSplit: (jobs: TSplitJobResult) => void;
}

/**
 * `/OceanImport/dosplit`: splits a job's cargo into deliveries, each with its consignee (the job's
 * unless changed). The first part stays on the job; the server opens a job for each other part.
 * The job is read afresh: its version guards the totals split.
 */
export function JobSplitDialog({ jobType, jobId, onClose, onSplit }: JobSplitDialogProps) {
  const job = useQuery({ ...jobQuery(jobType, jobId), staleTime: 0 });
  return job.data ? (
    <SplitForm jobType={jobType} job={job.data} onClose={onClose} onSplit={onSplit} />
  ) : (
    <Modal open footer={null} onCancel={() => onClose(false)}>
      <Spin />
    </Modal>
  );
}

function SplitForm({ jobType, job, onClose, onSplit }: Omit<JobSplitDialogProps, 'jobId'> & { job: TJob }) {
  const { t } = useTranslation('bills');
  return (
    <SplitPartsModal
      title={t('doSplit.title', { jobNo: job.jobNo })}
      whole={job}
      initialParts={[{ ...blankPart(), consignee: job.consignee }, blankPart()]}
      blankPart={blankPart}
      schema={ZJobSplitPart.array().min(2)}
      invalidText={t('doSplit.partsInvalid')}
      doneText={t('doSplit.done')}
      send={async (parts) =>
        onSplit(
          await call(JOB_LIST_API[jobType].list.split, {
            params: { id: job.id },
            body: { version: job.version, parts },
          }),
        )
      }
      onClose={onClose}
      before={(_, index) => (
        <span style={{ width: 56, display: 'inline-block' }}>
          {index === 0 ? t('doSplit.kept') : t('doSplit.newJob', { n: index })}
        </span>
      )}
      after={(field) => (
        <Form.Item name={[field.name, 'consignee']}>
          <PartySelect
            {...CONSIGNEES}
            selected={jobPartyValue(job.parties.consignee)}
            placeholder={t('doSplit.consignee')}
            style={{ width: 220 }}
          />
        </Form.Item>
      )}
    />
  );
}
