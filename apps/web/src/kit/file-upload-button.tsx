import { UploadOutlined } from '@ant-design/icons';
import type { RouteData, TEnvelope } from '@apex/shared';
import { uploadExtensions } from '@apex/shared/files';
import { App, Button, type ButtonProps, Upload } from 'antd';
import { type ReactNode, useState } from 'react';
import { ApiError, type CallInput, failureText, type UploadRoute, uploadFile } from '../api/client';
import { uploadRefusal } from './upload-refusal';

interface FileUploadButtonProps<R extends UploadRoute> {
  /** An upload route of the shared contract; its `upload` says which files it takes. */
  route: R;
  input?: Omit<CallInput<R>, 'body'>;
  label: ReactNode;
  icon?: ReactNode;
  buttonProps?: ButtonProps;
  onUploaded: (envelope: TEnvelope<RouteData<R>>) => void;
  /** Shows a refusal its own way (an import's row errors); answers whether it did. */
  onRefused?: (error: ApiError) => boolean;
  /** Asks the route for its progress (an import's) and hears it as it comes. */
  onProgress?: (progress: unknown) => void;
  /** The call has ended, whatever its outcome. */
  onSettled?: () => void;
}

/**
 * Picks one file and sends it through the app's client (token and spec §7 headers) to an upload
 * route. spec §5: the picker offers only the route's extensions, and a file over 2M or of another
 * extension is refused here already, with the server's own wording; the server checks again, by
 * content, and its refusals are shown as it words them.
 */
export function FileUploadButton<R extends UploadRoute>(props: FileUploadButtonProps<R>) {
  const { route } = props;
  const { message } = App.useApp();
  const [busy, setBusy] = useState(false);
  const allowed = uploadExtensions(route.upload);

  const send = async (file: File) => {
    setBusy(true);
    try {
      const options = { isStopError: true, onProgress: props.onProgress };
      props.onUploaded(await uploadFile(route, file, props.input ?? ({} as never), options));
    } catch (error) {
      if (!(error instanceof ApiError && props.onRefused?.(error))) void message.error(failureText(error));
    } finally {
      setBusy(false);
      props.onSettled?.();
    }
  };

  return (
    <Upload
      accept={allowed}
      showUploadList={false}
      maxCount={1}
      beforeUpload={(file) => {
        const problem = uploadRefusal(route.upload, file);
        if (problem) void message.error(problem);
        else void send(file);
        // The file is sent by `send`, through the app's client, never by antd's own request.
        return false;
      }}
    >
      <Button icon={props.icon ?? <UploadOutlined />} loading={busy} {...props.buttonProps}>
        {props.label}
      </Button>
    </Upload>
  );
}
