/**
 * The server's "now" where a rule waits on time (spec §9: 5 to 8 minutes after subscribing).
 * Production reads the system clock; a test server started with TEST_CLOCK moves it forward
 * (POST /__test/clock), so an end-to-end test passes a wait without waiting.
 */
let offsetMs = 0;

export const clock = {
  now: () => new Date(Date.now() + offsetMs),
  /** Tests only (registerTestClock): moves "now" forward. */
  advance(ms: number) {
    offsetMs += ms;
  },
};
