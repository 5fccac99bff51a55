import { SaxesParser } from 'saxes';
import { UnreadableWorkbook } from './read-limits';

interface XmlHandlers {
  open?(name: string, attributes: Record<string, string>): void;
  text?(text: string): void;
  close?(name: string): void;
}

/** `x:row` is `row`: some writers prefix the spreadsheet namespace. */
const localName = (name: string) => name.slice(name.indexOf(':') + 1);

/**
 * Feeds a part's text, piece by piece, to a SAX parser, telling the handlers the elements' local
 * names; a self-closing element is opened and closed. Stops reading (and unpacking) once `done()`
 * says the handlers have what they need.
 */
export async function parseXml(pieces: AsyncIterable<string>, handlers: XmlHandlers, done = () => false) {
  const parser = new SaxesParser({ position: false });
  let failure: Error | undefined;
  parser.on('error', (error) => {
    failure ??= error;
  });
  parser.on('opentag', (tag) => handlers.open?.(localName(tag.name), tag.attributes as Record<string, string>));
  parser.on('closetag', (tag) => handlers.close?.(localName(tag.name)));
  if (handlers.text) {
    parser.on('text', handlers.text);
    parser.on('cdata', handlers.text);
  }
  for await (const piece of pieces) {
    parser.write(piece);
    if (failure) throw new UnreadableWorkbook(failure.message);
    if (done()) return;
  }
  parser.close();
  if (failure) throw new UnreadableWorkbook(failure.message);
}
