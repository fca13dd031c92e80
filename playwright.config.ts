import { defineConfig, devices } from "@playwright/test";

// End-to-end tests against the release build in dist/ (run `trunk build --release` first;
// scripts/test does). Uses Debian's Chromium: never run `npx playwright install`.
//   E2E_PORT   port of the static server (default 4173)
//   E2E_DIST   the build served (default dist)
//   E2E_PREFIX URL sub-path the app is served under (default "/"); build with a matching
//              `trunk build --release --public-url <prefix>`.
const port = Number(process.env.E2E_PORT || 4173);
let prefix = process.env.E2E_PREFIX || "/";
if (!prefix.startsWith("/")) prefix = "/" + prefix;
if (!prefix.endsWith("/")) prefix += "/";
const baseURL = `http://127.0.0.1:${port}${prefix}`;

export const CHROMIUM_ARGS = [
  "--no-sandbox",
  "--disable-gpu",
  "--disable-dev-shm-usage",
  "--disable-quic",
  "--no-first-run",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
];

export default defineConfig({
  testDir: "tests/e2e",
  testMatch: "**/*.spec.ts",
  outputDir: "tests/e2e/results",
  fullyParallel: false,
  forbidOnly: !!process.env.CI,
  retries: 0,
  workers: 1,
  reporter: "list",
  timeout: 30_000,
  expect: { timeout: 10_000 },
  use: {
    // Relative URLs in tests ("./", "./?game=x") resolve under the prefix; "/" would not.
    baseURL,
    headless: true,
    trace: "off",
    screenshot: "only-on-failure",
  },
  projects: [
    {
      name: "chromium",
      use: {
        ...devices["Desktop Chrome"],
        launchOptions: {
          executablePath: process.env.CHROMIUM_PATH || "/usr/bin/chromium",
          args: CHROMIUM_ARGS,
        },
      },
    },
  ],
  webServer: [
    // The signalling server of tables across devices (tests/e2e/follow.spec.ts), where the pages
    // look for it by default.
    {
      command: "matchbox_server 127.0.0.1:3536",
      port: 3536,
      reuseExistingServer: !process.env.CI,
      timeout: 30_000,
    },
    {
      command: `node tests/e2e/serve.mjs --dir ${process.env.E2E_DIST || "dist"} --host 127.0.0.1 --port ${port} --prefix ${prefix}`,
      url: baseURL,
      reuseExistingServer: !process.env.CI,
      timeout: 30_000,
      stdout: "pipe",
      stderr: "pipe",
    },
  ],
});
