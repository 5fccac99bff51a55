// The parts of the `edifact` package (plain JavaScript, no types) that the IFTSTA intake uses.
declare module 'edifact' {
  export class Validator {
    define(definitions: object): void;
  }
  export class Parser {
    constructor(validator?: Validator);
    on(event: 'opensegment', listener: (name: string) => void): this;
    on(event: 'element' | 'closesegment', listener: () => void): this;
    on(event: 'component', listener: (value: string) => void): this;
    encoding(level: string): void;
    write(document: string): void;
    end(): void;
  }
}
declare module 'edifact/segments.js' {
  const segments: object;
  export default segments;
}
declare module 'edifact/elements.js' {
  const elements: object;
  export default elements;
}
