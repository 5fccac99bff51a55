import { Button, Popconfirm } from 'antd';
import { useTranslation } from 'react-i18next';

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
  const { t: tc } = useTranslation('common');
  return (
    <Popconfirm
      title={question}
      okText={t('form.confirm')}
      cancelText={tc('cancel')}
      okButtonProps={{ danger }}
      onConfirm={onConfirm}
    >
      <Button type="link" size="small" danger={danger}>
        {label}
      </Button>
    </Popconfirm>
  );
}
