import { API } from '@apex/shared';
import type { TLocale } from '@apex/shared/i18n';
import type { TUiText } from '@apex/shared/settings';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLabel } from '../../i18n/use-label';
import { FilterSelect } from '../../kit/list/filter-select';
import { ListPage } from '../../kit/list/list-page';
import { useList } from '../../kit/list/use-list';
import { useHasPermission } from '../session/permitted';
import { refreshTextOverrides } from '../text-overrides/use-text-overrides';
import { useUiTextColumns } from './ui-text-columns';
import { UiTextDialog } from './ui-text-dialog';

/** /languageSetting/index: administrators reword any text of the app, per language. */
export function LanguageSettingPage() {
  const { t, i18n } = useTranslation('settings');
  const labelText = useLabel();
  const queryClient = useQueryClient();
  const list = useList(API.uiTexts.list);
  const [editing, setEditing] = useState<TUiText>();
  const canEdit = useHasPermission('/languageSetting/edit');
  const columns = useUiTextColumns(canEdit ? setEditing : undefined);
  // The app's namespaces, as the bundle of the language showing has them.
  const namespaces = Object.keys(i18n.store.data[i18n.language] ?? {})
    .sort()
    .map((value) => ({ value, label: value }));
  const overridden = [
    { value: true, label: t('languageSetting.overridden') },
    { value: false, label: t('languageSetting.notOverridden') },
  ];
  const afterSave = async () => {
    await queryClient.invalidateQueries({ queryKey: [API.uiTexts.list.tag] });
    // The administrator sees the new wording at once; everyone else on their next start.
    await refreshTextOverrides(i18n.language as TLocale).catch(() => undefined);
  };
  return (
    <ListPage
      title={labelText('administration:menus.languageSettings')}
      list={list}
      columns={columns}
      keywordPlaceholder={t('languageSetting.keyword')}
      filters={
        <>
          <FilterSelect
            name="namespace"
            label={t('languageSetting.namespace')}
            options={namespaces}
            width={150}
            searchable
          />
          <FilterSelect name="overridden" label={t('languageSetting.overridden')} options={overridden} width={150} />
        </>
      }
    >
      {editing && <UiTextDialog row={editing} onClose={() => setEditing(undefined)} onSaved={afterSave} />}
    </ListPage>
  );
}
