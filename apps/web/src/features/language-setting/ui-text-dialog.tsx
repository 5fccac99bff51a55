import { API } from '@apex/shared';
import { LOCALES, type TLocale } from '@apex/shared/i18n';
import { placeholdersOf, type TUiText, ZUpdateUiTextOverrideRequest } from '@apex/shared/settings';
import { App, Button, Flex, Form, Input } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError, failureText, request } from '../../api/client';
import { DraggableModal } from '../../kit/draggable-modal';
import { zodIssueText } from '../../kit/form/zod-issue-text';
import { type OverrideStep, overrideSteps } from './override-steps';

const run = (step: OverrideStep, row: TUiText) => {
  const routes = API.uiTexts;
  if (step.kind === 'create')
    return request(
      routes.create,
      { body: { namespace: row.namespace, key: row.key, locale: step.locale, text: step.text } },
      { isStopError: true },
    );
  if (step.kind === 'update')
    return request(
      routes.update,
      { params: { id: step.id }, body: { version: step.version, text: step.text } },
      { isStopError: true },
    );
  return request(routes.remove, { params: { id: step.id }, query: { version: step.version } }, { isStopError: true });
};

interface UiTextDialogProps {
  row: TUiText;
  onClose: () => void;
  /** After a save (whole or partial): the list reloads, and the app applies the new texts. */
  onSaved: () => Promise<void>;
}

/** The wording of one text in the three languages: its built-in text, and the override, if any. */
export function UiTextDialog({ row, onClose, onSaved }: UiTextDialogProps) {
  const { t } = useTranslation('settings');
  const { t: tc } = useTranslation('common');
  const { message } = App.useApp();
  const [form] = Form.useForm<Record<TLocale, string>>();
  const [saving, setSaving] = useState(false);
  const wanted = placeholdersOf(row.builtIn.en_US);

  const check =
    (locale: TLocale) =>
    async (_: unknown, value = '') => {
      if (value.trim() === '') return;
      const parsed = ZUpdateUiTextOverrideRequest.shape.text.safeParse(value, { reportInput: true });
      if (!parsed.success) throw new Error(zodIssueText(parsed.error.issues[0]!));
      if (JSON.stringify(placeholdersOf(value)) !== JSON.stringify(placeholdersOf(row.builtIn[locale])))
        throw new Error(t('languageSetting.placeholders', { value: wanted.join(' ') }));
    };

  const save = async (values: Record<TLocale, string>) => {
    setSaving(true);
    try {
      for (const step of overrideSteps(row, values)) await run(step, row);
      void message.success(t('languageSetting.saved'));
      onClose();
    } catch (error) {
      const stale = error instanceof ApiError && error.envelope.code === 'record.stale';
      void message.error({ content: stale ? t('languageSetting.stale') : failureText(error), duration: 5 });
      if (stale) onClose();
    } finally {
      setSaving(false);
      await onSaved();
    }
  };

  const initial = Object.fromEntries(LOCALES.map((l) => [l, row.overrides[l]?.text ?? '']));
  return (
    <DraggableModal
      open
      width={640}
      title={t('languageSetting.editTitle', { key: row.id })}
      onCancel={onClose}
      mask={{ closable: false }}
      footer={
        <Flex justify="end" gap={8}>
          <Button onClick={onClose}>{tc('cancel')}</Button>
          <Button type="primary" loading={saving} onClick={() => form.submit()}>
            {tc('save')}
          </Button>
        </Flex>
      }
    >
      <Form form={form} layout="vertical" initialValues={initial} onFinish={(v) => void save(v)}>
        {LOCALES.map((locale) => (
          <Form.Item
            key={locale}
            name={locale}
            label={t(`languageSetting.locales.${locale}`)}
            extra={t('languageSetting.builtIn', { text: row.builtIn[locale] })}
            rules={[{ validator: check(locale) }]}
          >
            <Input.TextArea maxLength={1000} autoSize={{ minRows: 1, maxRows: 4 }} placeholder={row.builtIn[locale]} />
          </Form.Item>
        ))}
        <div style={{ color: 'rgba(0,0,0,0.45)' }}>
          {t('languageSetting.overrideHint')}
          {wanted.length > 0 && ` ${t('languageSetting.placeholders', { value: wanted.join(' ') })}`}
        </div>
      </Form>
    </DraggableModal>
  );
}
