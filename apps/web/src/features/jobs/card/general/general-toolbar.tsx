import { INVOICE_STATUSES, type TJob } from '@apex/shared/jobs';
import { Button, Typography } from 'antd';
import dayjs from 'dayjs';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useLabel } from '../../../../i18n/use-label';
import { ActionBar } from '../../../../kit/form/action-bar';

const when = (at: string) => dayjs(at).format('YYYY-MM-DD HH:mm:ss');

/** Save, the tab's other actions, and spec §3's status and audit of a saved job. */
export function GeneralToolbar({
  job,
  saving,
  onSave,
  children,
}: {
  job: TJob | undefined;
  saving: boolean;
  onSave: () => void;
  children?: ReactNode;
}) {
  const { t } = useTranslation('jobCard');
  const labelText = useLabel();
  return (
    <ActionBar style={{ marginBottom: 8 }}>
      <Button type="primary" loading={saving} onClick={onSave}>
        {t('save')}
      </Button>
      {children}
      {job && (
        <Typography.Text type="secondary" style={{ marginInlineStart: 'auto' }}>
          {t('general.audit', {
            invoiceStatus: labelText(INVOICE_STATUSES[job.invoiceStatus]),
            createdBy: job.createdBy,
            createdAt: when(job.createdAt),
            updatedBy: job.updatedBy,
            updatedAt: when(job.updatedAt),
          })}
        </Typography.Text>
      )}
    </ActionBar>
  );
}
