import { Form, Select } from 'antd';
import { useTranslation } from 'react-i18next';

/** The query form's enabled / disabled filter, for lists whose records can be switched off. */
export function EnabledFilter() {
  const { t } = useTranslation('charges');
  const options = [
    { value: true, label: t('enabled') },
    { value: false, label: t('disabled') },
  ];
  return (
    <Form.Item name="enabled">
      <Select
        allowClear
        options={options}
        placeholder={t('enabled')}
        aria-label={t('enabled')}
        style={{ width: 120 }}
      />
    </Form.Item>
  );
}
