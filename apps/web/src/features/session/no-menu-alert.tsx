import { Button, Modal } from 'antd';
import { useTranslation } from 'react-i18next';
import { useSessionAlerts } from './session-alerts';
import { useLogOut } from './use-log-out';

/** spec §6: an account without menu rights is told so and can only sign in again. */
export function NoMenuAlert({ menuEmpty }: { menuEmpty: boolean }) {
  const { t } = useTranslation(['session', 'common']);
  const noMenu = useSessionAlerts((s) => s.noMenu);
  const { logOut, loggingOut } = useLogOut();
  return (
    <Modal
      open={menuEmpty || noMenu}
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
