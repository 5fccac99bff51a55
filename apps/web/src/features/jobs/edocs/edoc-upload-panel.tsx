import { InboxOutlined } from '@ant-design/icons';
import { EDOC_LIMITS, EDOC_TYPE_LABELS, EDOC_TYPES, type TEdocType } from '@apex/shared/edocs';
import { UPLOADS, uploadExtensions } from '@apex/shared/files';
import { formatFileSize } from '@apex/shared/format';
import type { TJobType } from '@apex/shared/jobs';
import { Button, Flex, Input, Progress, Select, Table, Tag, Upload } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { failureText, uploadFile } from '../../../api/client';
import { useLabel } from '../../../i18n/use-label';
import { uploadRefusal } from '../../../kit/upload-refusal';
import { jobApi } from '../job-api';

type State = 'waiting' | 'uploading' | 'done' | 'refused';

interface QueuedFile {
  uid: string;
  file: File;
  type: TEdocType;
  note: string;
  state: State;
  /** How much of it has been sent while uploading, in percent. */
  percent?: number;
  /** The refusal, in the server's words (or the same check made before sending). */
  problem?: string;
}

const STATE_COLOURS: Record<State, string> = {
  waiting: 'default',
  uploading: 'processing',
  done: 'success',
  refused: 'error',
};

const ALLOWED = uploadExtensions(UPLOADS.edoc);

/**
 * spec §5 uploads on the eDoc tab: several files dropped or picked at once, each with its type and
 * note, sent one after another, each showing where it is (while uploading, how much of it is
 * sent) and, when refused, why.
 */
export function EdocUploadPanel({ jobType, jobId }: { jobType: TJobType; jobId: number }) {
  const { t } = useTranslation('jobEdocs');
  const { t: ta } = useTranslation('admin');
  const label = useLabel();
  const [queue, setQueue] = useState<QueuedFile[]>([]);
  const waiting = queue.filter((q) => q.state === 'waiting');

  const change = (uid: string, patch: Partial<QueuedFile>) =>
    setQueue((all) => all.map((q) => (q.uid === uid ? { ...q, ...patch } : q)));

  const add = (file: File & { uid: string }) => {
    const problem = uploadRefusal(UPLOADS.edoc, file);
    const entry: QueuedFile = { uid: file.uid, file, type: 'OTHER', note: '', state: problem ? 'refused' : 'waiting' };
    setQueue((all) => [...all, { ...entry, problem }]);
  };

  const sendAll = async () => {
    for (const item of waiting) {
      change(item.uid, { state: 'uploading', percent: 0 });
      try {
        const query = { type: item.type, note: item.note };
        const route = jobApi(jobType).edocs.upload;
        await uploadFile(
          route,
          item.file,
          { params: { id: jobId }, query },
          { isStopError: true, onUploadProgress: (percent) => change(item.uid, { percent }) },
        );
        change(item.uid, { state: 'done' });
      } catch (error) {
        change(item.uid, { state: 'refused', problem: failureText(error) });
      }
    }
  };

  return (
    <Flex vertical gap={8}>
      <Upload.Dragger
        multiple
        showUploadList={false}
        accept={ALLOWED}
        beforeUpload={(file) => {
          add(file);
          // Sent by sendAll through the app's client, never by antd's own request.
          return false;
        }}
      >
        <p className="ant-upload-drag-icon">
          <InboxOutlined />
        </p>
        <p className="ant-upload-text">{t('drop')}</p>
        <p className="ant-upload-hint">{t('dropHint', { allowed: ALLOWED })}</p>
      </Upload.Dragger>
      {queue.length > 0 && (
        <>
          <Table<QueuedFile>
            size="small"
            rowKey="uid"
            pagination={false}
            dataSource={queue}
            columns={[
              { key: 'name', title: label('edocs:fields.fileName'), render: (_, q) => q.file.name, ellipsis: true },
              {
                key: 'size',
                title: label('edocs:fields.size'),
                width: 90,
                render: (_, q) => formatFileSize(q.file.size),
              },
              {
                key: 'type',
                title: label('edocs:fields.type'),
                width: 200,
                render: (_, q) => (
                  <Select<TEdocType>
                    size="small"
                    style={{ width: '100%' }}
                    value={q.type}
                    disabled={q.state !== 'waiting'}
                    aria-label={`${label('edocs:fields.type')} ${q.file.name}`}
                    options={EDOC_TYPES.map((type) => ({ value: type, label: label(EDOC_TYPE_LABELS[type]) }))}
                    onChange={(type) => change(q.uid, { type })}
                  />
                ),
              },
              {
                key: 'note',
                title: label('edocs:fields.note'),
                render: (_, q) => (
                  <Input
                    size="small"
                    value={q.note}
                    maxLength={EDOC_LIMITS.note}
                    disabled={q.state !== 'waiting'}
                    aria-label={`${label('edocs:fields.note')} ${q.file.name}`}
                    onChange={(e) => change(q.uid, { note: e.target.value })}
                  />
                ),
              },
              {
                key: 'state',
                title: label('general:columns.status'),
                width: 280,
                render: (_, q) => (
                  <Flex vertical gap={2}>
                    <span>
                      <Tag color={STATE_COLOURS[q.state]}>{t(`state.${q.state}`)}</Tag>
                    </span>
                    {q.state === 'uploading' && <Progress size="small" percent={q.percent} aria-label={q.file.name} />}
                    {q.problem && <span style={{ color: 'var(--ant-color-error)' }}>{q.problem}</span>}
                  </Flex>
                ),
              },
              {
                key: 'remove',
                width: 80,
                render: (_, q) =>
                  q.state !== 'uploading' && (
                    <Button
                      type="link"
                      size="small"
                      onClick={() => setQueue((all) => all.filter((x) => x.uid !== q.uid))}
                    >
                      {ta('form.remove')}
                    </Button>
                  ),
              },
            ]}
          />
          <Flex gap={8} justify="end">
            <Button onClick={() => setQueue((all) => all.filter((q) => q.state !== 'done'))}>{t('clearDone')}</Button>
            <Button type="primary" disabled={waiting.length === 0} onClick={() => void sendAll()}>
              {t('upload', { count: waiting.length })}
            </Button>
          </Flex>
        </>
      )}
    </Flex>
  );
}
