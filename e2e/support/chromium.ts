/**
 * Debian's Chromium (architecture: Testing; never a downloaded browser) and the flags that keep
 * it quiet and stable in containers; the e2e suite and the browser benchmarks both launch it so.
 */
export const CHROMIUM = {
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: [
    '--no-sandbox',
    '--disable-gpu',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
    '--no-first-run',
    '--disable-quic',
  ],
};
