import dayjs from 'dayjs';

/** spec §9: the default date format. */
export const DATE_TIME_FORMAT = 'YYYY-MM-DD HH:mm:ss';

/** spec §9: the server's UTC times (ISO 8601) shown in the browser's time zone; empty when unset. */
export const localTime = (utc: string | null | undefined) => (utc ? dayjs(utc).format(DATE_TIME_FORMAT) : '');
