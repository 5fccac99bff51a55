const THEMES: Record<string, string> = { outlined: 'Outlined', filled: 'Filled', twotone: 'TwoTone' };

/** `…/outlined/account-book.svg` → `AccountBookOutlined`, the name antd gives that icon. */
export function iconNameOf(file: string): string | undefined {
  const match = /(\w+)\/([\w-]+)\.svg$/.exec(file);
  const theme = match?.[1] ? THEMES[match[1]] : undefined;
  if (!match?.[2] || !theme) return undefined;
  const base = match[2]
    .split('-')
    .map((part) => part.charAt(0).toUpperCase() + part.slice(1))
    .join('');
  return `${base}${theme}`;
}
