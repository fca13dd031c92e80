// The companion's camp sheet followed live on another device: two browser contexts of one
// Chromium (two devices), WebRTC over loopback through the signalling server the config starts.
import { type Page } from "@playwright/test";
import { expect, test } from "./casbah-helpers";
import { openCampSheet } from "./robinson-helpers";
import { device, recordMessages } from "./remote-helpers";

const heading = (page: Page) => page.locator(".round-phase");

test("the camp sheet is followed live on a phone: each step shows there, reloads on either side resume, forged bytes change nothing", async ({
  browser,
  baseURL,
}) => {
  test.setTimeout(120_000);
  const host = await device(browser, baseURL!);
  await host.goto("./robinson-guide.html#/new/robinson");
  await openCampSheet(host);
  await expect(heading(host)).toHaveText("Round 1 · Morale");

  // The group shares the sheet: an invitation with a link and its QR code.
  await host.getByRole("button", { name: "Follow on another device" }).click();
  const invitation = host.getByRole("region", { name: "Follow this sheet on another device" });
  await expect(invitation.getByRole("img", { name: "QR code of the link" })).toBeVisible();
  const link = await invitation.getByRole("textbox", { name: "Link" }).inputValue();
  expect(link).toMatch(/robinson\.html#\/follow\/robinson\/[^/]+$/);
  await expect(host.getByText("No device follows this sheet yet.")).toBeVisible();

  // A phone opens the link: the same sheet, read-only, and the host counts it.
  const phone = await device(browser, baseURL!, true);
  await recordMessages(phone);
  await phone.goto(link);
  await expect(heading(phone)).toHaveText("Round 1 · Morale", { timeout: 20_000 });
  await expect(phone.getByText("Followed live from the device that keeps it: read here only.")).toBeVisible();
  await expect(phone.getByRole("button", { name: "Next phase" })).toHaveCount(0);
  await expect(phone.getByRole("button", { name: "Undo" })).toHaveCount(0);
  await expect(host.getByText("1 device follows this sheet.")).toBeVisible();

  // Each step, and its undo, shows on the phone.
  await host.getByRole("button", { name: "Next phase" }).click();
  await expect(heading(host)).toHaveText("Round 1 · Production");
  await expect(heading(phone)).toHaveText("Round 1 · Production");
  await host.getByRole("button", { name: "Undo" }).click();
  await expect(heading(phone)).toHaveText("Round 1 · Morale");
  await host.getByRole("button", { name: "Redo" }).click();
  await expect(heading(phone)).toHaveText("Round 1 · Production");
  const messages = await phone.evaluate(() => (window as unknown as { seen: string[] }).seen);
  expect(messages.some((m) => m.includes('"version":1') && m.includes('"Table"'))).toBe(true);

  // Bytes forged on the phone's channel (junk, another table, a sheet sent to its keeper) are
  // refused by the host with their reason, and its sheet stays as it was.
  const refusals: string[] = [];
  host.on("console", (m) => m.text().includes("refused a message") && refusals.push(m.text()));
  await phone.evaluate(() => {
    const table = location.hash.split("/").pop();
    const forged = [
      "\u0000junk{",
      JSON.stringify({ version: 1, table: "another", body: "Follow" }),
      JSON.stringify({ version: 9, table, body: "Follow" }),
      JSON.stringify({ version: 1, table, body: { Table: { forged: true } } }),
    ];
    for (const channel of (window as unknown as { channels: RTCDataChannel[] }).channels) {
      if (channel.readyState === "open") {
        for (const text of forged) channel.send(new TextEncoder().encode(text));
      }
    }
  });
  await expect.poll(() => refusals.length).toBe(4);
  expect(refusals.join("\n")).toMatch(/not a message[\s\S]*for the table "another"[\s\S]*version 9/);
  await expect(heading(host)).toHaveText("Round 1 · Production");
  await expect(host.getByText("1 device follows this sheet.")).toBeVisible();

  // The phone reloads: it follows again.
  await phone.reload();
  await expect(heading(phone)).toHaveText("Round 1 · Production", { timeout: 20_000 });

  // The host's device goes: the phone says so and keeps the sheet; back, it follows again.
  const sheetUrl = host.url();
  await host.close();
  await expect(phone.getByText(/The device that keeps this sheet has left/)).toBeVisible({ timeout: 20_000 });
  await expect(heading(phone)).toHaveText("Round 1 · Production");
  const back = await host.context().newPage();
  await back.goto(sheetUrl);
  await expect(heading(back)).toHaveText("Round 1 · Production");
  await expect(back.getByRole("region", { name: "Follow this sheet on another device" })).toBeVisible();
  await back.getByRole("button", { name: "Undo" }).click();
  await expect(heading(back)).toHaveText("Round 1 · Morale");
  await expect(heading(phone)).toHaveText("Round 1 · Morale", { timeout: 20_000 });
  await expect(phone.getByText("Followed live from the device that keeps it: read here only.")).toBeVisible();
});
