/** spec §5 and §9: an upload is at most "2M", read as 2 × 1024 × 1024 bytes. */
export const MAX_UPLOAD_BYTES = 2 * 1024 * 1024;
