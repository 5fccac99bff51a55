import { API } from '@apex/shared';
import { DatePicker, Form, Input, Row, Switch } from 'antd';
import dayjs from 'dayjs';
import { useTranslation } from 'react-i18next';
import { useFieldLabel } from '../../../i18n/use-field-label';
import { EditorFrame } from '../../../kit/form/editor-frame';
import { FieldCol } from '../../../kit/form/field-col';
import { useEntityEditor } from '../../../kit/form/use-entity-editor';
import { ANNOUNCEMENT_LABELS } from './home-labels';
import { RichTextField } from './rich-text-field';

/**
 * Adds an announcement, or edits the one with `id`. The content is written in the rich-text editor;
 * the server keeps only what is safe and says so by what it answers.
 */
export function AnnouncementDialog({ id, onClose }: { id?: number; onClose: () => void }) {
  const { t } = useTranslation('homeSettings');
  const { record, editor, frame } = useEntityEditor({
    id,
    routes: API.homeAnnouncements,
    blank: { published: false, publishedAt: null },
    savedText: t('saved'),
    onClose,
  });
  const label = useFieldLabel(ANNOUNCEMENT_LABELS, (name: 'published' | 'content') =>
    name === 'content' ? t('content') : t('announcements.fields.published'),
  );
  const item = (name: Parameters<typeof label>[0]) => ({ label: label(name), ...editor.field(name) });
  const published = Form.useWatch('published', editor.form);
  return (
    <EditorFrame
      {...frame}
      width={720}
      title={record ? t('announcements.editTitle', { title: record.title }) : t('announcements.new')}
    >
      <Row gutter={16}>
        <FieldCol span={24} {...item('title')}>
          <Input maxLength={200} />
        </FieldCol>
        <FieldCol span={24} {...item('content')}>
          <RichTextField label={t('content')} />
        </FieldCol>
        <FieldCol span={8} {...item('published')} required={false} valuePropName="checked">
          <Switch />
        </FieldCol>
        {published && (
          <FieldCol
            span={16}
            {...item('publishedAt')}
            required={false}
            extra={t('announcements.publishedAtHint')}
            getValueProps={(value: string | null) => ({ value: value ? dayjs(value) : null })}
            normalize={(value: dayjs.Dayjs | null) => (value ? value.toISOString() : null)}
          >
            <DatePicker showTime format="YYYY-MM-DD HH:mm:ss" />
          </FieldCol>
        )}
      </Row>
    </EditorFrame>
  );
}
