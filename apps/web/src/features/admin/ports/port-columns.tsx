import type { TLocale } from '@apex/shared/i18n';
import type { TPortRecord } from '@apex/shared/master';
import { Space, Tag } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { useTranslation } from 'react-i18next';
import { useLabel } from '../../../i18n/use-label';
import { ConfirmedRowAction } from '../../../kit/list/confirmed-row-action';
import { RowAction } from '../../../kit/list/row-action';
import { actionsColumn } from '../../../kit/list/row-actions';
import { ToggleEnabledAction } from '../../../kit/list/toggle-enabled-action';
import { updatedColumn } from '../../../kit/list/updated-column';
import { localName } from '../../../kit/local-name';
import { PORT_LABELS } from './port-labels';

interface PortActions {
  edit: (port: TPortRecord) => void;
  setEnabled: (port: TPortRecord, enabled: boolean) => Promise<unknown>;
  remove: (port: TPortRecord) => Promise<unknown>;
}

/** Columns of the port list; a seeded port offers disable/enable, a port a user added also delete. */
export function usePortColumns(actions: PortActions | undefined): ColumnsType<TPortRecord> {
  const { t, i18n } = useTranslation('refdata');
  const labelText = useLabel();
  const { t: ta } = useTranslation('admin');
  const locale = i18n.language as TLocale;
  const columns: ColumnsType<TPortRecord> = [
    { key: 'portCode', dataIndex: 'portCode', title: labelText(PORT_LABELS.portCode), sorter: true },
    // Sorted by the English name, so sortable only when that is the one shown.
    {
      key: 'nameEn',
      title: labelText('general:columns.name'),
      sorter: locale === 'en_US',
      render: (_, p) => localName(p, locale),
    },
    {
      key: 'countryCode',
      title: labelText(PORT_LABELS.countryCode),
      sorter: true,
      render: (_, p) => `${p.countryCode} · ${localName({ nameEn: p.countryNameEn, nameCn: p.countryNameCn }, locale)}`,
    },
    {
      key: 'status',
      title: labelText(PORT_LABELS.enabled),
      render: (_, p) => (
        <Space size={4}>
          {p.isSea && <Tag color="blue">{labelText(PORT_LABELS.isSea)}</Tag>}
          {!p.enabled && <Tag color="default">{ta('status.disabled')}</Tag>}
          {p.seeded && <Tag>{t('ports.seeded')}</Tag>}
        </Space>
      ),
    },
    updatedColumn(ta),
  ];
  if (!actions) return columns;
  return [
    ...columns,
    actionsColumn<TPortRecord>(ta, (port) => (
      <>
        <RowAction label={ta('list.edit')} onClick={() => actions.edit(port)} />
        <ToggleEnabledAction
          enabled={port.enabled}
          texts={{
            enable: ta('list.enable'),
            disable: ta('list.disable'),
            enableQuestion: t('ports.enableQuestion', { code: port.portCode }),
            disableQuestion: t('ports.disableQuestion', { code: port.portCode }),
          }}
          onToggle={() => actions.setEnabled(port, !port.enabled)}
        />
        {!port.seeded && (
          <ConfirmedRowAction
            danger
            label={ta('list.delete')}
            question={t('ports.deleteQuestion', { code: port.portCode })}
            onConfirm={() => actions.remove(port)}
          />
        )}
      </>
    )),
  ];
}
