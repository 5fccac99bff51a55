import { Modal } from 'antd';
import type { useJobPart } from './use-job-part';

interface PartConfirmDialogProps {
  part: Pick<ReturnType<typeof useJobPart>, 'confirm' | 'save' | 'clearConfirm'>;
  /** The server's `data.confirm` this dialog answers. */
  kind: string;
  title: string;
  okText: string;
  /** What the save is sent again with once the user agrees (`{ confirmBlacklistedCarrier: true }`). */
  confirmed: object;
}

/** A question the server asked about a part's save (409 with `data.confirm`), in its own words. */
export function PartConfirmDialog({ part, kind, title, okText, confirmed }: PartConfirmDialogProps) {
  return (
    <Modal
      open={part.confirm?.kind === kind}
      title={title}
      okText={okText}
      onOk={() => part.save(confirmed)}
      onCancel={() => part.clearConfirm()}
    >
      {part.confirm?.message}
    </Modal>
  );
}
