// Helpers for tables across devices: each device a browser context of one Chromium, WebRTC over
// loopback through the signalling server the config starts.
import { type Browser, type Page } from "@playwright/test";
import { expect } from "./casbah-helpers";

/** A new device: a desktop, or a phone (390x844, touch). */
export async function device(browser: Browser, baseURL: string, phone = false): Promise<Page> {
  const context = await browser.newContext(
    phone ? { baseURL, viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true } : { baseURL },
  );
  return context.newPage();
}

/** Records every message a page's link receives, as text (for scanning), and its data channels (for forging). */
export async function recordMessages(page: Page) {
  await page.addInitScript(() => {
    const spy = window as unknown as { seen: string[]; channels: RTCDataChannel[] };
    spy.seen = [];
    spy.channels = [];
    const create = RTCPeerConnection.prototype.createDataChannel;
    RTCPeerConnection.prototype.createDataChannel = function (...args: Parameters<typeof create>) {
      const channel = create.apply(this, args);
      spy.channels.push(channel);
      channel.addEventListener("message", (m) =>
        spy.seen.push(typeof m.data === "string" ? m.data : new TextDecoder().decode(m.data)),
      );
      return channel;
    };
  });
}

/** Every message the page received so far. */
export async function received(page: Page): Promise<string[]> {
  return page.evaluate(() => (window as unknown as { seen: string[] }).seen);
}

/** Sends these texts on every open channel of the page, as a forger would. */
export async function forge(page: Page, texts: string[]) {
  await page.evaluate((texts) => {
    for (const channel of (window as unknown as { channels: RTCDataChannel[] }).channels) {
      if (channel.readyState === "open") for (const t of texts) channel.send(new TextEncoder().encode(t));
    }
  }, texts);
}

/** The host's invitation for the seat of `name`: its link, checked to carry a QR code. */
export async function invitation(host: Page, name: string): Promise<string> {
  const region = host.getByRole("region", { name: `Invite ${name}` });
  await expect(region.getByRole("img", { name: "QR code of the link" })).toBeVisible();
  return region.getByRole("textbox", { name: "Link" }).inputValue();
}

/** A guest opens its invitation, gives its name and sits down; it then sees the table. */
export async function join(guest: Page, link: string, name: string) {
  await guest.goto(link);
  await expect(guest.getByRole("heading", { name: "Join a table" })).toBeVisible();
  await guest.getByLabel("Your name").fill(name);
  await guest.getByRole("button", { name: "Sit down" }).click();
  await expect(guest.getByText(`You play ${name} here.`)).toBeVisible({ timeout: 20_000 });
}

/** The console lines of a page that say it refused a message. */
export function refusals(page: Page): string[] {
  const lines: string[] = [];
  page.on("console", (m) => m.text().includes("refused a message") && lines.push(m.text()));
  return lines;
}
