import { Alert, Button, Flex, Radio, Space, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useCurrentUser } from '../session/current-user';
import type { TOfficeMessage } from './office-message';

/**
 * The app's own office chooser, for a deployment without an external change-office page: the
 * user's offices, answering as that page would (confirm with the office, or close).
 */
export function OfficeChooser({ onMessage, busy }: { onMessage(message: TOfficeMessage): void; busy: boolean }) {
  const { t } = useTranslation('changeOffice');
  const { t: tc } = useTranslation('common');
  const user = useCurrentUser();
  const [officeCode, setOfficeCode] = useState(user.officeCode);
  return (
    <Flex vertical gap={12}>
      <Typography.Text type="secondary">{t('hint')}</Typography.Text>
      {user.offices.length < 2 && <Alert type="info" showIcon title={t('onlyOne')} />}
      <Radio.Group value={officeCode} onChange={(event) => setOfficeCode(event.target.value)}>
        <Space vertical>
          {user.offices.map((office) => (
            <Radio key={office.officeCode} value={office.officeCode}>
              {office.officeCode} · {office.name}
              {office.officeCode === user.officeCode && (
                <Typography.Text type="secondary"> ({t('current')})</Typography.Text>
              )}
            </Radio>
          ))}
        </Space>
      </Radio.Group>
      <Flex justify="end" gap={8}>
        <Button onClick={() => onMessage({ from: 'changeSystemOffice', type: 'close' })}>{tc('cancel')}</Button>
        <Button
          type="primary"
          loading={busy}
          disabled={officeCode === user.officeCode}
          onClick={() =>
            onMessage({
              from: 'changeSystemOffice',
              type: 'confirm',
              officeCode,
              url: `${window.location.pathname}${window.location.search}`,
            })
          }
        >
          {t('switch')}
        </Button>
      </Flex>
    </Flex>
  );
}
