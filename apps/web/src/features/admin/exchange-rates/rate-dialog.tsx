import { API } from '@apex/shared';
import { DATE_FORMAT } from '@apex/shared/format';
import { DatePicker, Input, Row, Select } from 'antd';
import dayjs from 'dayjs';
import { useTranslation } from 'react-i18next';
import { dateTextField } from '../../../kit/form/date-text-field';
import { EditorFrame } from '../../../kit/form/editor-frame';
import { FieldCol } from '../../../kit/form/field-col';
import { useEntityEditor } from '../../../kit/form/use-entity-editor';
import { type RateField, useRateLabel } from './rate-labels';
import { useEnabledCurrencyOptions, useOfficeOptions } from './rate-lookups';

/** Adds a rate (office, pair, rate, date), or edits the rate and date of the one with `id`. */
export function RateDialog({ id, onClose }: { id?: number; onClose: () => void }) {
  const { t } = useTranslation('refdata');
  const offices = useOfficeOptions();
  const currencies = useEnabledCurrencyOptions();
  const { record, editor, frame } = useEntityEditor({
    id,
    routes: API.exchangeRates,
    blank: { officeCode: offices.current, effectiveDate: dayjs().format(DATE_FORMAT) },
    savedText: t('rates.saved'),
    onClose,
  });
  const label = useRateLabel();
  const item = (name: RateField) => ({ label: label(name), ...editor.field(name) });
  const creating = id === undefined;
  return (
    <EditorFrame
      {...frame}
      width={560}
      title={
        record
          ? t('rates.editTitle', { pair: `${record.officeCode} ${record.fromCurrency}/${record.toCurrency}` })
          : t('rates.newTitle')
      }
    >
      <Row gutter={16}>
        <FieldCol span={24} {...item('officeCode')}>
          <Select disabled={!creating} showSearch={{ optionFilterProp: 'label' }} options={offices.options} />
        </FieldCol>
        <FieldCol span={12} {...item('fromCurrency')}>
          <Select disabled={!creating} showSearch options={currencies} />
        </FieldCol>
        <FieldCol span={12} {...item('toCurrency')}>
          <Select disabled={!creating} showSearch options={currencies} />
        </FieldCol>
        <FieldCol span={12} {...item('rate')} extra={t('rates.rateHint')}>
          <Input inputMode="decimal" maxLength={19} />
        </FieldCol>
        <FieldCol span={12} {...item('effectiveDate')} {...dateTextField}>
          <DatePicker style={{ width: '100%' }} />
        </FieldCol>
      </Row>
    </EditorFrame>
  );
}
