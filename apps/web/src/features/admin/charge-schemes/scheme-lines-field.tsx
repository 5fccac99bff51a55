import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import type { TLocale } from '@apex/shared/i18n';
import type { TJobType } from '@apex/shared/jobs';
import {
  CHARGE_SIDE_LABELS,
  CHARGE_SIDES,
  CHARGE_UNIT_LABELS,
  CHARGE_UNITS,
  JOB_PARTY_ROLE_LABELS,
  JOB_PARTY_ROLES,
  SCHEME_LINES_MAX,
  ZChargeSchemeLineInput,
} from '@apex/shared/master';
import { Button, Flex, Form, Input, InputNumber, Select, Space, Typography } from 'antd';
import type { FormListProps } from 'antd/es/form';
import { useEffect, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useLabel } from '../../../i18n/use-label';
import type { RecordEditor } from '../../../kit/form/use-record-editor';
import { labelledOptions } from '../../../kit/labelled-options';
import { codeOptions } from '../common/admin-lookups';
import { useChargeCodesFor } from './charge-code-lookup';
import { useLineLabel } from './charge-scheme-labels';

type LineKey = 'chargeCode' | 'side' | 'partyRole' | 'unit' | 'currency' | 'price';
/** The width of each input of a line, in its order. */
const COLUMN_WIDTHS: readonly [LineKey, number][] = [
  ['chargeCode', 220],
  ['side', 120],
  ['partyRole', 140],
  ['unit', 130],
  ['currency', 70],
  ['price', 130],
];
const widthOf = (key: LineKey) => COLUMN_WIDTHS.find(([k]) => k === key)![1];

/**
 * The scheme's charge lines, one row each: charge code (only those valid for the scheme's job
 * type, spec §5), AR/AP, party, unit, currency and price. Choosing a code fills in its default
 * unit and currency.
 */
export function SchemeLinesField({ editor, jobType }: { editor: RecordEditor; jobType: TJobType | undefined }) {
  const { t, i18n } = useTranslation('charges');
  const locale = i18n.language as TLocale;
  const labelText = useLabel();
  const lineLabel = useLineLabel();
  const codes = useChargeCodesFor(jobType);
  const { name, rules } = editor.field('lines');
  // Built once per list of codes and language, not once per line on every keystroke.
  const options = useMemo(
    () => ({
      chargeCode: codeOptions(codes, (c) => c.code, locale),
      side: labelledOptions(CHARGE_SIDES, CHARGE_SIDE_LABELS, labelText),
      partyRole: labelledOptions(JOB_PARTY_ROLES, JOB_PARTY_ROLE_LABELS, labelText),
      unit: labelledOptions(CHARGE_UNITS, CHARGE_UNIT_LABELS, labelText),
    }),
    [codes, locale, labelText],
  );
  const label = (key: LineKey, n: number) => `${lineLabel(key)} ${n}`;
  /** One of a line's fixed-list fields. */
  const choice = (line: number, index: number, key: 'side' | 'partyRole' | 'unit') => (
    <Form.Item name={[line, key]} noStyle>
      <Select<string, { value: string; label: string }>
        showSearch
        optionFilterProp="label"
        aria-label={label(key, index + 1)}
        options={options[key]}
        style={{ width: widthOf(key) }}
      />
    </Form.Item>
  );
  // Which line is wrong, and in which inputs: the schema's own words would not say.
  const lines = (Form.useWatch(name, editor.form) as unknown[] | undefined) ?? [];
  const problems = lines.flatMap((line, i) => {
    const result = ZChargeSchemeLineInput.safeParse(line);
    if (result.success) return [];
    const keys = [...new Set(result.error.issues.map((issue) => String(issue.path[0]) as LineKey))];
    return [t('schemes.lineProblem', { n: i + 1, fields: keys.map((key) => lineLabel(key)).join(', ') })];
  });
  // A list's rule runs when lines are added or removed, not when a line is typed in: an error shown
  // is checked again as the lines change, so it goes once the line is put right.
  const typed = JSON.stringify(lines);
  useEffect(() => {
    if (typed && editor.form.getFieldError(name).length > 0) editor.form.validateFields([name]).catch(() => undefined);
  }, [typed, editor.form, name]);
  const pickCode = (index: number, code: string) => {
    const picked = codes.find((c) => c.code === code);
    if (!picked) return;
    editor.form.setFieldValue([name, index, 'unit'], picked.defaultUnit);
    editor.form.setFieldValue([name, index, 'currency'], picked.defaultCurrency);
  };
  return (
    // The editor's rule is a validator, which is what a list takes.
    <Form.List name={name} rules={rules as FormListProps['rules']}>
      {(fields, { add, remove }, { errors }) => (
        <>
          {fields.length > 0 && (
            // Column heads over the rows of inputs; each input also names its line for screen readers.
            <Flex aria-hidden style={{ marginBottom: 4 }}>
              {COLUMN_WIDTHS.map(([key, width]) => (
                <Typography.Text key={key} type="secondary" style={{ width, paddingLeft: 8 }}>
                  {lineLabel(key)}
                </Typography.Text>
              ))}
            </Flex>
          )}
          {fields.map((field, index) => (
            <Space.Compact key={field.key} block style={{ marginBottom: 8 }}>
              <Form.Item name={[field.name, 'chargeCode']} noStyle>
                <Select
                  showSearch
                  optionFilterProp="label"
                  disabled={!jobType}
                  aria-label={label('chargeCode', index + 1)}
                  options={options.chargeCode}
                  onChange={(code: string) => pickCode(index, code)}
                  style={{ width: widthOf('chargeCode') }}
                />
              </Form.Item>
              {choice(field.name, index, 'side')}
              {choice(field.name, index, 'partyRole')}
              {choice(field.name, index, 'unit')}
              <Form.Item name={[field.name, 'currency']} noStyle>
                <Input
                  aria-label={label('currency', index + 1)}
                  maxLength={3}
                  style={{ width: widthOf('currency'), textTransform: 'uppercase' }}
                />
              </Form.Item>
              <Form.Item name={[field.name, 'price']} noStyle>
                {/* A decimal string, never a float (conventions §7); two decimals (spec §5). */}
                <InputNumber
                  stringMode
                  min="0"
                  precision={2}
                  aria-label={label('price', index + 1)}
                  style={{ width: widthOf('price') }}
                />
              </Form.Item>
              <Button
                icon={<DeleteOutlined />}
                aria-label={t('schemes.removeLine', { n: index + 1 })}
                onClick={() => remove(field.name)}
              />
            </Space.Compact>
          ))}
          <Form.ErrorList errors={errors.length > 0 && problems.length > 0 ? problems : errors} />
          <Button
            type="dashed"
            icon={<PlusOutlined />}
            disabled={!jobType || fields.length >= SCHEME_LINES_MAX}
            onClick={() => add({ side: 'AR', partyRole: 'CUSTOMER' })}
          >
            {t('schemes.addLine')}
          </Button>
        </>
      )}
    </Form.List>
  );
}
