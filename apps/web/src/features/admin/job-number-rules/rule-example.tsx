import { DATE_PATTERNS, formatJobNumber, SEQ_WIDTH_MAX, SEQ_WIDTH_MIN, type TDatePattern } from '@apex/shared/master';
import { Form, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import type { RecordEditor } from '../../../kit/form/use-record-editor';
import { today } from './today';

/** The first number of today's period under the rule as typed: the shared formatter the server uses. */
export function RuleExample({ editor }: { editor: RecordEditor }) {
  const { t } = useTranslation('charges');
  const prefix = (Form.useWatch('prefix', editor.form) as string | undefined) ?? '';
  const datePattern = Form.useWatch('datePattern', editor.form) as TDatePattern | undefined;
  const seqWidth = Form.useWatch('seqWidth', editor.form) as number | undefined;
  if (datePattern === undefined || !DATE_PATTERNS.includes(datePattern)) return null;
  if (seqWidth === undefined || seqWidth < SEQ_WIDTH_MIN || seqWidth > SEQ_WIDTH_MAX) return null;
  const example = formatJobNumber({ prefix: prefix.trim().toUpperCase(), datePattern, seqWidth }, today(), 1);
  return <Typography.Text type="secondary">{t('rules.example', { example })}</Typography.Text>;
}
