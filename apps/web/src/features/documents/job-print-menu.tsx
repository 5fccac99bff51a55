import { PrinterOutlined } from '@ant-design/icons';
import type { TJobType } from '@apex/shared/jobs';
import { useQuery } from '@tanstack/react-query';
import { Button, Dropdown } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLabel } from '../../i18n/use-label';
import { billsQuery } from '../jobs/bills/bills-api';
import { useHasPermission } from '../session/permitted';
import { PrintHistoryDialog } from './print-history-dialog';
import { jobPrintItems } from './print-menu-items';
import { useDocumentPreview } from './use-document-preview';

/**
 * The job card's Print menu (issue 18): the documents of its job type, an HB/L's copies per HB/L,
 * and the print history. Shown to those who may print (`/document/print`).
 */
export function JobPrintMenu({ jobType, jobId, jobNo }: { jobType: TJobType; jobId: number; jobNo: string }) {
  const { t } = useTranslation(['printing', 'common']);
  const label = useLabel();
  const mayPrint = useHasPermission('/document/print');
  const mayIssueOriginals = useHasPermission('/document/original');
  const bills = useQuery({ ...billsQuery(jobType, jobId), enabled: mayPrint });
  const { print, dialogs, prints } = useDocumentPreview(jobType, jobId);
  const [history, setHistory] = useState(false);
  if (!mayPrint) return null;
  const hbls = (bills.data?.hbls ?? []).filter((hbl) => !hbl.readOnly);
  const items = [
    ...jobPrintItems(jobType, { hbls, mayIssueOriginals }, { t, label }, print),
    { type: 'divider' as const },
    { key: 'history', label: t('menu.history'), onClick: () => setHistory(true) },
  ];
  return (
    <>
      <Dropdown menu={{ items }} trigger={['click']}>
        <Button size="small" icon={<PrinterOutlined />}>
          {t('common:print')}
        </Button>
      </Dropdown>
      {dialogs}
      {history && <PrintHistoryDialog jobNo={jobNo} prints={prints} onClose={() => setHistory(false)} />}
    </>
  );
}
