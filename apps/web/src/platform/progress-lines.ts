/** What a call that reports its progress asks for (the import's NDJSON: progress lines, then the envelope). */
export const PROGRESS_ACCEPT = 'application/x-ndjson';

/**
 * Reads an NDJSON answer as it arrives: each `{ "progress": … }` line goes to `onProgress`, and
 * the last other line, the envelope, is answered. `onChunk` hears every arrival (the call's
 * time-out starts again: a long import is alive as long as its progress comes).
 */
export async function readProgressLines(
  body: ReadableStream<Uint8Array>,
  onProgress: (progress: unknown) => void,
  onChunk: () => void = () => {},
): Promise<unknown> {
  const reader = body.getReader();
  const decoder = new TextDecoder();
  let pending = '';
  let envelope: unknown;
  const take = (line: string) => {
    if (!line.trim()) return;
    const parsed: unknown = JSON.parse(line);
    if (typeof parsed === 'object' && parsed !== null && 'progress' in parsed) onProgress(parsed.progress);
    else envelope = parsed;
  };
  for (;;) {
    const { value, done } = await reader.read();
    if (done) break;
    onChunk();
    const lines = (pending + decoder.decode(value, { stream: true })).split('\n');
    pending = lines.pop() ?? '';
    lines.forEach(take);
  }
  take(pending + decoder.decode());
  return envelope;
}
