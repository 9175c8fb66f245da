/*
 * How the browser tests and the front-end benchmark start Chromium: Debian's build, headless, kept
 * off a network this machine does not have. Plain JavaScript, so that the benchmark's .mjs
 * scripts can import it as it is.
 */
export const CHROMIUM_LAUNCH = {
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: [
    '--no-sandbox',
    '--disable-gpu',
    '--disable-quic',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
    '--no-first-run',
  ],
  headless: true,
}
