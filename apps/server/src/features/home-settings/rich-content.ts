import type { TMessageCode } from '@apex/shared';
import { invalidField } from '../../platform/http/app-error';
import { sanitizeRichText } from '../home-content/sanitize-rich-text';

/**
 * A mandatory rich-text content as it is stored: sanitised against script injection (an editor's
 * paste, or a caller going around the screen). Content that is only markup ("<script>…") is empty
 * once sanitised, and spec §5's mandatory content is then missing (`missing` says so).
 */
export function requiredRichText(html: string, missing: TMessageCode): string {
  const content = sanitizeRichText(html);
  if (!content) throw invalidField('body.content', missing);
  return content;
}
