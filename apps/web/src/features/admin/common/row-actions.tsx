import { Button, Divider, Popconfirm, Space } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

/** The links of a table row, separated by bars. */
export function RowActions({ children }: { children: ReactNode }) {
  return (
    <Space size={0} separator={<Divider orientation="vertical" />}>
      {children}
    </Space>
  );
}

export function RowAction({ label, onClick }: { label: string; onClick: () => void }) {
  return (
    <Button type="link" size="small" onClick={onClick}>
      {label}
    </Button>
  );
}

interface ConfirmedRowActionProps {
  label: string;
  /** The question, naming the record. */
  question: string;
  danger?: boolean;
  onConfirm: () => Promise<unknown>;
}

/** A row link that asks first; the confirm button spins until the change is done. */
export function ConfirmedRowAction({ label, question, danger, onConfirm }: ConfirmedRowActionProps) {
  const { t } = useTranslation('admin');
  return (
    <Popconfirm
      title={question}
      okText={t('form.confirm')}
      cancelText={t('form.cancel')}
      okButtonProps={{ danger }}
      onConfirm={onConfirm}
    >
      <Button type="link" size="small" danger={danger}>
        {label}
      </Button>
    </Popconfirm>
  );
}
