/** A user's text as a LIKE pattern that matches it literally (`%` and `_` lose their meaning). */
const literal = (text: string) => text.replace(/[\\%_]/g, '\\$&');

export const containsPattern = (text: string) => `%${literal(text)}%`;
export const prefixPattern = (text: string) => `${literal(text)}%`;
