/** A template with its placeholders filled, and those it held that are not placeholders of a job. */
export interface FilledTemplate {
  content: Uint8Array;
  unknown: string[];
}
