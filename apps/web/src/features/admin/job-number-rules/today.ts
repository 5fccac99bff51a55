import dayjs from 'dayjs';

/** Today in the user's zone: a job no is dated by the office's calendar day, not by UTC. */
export const today = () => dayjs().format('YYYY-MM-DD');
