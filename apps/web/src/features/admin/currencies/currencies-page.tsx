import { API } from '@apex/shared';
import type { TLocale } from '@apex/shared/i18n';
import type { TCurrency } from '@apex/shared/master';
import { Tag } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { useTranslation } from 'react-i18next';
import { request } from '../../../api/client';
import { useLabel } from '../../../i18n/use-label';
import { EnabledFilter } from '../../../kit/list/enabled-filter';
import { ListPage } from '../../../kit/list/list-page';
import { actionsColumn } from '../../../kit/list/row-actions';
import { ToggleEnabledAction } from '../../../kit/list/toggle-enabled-action';
import { updatedColumn } from '../../../kit/list/updated-column';
import { useList } from '../../../kit/list/use-list';
import { useRecordAction } from '../../../kit/list/use-record-action';
import { localName } from '../../../kit/local-name';
import { useHasPermission } from '../../session/permitted';

/**
 * /systemSetting/currency: the ISO 4217 currencies; finance switches on those the offices invoice
 * in (rates and charges offer only enabled ones).
 */
export function CurrenciesPage() {
  const { t, i18n } = useTranslation('refdata');
  const labelText = useLabel();
  const { t: ta } = useTranslation('admin');
  const locale = i18n.language as TLocale;
  const list = useList(API.currencies.list);
  const act = useRecordAction(API.currencies.list.tag);
  const canEdit = useHasPermission('/currency/edit');
  const toggle = ({ id, version, nameCn, enabled }: TCurrency) =>
    act(
      () =>
        request(
          API.currencies.update,
          { params: { id }, body: { version, nameCn, enabled: !enabled } },
          { isStopError: true },
        ),
      t(enabled ? 'currencies.disabledDone' : 'currencies.enabledDone'),
    );
  const columns: ColumnsType<TCurrency> = [
    { key: 'currencyCode', dataIndex: 'currencyCode', title: labelText('general:columns.code'), sorter: true },
    {
      key: 'nameEn',
      title: labelText('general:columns.name'),
      sorter: locale === 'en_US',
      render: (_, c) => localName(c, locale),
    },
    { key: 'decimals', dataIndex: 'decimals', title: labelText('masterData:columns.decimals'), align: 'right' },
    {
      key: 'enabled',
      title: labelText('general:columns.enabled'),
      render: (_, c) =>
        c.enabled ? (
          <Tag color="green">{labelText('general:columns.enabled')}</Tag>
        ) : (
          <Tag>{ta('status.disabled')}</Tag>
        ),
    },
    updatedColumn(ta),
    ...(canEdit
      ? [
          actionsColumn<TCurrency>(ta, (c) => (
            <ToggleEnabledAction
              enabled={c.enabled}
              texts={{
                enable: ta('list.enable'),
                disable: ta('list.disable'),
                enableQuestion: t('currencies.enableQuestion', { code: c.currencyCode }),
                disableQuestion: t('currencies.disableQuestion', { code: c.currencyCode }),
              }}
              onToggle={() => toggle(c)}
            />
          )),
        ]
      : []),
  ];
  return (
    <ListPage
      title={labelText('masterData:menus.currencies')}
      list={list}
      exportRoute={API.currencies.export}
      columns={columns}
      keywordPlaceholder={ta('list.codeOrName')}
      filters={<EnabledFilter />}
    />
  );
}
