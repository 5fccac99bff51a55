import { SearchOutlined, UndoOutlined } from '@ant-design/icons';
import { Button, Form, Input } from 'antd';
import type { SizeType } from 'antd/es/config-provider/SizeContext';
import { type ReactNode, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { fromFormValues, type RangeFields, toFormValues } from './date-range';
import { filtersOf } from './list-query';
import type { ListControls, ListState } from './use-list';

interface ListQueryFormProps {
  list: Pick<ListControls<unknown>, 'state' | 'update'>;
  /** The keyword field's placeholder; a list without a keyword search has none. */
  keywordPlaceholder?: string;
  /** Form.Items of the list's other filters, named as its query schema names them. */
  children?: ReactNode;
  /** Filters shown on demand, after "More filters". */
  more?: ReactNode;
  /** Date range fields (a RangePicker's name) and the two query fields each fills. */
  ranges?: RangeFields;
  size?: SizeType;
  /** After a query or a reset, with the list's new state (the job list remembers its query). */
  onQueried?: (state: ListState) => void;
}

/**
 * The query form above a list (spec §2.8): keyword, the list's filters, query and reset, both from
 * page 1. The form follows the query string, also on back and forward; reset clears every filter,
 * shown or not, and keeps the sort.
 */
export function ListQueryForm({ list: { state, update }, ranges, onQueried, ...props }: ListQueryFormProps) {
  const { t } = useTranslation('admin');
  const [form] = Form.useForm();
  const [more, setMore] = useState(false);

  // The shown fields follow the state.
  // biome-ignore lint/correctness/useExhaustiveDependencies: also when "more" shows its fields, to fill them
  useEffect(() => {
    form.setFieldsValue(toFormValues(state, Object.keys(form.getFieldsValue()), ranges));
  }, [form, state, ranges, more]);

  const apply = (filters: Record<string, unknown>) => {
    const patch = { ...filters, page: 1 };
    update(patch);
    onQueried?.({ ...state, ...patch });
  };
  const noFilters = () => Object.fromEntries(Object.keys(filtersOf(state)).map((key) => [key, undefined]));

  return (
    <Form
      form={form}
      // Prefixes its fields' ids (query_flag), so they never clash with a dialog's field of the same name.
      name="query"
      layout="inline"
      size={props.size}
      onFinish={(values: Record<string, unknown>) => apply(fromFormValues(values, ranges))}
      style={{ rowGap: 8, marginBottom: 12 }}
    >
      {props.keywordPlaceholder !== undefined && (
        <Form.Item name="keyword">
          <Input
            allowClear
            prefix={<SearchOutlined />}
            placeholder={props.keywordPlaceholder}
            aria-label={t('list.keyword')}
            style={{ width: 240 }}
          />
        </Form.Item>
      )}
      {props.children}
      <Form.Item>
        <Button type="primary" htmlType="submit" icon={<SearchOutlined />}>
          {t('list.query')}
        </Button>
      </Form.Item>
      <Form.Item>
        <Button icon={<UndoOutlined />} onClick={() => apply(noFilters())}>
          {t('list.reset')}
        </Button>
      </Form.Item>
      {props.more && (
        <Form.Item>
          <Button type="link" onClick={() => setMore(!more)}>
            {more ? t('list.less') : t('list.more')}
          </Button>
        </Form.Item>
      )}
      {more && <div style={{ display: 'flex', flexWrap: 'wrap', rowGap: 8, width: '100%' }}>{props.more}</div>}
    </Form>
  );
}
