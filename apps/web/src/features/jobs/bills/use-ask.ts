import { App } from 'antd';
import { useTranslation } from 'react-i18next';

/** A yes/no question the server asked (spec §5 "asks for confirmation"), answered as a promise. */
export function useAsk() {
  const { modal } = App.useApp();
  const { t } = useTranslation('bills');
  return (content: string) =>
    new Promise<boolean>((resolve) => {
      modal.confirm({
        title: t('confirmTitle'),
        content,
        okText: t('confirmSave'),
        onOk: () => resolve(true),
        onCancel: () => resolve(false),
      });
    });
}
