import { billNo, type THblListRow, type TJobType } from '@apex/shared/jobs';
import { Input, Modal, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { call } from '../../../api/client';
import { jobApi } from '../job-api';
import { useDialogAction } from './use-dialog-action';

/** Combines the chosen HB/Ls of one job into the first of them under one number, totals kept. */
export function CombineDialog({
  jobType,
  hbls,
  onClose,
}: {
  jobType: TJobType;
  hbls: THblListRow[];
  onClose: (done: boolean) => void;
}) {
  const { t } = useTranslation('bills');
  const [hblNo, setHblNo] = useState(hbls[0]!.hblNo);
  const { saving, run } = useDialogAction(t('combine.done'), onClose);
  const valid = billNo.safeParse(hblNo).success;
  const submit = () =>
    run(() =>
      call(jobApi(jobType).bills.combineHbls, {
        params: { id: hbls[0]!.jobId },
        body: { hblNo, hbls: hbls.map((h) => ({ id: h.id, version: h.version })) },
      }),
    );
  return (
    <Modal
      open
      title={t('combine.title')}
      okText={t('combine.combine')}
      okButtonProps={{ disabled: !valid }}
      confirmLoading={saving}
      onOk={() => void submit()}
      onCancel={() => onClose(false)}
    >
      <Typography.Paragraph>{t('combine.which', { hbls: hbls.map((h) => h.hblNo).join(', ') })}</Typography.Paragraph>
      <Input
        size="small"
        value={hblNo}
        status={valid ? undefined : 'error'}
        addonBefore={t('hbl.fields.hblNo')}
        onChange={(e) => setHblNo(e.target.value)}
      />
    </Modal>
  );
}
