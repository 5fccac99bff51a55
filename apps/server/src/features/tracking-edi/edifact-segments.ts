/// <reference path="./edifact.d.ts" />
import { Parser, Validator } from 'edifact';
import elements from 'edifact/elements.js';
import segments from 'edifact/segments.js';
import { EdiSyntaxError } from './edi-syntax-error';

/** One EDIFACT segment: its tag and its elements, each a list of components. */
export interface EdifactSegment {
  tag: string;
  /** Its place in the interchange, counted from 1, as errors name it. */
  position: number;
  elements: string[][];
}

/** Component c of element e (both from 0: STS element 1 component 0 is the status code), trimmed. */
export const component = (segment: EdifactSegment | undefined, e: number, c = 0) =>
  segment?.elements[e]?.[c]?.trim() ?? '';

/**
 * Composites a status message leaves empty to reach a later one (TDT's C401 before the vessel in
 * C222). EDIFACT reads an empty composite as absent; the package counts it as one component and
 * refuses it for requiring two, so these require none when present.
 */
const EMPTY_ALLOWED = {
  C401: { requires: 0, components: ['an..3', 'an..3', 'an..17'] },
};

/**
 * The segments of an EDIFACT interchange, read by the `edifact` parser with its service-segment
 * and element definitions (the UNA advice, the UNB syntax level, required elements are checked).
 * What it refuses fails the message, naming the segment it was reading.
 */
export function readEdifact(text: string): EdifactSegment[] {
  const validator = new Validator();
  validator.define(segments);
  validator.define(elements);
  validator.define(EMPTY_ALLOWED);
  const parser = new Parser(validator);
  const read: EdifactSegment[] = [];
  let current: EdifactSegment | undefined;
  parser.on('opensegment', (tag) => {
    current = { tag, position: read.length + 1, elements: [] };
    read.push(current);
  });
  parser.on('element', () => current?.elements.push([]));
  parser.on('component', (value) => {
    // UNB's first component is the syntax level (UNOC …), which sets how the rest is read.
    if (current?.tag === 'UNB' && current.elements.length === 1 && current.elements[0]?.length === 0)
      parser.encoding(value);
    current?.elements.at(-1)?.push(value);
  });
  try {
    // Line breaks after segments are a file's layout, not data.
    parser.write(text.replace(/\r?\n/g, '').trim());
    parser.end();
  } catch (error) {
    const at = current ? `${current.tag} (segment ${current.position})` : 'UNA';
    throw new EdiSyntaxError(at, error instanceof Error ? error.message : String(error));
  }
  return read;
}
