import { App } from 'antd';
import { useEffect } from 'react';
import { connectFeedback } from '../api/feedback';

/** Hands antd's themed message and modal to the API client, which runs outside React. */
export function FeedbackBridge() {
  const feedback = App.useApp();
  useEffect(() => connectFeedback(feedback), [feedback]);
  return null;
}
