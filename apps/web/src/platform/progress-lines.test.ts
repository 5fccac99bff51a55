import { describe, expect, it } from 'vitest';
import { readProgressLines } from './progress-lines';

/** A body arriving in these pieces, as the network may cut it. */
const bodyOf = (...pieces: string[]) =>
  new ReadableStream<Uint8Array>({
    start(controller) {
      for (const piece of pieces) controller.enqueue(new TextEncoder().encode(piece));
      controller.close();
    },
  });

describe('readProgressLines', () => {
  it('hands each progress line on as it comes and answers the envelope, however the lines are cut', async () => {
    const progress: unknown[] = [];
    let chunks = 0;
    const envelope = await readProgressLines(
      bodyOf(
        '{"progress":{"phase":"reading","done":1,"to',
        'tal":2}}\n{"progress":{"phase":"imp',
        'orting","done":0,"total":3}}\n{"statusCode":200,"data":{"imported":3}}',
      ),
      (p) => progress.push(p),
      () => {
        chunks += 1;
      },
    );
    expect(progress).toEqual([
      { phase: 'reading', done: 1, total: 2 },
      { phase: 'importing', done: 0, total: 3 },
    ]);
    expect(envelope).toEqual({ statusCode: 200, data: { imported: 3 } });
    expect(chunks).toBe(3);
  });

  it('takes the envelope on a line of its own with a line end, and a multi-byte character cut in two', async () => {
    const bytes = new TextEncoder().encode('{"statusCode":400,"message":"文件"}\n');
    const body = new ReadableStream<Uint8Array>({
      start(controller) {
        controller.enqueue(bytes.subarray(0, 30));
        controller.enqueue(bytes.subarray(30));
        controller.close();
      },
    });
    expect(await readProgressLines(body, () => {})).toEqual({ statusCode: 400, message: '文件' });
  });
});
