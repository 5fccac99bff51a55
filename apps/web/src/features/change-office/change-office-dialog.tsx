import { useQuery } from '@tanstack/react-query';
import { Modal } from 'antd';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { publicConfigQuery } from '../../app/public-config';
import { ExternalOfficePage } from './external-office-page';
import { OfficeChooser } from './office-chooser';
import type { TOfficeMessage } from './office-message';
import { useChangeOffice } from './use-change-office';
import { useDialogDrag } from './use-dialog-drag';

/**
 * spec §2.7 Change System&Office: a dialog with a draggable header around the configured external
 * page, or the app's own chooser when there is none; confirm switches the office, close hides it.
 */
export function ChangeOfficeDialog({ open, onClose }: { open: boolean; onClose(): void }) {
  const { t } = useTranslation('changeOffice');
  const address = useQuery(publicConfigQuery).data?.changeOfficeUrl;
  const change = useChangeOffice();
  const drag = useDialogDrag();
  const { mutate } = change;
  const onMessage = useCallback(
    (message: TOfficeMessage) => {
      if (message.type === 'close') onClose();
      else mutate({ officeCode: message.officeCode, url: message.url });
    },
    [mutate, onClose],
  );
  return (
    <Modal
      open={open}
      title={<div {...drag.headerProps}>{t('title')}</div>}
      footer={null}
      width={address ? 900 : 440}
      onCancel={onClose}
      modalRender={drag.modalRender}
      destroyOnHidden
      mask={{ closable: false }}
    >
      {address ? (
        <ExternalOfficePage address={address} onMessage={onMessage} />
      ) : (
        <OfficeChooser onMessage={onMessage} busy={change.isPending} />
      )}
    </Modal>
  );
}
