import type { TLocale } from '@apex/shared/i18n';
import type { TSystemCodeItem } from '@apex/shared/master';
import { Tag, Tooltip } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { useTranslation } from 'react-i18next';
import { useLabel } from '../../../i18n/use-label';
import { ConfirmedRowAction } from '../../../kit/list/confirmed-row-action';
import { RowAction } from '../../../kit/list/row-action';
import { actionsColumn } from '../../../kit/list/row-actions';
import { updatedColumn } from '../../../kit/list/updated-column';
import { localName } from '../../../kit/local-name';
import { ITEM_LABELS } from './code-item-labels';

interface CodeItemActions {
  edit: (item: TSystemCodeItem) => void;
  remove: (item: TSystemCodeItem) => Promise<unknown>;
}

/** Columns of the code list; only codes an administrator added can be deleted (the rest are disabled). */
export function useCodeItemColumns(actions: CodeItemActions | undefined): ColumnsType<TSystemCodeItem> {
  const { t, i18n } = useTranslation('codes');
  const labelText = useLabel();
  const { t: ta } = useTranslation('admin');
  const locale = i18n.language as TLocale;
  const columns: ColumnsType<TSystemCodeItem> = [
    { key: 'codeType', dataIndex: 'codeType', title: labelText(ITEM_LABELS.codeType) },
    { key: 'code', dataIndex: 'code', title: labelText(ITEM_LABELS.code), sorter: true },
    {
      key: 'nameEn',
      title: labelText('general:columns.name'),
      sorter: locale === 'en_US',
      render: (_, item) => localName(item, locale),
    },
    { key: 'sort', dataIndex: 'sort', title: labelText(ITEM_LABELS.sort), sorter: true, align: 'right' },
    {
      key: 'enabled',
      title: labelText(ITEM_LABELS.enabled),
      render: (_, { enabled }) =>
        enabled ? <Tag color="success">{labelText('general:columns.enabled')}</Tag> : <Tag>{ta('list.disabled')}</Tag>,
    },
    {
      key: 'systemOwned',
      title: t('items.system'),
      render: (_, { systemOwned, typeLocked }) =>
        systemOwned && (
          <Tooltip title={typeLocked ? t('items.lockedHint') : t('items.systemHint')}>
            <Tag color={typeLocked ? 'gold' : 'blue'}>{t('items.system')}</Tag>
          </Tooltip>
        ),
    },
    updatedColumn(ta),
  ];
  if (!actions) return columns;
  return [
    ...columns,
    actionsColumn<TSystemCodeItem>(ta, (item) => (
      <>
        <RowAction label={ta('list.edit')} onClick={() => actions.edit(item)} />
        {!item.systemOwned && !item.typeLocked && (
          <ConfirmedRowAction
            danger
            label={ta('list.delete')}
            question={t('items.deleteQuestion', { code: `${item.codeType}/${item.code}` })}
            onConfirm={() => actions.remove(item)}
          />
        )}
      </>
    )),
  ];
}
