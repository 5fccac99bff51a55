import { Button, Modal } from 'antd';
import { useTranslation } from 'react-i18next';
import { useLogOut } from './use-log-out';

/** spec §6: the dialog of an account without menu rights; it can only sign in again. */
export function NoMenuDialog() {
  const { t } = useTranslation(['session', 'common']);
  const { logOut, loggingOut } = useLogOut();
  return (
    <Modal
      open
      title={t('common:notice')}
      closable={false}
      mask={{ closable: false }}
      keyboard={false}
      footer={
        <Button type="primary" loading={loggingOut} onClick={logOut}>
          {t('signInAgain')}
        </Button>
      }
    >
      {t('noMenu')}
    </Modal>
  );
}
