import type { Localized } from '@apex/shared';

/** The names of the dictionary-coded cells, for "… is not an enabled code of the data dictionary". */
export const CONTAINER_TYPE_LABEL: Localized = { en_US: 'Container type', zh_CN: '箱型', zh_HK: '箱型' };
export const PACKAGE_TYPE_LABEL: Localized = { en_US: 'Package type', zh_CN: '包装类型', zh_HK: '包裝類型' };
