import type { TLocale } from '@apex/shared/i18n';
import { useQuery } from '@tanstack/react-query';
import { AutoComplete, type AutoCompleteProps } from 'antd';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { portsQuery } from '../../constant-data/constant-data-queries';
import { portPickerOptions } from '../pickers/port-options';

/** Enough to pick from while typing; the whole list of thousands of ports would only slow the box down. */
const SHOWN = 30;

/**
 * A train station (spec §3 Rail entrust "train pol/pod"): a UN/LOCODE picked from the cached ports
 * as the port picker offers them, or a station's name typed as the railway writes it.
 */
export function StationInput(props: Omit<AutoCompleteProps<string>, 'options' | 'onSearch'>) {
  const { i18n } = useTranslation();
  const ports = useQuery(portsQuery).data;
  const [typed, setTyped] = useState('');
  const all = useMemo(() => portPickerOptions(ports ?? [], i18n.language as TLocale), [ports, i18n.language]);
  const options = useMemo(() => {
    const words = typed.trim().toLowerCase();
    return words
      ? all
          .filter((o) => o.search.toLowerCase().includes(words))
          .slice(0, SHOWN)
          .map((o) => ({ value: o.value, label: `${o.label} · ${o.country}` }))
      : [];
  }, [all, typed]);
  return <AutoComplete allowClear maxLength={60} {...props} options={options} onSearch={setTyped} />;
}
