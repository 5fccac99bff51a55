import type { TJobType } from '@apex/shared/jobs';
import { Form, Modal } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { call } from '../../../api/client';
import { useLabel } from '../../../i18n/use-label';
import { jobApi } from '../job-api';
import { type RemoteOption, RemoteSelect } from '../pickers/remote-select';

interface JobToReceiveProps {
  jobType: TJobType;
  onPicked: (job: { id: number; jobNo: string }) => void;
  onClose: () => void;
}

/** New warehousing from the list: which of the office's jobs the cargo is, by its job or MB/L no. */
export function JobToReceive({ jobType, onPicked, onClose }: JobToReceiveProps) {
  const { t } = useTranslation('jobWarehouse');
  const labelText = useLabel();
  const [picked, setPicked] = useState<RemoteOption>();
  const route = jobApi(jobType).warehouse.jobs;
  const search = async (keyword: string | undefined) =>
    (await call(route, { query: { keyword } }, { isStopError: true })).map((job) => ({
      value: job.id,
      label: [job.jobNo, job.mblNo, job.consigneeName].filter(Boolean).join(' · '),
    }));
  return (
    <Modal
      open
      title={t('list.pickJobTitle')}
      okButtonProps={{ disabled: !picked }}
      onOk={() => picked && onPicked({ id: picked.value, jobNo: picked.label.split(' · ')[0] ?? '' })}
      onCancel={onClose}
      destroyOnHidden
    >
      <Form layout="vertical">
        <Form.Item label={labelText('jobs:entities.job')}>
          <RemoteSelect
            queryKey={['warehouse', jobType, 'jobs']}
            search={search}
            placeholder={t('list.jobPlaceholder')}
            value={picked?.value}
            onChange={(_, option) => setPicked(option as RemoteOption | undefined)}
          />
        </Form.Item>
      </Form>
    </Modal>
  );
}
