import { API } from '@apex/shared';
import { DatePicker, Form, Input, Row, Switch } from 'antd';
import dayjs from 'dayjs';
import { useTranslation } from 'react-i18next';
import { EditorFrame } from '../../../kit/form/editor-frame';
import { FieldCol } from '../../../kit/form/field-col';
import { useEntityEditor } from '../../../kit/form/use-entity-editor';
import { RichTextField } from './rich-text-field';

type Field = 'title' | 'content' | 'published' | 'publishedAt';

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
  const item = (name: Field) => ({ label: t(`announcements.fields.${name}`), ...editor.field(name) });
  const published = Form.useWatch('published', editor.form);
  return (
    <EditorFrame
      {...frame}
      width={720}
      title={record ? t('announcements.editTitle', { title: record.title }) : t('announcements.newTitle')}
    >
      <Row gutter={16}>
        <FieldCol span={24} {...item('title')}>
          <Input maxLength={200} />
        </FieldCol>
        <FieldCol span={24} {...item('content')}>
          <RichTextField label={t('announcements.fields.content')} />
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
