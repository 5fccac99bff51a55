import { LOCALES, type TLocale } from '@apex/shared/i18n';
import type { TUiText } from '@apex/shared/settings';
import { Tag, Tooltip, Typography } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { useTranslation } from 'react-i18next';
import { RowAction } from '../../kit/list/row-action';
import { actionsColumn } from '../../kit/list/row-actions';

/** What a text shows in a language: its override, tagged, with the built-in wording on hover. */
function Wording({ row, locale }: { row: TUiText; locale: TLocale }) {
  const { t } = useTranslation('settings');
  const override = row.overrides[locale];
  const text = override?.text ?? row.builtIn[locale];
  return (
    <Typography.Text style={{ maxWidth: 260 }} ellipsis={{ tooltip: text }}>
      {override && (
        <Tooltip title={t('languageSetting.builtIn', { text: row.builtIn[locale] })}>
          <Tag color="blue">{t('languageSetting.overridden')}</Tag>
        </Tooltip>
      )}
      {text}
    </Typography.Text>
  );
}

/** Columns of the language settings: the key, and the text in each language. */
export function useUiTextColumns(edit: ((row: TUiText) => void) | undefined): ColumnsType<TUiText> {
  const { t } = useTranslation('settings');
  const { t: ta } = useTranslation('admin');
  const columns: ColumnsType<TUiText> = [
    { key: 'key', title: t('languageSetting.key'), render: (_, row) => <code>{row.id}</code> },
    ...LOCALES.map((locale) => ({
      key: locale,
      title: t(`languageSetting.locales.${locale}`),
      render: (_: unknown, row: TUiText) => <Wording row={row} locale={locale} />,
    })),
  ];
  if (!edit) return columns;
  return [
    ...columns,
    actionsColumn<TUiText>(ta, (row) => <RowAction label={ta('list.edit')} onClick={() => edit(row)} />),
  ];
}
