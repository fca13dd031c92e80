// A panic in the wasm (the deployable build aborts at once: a trap, src/panic.rs) leaves a
// screen that offers to reload, and the reload resumes the game from its save. The traps here
// are real ones, in the page's own bundle: wasm-bindgen's allocator export, asked for an
// impossible alignment, aborts.
import { expect, test, type Page } from "@playwright/test";
import { openLastTurnGame } from "./captn-last-turn";

/** Keeps the wasm's raw exports (Trunk's loader announces them) where a test can reach them. */
async function keepExports(page: Page) {
  await page.addInitScript(() => {
    addEventListener("TrunkApplicationStarted", (e) => {
      (window as unknown as { tableeWasm: unknown }).tableeWasm = (e as CustomEvent).detail.wasm;
    });
  });
}

type How = "event" | "task";

/** Makes the wasm trap inside a timer (an uncaught error) or inside a promise's task (a rejection). */
async function trap(page: Page, how: How) {
  await page.waitForFunction(() => "tableeWasm" in window);
  await page.evaluate((how) => {
    const wasm = (window as unknown as { tableeWasm: { __wbindgen_malloc(size: number, align: number): number } })
      .tableeWasm;
    if (how === "event") setTimeout(() => wasm.__wbindgen_malloc(8, 3));
    else Promise.resolve().then(() => wasm.__wbindgen_malloc(8, 3));
  }, how);
}

test("a trap in the middle of a game shows the crash screen, and Reload resumes the saved game", async ({ page }) => {
  const errors: string[] = [];
  page.on("pageerror", (e) => errors.push(String(e)));
  await keepExports(page);
  await openLastTurnGame(page, "crashed");
  await expect(page.getByRole("dialog")).toContainText("Pass the device to Bob");

  await trap(page, "event");
  const alert = page.getByRole("alert");
  await expect(alert.getByRole("heading", { level: 1 })).toHaveText("Sorry, something went wrong");
  await expect(alert).toContainText("The game was saved after the last move. Reload to resume it.");
  await expect(page.getByRole("dialog")).toHaveCount(0);
  // The trap still reaches the console and the page's error log.
  expect(errors.some((e) => /RuntimeError/.test(e))).toBe(true);

  await alert.getByRole("button", { name: "Reload" }).click();
  await expect(page.getByRole("dialog")).toContainText("Pass the device to Bob");
  await expect(page.getByRole("alert")).toHaveCount(0);
});

test("a trap in a task of an embedded game shows the crash screen in the frame's language", async ({ page }) => {
  await keepExports(page);
  await page.goto("./embed-drunter.html?game=drunter&players=2&seed=1&lang=fr");
  await expect(page.locator("#shell")).toHaveCount(0);
  await trap(page, "task");
  const alert = page.getByRole("alert");
  await expect(alert.getByRole("heading", { level: 1 })).toHaveText("Oups, quelque chose s'est mal passé");
  await expect(alert.getByRole("button", { name: "Recharger" })).toBeVisible();
});

test("an error that is not the wasm's leaves the page as it is", async ({ page }) => {
  await page.goto("./");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("The shelf");
  // Both errors are reported before the timer that settles this evaluation runs.
  await page.evaluate(
    () =>
      new Promise((settled) => {
        setTimeout(() => {
          throw new Error("a script of the host's page");
        });
        Promise.reject(new TypeError("another"));
        setTimeout(() => setTimeout(settled));
      }),
  );
  await expect(page.getByRole("alert")).toHaveCount(0);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("The shelf");
});
