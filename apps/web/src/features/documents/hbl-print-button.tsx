import { PrinterOutlined } from '@ant-design/icons';
import type { TJobType } from '@apex/shared/jobs';
import { Button, Dropdown } from 'antd';
import { useTranslation } from 'react-i18next';
import { useLabel } from '../../i18n/use-label';
import { useHasPermission } from '../session/permitted';
import { hblVariantItems } from './print-menu-items';
import { useDocumentPreview } from './use-document-preview';

/** Print one HB/L from the B/L tab: its draft, original, copy or non-negotiable copy. */
export function HblPrintButton({
  jobType,
  jobId,
  hbl,
}: {
  jobType: TJobType;
  jobId: number;
  hbl: { id: number; hblNo: string };
}) {
  const { t } = useTranslation('common');
  const label = useLabel();
  const mayPrint = useHasPermission('/document/print');
  const mayIssueOriginals = useHasPermission('/document/original');
  const { print, dialogs } = useDocumentPreview(jobType, jobId);
  if (!mayPrint) return null;
  return (
    <>
      <Dropdown menu={{ items: hblVariantItems(hbl, mayIssueOriginals, label, print) }} trigger={['click']}>
        <Button size="small" type="link" icon={<PrinterOutlined />}>
          {t('print')}
        </Button>
      </Dropdown>
      {dialogs}
    </>
  );
}
