/** The response headers XMLHttpRequest gives as one text, as a Headers object. */
function headersOf(xhr: XMLHttpRequest): Headers {
  const headers = new Headers();
  for (const line of xhr
    .getAllResponseHeaders()
    .trim()
    .split(/[\r\n]+/)) {
    const colon = line.indexOf(':');
    if (colon > 0) headers.append(line.slice(0, colon).trim(), line.slice(colon + 1).trim());
  }
  return headers;
}

/**
 * `fetch` for a request whose body is uploaded with its progress told (`fetch` tells none of a
 * body it sends): the same request through XMLHttpRequest, answered as a Response, so the caller
 * reads the answer as it reads fetch's. `onProgress` hears the percentage of the body sent.
 */
export function fetchWithUploadProgress(
  url: string,
  init: RequestInit & { method: string; headers: Record<string, string> },
  onProgress: (percent: number) => void,
): Promise<Response> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open(init.method, url);
    xhr.responseType = 'blob';
    for (const [name, value] of Object.entries(init.headers)) xhr.setRequestHeader(name, value);
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable) onProgress(Math.floor((event.loaded / event.total) * 100));
    };
    xhr.onload = () => {
      // A Response of these statuses may have no body.
      const body = [204, 205, 304].includes(xhr.status) ? null : (xhr.response as Blob);
      resolve(new Response(body, { status: xhr.status, headers: headersOf(xhr) }));
    };
    // As fetch: a network failure or an abort rejects, an answer of any status resolves.
    xhr.onerror = () => reject(new TypeError('network error'));
    xhr.onabort = () => reject(init.signal?.reason ?? new DOMException('aborted', 'AbortError'));
    init.signal?.addEventListener('abort', () => xhr.abort(), { once: true });
    xhr.send(init.body as XMLHttpRequestBodyInit);
  });
}
