import type { Readable } from 'node:stream';
import type { FastifyReply } from 'fastify';

export interface DownloadFile {
  fileName: string;
  contentType: string;
  /** The bytes, or a stream of them for a file written as it is sent (an export). */
  content: Uint8Array | Readable;
}

/**
 * RFC 6266 with an RFC 5987 `filename*`: browsers take the UTF-8 name, so Chinese names survive;
 * the quoted ASCII name is for the few clients that ignore `filename*`.
 */
function contentDisposition(fileName: string): string {
  // A lone surrogate would make encodeURIComponent throw.
  const name = fileName.replace(/\p{Surrogate}/gu, '\uFFFD');
  const ascii = name.replace(/[^\x20-\x7e]|["\\]/g, '_');
  const encoded = encodeURIComponent(name).replace(/['()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encoded}`;
}

interface SendFileOptions {
  /** Shown in the page (an image) rather than saved. */
  inline?: boolean;
  /** Lets the browser keep the file this long; only for bytes that never change under their address. */
  maxAgeSeconds?: number;
}

/** Answers bytes as a download instead of the envelope (FILE_RESPONSE routes). */
export function sendFile(reply: FastifyReply, file: DownloadFile, options: SendFileOptions = {}): FastifyReply {
  const { content } = file;
  const body =
    content instanceof Uint8Array ? Buffer.from(content.buffer, content.byteOffset, content.byteLength) : content;
  const disposition = contentDisposition(file.fileName);
  return (
    reply
      .header('content-disposition', options.inline ? disposition.replace(/^attachment/, 'inline') : disposition)
      // helmet sends nosniff too; a stored file is where sniffing would hurt, so it must not depend on that.
      .header('x-content-type-options', 'nosniff')
      .header(
        'cache-control',
        options.maxAgeSeconds ? `private, max-age=${options.maxAgeSeconds}, immutable` : 'private, no-store',
      )
      .type(file.contentType)
      .send(body)
  );
}
