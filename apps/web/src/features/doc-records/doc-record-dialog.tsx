import { API } from '@apex/shared';
import type { TDocRecord } from '@apex/shared/doc-records';
import type { TJobType } from '@apex/shared/jobs';
import { useQueryClient } from '@tanstack/react-query';
import { Alert, App, Button, Card, Flex, Popconfirm, Skeleton, Space } from 'antd';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { call, failureText } from '../../api/client';
import { DraggableModal } from '../../kit/draggable-modal';
import { useRecord } from '../../kit/form/record-query';
import { routeQueryKey } from '../../kit/list/route-query-key';
import { PreviewButton } from '../../kit/preview-button';
import { EdocTab } from '../jobs/edocs/edoc-tab';
import { Permitted } from '../session/permitted';
import { DocInfoForm } from './doc-info-form';
import { DocJobInfo } from './doc-job-info';
import { DocJourney } from './doc-journey';
import { DocStatusTag } from './doc-status-tag';

/** A record to manage, or a job to add one to (the doc tab's "new"). */
export type DocRecordTarget = { id: number } | { jobType: TJobType; jobId: number; jobNo: string };

const Section = ({ title, extra, children }: { title: ReactNode; extra?: ReactNode; children: ReactNode }) => (
  <Card size="small" title={title} extra={extra}>
    {children}
  </Card>
);

/**
 * The doc management dialog (spec §2.8): job info, doc info, doc status, attachments (the job's
 * eDocs, as its eDoc tab has them) and the express order, opened from /document_manage/xdoc and
 * from the job card's doc tab.
 */
export function DocRecordDialog({ target, onClose }: { target: DocRecordTarget; onClose: () => void }) {
  const { t } = useTranslation('docRecords');
  const [id, setId] = useState('id' in target ? target.id : undefined);
  const loaded = useRecord(API.docRecords.get, id);
  const queryClient = useQueryClient();
  const show = (record: TDocRecord) => {
    queryClient.setQueryData(routeQueryKey(API.docRecords.get, { id: record.id }), record);
    setId(record.id);
  };
  const record = loaded.data;
  const body =
    id === undefined && 'jobId' in target ? (
      <Section title={t('dialog.docInfo')}>
        <DocInfoForm jobType={target.jobType} jobId={target.jobId} onSaved={show} />
      </Section>
    ) : loaded.isError ? (
      <Alert type="error" showIcon title={failureText(loaded.error)} />
    ) : !record ? (
      <Skeleton active paragraph={{ rows: 8 }} />
    ) : (
      <RecordSections record={record} onChanged={show} />
    );
  return (
    <DraggableModal
      open
      width={1100}
      title={
        record
          ? t('dialog.title', { docNo: record.docNo })
          : 'jobNo' in target && t('dialog.newTitle', { jobNo: target.jobNo })
      }
      onCancel={onClose}
      footer={record ? <RecordActions record={record} onClose={onClose} /> : null}
      mask={{ closable: false }}
      destroyOnHidden
    >
      {body}
    </DraggableModal>
  );
}

function RecordSections({ record, onChanged }: { record: TDocRecord; onChanged: (record: TDocRecord) => void }) {
  const { t } = useTranslation('docRecords');
  const { t: te } = useTranslation('jobEdocs');
  return (
    <Flex vertical gap={8}>
      <Section title={t('dialog.jobInfo')}>
        <DocJobInfo record={record} />
      </Section>
      <Section title={t('dialog.docInfo')}>
        <DocInfoForm jobType={record.jobType} jobId={record.jobId} record={record} onSaved={onChanged} />
      </Section>
      <Section title={t('dialog.docStatus')} extra={<DocStatusTag status={record.status} />}>
        <DocJourney record={record} onStepped={onChanged} />
      </Section>
      <Permitted anyOf={['/edoc/list']}>
        <Section title={te('title')}>
          <EdocTab jobType={record.jobType} jobId={record.jobId} headed={false} />
        </Section>
      </Permitted>
    </Flex>
  );
}

/** The footer: a record whose paper has not come may be deleted, which closes the dialog. */
function RecordActions({ record, onClose }: { record: TDocRecord; onClose: () => void }) {
  const { t } = useTranslation('docRecords');
  const { t: ta } = useTranslation('admin');
  const { t: tc } = useTranslation('common');
  const { message } = App.useApp();
  const remove = async () => {
    await call(API.docRecords.delete, { params: { id: record.id }, query: { version: record.version } });
    void message.success(t('dialog.deleted'));
    onClose();
  };
  return (
    <Flex justify="space-between">
      <Permitted anyOf={['/doc/edit']}>
        {record.status === 'NOT_RECEIVED' ? (
          <Popconfirm title={t('dialog.deleteQuestion', { docNo: record.docNo })} onConfirm={remove}>
            <Button danger>{ta('list.delete')}</Button>
          </Popconfirm>
        ) : (
          <span />
        )}
      </Permitted>
      <Space>
        <PreviewButton
          title={t('dialog.printExpress')}
          load={() =>
            call(API.docRecords.expressOrder, { params: { id: record.id }, query: {} }, { isStopError: true })
          }
        >
          {t('dialog.printExpress')}
        </PreviewButton>
        <Button onClick={onClose}>{tc('close')}</Button>
      </Space>
    </Flex>
  );
}
