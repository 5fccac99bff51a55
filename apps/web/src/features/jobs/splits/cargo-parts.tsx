import { type CargoTotals, cargoRemainder, splitMismatches, ZSplitPart } from '@apex/shared/jobs';
import { Alert, Form, Input, InputNumber, Space } from 'antd';
import { useTranslation } from 'react-i18next';

/** What a part's quantity inputs hold while the user types. */
export interface TypedCargo {
  packages?: number | null;
  weightKg?: unknown;
  volumeCbm?: unknown;
}

/** A typed weight or volume, or null while it is not (yet) a valid quantity. */
const decimalOrNull = (value: unknown): string | null =>
  typeof value === 'string' && ZSplitPart.shape.weightKg.safeParse(value).success ? value : null;

/**
 * What is left of the whole once the typed parts are taken, and whether they add up exactly
 * (shared decimal arithmetic: the server checks the same sums).
 */
function partsBalance(whole: CargoTotals, parts: readonly (TypedCargo | undefined)[]) {
  const cargo = parts.map((p) => ({
    packages: p?.packages ?? null,
    weightKg: decimalOrNull(p?.weightKg),
    volumeCbm: decimalOrNull(p?.volumeCbm),
  }));
  return { left: cargoRemainder(whole, cargo), exact: splitMismatches(whole, cargo).length === 0 };
}

/** The packages, weight and volume inputs of the part at `name` of a Form.List. */
export function CargoInputs({ name }: { name: number }) {
  const { t } = useTranslation('bills');
  // A row of its own: the caller's Space would stack the three inputs as one of its items.
  return (
    <Space align="baseline">
      <Form.Item name={[name, 'packages']}>
        <InputNumber
          min={0}
          precision={0}
          placeholder={t('hbl.fields.packages')}
          aria-label={t('hbl.fields.packages')}
          style={{ width: 100 }}
        />
      </Form.Item>
      <Form.Item name={[name, 'weightKg']}>
        <Input inputMode="decimal" suffix="KGS" aria-label={t('split.weight')} style={{ width: 140 }} />
      </Form.Item>
      <Form.Item name={[name, 'volumeCbm']}>
        <Input inputMode="decimal" suffix="CBM" aria-label={t('hbl.fields.volumeCbm')} style={{ width: 130 }} />
      </Form.Item>
    </Space>
  );
}

/** The whole to split, then what is left to place as the user types: green once the parts add up. */
export function SplitBalance({ whole, parts }: { whole: CargoTotals; parts: readonly (TypedCargo | undefined)[] }) {
  const { t } = useTranslation('bills');
  const { left, exact } = partsBalance(whole, parts);
  return (
    <Alert
      style={{ marginTop: 12 }}
      type={exact ? 'success' : 'warning'}
      showIcon
      title={t('split.left', left)}
      description={t('split.whole', {
        packages: whole.packages ?? 0,
        weightKg: whole.weightKg ?? '0',
        volumeCbm: whole.volumeCbm ?? '0',
      })}
    />
  );
}
