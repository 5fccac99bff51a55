import type { TLocale } from '@apex/shared/i18n';
import { useQuery } from '@tanstack/react-query';
import type { SelectProps } from 'antd';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { KitSelect } from '../../../kit/kit-select';
import { portsQuery } from '../../constant-data/constant-data-queries';

/** Wide enough for a port's code, name and country ("CNSHA · Shanghai · China"). */
const PORT_LIST_WIDTH = 360;

/**
 * A port by UN/LOCODE, from the client's cached port list (spec §7: port data is kept locally and
 * filtered there); the list is virtual, so thousands of ports stay fast.
 */
export function PortSelect(props: Omit<SelectProps<string>, 'options' | 'showSearch'>) {
  const { i18n } = useTranslation();
  const ports = useQuery(portsQuery).data;
  const zh = (i18n.language as TLocale) !== 'en_US';
  const options = useMemo(
    () =>
      (ports ?? []).map((p) => ({
        value: p.PORT_SEACODE,
        label: `${p.PORT_SEACODE} · ${(zh && p.PORT_CNAME) || p.PORT_ENAME}`,
      })),
    [ports, zh],
  );
  return (
    <KitSelect<string>
      allowClear
      // A fixed list width keeps the thousands of ports a virtual list.
      popupMatchSelectWidth={PORT_LIST_WIDTH}
      {...props}
      showSearch={{ optionFilterProp: 'label' }}
      options={options}
    />
  );
}
