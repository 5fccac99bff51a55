import { describe, expect, it } from 'vitest';
import { sanitizeRichText } from './sanitize-rich-text';

describe('sanitizeRichText', () => {
  it('keeps formatting, lists and tables', () => {
    const html =
      '<p>Cut-off <strong>Fri 12:00</strong></p><ul><li>SHA</li></ul><table><tr><td colspan="2">x</td></tr></table>';
    expect(sanitizeRichText(html)).toBe(html);
  });

  it('keeps everything the home-settings editor (TipTap) writes', () => {
    // The shapes the editor sends (seen in the screen's requests): h3/h4, marks, lists of paragraphs, links.
    const html =
      '<h3>Update</h3><h4>Shanghai</h4><p>Waiting <strong>3 days</strong>, <em>maybe</em> <u>more</u> <s>less</s></p>' +
      '<ul><li><p>Book early</p></li></ul><ol><li><p>Check cut-off</p></li></ol><blockquote><p>Quote</p></blockquote><hr>' +
      '<p><a target="_blank" rel="noopener noreferrer nofollow" href="https://www.example.com">Carrier site</a></p><p></p>';
    expect(sanitizeRichText(html)).toBe(
      html.replace('rel="noopener noreferrer nofollow"', 'rel="noopener noreferrer"').replace('<hr>', '<hr />'),
    );
  });

  it('keeps the editor’s tables and sub/superscript, without the widths it writes', () => {
    const html =
      '<p>CO<sub>2</sub> m<sup>3</sup></p><table style="min-width: 50px;"><colgroup><col style="min-width: 25px;">' +
      '<col style="min-width: 25px;"></colgroup><tbody><tr><th colspan="1" rowspan="1"><p>Port</p></th>' +
      '<th colspan="1" rowspan="1"><p>Days</p></th></tr><tr><td colspan="2" rowspan="1"><p>3</p></td></tr></tbody></table>';
    expect(sanitizeRichText(html)).toBe(
      '<p>CO<sub>2</sub> m<sup>3</sup></p><table><tbody><tr><th colspan="1" rowspan="1"><p>Port</p></th>' +
        '<th colspan="1" rowspan="1"><p>Days</p></th></tr><tr><td colspan="2" rowspan="1"><p>3</p></td></tr></tbody></table>',
    );
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
