/** spec §5 Line-break input: every line feed (LF, CR or CRLF) becomes CRLF. */
export const toCrlf = (text: string) => text.replace(/\r\n|\r|\n/g, '\r\n');

/**
 * What a textarea is given to show. Browsers hold a textarea's text with LF only; handing them
 * CRLF would make React rewrite the text on every keystroke and throw the caret to the end.
 */
export const toLf = (text: string) => text.replace(/\r\n|\r/g, '\n');
