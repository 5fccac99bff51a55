import { API } from '@apex/shared';
import { call } from '../../../api/client';
import { ALL, useLookup } from '../../../kit/use-lookup';
import { CodeValueSelect } from '../cargo-grid/cell-inputs';

/** The enabled currencies (the ones rates and charges offer), by ISO code; a form's Form.Item gives value and onChange. */
export function CurrencySelect({
  id,
  value = '',
  onChange = () => undefined,
  status,
}: {
  /** The form field's id, so its label names it. */
  id?: string;
  value?: string;
  onChange?: (code: string) => void;
  status?: 'error';
}) {
  const rows =
    useLookup(['currencies', 'enabled'], '/currency/list', () =>
      call(
        API.currencies.list,
        { query: { ...ALL, enabled: 'true', sortField: 'currencyCode' } },
        { isStopError: true },
      ),
    )?.rows ?? [];
  return (
    <CodeValueSelect
      id={id}
      value={value}
      options={rows.map((c) => ({ value: c.currencyCode, label: c.currencyCode }))}
      onChange={onChange}
      status={status}
    />
  );
}
