import { Spin } from 'antd';

/** Shown while the session loader fetches the user before the first screen. */
export function FullPageSpin() {
  return <Spin fullscreen />;
}
