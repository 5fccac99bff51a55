import { PlusOutlined } from '@ant-design/icons';
import type { TPermission } from '@apex/shared/permissions';
import { Button } from 'antd';
import { Permitted } from '../../features/session/permitted';

interface NewRecordButtonProps {
  /** Who may create (spec §5): the button is not there for anyone else. */
  permission: TPermission;
  label: string;
  onClick: () => void;
}

export function NewRecordButton({ permission, label, onClick }: NewRecordButtonProps) {
  return (
    <Permitted anyOf={[permission]}>
      <Button type="primary" icon={<PlusOutlined />} onClick={onClick}>
        {label}
      </Button>
    </Permitted>
  );
}
