import { billNo, type THblListRow } from '@apex/shared/jobs';
import type { TJobType } from '@apex/shared/master';
import { App, Input, Modal, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { call, failureText } from '../../../api/client';
import { billRoutesOf } from '../bills/bills-api';

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
  const { message } = App.useApp();
  const [hblNo, setHblNo] = useState(hbls[0]!.hblNo);
  const [saving, setSaving] = useState(false);
  const valid = billNo.safeParse(hblNo).success;
  const submit = async () => {
    setSaving(true);
    try {
      await call(billRoutesOf(jobType).combineHbls, {
        params: { id: hbls[0]!.jobId },
        body: { hblNo, hbls: hbls.map((h) => ({ id: h.id, version: h.version })) },
      });
      void message.success(t('combine.done'));
      onClose(true);
    } catch (error) {
      void message.error(failureText(error));
    } finally {
      setSaving(false);
    }
  };
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
        addonBefore={t('combine.newNo')}
        onChange={(e) => setHblNo(e.target.value)}
      />
    </Modal>
  );
}
