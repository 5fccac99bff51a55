import { HBL_BATCH_MAX_JOBS, ZHblBatchProgress } from '@apex/shared/documents';
import type { TJobListRow, TJobType } from '@apex/shared/jobs';
import { App, Button, Progress, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { failureText, request } from '../../api/client';
import { DraggableModal } from '../../kit/draggable-modal';
import { FilePreviewDialog } from '../../kit/file-preview-dialog';
import { jobApi } from '../jobs/job-api';
import { useHasPermission } from '../session/permitted';

const bytesOf = (base64: string) => Uint8Array.from(atob(base64), (char) => char.charCodeAt(0));

/**
 * Prints the selected jobs' HB/Ls as one PDF (issue 18). The server streams progress lines, each
 * with the HB/Ls done of the total and the PDF's bytes since the line before
 * (docs/decisions.md "Batch print streams its progress"): the bar shows what the server has
 * printed, and the file is whole when the answer ends, to preview, download or print.
 */
export function HblBatchPrintButton({ jobType, selected }: { jobType: TJobType; selected: TJobListRow[] }) {
  const { t } = useTranslation('printing');
  const { message } = App.useApp();
  const mayPrint = useHasPermission('/document/print');
  const [progress, setProgress] = useState<{ done: number; total: number }>();
  const [file, setFile] = useState<File>();
  if (!mayPrint) return null;

  const start = async () => {
    if (selected.length === 0 || selected.length > HBL_BATCH_MAX_JOBS) {
      void message.warning(t('batch.selectSome', { max: HBL_BATCH_MAX_JOBS }));
      return;
    }
    setProgress({ done: 0, total: 0 });
    const parts: Uint8Array<ArrayBuffer>[] = [];
    try {
      const { data } = await request(
        jobApi(jobType).documents.hblBatch,
        { body: { jobIds: selected.map((job) => job.id) } },
        {
          isStopError: true,
          onProgress: (value) => {
            const line = ZHblBatchProgress.safeParse(value);
            if (!line.success) return;
            parts.push(bytesOf(line.data.pdf));
            setProgress({ done: line.data.done, total: line.data.total });
          },
        },
      );
      setFile(new File(parts, data.fileName, { type: 'application/pdf' }));
    } catch (error) {
      void message.error(t('batch.failed', { detail: failureText(error) }));
    } finally {
      setProgress(undefined);
    }
  };

  return (
    <>
      <Button size="small" onClick={() => void start()} loading={progress !== undefined}>
        {t('batch.button')}
      </Button>
      {progress && (
        <DraggableModal open closable={false} footer={null} title={t('batch.button')}>
          <Typography.Paragraph>
            {progress.total ? t('batch.progress', progress) : t('batch.starting')}
          </Typography.Paragraph>
          <Progress percent={progress.total ? Math.round((progress.done * 100) / progress.total) : 0} />
        </DraggableModal>
      )}
      <FilePreviewDialog
        title={t('batch.title', { count: selected.length })}
        load={file && (() => Promise.resolve(file))}
        onClose={() => setFile(undefined)}
      />
    </>
  );
}
