import { API } from '@apex/shared';
import type { TPartyAddress } from '@apex/shared/master';
import { useQueries } from '@tanstack/react-query';
import { Col, Form, Input, Row } from 'antd';
import { useTranslation } from 'react-i18next';
import { call } from '../../../api/client';
import { useLabel } from '../../../i18n/use-label';
import { KitSelect } from '../../../kit/kit-select';
import { routeQueryKey } from '../../../kit/list/route-query-key';
import type { OrderDraft } from './order-draft';

type Address = NonNullable<OrderDraft['address']>;
// The address's use (attributes) and position come with a party's address; they are not typed here.
const LINES = ['address1', 'address2', 'city', 'state', 'countryCode', 'postalCode'] as const;
const LABELS = {
  address1: 'masterData:templates.address1',
  address2: 'masterData:templates.address2',
  city: 'masterData:templates.city',
  state: 'masterData:templates.state',
  countryCode: 'masterData:templates.countryCode',
  postalCode: 'masterData:templates.postalCode',
} as const;
const EMPTY: Address = {
  address1: '',
  address2: '',
  city: '',
  state: '',
  countryCode: '',
  postalCode: '',
  longitude: null,
  latitude: null,
  attributes: '',
};

const oneLine = (a: TPartyAddress) => [a.address1, a.city, a.countryCode].filter(Boolean).join(', ');

/**
 * spec §3 Address on the order: taken from one of the trucker's or consignee's addresses (what
 * master data keeps for a party), or typed for this order. A user who may not read parties types it.
 */
export function AddressFields({ draft, onChange }: { draft: OrderDraft; onChange: (address: Address | null) => void }) {
  const { t } = useTranslation('jobTrucking');
  const label = useLabel();
  const ids = [draft.trucker, draft.consignee].filter((id): id is number => id !== null && id !== undefined);
  const parties = useQueries({
    queries: ids.map((id) => ({
      queryKey: routeQueryKey(API.parties.get, { id }),
      queryFn: () => call(API.parties.get, { params: { id } }, { isStopError: true }),
      retry: false,
      staleTime: 60_000,
    })),
  });
  const choices = parties.flatMap((p) =>
    (p.data?.addresses ?? []).map((a, i) => ({
      value: `${p.data!.id}/${i}`,
      label: `${p.data!.nameEn}: ${oneLine(a)}`,
      address: a,
    })),
  );
  const address = draft.address ?? EMPTY;
  const set = (key: (typeof LINES)[number], value: string) => {
    const next = { ...address, [key]: value };
    onChange(next.address1 || next.city || next.countryCode ? next : null);
  };
  return (
    <Row gutter={12}>
      <Col span={24}>
        <Form.Item label={t('dialog.partyAddress')}>
          <KitSelect<string>
            size="small"
            value=""
            placeholder={t('dialog.partyAddress')}
            notFoundContent={t('dialog.noAddresses')}
            options={choices.map(({ value, label: text }) => ({ value, label: text }))}
            onChange={(value) => {
              const found = choices.find((c) => c.value === value);
              if (found) onChange({ ...EMPTY, ...found.address });
            }}
          />
        </Form.Item>
      </Col>
      {LINES.map((key) => (
        <Col span={key === 'address1' || key === 'address2' ? 6 : 3} key={key}>
          <Form.Item label={label(LABELS[key])}>
            <Input
              size="small"
              maxLength={key === 'countryCode' ? 2 : 200}
              value={address[key]}
              onChange={(e) => set(key, e.target.value)}
            />
          </Form.Item>
        </Col>
      ))}
    </Row>
  );
}
