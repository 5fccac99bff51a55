import { DeleteOutlined, EditOutlined } from '@ant-design/icons';
import { App, Button, Space } from 'antd';
import { type Key, type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { NewRecordButton } from '../../../kit/list/new-record-button';
import { Permitted } from '../../session/permitted';

interface SelectionToolbarProps<T> {
  newLabel: string;
  create: () => void;
  selected: T[];
  edit: (row: T) => void;
  remove: (row: T) => Promise<unknown>;
  deleteQuestion: (row: T) => string;
  /** Further actions on the one selected row (the logo upload). */
  children?: (row: T | undefined) => ReactNode;
}

/**
 * New, Edit and Delete of a home-settings list, for those who may edit. spec §5 Home settings: a
 * row must be selected before acting, and only one row can be selected for edit or delete. The server acts on one record per call; this says which one, or why none.
 */
export function SelectionToolbar<T>(props: SelectionToolbarProps<T>) {
  const { selected, edit, remove, deleteQuestion, children } = props;
  const { t } = useTranslation('homeSettings');
  const { t: ta } = useTranslation('admin');
  // The app's hooks, not the static Modal: the confirm then takes the app's language and theme.
  const { message, modal } = App.useApp();
  const one = (act: (row: T) => void) => () => {
    if (selected.length === 0) void message.warning(t('selectFirst'));
    else if (selected.length > 1) void message.warning(t('selectOne'));
    else act(selected[0]!);
  };
  const confirmDelete = (row: T) =>
    modal.confirm({ title: deleteQuestion(row), okButtonProps: { danger: true }, onOk: () => remove(row) });
  return (
    <Permitted anyOf={['/homeSetting/edit']}>
      <Space>
        <NewRecordButton permission="/homeSetting/edit" label={props.newLabel} onClick={props.create} />
        <Button icon={<EditOutlined />} onClick={one(edit)}>
          {ta('list.edit')}
        </Button>
        <Button danger icon={<DeleteOutlined />} onClick={one(confirmDelete)}>
          {ta('list.delete')}
        </Button>
        {children?.(selected.length === 1 ? selected[0] : undefined)}
      </Space>
    </Permitted>
  );
}

/**
 * The rows ticked in a list, read from the list as it is now: after a save or a refused delete the
 * list reloads, so the selection carries the current version and a deleted row drops out.
 */
export function useSelectedRows<T extends { id: number }>(rows: readonly T[] | undefined) {
  const [ids, setIds] = useState<number[]>([]);
  const selected = (rows ?? []).filter((row) => ids.includes(row.id));
  return {
    selected,
    rowSelection: { selectedRowKeys: ids, onChange: (keys: Key[]) => setIds(keys.map(Number)) },
  };
}
