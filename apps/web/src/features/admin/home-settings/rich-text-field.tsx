import { Skeleton } from 'antd';
import { Suspense } from 'react';
import { lazyNamed } from '../../../platform/lazy-named';
import type { RichTextEditorProps } from './rich-text-editor';

// TipTap and ProseMirror (~143 KiB gzip) load when a dialog first shows an editor, not with the list.
const RichTextEditor = lazyNamed(() => import('./rich-text-editor'), 'RichTextEditor');

/** The rich-text content field of announcements and news: a form control (value/onChange). */
export function RichTextField(props: RichTextEditorProps) {
  return (
    <Suspense fallback={<Skeleton active paragraph={{ rows: 4 }} title={false} />}>
      <RichTextEditor {...props} />
    </Suspense>
  );
}
