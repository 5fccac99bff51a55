import { API } from '@apex/shared';
import { Input, InputNumber, Row } from 'antd';
import { useTranslation } from 'react-i18next';
import { useFieldLabel } from '../../../i18n/use-field-label';
import { EditorFrame } from '../../../kit/form/editor-frame';
import { FieldCol } from '../../../kit/form/field-col';
import { useEntityEditor } from '../../../kit/form/use-entity-editor';
import { NEWS_LABELS } from './home-labels';
import { RichTextField } from './rich-text-field';

/** Adds a news item, or edits the one with `id`: title, sort order (the home page's order) and content. */
export function NewsDialog({ id, onClose }: { id?: number; onClose: () => void }) {
  const { t } = useTranslation('homeSettings');
  const { record, editor, frame } = useEntityEditor({
    id,
    routes: API.homeNews,
    blank: { sort: 0 },
    savedText: t('saved'),
    onClose,
  });
  const label = useFieldLabel(NEWS_LABELS, (_: 'content') => t('content'));
  const item = (name: Parameters<typeof label>[0]) => ({ label: label(name), ...editor.field(name) });
  return (
    <EditorFrame {...frame} width={720} title={record ? t('news.editTitle', { title: record.title }) : t('news.new')}>
      <Row gutter={16}>
        <FieldCol span={18} {...item('title')}>
          <Input maxLength={200} />
        </FieldCol>
        <FieldCol span={6} {...item('sort')} required={false} extra={t('news.sortHint')}>
          <InputNumber precision={0} min={-999_999} max={999_999} style={{ width: '100%' }} />
        </FieldCol>
        <FieldCol span={24} {...item('content')}>
          <RichTextField label={t('content')} />
        </FieldCol>
      </Row>
    </EditorFrame>
  );
}
