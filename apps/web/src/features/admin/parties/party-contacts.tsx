import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import { ZPartyContactInput } from '@apex/shared/master';
import { Button, Flex, Form, Input } from 'antd';
import { useTranslation } from 'react-i18next';
import { schemaRule } from '../../../kit/form/schema-rule';
import { type ContactField, useContactLabel } from './party-labels';

const FIELDS = ZPartyContactInput.shape;
const WIDTHS: Record<ContactField, number> = { name: 150, title: 130, phone: 150, email: 190, fax: 110 };

/** The party's contacts, one line each, added and removed in place. */
export function PartyContacts() {
  const { t } = useTranslation('parties');
  const { t: ta } = useTranslation('admin');
  const label = useContactLabel();
  const columns = Object.keys(WIDTHS) as ContactField[];
  return (
    <Form.List name="contacts">
      {(rows, { add, remove }, { errors }) => (
        <>
          {rows.map(({ key, name }) => (
            <Flex key={key} gap={8} align="start" wrap>
              {columns.map((field) => (
                <Form.Item
                  key={field}
                  name={[name, field]}
                  label={label(field)}
                  rules={[schemaRule(FIELDS[field])]}
                  required={field === 'name'}
                  style={{ width: WIDTHS[field], marginBottom: 8 }}
                >
                  <Input maxLength={field === 'email' ? 200 : 100} />
                </Form.Item>
              ))}
              <Button
                type="text"
                danger
                icon={<DeleteOutlined />}
                aria-label={ta('form.remove')}
                onClick={() => remove(name)}
                style={{ marginTop: 30 }}
              />
            </Flex>
          ))}
          <Form.ErrorList errors={errors} />
          <Button type="dashed" block icon={<PlusOutlined />} onClick={() => add({})}>
            {t('addContact')}
          </Button>
        </>
      )}
    </Form.List>
  );
}
