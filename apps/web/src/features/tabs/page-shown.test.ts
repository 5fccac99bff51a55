import { describe, expect, it } from 'vitest';
import { pageShown, whenPageShown } from './page-shown';

describe('whenPageShown', () => {
  it('answers once that page is shown, at once if it is already', async () => {
    pageShown('/home/index');
    await expect(whenPageShown('/home/index')).resolves.toBeUndefined();

    let answered = false;
    const waiting = whenPageShown('/ocean_exp/detail/E1').then(() => {
      answered = true;
    });
    pageShown('/ocean_exp/list');
    await Promise.resolve();
    expect(answered).toBe(false);
    pageShown('/ocean_exp/detail/E1');
    await waiting;
    expect(answered).toBe(true);
  });
});
