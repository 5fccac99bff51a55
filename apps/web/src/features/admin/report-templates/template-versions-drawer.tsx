import { API } from '@apex/shared';
import { localTime } from '@apex/shared/format';
import type { TReportTemplateVersion } from '@apex/shared/master';
import { useQueryClient } from '@tanstack/react-query';
import { Alert, App, Drawer, Flex, Input, Table, Tag, Typography } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { call, failureText, request } from '../../../api/client';
import { useLabel } from '../../../i18n/use-label';
import { FileUploadButton } from '../../../kit/file-upload-button';
import { useRecord } from '../../../kit/form/record-query';
import { ConfirmedRowAction } from '../../../kit/list/confirmed-row-action';
import { RowAction } from '../../../kit/list/row-action';
import { actionsColumn } from '../../../kit/list/row-actions';
import { useRecordAction } from '../../../kit/list/use-record-action';
import { saveFile } from '../../../platform/save-file';
import { useHasPermission } from '../../session/permitted';

const routes = API.reportTemplates;
const kilobytes = (size: number) => `${(size / 1024).toFixed(1)} KB`;

/**
 * The versions of one template, newest first: each can be downloaded, and an older one made
 * current again (a rollback). Those who may edit upload a new version here, which becomes current.
 */
export function TemplateVersionsDrawer({ id, onClose }: { id: number; onClose: () => void }) {
  const { t } = useTranslation('reportTemplates');
  const labelText = useLabel();
  const { t: ta } = useTranslation('admin');
  const { t: tc } = useTranslation('common');
  const { message } = App.useApp();
  const queryClient = useQueryClient();
  const canEdit = useHasPermission('/reportTemplate/edit');
  const act = useRecordAction(routes.get.tag);
  const record = useRecord(routes.get, id);
  const [comment, setComment] = useState('');
  const template = record.data;

  const download = async (versionNo: number) => {
    try {
      saveFile(await call(routes.download, { params: { id, versionNo } }));
    } catch (error) {
      void message.error(failureText(error));
    }
  };
  const makeCurrent = (versionNo: number) =>
    act(
      () => request(routes.makeCurrent, { params: { id }, body: { versionNo } }, { isStopError: true }),
      t('versions.madeCurrent', { versionNo }),
    );

  const columns: ColumnsType<TReportTemplateVersion> = [
    {
      key: 'versionNo',
      title: t('versions.columns.versionNo'),
      render: (_, v) => (
        <>
          {t('versions.label', { versionNo: v.versionNo })}{' '}
          {v.versionNo === template?.currentVersionNo && <Tag color="blue">{t('versions.current')}</Tag>}
        </>
      ),
    },
    { key: 'fileName', dataIndex: 'fileName', title: labelText('general:entities.file') },
    { key: 'size', title: t('versions.columns.size'), align: 'right', render: (_, v) => kilobytes(v.size) },
    { key: 'comment', dataIndex: 'comment', title: t('versions.columns.comment') },
    { key: 'uploadedAt', title: t('versions.columns.uploaded'), render: (_, v) => localTime(v.uploadedAt) },
    { key: 'uploadedBy', dataIndex: 'uploadedBy', title: t('versions.columns.uploadedBy') },
    actionsColumn<TReportTemplateVersion>(ta, (v) => (
      <>
        <RowAction label={tc('download')} onClick={() => void download(v.versionNo)} />
        {canEdit && v.versionNo !== template?.currentVersionNo && (
          <ConfirmedRowAction
            label={t('versions.makeCurrent')}
            question={t('versions.makeCurrentQuestion', { versionNo: v.versionNo })}
            onConfirm={() => makeCurrent(v.versionNo)}
          />
        )}
      </>
    )),
  ];

  return (
    <Drawer
      open
      size={900}
      title={template ? t('versions.title', { code: template.code }) : t('versions.open')}
      onClose={onClose}
      destroyOnHidden
    >
      {record.error && <Alert type="error" showIcon title={failureText(record.error)} />}
      {canEdit && (
        <Flex vertical gap={8} style={{ marginBottom: 16 }}>
          <Typography.Text type="secondary">{t('versions.uploadHint')}</Typography.Text>
          <Flex gap={8}>
            <Input
              value={comment}
              maxLength={200}
              placeholder={t('versions.comment')}
              aria-label={t('versions.comment')}
              onChange={(e) => setComment(e.target.value)}
            />
            <FileUploadButton
              route={routes.upload}
              input={{ params: { id }, query: { comment } }}
              label={t('versions.upload')}
              buttonProps={{ type: 'primary' }}
              onUploaded={({ data }) => {
                setComment('');
                void message.success(t('versions.uploaded', { versionNo: data.currentVersionNo }));
                void queryClient.invalidateQueries({ queryKey: [routes.get.tag] });
              }}
            />
          </Flex>
        </Flex>
      )}
      <Table<TReportTemplateVersion>
        rowKey="versionNo"
        columns={columns}
        dataSource={template?.versions}
        loading={record.isPending}
        pagination={false}
        scroll={{ x: 'max-content' }}
        locale={{ emptyText: t('versions.empty') }}
      />
    </Drawer>
  );
}
