import { describe, expect, it } from 'vitest';
import { sanitizeRichText } from './sanitize-rich-text';

describe('sanitizeRichText', () => {
  it('keeps formatting, lists and tables', () => {
    const html =
      '<p>Cut-off <strong>Fri 12:00</strong></p><ul><li>SHA</li></ul><table><tr><td colspan="2">x</td></tr></table>';
    expect(sanitizeRichText(html)).toBe(html);
  });

  it('drops scripts, event handlers, styles, images and frames', () => {
    const html =
      '<p onclick="steal()" style="color:red">Hi<script>alert(1)</script></p><img src=x onerror=alert(1)><iframe src="https://evil.example"></iframe><style>p{}</style>';
    expect(sanitizeRichText(html)).toBe('<p>Hi</p>');
  });

  it('keeps web and mail links only, opening in a new tab without an opener', () => {
    expect(sanitizeRichText('<a href="https://www.maersk.com">Maersk</a>')).toBe(
      '<a href="https://www.maersk.com" target="_blank" rel="noopener noreferrer">Maersk</a>',
    );
    expect(sanitizeRichText('<a href="javascript:alert(1)">x</a>')).toBe(
      '<a target="_blank" rel="noopener noreferrer">x</a>',
    );
    expect(sanitizeRichText('<a href="//evil.example/x">x</a>')).not.toContain('evil');
  });

  it('escapes text that only looks like markup', () => {
    expect(sanitizeRichText('1 < 2 & 3 > 2')).toBe('1 &lt; 2 &amp; 3 &gt; 2');
  });
});
