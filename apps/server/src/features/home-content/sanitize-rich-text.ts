import sanitizeHtml from 'sanitize-html';

/**
 * What announcement and news HTML may hold: text formatting, lists, tables and links. No scripts,
 * styles, event handlers, images or frames; links go to web or mail addresses only and open in a
 * new tab without handing the page to the target.
 */
const RULES: sanitizeHtml.IOptions = {
  allowedTags: [
    'p',
    'br',
    'hr',
    'strong',
    'b',
    'em',
    'i',
    'u',
    's',
    'sub',
    'sup',
    'span',
    'blockquote',
    'h3',
    'h4',
    'h5',
    'ul',
    'ol',
    'li',
    'a',
    'table',
    'thead',
    'tbody',
    'tr',
    'th',
    'td',
  ],
  allowedAttributes: { a: ['href', 'target', 'rel'], td: ['colspan', 'rowspan'], th: ['colspan', 'rowspan'] },
  allowedSchemes: ['http', 'https', 'mailto'],
  allowProtocolRelative: false,
  disallowedTagsMode: 'discard',
  transformTags: {
    a: sanitizeHtml.simpleTransform('a', { target: '_blank', rel: 'noopener noreferrer' }),
  },
};

/**
 * Rich text as it may be stored and shown: every write of an announcement or a news item goes
 * through here (the seed today, the home-settings screens later), and the home page's answer does
 * again, so a row written another way cannot reach a browser unsanitised.
 */
export const sanitizeRichText = (html: string): string => sanitizeHtml(html, RULES).trim();
