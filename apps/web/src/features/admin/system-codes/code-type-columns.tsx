import type { TLocale } from '@apex/shared/i18n';
import type { TSystemCodeType } from '@apex/shared/master';
import { Tag, Tooltip } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useLabel } from '../../../i18n/use-label';
import { ConfirmedRowAction } from '../../../kit/list/confirmed-row-action';
import { RowAction } from '../../../kit/list/row-action';
import { actionsColumn } from '../../../kit/list/row-actions';
import { updatedColumn } from '../../../kit/list/updated-column';
import { localName } from '../../../kit/local-name';

interface CodeTypeActions {
  edit: (type: TSystemCodeType) => void;
  remove: (type: TSystemCodeType) => Promise<unknown>;
}

/** The base-code screen filtered to one type (menu url /baseCode, spec §2.6 adds /index). */
const itemsOfTypeUrl = (codeType: string) => `/baseCode/index?codeType=${encodeURIComponent(codeType)}`;

/** Columns of the code-type list; a type's code count opens its codes. Locked types cannot be deleted. */
export function useCodeTypeColumns(actions: CodeTypeActions | undefined): ColumnsType<TSystemCodeType> {
  const { t, i18n } = useTranslation('codes');
  const labelText = useLabel();
  const { t: ta } = useTranslation('admin');
  const locale = i18n.language as TLocale;
  const columns: ColumnsType<TSystemCodeType> = [
    { key: 'codeType', dataIndex: 'codeType', title: t('types.fields.codeType'), sorter: true },
    {
      key: 'nameEn',
      title: labelText('general:columns.name'),
      sorter: locale === 'en_US',
      render: (_, type) => localName(type, locale),
    },
    {
      key: 'locked',
      title: t('types.locked'),
      render: (_, { locked }) =>
        locked ? (
          <Tooltip title={t('types.lockedHint')}>
            <Tag color="gold">{t('types.locked')}</Tag>
          </Tooltip>
        ) : (
          <Tag>{t('types.open')}</Tag>
        ),
    },
    {
      key: 'itemCount',
      title: t('types.itemCount'),
      align: 'right',
      render: (_, { codeType, itemCount }) => <Link to={itemsOfTypeUrl(codeType)}>{itemCount}</Link>,
    },
    updatedColumn(ta),
  ];
  if (!actions) return columns;
  return [
    ...columns,
    actionsColumn<TSystemCodeType>(ta, (type) => (
      <>
        <RowAction label={ta('list.edit')} onClick={() => actions.edit(type)} />
        {!type.locked && (
          <ConfirmedRowAction
            danger
            label={ta('list.delete')}
            question={t('types.deleteQuestion', { code: type.codeType })}
            onConfirm={() => actions.remove(type)}
          />
        )}
      </>
    )),
  ];
}
