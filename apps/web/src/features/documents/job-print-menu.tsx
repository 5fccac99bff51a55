import { PrinterOutlined } from '@ant-design/icons';
import type { TJobType } from '@apex/shared/jobs';
import type { TReportTemplateKind } from '@apex/shared/master';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Button, Dropdown } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLabel } from '../../i18n/use-label';
import { saveFile } from '../../platform/save-file';
import { billsQuery } from '../jobs/bills/bills-api';
import { useHasPermission } from '../session/permitted';
import { printsQueryKey, templateFile, templateKindsQuery } from './documents-api';
import { PrintHistoryDialog } from './print-history-dialog';
import { jobPrintItems } from './print-menu-items';
import { useDocumentPreview } from './use-document-preview';

/**
 * The job card's Print menu (issue 18): the documents of its job type, an HB/L's copies per HB/L,
 * a document filled into the office's own template where it has one (downloaded: a spreadsheet or
 * Word file has no preview), and the print history. Shown to those who may print (`/document/print`).
 */
export function JobPrintMenu({ jobType, jobId, jobNo }: { jobType: TJobType; jobId: number; jobNo: string }) {
  const { t } = useTranslation(['printing', 'common']);
  const label = useLabel();
  const mayPrint = useHasPermission('/document/print');
  const mayIssueOriginals = useHasPermission('/document/original');
  const bills = useQuery({ ...billsQuery(jobType, jobId), enabled: mayPrint });
  const templateKinds = useQuery({ ...templateKindsQuery(jobType), enabled: mayPrint });
  const queryClient = useQueryClient();
  const { print, dialogs, prints } = useDocumentPreview(jobType, jobId);
  const [history, setHistory] = useState(false);
  if (!mayPrint) return null;
  const hbls = (bills.data?.hbls ?? []).filter((hbl) => !hbl.readOnly);
  const onTemplate = (kind: TReportTemplateKind) =>
    templateFile(jobType, jobId, kind)
      // A refusal (a placeholder the template should not hold) was shown as the call's notice.
      .then(saveFile, () => undefined)
      .finally(() => void queryClient.invalidateQueries({ queryKey: printsQueryKey(jobType, jobId) }));
  const items = [
    ...jobPrintItems(
      jobType,
      { hbls, mayIssueOriginals, templateKinds: templateKinds.data ?? [] },
      { t, label },
      { onPrint: print, onTemplate },
    ),
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
      {history && <PrintHistoryDialog of={jobNo} prints={prints} onClose={() => setHistory(false)} />}
    </>
  );
}
