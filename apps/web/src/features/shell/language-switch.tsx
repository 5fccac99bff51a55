import { GlobalOutlined } from '@ant-design/icons';
import { SWITCHABLE_LOCALES, type TLocale } from '@apex/shared/i18n';
import { useQueryClient } from '@tanstack/react-query';
import { App, Button, Dropdown } from 'antd';
import { useTranslation } from 'react-i18next';
import { changeLocale } from '../../i18n/i18n';
import { LANGUAGE_NAMES } from '../../platform/language-names';
import { currentUserQuery } from '../session/current-user';

/** spec §2.7 language dropdown: 简体中文 and English, the current one disabled. */
export function LanguageSwitch() {
  const { t, i18n } = useTranslation('shell');
  const { message } = App.useApp();
  const queryClient = useQueryClient();
  const current = i18n.language as TLocale;
  const items = SWITCHABLE_LOCALES.map((locale) => ({
    key: locale,
    label: LANGUAGE_NAMES[locale],
    disabled: locale === current,
  }));
  return (
    <Dropdown
      menu={{
        items,
        onClick: async ({ key }) => {
          try {
            await changeLocale(key as TLocale);
          } catch {
            // Each language's texts are a chunk of their own, fetched now (i18n/locale-bundles.ts).
            void message.error(t('switchLanguageFailed'));
            return;
          }
          // Office names come from the server in the request's language.
          void queryClient.invalidateQueries({ queryKey: currentUserQuery.queryKey });
          // In the language just chosen (the `t` of this render still speaks the previous one).
          void message.success(i18n.t('shell:switchLanguageSuccess'));
        },
      }}
    >
      <Button type="text" icon={<GlobalOutlined />} aria-label={t('language')}>
        {LANGUAGE_NAMES[current]}
      </Button>
    </Dropdown>
  );
}
