import { JOB_COPY_GROUP_NAMES, type TJobCopyGroup, type TJobListRow } from '@apex/shared/jobs';
import { Checkbox, Modal } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useCopyGroupLabel } from '../field-group-label';

/** COPY JOB's "what to copy" (spec §2.8): the groups of the general part; parties, route and people ticked. */
export function JobCopyDialog({
  job,
  onCopy,
  onClose,
}: {
  job: TJobListRow;
  onCopy: (groups: TJobCopyGroup[]) => Promise<void>;
  onClose: () => void;
}) {
  const { t } = useTranslation('jobList');
  const groupLabel = useCopyGroupLabel();
  const [groups, setGroups] = useState<TJobCopyGroup[]>(['parties', 'route', 'people', 'terms', 'cargo']);
  const [busy, setBusy] = useState(false);
  const copy = async () => {
    setBusy(true);
    try {
      await onCopy(groups);
    } finally {
      setBusy(false);
    }
  };
  return (
    <Modal
      open
      title={t('copyTitle', { jobNo: job.jobNo })}
      onOk={() => void copy()}
      onCancel={onClose}
      confirmLoading={busy}
    >
      <Checkbox.Group
        value={groups}
        onChange={(v) => setGroups(v as TJobCopyGroup[])}
        style={{ display: 'grid', gap: 6 }}
        options={JOB_COPY_GROUP_NAMES.map((g) => ({ value: g, label: groupLabel(g) }))}
      />
    </Modal>
  );
}
