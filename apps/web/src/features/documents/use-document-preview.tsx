import { DOCUMENT_KIND_LABELS, HBL_VARIANT_LABELS, type TPrintRequest } from '@apex/shared/documents';
import { localTime } from '@apex/shared/format';
import type { TJobType } from '@apex/shared/jobs';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback, useState } from 'react';
import { useLabel } from '../../i18n/use-label';
import { FilePreviewDialog } from '../../kit/file-preview-dialog';
import { printFile, printsQuery, printsQueryKey } from './documents-api';
import { ReprintReasonDialog } from './reprint-reason-dialog';

/** What to print: the document, and for an HB/L the bill and its copy. */
export type PrintChoice = Pick<TPrintRequest, 'kind'> & {
  hbl?: { id: number; hblNo: string };
  variant?: TPrintRequest['variant'];
};

/**
 * Prints a job's document into the preview dialog (download, print). An original HB/L issued
 * before asks for the reason of the reprint first; each print reloads the job's print history.
 */
export function useDocumentPreview(jobType: TJobType, jobId: number) {
  const label = useLabel();
  const queryClient = useQueryClient();
  const prints = useQuery(printsQuery(jobType, jobId));
  const [preview, setPreview] = useState<{ title: string; load: () => Promise<File> }>();
  const [asking, setAsking] = useState<{ choice: PrintChoice; at: string; by: string }>();

  const show = useCallback(
    (choice: PrintChoice, reason = '') => {
      const parts = [
        label(DOCUMENT_KIND_LABELS[choice.kind]),
        choice.hbl?.hblNo,
        choice.variant && label(HBL_VARIANT_LABELS[choice.variant]),
      ];
      setPreview({
        title: parts.filter(Boolean).join(' · '),
        load: () =>
          printFile(jobType, jobId, {
            kind: choice.kind,
            hblId: choice.hbl?.id ?? null,
            variant: choice.variant,
            reason,
          }).finally(() => void queryClient.invalidateQueries({ queryKey: printsQueryKey(jobType, jobId) })),
      });
    },
    [jobType, jobId, label, queryClient],
  );

  const print = (choice: PrintChoice) => {
    const issued =
      choice.variant === 'ORIGINAL' &&
      prints.data?.findLast((p) => p.hblId === choice.hbl?.id && p.variant === 'ORIGINAL');
    if (issued) setAsking({ choice, at: localTime(issued.printedAt), by: issued.printedBy });
    else show(choice);
  };

  const dialogs = (
    <>
      <FilePreviewDialog title={preview?.title} load={preview?.load} onClose={() => setPreview(undefined)} />
      {asking && (
        <ReprintReasonDialog
          hblNo={asking.choice.hbl?.hblNo ?? ''}
          issuedAt={asking.at}
          issuedBy={asking.by}
          onCancel={() => setAsking(undefined)}
          onReprint={(reason) => {
            setAsking(undefined);
            show(asking.choice, reason);
          }}
        />
      )}
    </>
  );
  return { print, dialogs, prints };
}
