import { DeleteOutlined, DownloadOutlined, EyeOutlined } from '@ant-design/icons';
import { EDOC_TYPE_LABELS, type TEdoc } from '@apex/shared/edocs';
import { formatFileSize, localTime } from '@apex/shared/format';
import { useQuery } from '@tanstack/react-query';
import { Alert, App, Button, Flex, Popconfirm, Table } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { call, failureText } from '../../../api/client';
import { useLabel } from '../../../i18n/use-label';
import { FilePreviewDialog } from '../../../kit/file-preview-dialog';
import { routeQueryKey } from '../../../kit/list/route-query-key';
import { saveFile } from '../../../platform/save-file';
import { useHasPermission } from '../../session/permitted';
import type { JobTabProps } from '../card/job-tab-props';
import { jobApi } from '../job-api';
import { EdocUploadPanel } from './edoc-upload-panel';

/**
 * The eDoc tab (spec §2.8, §3 eDoc): a job's attachments, uploaded several at once, previewed
 * (PDFs and images), downloaded and deleted. The server decides who may do what; the buttons only
 * follow the permissions. `headed` false: a frame around it (the doc management dialog's
 * section) already says "Attachments".
 */
export function EdocTab({ jobType, jobId, headed = true }: JobTabProps & { headed?: boolean }) {
  const { t } = useTranslation('jobEdocs');
  const { t: tc } = useTranslation('common');
  const { t: ta } = useTranslation('admin');
  const label = useLabel();
  const { message } = App.useApp();
  const routes = jobApi(jobType).edocs;
  const canUpload = useHasPermission('/edoc/edit');
  const canDelete = useHasPermission('/edoc/delete');
  const input = { params: { id: jobId } };
  const edocs = useQuery({
    queryKey: routeQueryKey(routes.list, input),
    queryFn: () => call(routes.list, input, { isStopError: true }),
  });
  const [previewed, setPreviewed] = useState<TEdoc>();

  const fileOf = (edoc: TEdoc) => () =>
    call(routes.download, { params: { id: jobId, edocId: edoc.id } }, { isStopError: true });
  const download = async (edoc: TEdoc) => {
    try {
      saveFile(await fileOf(edoc)());
    } catch (error) {
      void message.error(failureText(error));
    }
  };
  const remove = async (edoc: TEdoc) => {
    try {
      await call(routes.remove, { params: { id: jobId, edocId: edoc.id } }, { isStopError: true });
      void message.success(t('deleted', { name: edoc.fileName }));
    } catch (error) {
      void message.error(failureText(error));
    }
  };

  return (
    <Flex vertical gap={12} style={{ padding: 12 }}>
      {canUpload && <EdocUploadPanel jobType={jobType} jobId={jobId} />}
      {edocs.isError && <Alert type="error" showIcon title={failureText(edocs.error)} />}
      <Table<TEdoc>
        size="small"
        bordered
        rowKey="id"
        pagination={false}
        loading={edocs.isPending}
        title={headed ? () => t('title') : undefined}
        locale={{ emptyText: t('none') }}
        dataSource={edocs.data ?? []}
        onRow={(edoc) => ({ onDoubleClick: () => setPreviewed(edoc) })}
        columns={[
          {
            key: 'fileName',
            title: label('edocs:fields.fileName'),
            ellipsis: true,
            render: (_, edoc) => (
              <Button type="link" size="small" style={{ padding: 0 }} onClick={() => setPreviewed(edoc)}>
                {edoc.fileName}
              </Button>
            ),
          },
          {
            key: 'type',
            title: label('edocs:fields.type'),
            width: 170,
            render: (_, e) => label(EDOC_TYPE_LABELS[e.type]),
          },
          { key: 'note', dataIndex: 'note', title: label('edocs:fields.note'), ellipsis: true },
          {
            key: 'size',
            title: label('edocs:fields.size'),
            width: 90,
            align: 'right',
            render: (_, e) => formatFileSize(e.size),
          },
          { key: 'extension', dataIndex: 'extension', title: label('edocs:fields.extension'), width: 90 },
          { key: 'createdBy', dataIndex: 'createdBy', title: label('edocs:fields.createdBy'), width: 110 },
          {
            key: 'createdAt',
            title: label('edocs:fields.createdAt'),
            width: 170,
            render: (_, e) => localTime(e.createdAt),
          },
          {
            key: 'actions',
            title: ta('list.actions'),
            width: 280,
            render: (_, edoc) => (
              <Flex gap={4}>
                <Button size="small" type="link" icon={<EyeOutlined />} onClick={() => setPreviewed(edoc)}>
                  {t('preview')}
                </Button>
                <Button size="small" type="link" icon={<DownloadOutlined />} onClick={() => void download(edoc)}>
                  {tc('download')}
                </Button>
                {canDelete && (
                  <Popconfirm
                    title={t('deleteQuestion', { name: edoc.fileName })}
                    okText={ta('form.confirm')}
                    cancelText={tc('cancel')}
                    okButtonProps={{ danger: true }}
                    onConfirm={() => remove(edoc)}
                  >
                    <Button size="small" type="link" danger icon={<DeleteOutlined />}>
                      {ta('list.delete')}
                    </Button>
                  </Popconfirm>
                )}
              </Flex>
            ),
          },
        ]}
      />
      <FilePreviewDialog
        title={previewed?.fileName}
        load={previewed && fileOf(previewed)}
        onClose={() => setPreviewed(undefined)}
      />
    </Flex>
  );
}
