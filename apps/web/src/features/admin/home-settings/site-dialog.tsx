import { API } from '@apex/shared';
import { Input, Row, Switch } from 'antd';
import { useTranslation } from 'react-i18next';
import { useLabel } from '../../../i18n/use-label';
import { EditorFrame } from '../../../kit/form/editor-frame';
import { FieldCol } from '../../../kit/form/field-col';
import { useEntityEditor } from '../../../kit/form/use-entity-editor';
import { SITE_LABELS } from './home-labels';

/** Adds a ship-company website, or edits the one with `id`; the logo is uploaded from the list. */
export function SiteDialog({ id, onClose }: { id?: number; onClose: () => void }) {
  const { t } = useTranslation('homeSettings');
  const labelText = useLabel();
  const { record, editor, frame } = useEntityEditor({
    id,
    routes: API.homeSites,
    blank: { enabled: true, link: 'https://' },
    savedText: t('saved'),
    onClose,
  });
  const item = (name: keyof typeof SITE_LABELS) => ({ label: labelText(SITE_LABELS[name]), ...editor.field(name) });
  return (
    <EditorFrame
      {...frame}
      width={560}
      title={record ? t('sites.editTitle', { name: record.name }) : t('sites.newTitle')}
    >
      <Row gutter={16}>
        <FieldCol span={24} {...item('name')}>
          <Input maxLength={100} />
        </FieldCol>
        <FieldCol span={24} {...item('link')}>
          <Input maxLength={500} />
        </FieldCol>
        <FieldCol span={8} {...item('enabled')} required={false} valuePropName="checked">
          <Switch />
        </FieldCol>
      </Row>
    </EditorFrame>
  );
}
