import { SettingOutlined } from '@ant-design/icons';
import { Button, Checkbox, Popover } from 'antd';
import type { SizeType } from 'antd/es/config-provider/SizeContext';
import { useTranslation } from 'react-i18next';
import { keyOf, type LaidColumn } from './column-layout';
import { useColumnLayout } from './use-column-layout';

interface ColumnChooserProps {
  /** The grid's saved layout, as `ListTable` names it. */
  tableKey: string;
  /** Every column the grid can show. */
  columns: readonly LaidColumn[];
  size?: SizeType;
}

/** "Columns": which of the grid's columns show, saved for the user at each tick. */
export function ColumnChooser({ tableKey, columns, size }: ColumnChooserProps) {
  const { t } = useTranslation('admin');
  const layout = useColumnLayout(tableKey, columns);
  const chooser = (
    <Checkbox.Group
      style={{ display: 'grid', gap: 2 }}
      value={layout.shown}
      onChange={(visible) => void layout.save(visible)}
      options={columns.map((column) => ({ value: keyOf(column), label: String(column.title) }))}
    />
  );
  return (
    <Popover content={chooser} trigger="click" placement="bottomRight">
      <Button size={size} icon={<SettingOutlined />}>
        {t('list.columns')}
      </Button>
    </Popover>
  );
}
