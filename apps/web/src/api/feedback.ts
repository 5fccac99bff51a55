import type { App } from 'antd';

type AppFeedback = ReturnType<typeof App.useApp>;

let connect: (feedback: AppFeedback) => void = () => {};
const ready = new Promise<AppFeedback>((resolve) => {
  connect = resolve;
});

/**
 * antd's message and modal must come from inside its App provider to follow the theme and
 * language; the API client runs outside React, so it waits here until the provider has mounted.
 */
export const connectFeedback = (feedback: AppFeedback) => connect(feedback);
export const whenFeedback = () => ready;
