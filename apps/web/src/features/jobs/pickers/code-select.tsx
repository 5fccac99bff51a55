import type { TLocale } from '@apex/shared/i18n';
import { useQuery } from '@tanstack/react-query';
import type { SelectProps } from 'antd';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { KitSelect } from '../../../kit/kit-select';
import { systemCodesQuery } from '../../constant-data/constant-data-queries';

/** A data-dictionary code of one type (spec §7: system codes are cached and filtered locally). */
export function CodeSelect({ codeType, ...props }: Omit<SelectProps<string>, 'options'> & { codeType: string }) {
  const { i18n } = useTranslation();
  const locale = i18n.language as TLocale;
  const codes = useQuery(systemCodesQuery).data;
  const options = useMemo(
    () =>
      (codes ?? [])
        .filter((c) => c.SYS_CODE_TYPE === codeType)
        .map((c) => {
          const name =
            (locale === 'zh_HK' && c.SYS_CODE_HKNAME) || (locale !== 'en_US' && c.SYS_CODE_CNAME) || c.SYS_CODE_ENAME;
          return { value: c.SYS_CODE, label: `${c.SYS_CODE} · ${name}` };
        }),
    [codes, codeType, locale],
  );
  return (
    <KitSelect<string>
      allowClear
      showSearch={{ optionFilterProp: 'label' }}
      {...props}
      options={options}
      // An empty code is no code: the request schema's default.
      onChange={(value, option) => props.onChange?.(value ?? '', option)}
    />
  );
}
