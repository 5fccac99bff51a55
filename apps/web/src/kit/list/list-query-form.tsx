import { SearchOutlined, UndoOutlined } from '@ant-design/icons';
import { Button, Form, Input } from 'antd';
import { type ReactNode, useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import type { ListControls } from './use-list';

interface ListQueryFormProps {
  list: Pick<ListControls<unknown>, 'state' | 'update'>;
  keywordPlaceholder: string;
  /** Form.Items of the list's other filters, named as its query schema names them. */
  children?: ReactNode;
}

/** The query form above a list (spec §2.8): keyword, the list's filters, query and reset. */
export function ListQueryForm({ list: { state, update }, keywordPlaceholder, children }: ListQueryFormProps) {
  const { t } = useTranslation('admin');
  const [form] = Form.useForm();
  const names = () => Object.keys(form.getFieldsValue());

  // The form follows the query string, also on back and forward.
  useEffect(() => {
    form.setFieldsValue(Object.fromEntries(Object.keys(form.getFieldsValue()).map((name) => [name, state[name]])));
  }, [form, state]);

  return (
    <Form
      form={form}
      // Prefixes its fields' ids (query_flag), so they never clash with a dialog's field of the same name.
      name="query"
      layout="inline"
      onFinish={(values: Record<string, unknown>) => update({ ...values, page: 1 })}
      style={{ rowGap: 8, marginBottom: 12 }}
    >
      <Form.Item name="keyword">
        <Input
          allowClear
          prefix={<SearchOutlined />}
          placeholder={keywordPlaceholder}
          aria-label={t('list.keyword')}
          style={{ width: 240 }}
        />
      </Form.Item>
      {children}
      <Form.Item>
        <Button type="primary" htmlType="submit" icon={<SearchOutlined />}>
          {t('list.query')}
        </Button>
      </Form.Item>
      <Form.Item>
        <Button
          icon={<UndoOutlined />}
          onClick={() => update({ ...Object.fromEntries(names().map((name) => [name, undefined])), page: 1 })}
        >
          {t('list.reset')}
        </Button>
      </Form.Item>
    </Form>
  );
}
