import { Select, type SelectProps } from 'antd';
import type { BaseOptionType, DefaultOptionType } from 'antd/es/select';

/** A list wider than the field stays inside the window. */
const POPUP_STYLES = { popup: { root: { maxWidth: 'calc(100vw - 16px)' } } };

/**
 * antd's Select with the kit's defaults, for every picker:
 * - an empty text ('' — the request schemas' default for a code or port) is shown as no choice: the
 *   placeholder, and no clear icon (antd takes '' for a chosen value and offers to clear it);
 * - the list is as wide as its options, at least the field's width, at most the window's (a picker
 *   of thousands of options passes `popupMatchSelectWidth` a width, which keeps its list virtual).
 */
export function KitSelect<V = unknown, O extends BaseOptionType | DefaultOptionType = DefaultOptionType>({
  value,
  ...props
}: SelectProps<V, O>) {
  return (
    <Select<V, O>
      popupMatchSelectWidth={false}
      styles={POPUP_STYLES}
      {...props}
      value={value === '' ? undefined : value}
    />
  );
}
