import { API } from '@apex/shared';
import { DATE_FORMAT } from '@apex/shared/format';
import type { TRateLookup } from '@apex/shared/master';
import { Alert, Button, DatePicker, Form, Select } from 'antd';
import dayjs from 'dayjs';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { call } from '../../../api/client';
import { dateTextField } from '../../../kit/form/date-text-field';
import { type RateField, useRateLabel } from './rate-labels';
import { useEnabledCurrencyOptions, useOfficeOptions } from './rate-lookups';

interface LookupValues {
  officeCode: string;
  fromCurrency: string;
  toCurrency: string;
  date: string;
}

/** "Which rate applies on this day?": the same lookup charges and invoices use (latest on or before). */
export function RateLookupForm() {
  const { t } = useTranslation('refdata');
  const label = useRateLabel();
  const offices = useOfficeOptions();
  const currencies = useEnabledCurrencyOptions();
  const [asked, setAsked] = useState<{ values: LookupValues; found: TRateLookup }>();
  const lookUp = async (values: LookupValues) =>
    setAsked({ values, found: await call(API.exchangeRates.lookup, { query: values }) });
  const pick = (name: keyof LookupValues, options: { value: string; label: string }[]) => (
    <Form.Item name={name} rules={[{ required: true, message: '' }]}>
      <Select
        showSearch
        options={options}
        placeholder={label(name as RateField)}
        // The list's query form above has an office picker too; a reader tells them apart by this.
        aria-label={`${t('rates.lookupTitle')}: ${label(name as RateField)}`}
        style={{ width: name === 'officeCode' ? 200 : 110 }}
      />
    </Form.Item>
  );
  return (
    <>
      <Form<LookupValues>
        name="rateLookup"
        layout="inline"
        initialValues={{ officeCode: offices.current, date: dayjs().format(DATE_FORMAT) }}
        onFinish={lookUp}
        style={{ rowGap: 8, marginTop: 16 }}
      >
        <Form.Item>
          <strong>{t('rates.lookupTitle')}</strong>
        </Form.Item>
        {pick('officeCode', offices.options)}
        {pick('fromCurrency', currencies)}
        {pick('toCurrency', currencies)}
        <Form.Item name="date" rules={[{ required: true, message: '' }]} {...dateTextField}>
          <DatePicker aria-label={t('rates.lookupDate')} />
        </Form.Item>
        <Form.Item>
          <Button htmlType="submit">{t('rates.lookup')}</Button>
        </Form.Item>
      </Form>
      {asked && (
        <Alert
          style={{ marginTop: 8 }}
          role="status"
          type={asked.found ? 'info' : 'warning'}
          title={
            asked.found
              ? t('rates.lookupResult', {
                  from: asked.values.fromCurrency,
                  to: asked.values.toCurrency,
                  rate: asked.found.rate,
                  date: asked.found.effectiveDate,
                })
              : t('rates.lookupNone')
          }
        />
      )}
    </>
  );
}
