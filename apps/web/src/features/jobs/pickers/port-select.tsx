import type { TLocale } from '@apex/shared/i18n';
import { useQuery } from '@tanstack/react-query';
import { Flex, type SelectProps, Typography } from 'antd';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useLabel } from '../../../i18n/use-label';
import { KitSelect } from '../../../kit/kit-select';
import { portsQuery } from '../../constant-data/constant-data-queries';
import { type PortPickerOption, portPickerOptions } from './port-options';

/**
 * Wide enough for the port, its country and its function on one line, whatever the field's width;
 * a longer hint (a long country name) ends in an ellipsis, whole in its tooltip. A fixed width also
 * keeps the thousands of ports a virtual list.
 */
const LIST_WIDTH = 560;

/**
 * A port by UN/LOCODE, from the client's cached port list (spec §7: port data is kept locally and
 * filtered there); the list is virtual, so thousands of ports stay fast. Each port shows its
 * country and UN/LOCODE function, and a port's other code names its main one (issue 16).
 */
export function PortSelect(props: Omit<SelectProps<string, PortPickerOption>, 'options' | 'showSearch'>) {
  const { t, i18n } = useTranslation('refdata');
  const labelText = useLabel();
  const ports = useQuery(portsQuery).data;
  const locale = i18n.language as TLocale;
  const options = useMemo(() => portPickerOptions(ports ?? [], locale), [ports, locale]);
  return (
    <KitSelect<string, PortPickerOption>
      allowClear
      {...props}
      showSearch={{ optionFilterProp: 'search' }}
      options={options}
      popupMatchSelectWidth={LIST_WIDTH}
      optionRender={({ data }) => {
        const hint = [
          // The other code's hint first: it is what tells two ports of one name apart.
          data.port.MAIN_SEACODE ? t('ports.otherCodeOf', { code: data.port.MAIN_SEACODE }) : '',
          data.country,
          data.port.B_SEA ? labelText('masterData:columns.seaPort') : '',
        ]
          .filter(Boolean)
          .join(' · ');
        return (
          <Flex justify="space-between" gap={8}>
            <span style={{ flex: 'none' }}>{data.label}</span>
            <Typography.Text type="secondary" ellipsis={{ tooltip: hint }} style={{ minWidth: 0 }}>
              {hint}
            </Typography.Text>
          </Flex>
        );
      }}
    />
  );
}
