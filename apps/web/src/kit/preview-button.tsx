import { PrinterOutlined } from '@ant-design/icons';
import { Button, type ButtonProps } from 'antd';
import { type ReactNode, useState } from 'react';
import { FilePreviewDialog } from './file-preview-dialog';

interface PreviewButtonProps extends Omit<ButtonProps, 'onClick' | 'title'> {
  /** The dialog's title. */
  title: ReactNode;
  /** Fetches the printed document, each time the button is pressed (a print shows the data of now). */
  load: () => Promise<File>;
}

/** A button that prints a document from the server: its PDF previewed in FilePreviewDialog, with download and print. */
export function PreviewButton({ title, load, children, ...button }: PreviewButtonProps) {
  // The loader of the open dialog: one per press, so the dialog fetches once and again on the next press.
  const [loading, setLoading] = useState<() => Promise<File>>();
  return (
    <>
      <Button icon={<PrinterOutlined />} {...button} onClick={() => setLoading(() => () => load())}>
        {children}
      </Button>
      <FilePreviewDialog title={title} load={loading} onClose={() => setLoading(undefined)} />
    </>
  );
}
