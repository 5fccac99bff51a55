import { API } from '@apex/shared';
import type { TInvoiceRow } from '@apex/shared/finance';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLabel } from '../../../i18n/use-label';
import { FilterSelect, flagOptions } from '../../../kit/list/filter-select';
import { ListPage } from '../../../kit/list/list-page';
import { useList } from '../../../kit/list/use-list';
import { useOfficeOptions } from '../../admin/exchange-rates/rate-lookups';
import { CurrencyFilter, DateRangeFilter, PartyFilter } from '../finance-filters';
import { useFinanceOptions } from '../finance-options';
import { InvoiceDrawer } from '../invoice-editor/invoice-drawer';
import { useInvoiceColumns } from './invoice-columns';

/** The invoice date range's two query fields. */
const RANGES = { invoiceDate: ['dateFrom', 'dateTo'] } as const;

/**
 * /finance/invoices: the office's invoices, notes and vendor bills, queried by party, dates, state,
 * currency and office, exported to Excel; a double-click opens the invoice editor.
 */
export function InvoicesPage() {
  const { t } = useTranslation('financeDesk');
  const { t: ts } = useTranslation('settings');
  const label = useLabel();
  const list = useList(API.finance.invoices);
  const options = useFinanceOptions();
  const offices = useOfficeOptions();
  const columns = useInvoiceColumns();
  const [openId, setOpenId] = useState<number>();
  return (
    <ListPage<TInvoiceRow>
      title={label('finance:menus.invoices')}
      list={list}
      columns={columns}
      tableKey="financeInvoices"
      keywordPlaceholder={t('invoices.keyword')}
      exportRoute={API.finance.exportInvoices}
      filters={
        <>
          <PartyFilter width={220} />
          <FilterSelect name="kind" label={label('finance:fields.invoiceKind')} options={options.kinds} width={130} />
          <FilterSelect
            name="state"
            label={label('finance:fields.invoiceState')}
            options={options.states}
            width={120}
          />
          <FilterSelect
            name="paymentState"
            label={label('finance:fields.paymentState')}
            options={options.paymentStates}
            width={130}
          />
          <CurrencyFilter />
          <DateRangeFilter name="invoiceDate" label={label('finance:fields.invoiceDate')} />
          <FilterSelect
            name="officeCode"
            label={label('administration:entities.office')}
            options={offices.options}
            width={150}
          />
          <FilterSelect
            name="overdue"
            label={ts('tasks.overdue')}
            options={flagOptions(t('invoices.overdueOnly'), t('invoices.notOverdue'))}
            width={130}
          />
        </>
      }
      ranges={RANGES}
      onRow={(row) => ({ onDoubleClick: () => setOpenId(row.id) })}
    >
      {openId !== undefined && <InvoiceDrawer id={openId} onClose={() => setOpenId(undefined)} />}
    </ListPage>
  );
}
