import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { readStored, STORAGE_KEYS } from '../../platform/storage';
import { withQuery } from '../frames/embedded-pages';
import { readOfficeMessage, type TOfficeMessage } from './office-message';

/** spec §9: the change-office page is opened for system XC. */
const CHANGE_OFFICE_SYSTEM_CODE = 'XC';

interface ExternalOfficePageProps {
  address: string;
  onMessage(message: TOfficeMessage): void;
}

/**
 * spec §2.7: the external change-office page, given the system code and the session token; only
 * what that very frame posts is heard.
 */
export function ExternalOfficePage({ address, onMessage }: ExternalOfficePageProps) {
  const { t } = useTranslation('changeOffice');
  const frame = useRef<HTMLIFrameElement>(null);
  useEffect(() => {
    const page = { origin: new URL(address).origin };
    const listen = (event: MessageEvent) => {
      const message = readOfficeMessage(event, { ...page, window: frame.current?.contentWindow });
      if (message) onMessage(message);
    };
    window.addEventListener('message', listen);
    return () => window.removeEventListener('message', listen);
  }, [address, onMessage]);
  return (
    <iframe
      ref={frame}
      title={t('title')}
      src={withQuery(address, { systemCode: CHANGE_OFFICE_SYSTEM_CODE, token: readStored(STORAGE_KEYS.token) })}
      style={{ display: 'block', width: '100%', height: 480, border: 0 }}
    />
  );
}
