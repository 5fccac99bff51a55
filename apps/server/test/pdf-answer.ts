import { pdfText } from './pdf-text';
import type { TestApp } from './test-app';

/** A printed document as the browser gets it: its headers, and its text with the spaces made single. */
export async function fetchPdf(t: TestApp, url: string, token: string, language = 'en_US') {
  const res = await t.app.inject({ method: 'GET', url, headers: { authorization: token, 'x-language': language } });
  const isPdf = res.statusCode === 200 && String(res.headers['content-type']).startsWith('application/pdf');
  return {
    status: res.statusCode,
    headers: res.headers,
    body: isPdf ? null : (res.json() as { code: string; message: string }),
    text: isPdf ? (await pdfText(new Uint8Array(res.rawPayload))).replace(/\s+/g, ' ') : '',
  };
}
