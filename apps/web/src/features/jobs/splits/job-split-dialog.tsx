import {
  type TContainerList,
  type TGoodsList,
  type TJob,
  type TJobSplitPart,
  type TJobType,
  type TSplitJobResult,
  ZJobSplitPart,
} from '@apex/shared/jobs';
import { useQuery } from '@tanstack/react-query';
import { Form, Modal, Spin } from 'antd';
import { useTranslation } from 'react-i18next';
import { call } from '../../../api/client';
import { useLabel } from '../../../i18n/use-label';
import { PartySelect } from '../../admin/parties/party-select';
import { jobPartyValue } from '../bills/party-value';
import { jobQuery } from '../card/job-query';
import { jobPartQuery } from '../cargo-grid/job-part-query';
import { jobApi } from '../job-api';
import { KeptLinesNote, PartLinePickers } from './part-line-pickers';
import { SplitPartsModal } from './split-parts-modal';

const blankPart = (): TJobSplitPart => ({
  packages: null,
  weightKg: null,
  volumeCbm: null,
  consignee: null,
  containerLines: [],
  goodsLines: [],
});
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
 * unless changed) and the containers and goods lines that go with it. The first part stays on the
 * job; the server opens a job for each other part. The job and its lists are read afresh: their
 * versions guard the totals split and the lines named.
 */
export function JobSplitDialog({ jobType, jobId, onClose, onSplit }: JobSplitDialogProps) {
  const routes = jobApi(jobType).cargo;
  const job = useQuery({ ...jobQuery(jobType, jobId), staleTime: 0 });
  const containers = useQuery({
    ...jobPartQuery<TContainerList>('containers', routes.getContainers, jobType, jobId),
    staleTime: 0,
  });
  const goods = useQuery({ ...jobPartQuery<TGoodsList>('goods', routes.getGoods, jobType, jobId), staleTime: 0 });
  return job.data && containers.data && goods.data ? (
    <SplitForm
      jobType={jobType}
      job={job.data}
      containers={containers.data}
      goods={goods.data}
      onClose={onClose}
      onSplit={onSplit}
    />
  ) : (
    <Modal open footer={null} onCancel={() => onClose(false)}>
      <Spin />
    </Modal>
  );
}

interface SplitFormProps extends Omit<JobSplitDialogProps, 'jobId'> {
  job: TJob;
  containers: TContainerList;
  goods: TGoodsList;
}

function SplitForm({ jobType, job, containers, goods, onClose, onSplit }: SplitFormProps) {
  const { t } = useTranslation('bills');
  const labelText = useLabel();
  const lines = { containers: containers.containers, goods: goods.lines };
  const hasLines = lines.containers.length + lines.goods.length > 0;
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
          await call(jobApi(jobType).splits.split, {
            params: { id: job.id },
            body: { version: job.version, containersVersion: containers.version, goodsVersion: goods.version, parts },
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
            placeholder={labelText('masterData:partyRoles.CONSIGNEE')}
            style={{ width: 220 }}
          />
        </Form.Item>
      )}
      below={(field, index) =>
        hasLines && (index === 0 ? <KeptLinesNote /> : <PartLinePickers name={field.name} lines={lines} />)
      }
    />
  );
}
