import { SearchOutlined, UndoOutlined } from '@ant-design/icons';
import { App, Button, Form, Input } from 'antd';
import type { SizeType } from 'antd/es/config-provider/SizeContext';
import { type ReactNode, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { zodIssueText } from '../form/zod-issue-text';
import { fromFormValues, type RangeFields, toFormValues } from './date-range';
import { filtersOf } from './list-query';
import type { ListQueryControls, ListState } from './use-list';

interface ListQueryFormProps {
  list: ListQueryControls;
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

/** A state's filters as one comparable text. */
const filtersKey = (state: Record<string, unknown>) => JSON.stringify(filtersOf(state));

/** The form field a query field's refusal goes under: a range's ends under the range. */
const fieldOf = (key: string, ranges: RangeFields = {}) =>
  Object.entries(ranges).find(([, ends]) => ends.includes(key))?.[0] ?? key;

/**
 * The query form above a list (spec §2.8): keyword, the list's filters, query and reset, both from
 * page 1. The form follows the query string, also on back and forward; reset clears every filter,
 * shown or not, and keeps the sort. A query the list's schema refuses is not sent: the form keeps
 * what was typed and says why under the field.
 */
export function ListQueryForm({ list: { state, update, check }, ranges, onQueried, ...props }: ListQueryFormProps) {
  const { t } = useTranslation('admin');
  const { message } = App.useApp();
  const [form] = Form.useForm();
  const [more, setMore] = useState(false);
  // The filters this form last sent. The state comes back with them a render or more later (the
  // router's navigation is a transition): filling the form then would wipe what the user typed
  // meanwhile (issue 16: bill numbers pasted right after Reset were lost, and the query sent none).
  const sent = useRef<string>(undefined);

  // The shown fields follow the state that did not come from this form (a link, back and forward,
  // a remembered query).
  // biome-ignore lint/correctness/useExhaustiveDependencies: also when "more" shows its fields, to fill them
  useEffect(() => {
    const own = sent.current === filtersKey(state);
    sent.current = undefined;
    if (own) return;
    form.setFieldsValue(toFormValues(state, Object.keys(form.getFieldsValue()), ranges));
  }, [form, state, ranges, more]);

  const refuse = (issues: readonly Parameters<typeof zodIssueText>[0][]) => {
    const shown = new Set(Object.keys(form.getFieldsValue()));
    for (const issue of issues) {
      const name = fieldOf(String(issue.path[0] ?? ''), ranges);
      if (shown.has(name)) form.setFields([{ name, errors: [zodIssueText(issue)] }]);
      else void message.error({ content: zodIssueText(issue), duration: 5 });
    }
  };

  const apply = (filters: Record<string, unknown>) => {
    const patch = { ...filters, page: 1 };
    const checked = check(patch);
    if (!checked.success) return refuse(checked.error.issues);
    sent.current = filtersKey(checked.data);
    update(patch);
    onQueried?.({ ...state, ...patch });
  };
  const noFilters = () => Object.fromEntries(Object.keys(filtersOf(state)).map((key) => [key, undefined]));
  const reset = () => {
    form.resetFields();
    apply(noFilters());
  };

  return (
    <Form
      form={form}
      // Prefixes its fields' ids (query_flag), so they never clash with a dialog's field of the same name.
      name="query"
      layout="inline"
      size={props.size}
      onFinish={(values: Record<string, unknown>) => apply(fromFormValues(values, ranges))}
      style={{ rowGap: 8, marginBottom: props.size === 'small' ? 0 : 12 }}
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
        <Button icon={<UndoOutlined />} onClick={reset}>
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
