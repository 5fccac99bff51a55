import { useEffect, useState } from 'react';

const drawings = new Map<string, Promise<string | undefined>>();

function loadDrawing(name: string): Promise<string | undefined> {
  let drawing = drawings.get(name);
  if (!drawing) {
    drawing = import('./icon-loaders')
      .then(({ ICON_LOADERS }) => ICON_LOADERS.get(name)?.())
      // antd's own icons carry these attributes: size and colour follow the text.
      .then((svg) => svg?.replace('<svg ', '<svg width="1em" height="1em" fill="currentColor" aria-hidden="true" '));
    drawings.set(name, drawing);
  }
  return drawing;
}

/** The antd icon of that name (an empty square of its size until it arrives, or if there is none). */
export function MenuIcon({ name }: { name: string }) {
  const [svg, setSvg] = useState<string>();
  useEffect(() => {
    let current = true;
    if (name) void loadDrawing(name).then((found) => current && setSvg(found));
    return () => {
      current = false;
    };
  }, [name]);
  return (
    <span
      className="anticon"
      role="img"
      aria-hidden="true"
      style={{ width: '1em', height: '1em' }}
      // biome-ignore lint/security/noDangerouslySetInnerHtml: the SVG files of antd's icon package, bundled at build time; the menu's icon name only picks one.
      dangerouslySetInnerHTML={svg ? { __html: svg } : undefined}
    />
  );
}
