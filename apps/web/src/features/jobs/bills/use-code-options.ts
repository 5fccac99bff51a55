import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { systemCodesQuery } from '../../constant-data/constant-data-queries';

/** The data dictionary's codes of one type as select options, named in the user's language (spec §7). */
export function useCodeOptions(codeType: 'RELEASE_MODE' | 'PACKAGE_TYPE') {
  const { i18n } = useTranslation();
  const codes = useQuery(systemCodesQuery).data ?? [];
  const nameOf = {
    en_US: 'SYS_CODE_ENAME',
    zh_CN: 'SYS_CODE_CNAME',
    zh_HK: 'SYS_CODE_HKNAME',
  } as const;
  const name = nameOf[i18n.language as keyof typeof nameOf] ?? 'SYS_CODE_ENAME';
  return codes
    .filter((c) => c.SYS_CODE_TYPE === codeType)
    .sort((a, b) => a.SORT - b.SORT)
    .map((c) => ({ value: c.SYS_CODE, label: `${c.SYS_CODE} · ${c[name] || c.SYS_CODE_ENAME}` }));
}
