import { describe, expect, it } from 'vitest';
import { FRAME_MESSAGES, MESSAGES } from '../../../packages/shared/src/api/messages/index';
import { messagesIn } from './server-messages';

describe('the server messages cut per language', () => {
  it('gives the first page its own messages and the screens all the others, each once', () => {
    const frame = messagesIn('zh_HK', 'frame');
    const screens = messagesIn('zh_HK', 'screens');
    expect(Object.keys(frame).sort()).toEqual(Object.keys(FRAME_MESSAGES).sort());
    expect(Object.keys(frame).filter((code) => code in screens)).toEqual([]);
    expect(Object.keys({ ...frame, ...screens }).length).toBe(Object.keys(MESSAGES).length);
    expect(frame['auth.notLoggedIn']).toBe(MESSAGES['auth.notLoggedIn'].zh_HK);
  });
});
