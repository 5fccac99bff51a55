import { DownloadOutlined, ImportOutlined, UploadOutlined } from '@ant-design/icons';
import { API } from '@apex/shared';
import { type excelImportRoute, type TImportProgress, type TImportRowError, ZImportProgress } from '@apex/shared/files';
import { useQueryClient } from '@tanstack/react-query';
import { App, Button, Modal, Space, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { call } from '../../api/client';
import { Permitted } from '../../features/session/permitted';
import { saveFile } from '../../platform/save-file';
import { FileUploadButton } from '../file-upload-button';
import { ImportErrors } from './import-errors';
import { ImportProgress } from './import-progress';

type ImportRoute = ReturnType<typeof excelImportRoute>;

/**
 * A list's Excel import: download the template, upload it filled. All rows are imported or none;
 * when none, the dialog lists the server's row errors so the user can correct the file. While the
 * server reads the file and saves its rows, a bar shows how far it has come.
 */
export function ImportButton({ route }: { route: ImportRoute }) {
  const { t } = useTranslation('uploads');
  const { message } = App.useApp();
  const queryClient = useQueryClient();
  const [open, setOpen] = useState(false);
  const [errors, setErrors] = useState<TImportRowError[]>();
  const [busy, setBusy] = useState(false);
  const [progress, setProgress] = useState<TImportProgress>();
  const close = () => {
    setOpen(false);
    setErrors(undefined);
  };
  const downloadTemplate = async () => {
    setBusy(true);
    try {
      saveFile(await call(API.files.excelTemplate, { query: { templateName: route.template } }));
    } finally {
      setBusy(false);
    }
  };
  const permission = route.access.permission;
  return (
    <Permitted anyOf={[permission]}>
      <Button icon={<ImportOutlined />} onClick={() => setOpen(true)}>
        {t('import.button')}
      </Button>
      <Modal title={t('import.title')} open={open} onCancel={close} footer={null} width={720} destroyOnHidden>
        <Space direction="vertical" size="middle" style={{ width: '100%' }}>
          <Typography.Text>{t('import.stepTemplate')}</Typography.Text>
          <Button icon={<DownloadOutlined />} loading={busy} onClick={() => void downloadTemplate()}>
            {t('import.downloadTemplate')}
          </Button>
          <Typography.Text>{t('import.stepUpload')}</Typography.Text>
          <FileUploadButton
            route={route}
            label={t('import.upload')}
            icon={<UploadOutlined />}
            buttonProps={{ type: 'primary' }}
            onUploaded={(envelope) => {
              void message.success(envelope.message);
              void queryClient.invalidateQueries({ queryKey: [route.tag] });
              close();
            }}
            onRefused={(error) => {
              if (error.envelope.code !== 'import.rejected') return false;
              setErrors((error.envelope.data as { errors: TImportRowError[] }).errors);
              return true;
            }}
            onProgress={(line) => {
              const parsed = ZImportProgress.safeParse(line);
              if (parsed.success) setProgress(parsed.data);
            }}
            onSettled={() => setProgress(undefined)}
          />
          {progress && <ImportProgress progress={progress} />}
          {errors && <ImportErrors errors={errors} />}
        </Space>
      </Modal>
    </Permitted>
  );
}
