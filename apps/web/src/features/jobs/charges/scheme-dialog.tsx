import { API } from '@apex/shared';
import { TAX_TYPE_CODES, TAX_TYPES, type TTaxType } from '@apex/shared/finance';
import type { TJobType } from '@apex/shared/jobs';
import { CHARGE_SIDE_LABELS, CHARGE_UNIT_LABELS, JOB_PARTY_ROLE_LABELS } from '@apex/shared/master';
import { useMutation } from '@tanstack/react-query';
import { Alert, Flex, Form, List, Select, Table, Typography } from 'antd';
import { type Key, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { call, failureText } from '../../../api/client';
import { useLabel } from '../../../i18n/use-label';
import { DraggableModal } from '../../../kit/draggable-modal';
import { labelledOptions } from '../../../kit/labelled-options';
import { ALL, useLookup } from '../../../kit/use-lookup';
import { PartySelect } from '../../admin/parties/party-select';
import { MoneyText } from '../../finance/money-column';
import { jobApi } from '../job-api';
import type { ChargeRow } from './charge-row';
import { type ChosenParty, isApplicable, type SchemeLine, schemeRows } from './scheme-lines';

interface SchemeDialogProps {
  jobType: TJobType;
  jobId: number;
  branches: { value: number; label: string }[];
  onAdd: (rows: ChargeRow[]) => void;
  onClose: () => void;
}

type IndexedLine = SchemeLine & { index: number };

/**
 * Apply a charge scheme (issue 17): an enabled scheme of the job's type, its lines worked out on the
 * job's quantities by the server, shown for review; the lines ticked go into the grid and are saved
 * with it. A line whose unit the job has nothing of is shown apart; one whose role the job has no
 * party in asks for a settlement account.
 */
export function SchemeDialog({ jobType, jobId, branches, onAdd, onClose }: SchemeDialogProps) {
  const { t } = useTranslation('jobCharges');
  const labelText = useLabel();
  const schemes =
    useLookup(['chargeSchemes', 'enabled', jobType], '/chargeScheme/list', () =>
      call(
        API.chargeSchemes.list,
        { query: { ...ALL, jobType, enabled: 'true', sortField: 'schemeNo' } },
        { isStopError: true },
      ),
    )?.rows ?? [];
  const [ticked, setTicked] = useState<Key[]>([]);
  const [parties, setParties] = useState(new Map<number, ChosenParty>());
  const [taxType, setTaxType] = useState<TTaxType | null>(null);
  const [branchCompanyId, setBranch] = useState<number | null>(branches.length === 1 ? branches[0]!.value : null);
  const preview = useMutation({
    mutationFn: (schemeId: number) =>
      call(jobApi(jobType).charges.schemePreview, { params: { id: jobId }, body: { schemeId } }, { isStopError: true }),
    onSuccess: (data) => {
      setTicked(data.lines.flatMap((l, index) => (isApplicable(l) ? [index] : [])));
      setParties(new Map());
    },
  });
  const lines: IndexedLine[] = (preview.data?.lines ?? []).map((l, index) => ({ ...l, index }));
  const applicable = lines.filter(isApplicable);
  const chosen = lines.filter((l) => ticked.includes(l.index));
  const add = () => {
    const tax = taxType ? { taxType, branchCompanyId } : null;
    onAdd(schemeRows(chosen, parties, tax));
  };
  const sideAndCode = (l: SchemeLine) => `${labelText(CHARGE_SIDE_LABELS[l.side])} ${l.chargeCode}`;
  return (
    <DraggableModal
      open
      width={980}
      title={t('toolbar.scheme')}
      okText={t('scheme.add', { count: chosen.length })}
      okButtonProps={{ disabled: chosen.length === 0 }}
      onOk={add}
      onCancel={onClose}
    >
      <Flex vertical gap={12}>
        <Form layout="inline" size="small">
          <Form.Item label={labelText('masterData:entities.chargeScheme')}>
            <Select
              showSearch={{ optionFilterProp: 'label' }}
              aria-label={labelText('masterData:entities.chargeScheme')}
              style={{ width: 320 }}
              loading={preview.isPending}
              options={schemes.map((s) => ({ value: s.id, label: `${s.schemeNo} ${s.name}` }))}
              onChange={(id: number) => preview.mutate(id)}
            />
          </Form.Item>
          <Form.Item label={labelText('finance:fields.taxType')} tooltip={t('scheme.taxHint')}>
            <Select
              allowClear
              aria-label={labelText('finance:fields.taxType')}
              style={{ width: 180 }}
              value={taxType}
              options={labelledOptions(TAX_TYPE_CODES, TAX_TYPES, labelText)}
              onChange={(v) => setTaxType(v ?? null)}
            />
          </Form.Item>
          {taxType && (
            <Form.Item label={labelText('finance:fields.branchCompany')}>
              <Select
                aria-label={labelText('finance:fields.branchCompany')}
                style={{ width: 200 }}
                value={branchCompanyId}
                options={branches}
                onChange={setBranch}
              />
            </Form.Item>
          )}
        </Form>
        {preview.error && <Alert type="error" showIcon title={failureText(preview.error)} />}
        {preview.data && (
          <Table<IndexedLine>
            size="small"
            bordered
            pagination={false}
            rowKey="index"
            scroll={{ y: 320 }}
            dataSource={applicable}
            rowSelection={{ selectedRowKeys: ticked, onChange: setTicked }}
            columns={[
              {
                key: 'code',
                title: labelText('masterData:entities.chargeCode'),
                width: 110,
                render: (_, l) => sideAndCode(l),
              },
              { key: 'name', dataIndex: 'displayName', title: labelText('finance:fields.displayName'), width: 170 },
              {
                key: 'unit',
                title: labelText('masterData:templates.unit'),
                width: 110,
                render: (_, l) => labelText(CHARGE_UNIT_LABELS[l.unit]),
              },
              { key: 'num', dataIndex: 'num', title: labelText('finance:fields.num'), width: 70, align: 'right' },
              {
                key: 'price',
                title: labelText('masterData:templates.price'),
                width: 110,
                align: 'right',
                render: (_, l) => <MoneyText amount={l.price} currency={l.currency} />,
              },
              {
                key: 'amount',
                title: labelText('finance:fields.amount'),
                width: 120,
                align: 'right',
                render: (_, l) => <MoneyText amount={l.amount} currency={l.currency} />,
              },
              {
                key: 'party',
                title: labelText('finance:fields.settlementAccount'),
                render: (_, l) =>
                  l.partyId !== null ? (
                    l.partyName
                  ) : (
                    <PartySelect
                      size="small"
                      style={{ width: '100%' }}
                      status={ticked.includes(l.index) && !parties.has(l.index) ? 'warning' : undefined}
                      placeholder={t('scheme.pickParty', {
                        role: labelText(JOB_PARTY_ROLE_LABELS[l.partyRole as keyof typeof JOB_PARTY_ROLE_LABELS]),
                      })}
                      onChange={(id, option) =>
                        setParties((current) => {
                          const next = new Map(current);
                          if (id && option && !Array.isArray(option)) next.set(l.index, { id, name: option.label });
                          else next.delete(l.index);
                          return next;
                        })
                      }
                    />
                  ),
              },
            ]}
          />
        )}
        {lines.length > applicable.length && (
          <List
            size="small"
            header={<Typography.Text type="secondary">{t('scheme.notApplicable')}</Typography.Text>}
            dataSource={lines.filter((l) => !isApplicable(l))}
            renderItem={(l) => (
              <List.Item>
                {sideAndCode(l)} · {l.displayName} · {labelText(CHARGE_UNIT_LABELS[l.unit])}
              </List.Item>
            )}
          />
        )}
      </Flex>
    </DraggableModal>
  );
}
