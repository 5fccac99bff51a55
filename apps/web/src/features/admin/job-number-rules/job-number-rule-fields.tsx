import type { TLocale } from '@apex/shared/i18n';
import { JOB_TYPES } from '@apex/shared/jobs';
import {
  DATE_PATTERNS,
  JOB_TYPE_LABELS,
  NUMBER_RULE_KIND_LABELS,
  NUMBER_RULE_KINDS,
  RESET_PERIODS,
  SEQ_WIDTH_MAX,
  SEQ_WIDTH_MIN,
} from '@apex/shared/master';
import { Input, InputNumber, Row, Select } from 'antd';
import { useTranslation } from 'react-i18next';
import { useLabel } from '../../../i18n/use-label';
import { FieldCol } from '../../../kit/form/field-col';
import type { RecordEditor } from '../../../kit/form/use-record-editor';
import { labelledOptions } from '../../../kit/labelled-options';
import { codeOptions, useOfficeLookup } from '../common/admin-lookups';
import { type RuleField, useRuleLabel } from './job-number-rule-labels';
import { RuleExample } from './rule-example';

/** The office, kind and job type a rule is for (fixed once it exists), and how its numbers are made. */
export function JobNumberRuleFields({ editor, creating }: { editor: RecordEditor; creating: boolean }) {
  const { t, i18n } = useTranslation('charges');
  const locale = i18n.language as TLocale;
  const labelText = useLabel();
  const offices = useOfficeLookup();
  const label = useRuleLabel();
  const item = (name: RuleField) => ({ label: label(name), ...editor.field(name) });
  const patterns = DATE_PATTERNS.map((value) => ({ value, label: value || t('rules.noDatePart') }));
  const periods = RESET_PERIODS.map((value) => ({ value, label: t(`rules.reset.${value}`) }));
  return (
    <Row gutter={16}>
      <FieldCol span={12} {...item('officeCode')}>
        <Select
          disabled={!creating}
          showSearch
          optionFilterProp="label"
          options={codeOptions(offices, (o) => o.officeCode, locale)}
        />
      </FieldCol>
      <FieldCol span={12} {...item('kind')}>
        <Select disabled={!creating} options={labelledOptions(NUMBER_RULE_KINDS, NUMBER_RULE_KIND_LABELS, labelText)} />
      </FieldCol>
      <FieldCol span={12} {...item('jobType')}>
        <Select
          disabled={!creating}
          showSearch
          optionFilterProp="label"
          options={labelledOptions(JOB_TYPES, JOB_TYPE_LABELS, labelText)}
        />
      </FieldCol>
      <FieldCol span={8} {...item('prefix')}>
        <Input maxLength={10} style={{ textTransform: 'uppercase' }} />
      </FieldCol>
      <FieldCol span={8} {...item('datePattern')} required={false}>
        <Select showSearch optionFilterProp="label" options={patterns} />
      </FieldCol>
      <FieldCol span={8} {...item('seqWidth')}>
        <InputNumber min={SEQ_WIDTH_MIN} max={SEQ_WIDTH_MAX} precision={0} style={{ width: '100%' }} />
      </FieldCol>
      <FieldCol span={12} {...item('resetPeriod')}>
        <Select showSearch optionFilterProp="label" options={periods} />
      </FieldCol>
      <FieldCol span={12} label=" ">
        <RuleExample editor={editor} />
      </FieldCol>
    </Row>
  );
}
