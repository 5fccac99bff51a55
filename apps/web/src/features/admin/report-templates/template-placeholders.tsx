import { TEMPLATE_PLACEHOLDERS } from '@apex/shared/documents-templates';
import { Button, Table, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLabel } from '../../../i18n/use-label';
import { DraggableModal } from '../../../kit/draggable-modal';

/** The placeholders a template may hold (issue 18), each with the job field that fills it. */
export function TemplatePlaceholdersButton() {
  const { t } = useTranslation('reportTemplates');
  const { t: tc } = useTranslation('common');
  const label = useLabel();
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button onClick={() => setOpen(true)}>{t('placeholders.button')}</Button>
      <DraggableModal
        open={open}
        title={t('placeholders.title')}
        onCancel={() => setOpen(false)}
        footer={<Button onClick={() => setOpen(false)}>{tc('close')}</Button>}
        width={640}
      >
        <Typography.Paragraph>{t('placeholders.intro')}</Typography.Paragraph>
        <Table
          size="small"
          rowKey="key"
          pagination={false}
          scroll={{ y: 420 }}
          dataSource={TEMPLATE_PLACEHOLDERS}
          columns={[
            {
              key: 'key',
              title: t('placeholders.placeholder'),
              render: (_, p) => <Typography.Text copyable code>{`{{${p.key}}}`}</Typography.Text>,
            },
            { key: 'label', title: t('placeholders.filledWith'), render: (_, p) => label(p.label) },
          ]}
        />
      </DraggableModal>
    </>
  );
}
