import { type TInvoice, type TJobCharges, ZSaveChargesRequest } from '@apex/shared/finance';
import { OTHER_SERVICE_KINDS } from '@apex/shared/movement';
import { useQuery } from '@tanstack/react-query';
import { App, Flex } from 'antd';
import dayjs from 'dayjs';
import { type Key, useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { messageText } from '../../../i18n/server-messages';
import { useLabel } from '../../../i18n/use-label';
import { useChargeCodesFor } from '../../admin/charge-schemes/charge-code-lookup';
import { InvoiceDrawer } from '../../finance/invoice-editor/invoice-drawer';
import { billsQuery } from '../bills/bills-api';
import { useJobTabLabel } from '../card/job-tab-label';
import type { JobTabProps } from '../card/job-tab-props';
import { CargoGrid } from '../cargo-grid/cargo-grid';
import { PartFrame } from '../cargo-grid/part-frame';
import { useJobPart } from '../cargo-grid/use-job-part';
import { jobApi } from '../job-api';
import { ApportionPanel } from './apportion-panel';
import { useChargeCodeName } from './charge-code-name';
import { chargeColumns, DETAIL_FIELDS } from './charge-columns';
import { draftSummary } from './charge-draft-money';
import { useChargeFigureColumns } from './charge-figure-columns';
import { useChargeLabel } from './charge-labels';
import { lineLock } from './charge-locks';
import {
  type ChargeRow,
  chargeLineInput,
  chargeRowOf,
  copyChargeRow,
  mirrorChargeRow,
  newChargeRow,
} from './charge-row';
import { ChargeStatusBar } from './charge-status-bar';
import { ChargeToolbar } from './charge-toolbar';
import { ChargeTotals } from './charge-totals';
import { InvoiceCreateDialog } from './invoice-create-dialog';
import { JobInvoices } from './job-invoices';
import { ProfitPanel } from './profit-panel';
import { SchemeDialog } from './scheme-dialog';
import { useChargeActions } from './use-charge-actions';

interface Draft {
  lines: ChargeRow[];
}

const toBody = (draft: Draft) => ({ lines: draft.lines.map(chargeLineInput) });

/**
 * The job card's charges and invoice tab (spec §2.8, issue 17): the job's charge (AR) and cost (AP)
 * lines in one spreadsheet-like grid, saved as a whole; totals and the live profit below it; the
 * job's money status, checks and review above it; its invoices at the foot. A master job holds no
 * lines (spec §5): its tab spreads costs onto its sub-jobs.
 */
export function ChargesTab({ jobType, jobId, onDirtyChange }: JobTabProps) {
  const { t } = useTranslation('jobCharges');
  const { message } = App.useApp();
  const tabLabel = useJobTabLabel();
  const label = useChargeLabel();
  const labelText = useLabel();
  const codeName = useChargeCodeName();
  const codes = useChargeCodesFor(jobType);
  const bills = useQuery(billsQuery(jobType, jobId));
  const toDraft = useCallback((data: TJobCharges): Draft => ({ lines: data.lines.map(chargeRowOf) }), []);
  const routes = jobApi(jobType).charges;
  const part = useJobPart({
    part: 'charges',
    routes: { get: routes.get, save: routes.save },
    schema: ZSaveChargesRequest,
    toDraft,
    toBody,
    jobType,
    jobId,
    onDirtyChange,
  });
  const actions = useChargeActions(jobType, jobId);
  const [selected, setSelected] = useState<Key[]>([]);
  const [allFields, setAllFields] = useState(false);
  const [dialog, setDialog] = useState<'scheme' | 'invoice' | null>(null);
  const [openInvoice, setOpenInvoice] = useState<number>();
  const data = part.loaded.data;
  const lockText = (row: ChargeRow) => {
    const lock =
      data && row.saved
        ? lineLock(row.saved, {
            reviewStatus: data.status.reviewStatus,
            callerCompanyType: data.callerCompanyType,
            draftName: labelText('finance:invoiceStates.DRAFT'),
            serviceName: (kind) => labelText(OTHER_SERVICE_KINDS[kind]),
          })
        : null;
    return lock && messageText(lock.code, lock.values);
  };
  const figureColumns = useChargeFigureColumns(data?.localCurrency ?? '', lockText);
  if (data?.isMaster) return <ApportionPanel jobType={jobType} jobId={jobId} />;

  const rows = part.draft?.lines ?? [];
  const setRows = (lines: ChargeRow[]) => part.edit(() => ({ lines }));
  const patch = (row: ChargeRow, change: Partial<ChargeRow>) =>
    part.edit((draft) => ({ lines: draft.lines.map((r) => (r.key === row.key ? { ...r, ...change } : r)) }));
  const ticked = rows.filter((r) => selected.includes(r.key));
  const tickedSaved = ticked.flatMap((r) => (r.saved ? [r.saved] : []));
  const branches = (data?.branchCompanies ?? []).map((b) => ({ value: b.id, label: `${b.companyCode} ${b.name}` }));
  // A refused cell of a column the everyday view hides shows all the columns, so the error is seen.
  const showAll = allFields || Object.keys(part.errors).some((cell) => DETAIL_FIELDS.has(cell.split('.')[2] ?? ''));
  const { lead, figures } = figureColumns;
  const columns = chargeColumns(
    {
      label,
      labelText,
      codes,
      codeName,
      hbls: (bills.data?.hbls ?? []).map((h) => ({ value: h.id, label: h.hblNo })),
      branches,
      patch,
    },
    figures,
    showAll,
  );
  const summary = draftSummary(rows, data?.localCurrency ?? '', data?.summary.minMarginPct ?? null);
  const remove = () => {
    const kept = rows.filter((r) => !selected.includes(r.key) || lockText(r) !== null);
    const locked = ticked.length - (rows.length - kept.length);
    if (locked > 0) message.warning(t('toolbar.lockedKept', { count: locked }));
    setRows(kept);
    setSelected([]);
  };
  const created = (invoice: TInvoice) => {
    setDialog(null);
    setSelected([]);
    void actions.reload();
    setOpenInvoice(invoice.id);
  };

  return (
    <PartFrame part={part} title={tabLabel('charges')}>
      {data && <ChargeStatusBar data={data} selected={tickedSaved} dirty={part.dirty} actions={actions} />}
      <ChargeToolbar
        selectedCount={ticked.length}
        invoiceable={tickedSaved.length}
        dirty={part.dirty}
        locked={data?.status.reviewStatus === 'REVIEWED'}
        allFields={showAll}
        onAllFields={setAllFields}
        onAdd={(side) =>
          setRows([...rows, newChargeRow(side, data?.localCurrency ?? '', dayjs().format('YYYY-MM-DD'))])
        }
        onCopy={() => setRows([...rows, ...ticked.map(copyChargeRow)])}
        onMirror={() => setRows([...rows, ...ticked.map(mirrorChargeRow)])}
        onRemove={remove}
        onScheme={() => setDialog('scheme')}
        onInvoice={() => setDialog('invoice')}
      />
      <CargoGrid<ChargeRow>
        list="lines"
        rows={rows}
        columns={columns}
        leadColumns={lead}
        errors={part.errors}
        rowKey={(row) => row.key}
        selection={{ keys: selected, onChange: setSelected }}
        readOnly={(row) => lockText(row) !== null}
        onChange={setRows}
      />
      <Flex wrap gap={12} align="flex-start">
        <ChargeTotals totals={summary.byCurrency} />
        {data && (
          <ProfitPanel summary={summary} localCurrency={data.localCurrency} minMarginPct={data.summary.minMarginPct} />
        )}
      </Flex>
      {data && <JobInvoices invoices={data.invoices} onOpen={setOpenInvoice} />}
      {dialog === 'scheme' && (
        <SchemeDialog
          jobType={jobType}
          jobId={jobId}
          branches={branches}
          onAdd={(added) => {
            setRows([...rows, ...added]);
            setDialog(null);
          }}
          onClose={() => setDialog(null)}
        />
      )}
      {dialog === 'invoice' && (
        <InvoiceCreateDialog
          jobType={jobType}
          jobId={jobId}
          lines={tickedSaved}
          onCreated={created}
          onClose={() => setDialog(null)}
        />
      )}
      {openInvoice !== undefined && (
        <InvoiceDrawer
          id={openInvoice}
          onClose={() => setOpenInvoice(undefined)}
          onChanged={() => void actions.reload()}
        />
      )}
    </PartFrame>
  );
}
