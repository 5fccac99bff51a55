import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import { ZPartyAddressInput } from '@apex/shared/master';
import { Button, Card, Col, Form, Input, InputNumber, Row } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { schemaRule } from '../../../kit/form/schema-rule';
import { FlagSelect } from '../vessels/flag-select';
import { type AddressField, useAddressLabel } from './party-labels';

const FIELDS = ZPartyAddressInput.shape;
const NEW_ADDRESS = { countryCode: 'CN' };

/** spec §3 Address, as many as the party has: each a card of its own, added and removed in place. */
export function PartyAddresses() {
  const { t } = useTranslation('parties');
  const { t: ta } = useTranslation('admin');
  const label = useAddressLabel();
  return (
    <Form.List name="addresses">
      {(rows, { add, remove }, { errors }) => (
        <>
          {rows.map(({ key, name }, index) => {
            const cell = (field: AddressField, span: number, input: ReactNode) => (
              <Col span={span}>
                <Form.Item
                  name={[name, field]}
                  label={label(field)}
                  rules={[schemaRule(FIELDS[field])]}
                  required={field === 'address1' || field === 'countryCode'}
                >
                  {input}
                </Form.Item>
              </Col>
            );
            return (
              <Card
                key={key}
                size="small"
                title={t('addressNo', { n: index + 1 })}
                extra={
                  <Button type="text" danger icon={<DeleteOutlined />} onClick={() => remove(name)}>
                    {ta('form.remove')}
                  </Button>
                }
                style={{ marginBottom: 12 }}
              >
                <Row gutter={12}>
                  {cell('address1', 24, <Input maxLength={200} />)}
                  {cell('address2', 24, <Input maxLength={200} />)}
                  {cell('city', 8, <Input maxLength={100} />)}
                  {cell('state', 8, <Input maxLength={100} />)}
                  {cell('postalCode', 8, <Input maxLength={20} />)}
                  {cell('countryCode', 8, <FlagSelect />)}
                  {cell('longitude', 8, <InputNumber min={-180} max={180} style={{ width: '100%' }} />)}
                  {cell('latitude', 8, <InputNumber min={-90} max={90} style={{ width: '100%' }} />)}
                  {cell('attributes', 24, <Input maxLength={200} />)}
                </Row>
              </Card>
            );
          })}
          <Form.ErrorList errors={errors} />
          <Button type="dashed" block icon={<PlusOutlined />} onClick={() => add(NEW_ADDRESS)}>
            {t('addAddress')}
          </Button>
        </>
      )}
    </Form.List>
  );
}
