/**
 * A status message this product cannot read, naming the segment (and element) at fault, so that
 * whoever sent it can find the line: "B4 (segment 2): B403 status code 'ZZ' is not one we map".
 */
export class EdiSyntaxError extends Error {
  constructor(
    readonly segment: string,
    detail: string,
  ) {
    super(`${segment}: ${detail}`);
    this.name = 'EdiSyntaxError';
  }
}
