import { DownloadOutlined, PrinterOutlined } from '@ant-design/icons';
import { Alert, Button, Empty, Flex, Spin } from 'antd';
import { type ReactNode, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { failureText } from '../api/client';
import { saveFile } from '../platform/save-file';
import { DraggableModal } from './draggable-modal';

/** What the browser shows itself: a PDF in its viewer, an image as it is; anything else is downloaded. */
const previewKind = (file: File) =>
  file.type === 'application/pdf' ? 'pdf' : file.type.startsWith('image/') ? 'image' : 'none';

interface FilePreviewDialogProps {
  title: ReactNode;
  /** Fetches the file (a printed document, an attachment) when the dialog opens; undefined: closed. */
  load: (() => Promise<File>) | undefined;
  onClose: () => void;
  /** More footer buttons, before Download (the original HB/L's "issue", …). */
  extra?: ReactNode;
}

/**
 * Previews a PDF or an image from the server in a dialog, with download and print: the one preview of
 * printed documents and uploaded attachments. The file is fetched with the session's credentials
 * and shown from a blob address, so no file address that skips the server's checks reaches the page.
 */
export function FilePreviewDialog({ title, load, onClose, extra }: FilePreviewDialogProps) {
  const { t } = useTranslation('common');
  const [file, setFile] = useState<File>();
  const [url, setUrl] = useState<string>();
  const [error, setError] = useState<unknown>();
  const frame = useRef<HTMLIFrameElement>(null);

  useEffect(() => {
    if (!load) return;
    let live = true;
    let address: string | undefined;
    setFile(undefined);
    setError(undefined);
    load().then(
      (loaded) => {
        if (!live) return;
        address = URL.createObjectURL(loaded);
        setFile(loaded);
        setUrl(address);
      },
      (failure: unknown) => live && setError(failure),
    );
    return () => {
      live = false;
      if (address) URL.revokeObjectURL(address);
      setUrl(undefined);
    };
  }, [load]);

  const kind = file ? previewKind(file) : undefined;
  return (
    <DraggableModal
      open={load !== undefined}
      title={title}
      width="min(1000px, 96vw)"
      onCancel={onClose}
      destroyOnHidden
      footer={
        <Flex justify="end" gap={8} wrap>
          {extra}
          <Button icon={<DownloadOutlined />} disabled={!file} onClick={() => file && saveFile(file)}>
            {t('download')}
          </Button>
          {kind === 'pdf' && (
            <Button icon={<PrinterOutlined />} onClick={() => frame.current?.contentWindow?.print()}>
              {t('print')}
            </Button>
          )}
          <Button type="primary" onClick={onClose}>
            {t('close')}
          </Button>
        </Flex>
      }
    >
      {error !== undefined && <Alert type="error" showIcon title={failureText(error)} />}
      {error === undefined && !url && (
        <Flex justify="center" style={{ padding: 48 }}>
          <Spin />
        </Flex>
      )}
      {url && kind === 'pdf' && (
        <iframe ref={frame} src={url} title={file?.name} style={{ width: '100%', height: '72vh', border: 0 }} />
      )}
      {url && kind === 'image' && (
        <img
          src={url}
          alt={file?.name}
          style={{ display: 'block', maxWidth: '100%', maxHeight: '72vh', margin: 'auto' }}
        />
      )}
      {url && kind === 'none' && <Empty description={t('noPreview', { name: file?.name })} />}
    </DraggableModal>
  );
}
