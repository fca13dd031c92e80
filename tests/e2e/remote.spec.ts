// Tables across devices: a host and a guest on two browser contexts play a whole game, each on
// its own screen; reloads on either side resume; forged messages change nothing.
import { test, expect, status, playTurnByTaps, board, newCasbah } from "./casbah-helpers";
import { device, forge, invitation, join, received, recordMessages, refusals } from "./remote-helpers";

test("Casbah across two devices: the guest plays its seat on a phone, reloads on either side resume, forged messages are refused", async ({
  page: host,
  browser,
  baseURL,
}) => {
  test.setTimeout(180_000);
  await newCasbah(host, { players: 2, width: 4, height: 3, names: ["Ada"], kinds: ["human", "remote"] });
  await expect(host.getByText("Sacha — not connected")).toBeVisible();
  const link = await invitation(host, "Sacha");
  expect(link).toMatch(/#\/join\/casbah\/[^/]+\/1\/\d+$/);

  const phone = await device(browser, baseURL!, true);
  await recordMessages(phone);
  await join(phone, link, "Zoé");
  // The host names the guest's seat after it, and no longer shows its invitation.
  await expect(host.getByText("Zoé — connected")).toBeVisible();
  await expect(host.getByRole("region", { name: "Invite Zoé" })).toHaveCount(0);
  await expect(status(phone)).toHaveText(await status(host).textContent() ?? "");

  // A forged message (a move for the host's seat, another table, junk) is refused by the host
  // with its reason; nothing changes.
  const refused = refusals(host);
  const before = await status(host).textContent();
  const [, table, token] = /#\/join\/casbah\/([^/]+)\/1\/(\d+)$/.exec(link)!;
  await forge(phone, [
    "\u0000junk{",
    JSON.stringify({ version: 1, table: "another", body: "Follow" }),
    JSON.stringify({ version: 1, table, body: { Act: { seat: 0, token: 1, turn: 0, action: { Take: 0 } } } }),
    JSON.stringify({ version: 1, table, body: { Undo: { seat: 1, token: Number(token), turn: 0 } } }),
  ]);
  await expect.poll(() => refused.length).toBe(4);
  expect(refused.join("\n")).toMatch(/not a message[\s\S]*another[\s\S]*seat 0 is not played on another device[\s\S]*may not undo/);
  await expect(status(host)).toHaveText(before ?? "");

  // The whole game: each plays on its own screen when its turn comes.
  const reloaded = { guest: false, host: false };
  for (let step = 0; step < 80; step++) {
    const text = (await status(host).textContent()) ?? "";
    if (text === "Game over") break;
    const mover = /(^|Draft — )Ada /.test(text) ? host : phone;
    await expect(status(mover)).toHaveText(text);
    if (await board(mover).isVisible()) {
      // Halfway through the building, the guest reloads, then the host.
      if (!reloaded.guest) {
        reloaded.guest = true;
        await phone.reload();
        await expect(phone.getByText("You play Zoé here.")).toBeVisible({ timeout: 20_000 });
        await expect(status(phone)).toHaveText(text);
        continue;
      }
      await playTurnByTaps(mover);
    } else {
      await mover.getByRole("region", { name: "Tiles to take" }).getByRole("button", { name: /^Take /, disabled: false }).first().click();
    }
    await expect(status(host)).not.toHaveText(text);
    await expect(status(phone)).toHaveText((await status(host).textContent()) ?? "");
    if (reloaded.guest && !reloaded.host && mover === phone) {
      reloaded.host = true;
      const url = host.url();
      await host.reload();
      await expect(status(host)).toHaveText(/to play|Game over/);
      await expect(host.getByText("Zoé — connected")).toBeVisible({ timeout: 20_000 });
      expect(host.url()).toBe(url);
    }
  }
  await expect(status(host)).toHaveText("Game over");
  await expect(status(phone)).toHaveText("Game over");
  expect(reloaded).toEqual({ guest: true, host: true });
  const final = host.getByRole("region", { name: "Final scores" });
  const finalPhone = phone.getByRole("region", { name: "Final scores" });
  await expect(finalPhone.getByRole("table")).toHaveText((await final.getByRole("table").textContent()) ?? "");
  // What the phone received never holds a token but its own.
  const messages = (await received(phone)).join("\n");
  expect(messages).toContain('"Seen"');
  expect(messages.match(/"Remote":(\d+)/g)?.every((m) => m === '"Remote":0')).toBe(true);
  expect(messages).not.toContain(token);
});

test("across devices, a guest takes back its own move before the next seat acts, and a dropped guest's seat goes to a computer", async ({
  page: host,
  browser,
  baseURL,
}) => {
  test.setTimeout(90_000);
  await newCasbah(host, { players: 2, width: 4, height: 3, names: ["Ada"], kinds: ["human", "remote"] });
  const link = await invitation(host, "Sacha");
  const phone = await device(browser, baseURL!, true);
  await join(phone, link, "Zoé");
  const take = (p: typeof host) =>
    p.getByRole("region", { name: "Tiles to take" }).getByRole("button", { name: /^Take /, disabled: false }).first();

  // Ada picks; Zoé picks on her phone, then takes it back before Ada's next pick.
  await expect(status(host)).toHaveText("Draft — Ada picks a tile (12 picks left)");
  await take(host).click();
  await expect(status(phone)).toHaveText("Draft — Zoé picks a tile (11 picks left)");
  await expect(phone.getByRole("button", { name: "Undo" })).toBeDisabled();
  await take(phone).click();
  await expect(status(host)).toHaveText("Draft — Ada picks a tile (10 picks left)");
  await expect(status(phone)).toHaveText("Draft — Ada picks a tile (10 picks left)");
  await phone.getByRole("button", { name: "Undo" }).click();
  await expect(status(host)).toHaveText("Draft — Zoé picks a tile (11 picks left)");
  await expect(status(phone)).toHaveText("Draft — Zoé picks a tile (11 picks left)");
  // Once Ada has answered, it is too late.
  await take(phone).click();
  await take(host).click();
  await expect(status(phone)).toHaveText("Draft — Zoé picks a tile (9 picks left)");
  await expect(phone.getByRole("button", { name: "Undo" })).toBeDisabled();

  // Zoé's phone goes: the host waits for her, then gives her seat to a computer, which plays.
  await phone.context().close();
  await expect(host.getByText("Zoé — not connected")).toBeVisible({ timeout: 20_000 });
  await expect(host.getByText("Waiting for Zoé, who is not connected.")).toBeVisible();
  await host.getByRole("button", { name: "Let the computer play for Zoé" }).click();
  await expect(status(host)).toHaveText("Draft — Ada picks a tile (8 picks left)", { timeout: 20_000 });
  await expect(host.getByRole("img", { name: "Computer (quick)" })).toBeVisible();
  await expect(host.getByRole("region", { name: "Players on other devices" })).toHaveCount(0);
  // The seat stays the computer's after a reload (the save holds it).
  await host.reload();
  await expect(host.getByRole("img", { name: "Computer (quick)" })).toBeVisible();
});

test("an invitation's form works before the app arrives: a guest types and sits down, and the app takes the seat", async ({
  page: host,
  browser,
  baseURL,
}) => {
  test.setTimeout(90_000);
  await newCasbah(host, { players: 3, width: 4, height: 3, names: ["Ada"], kinds: ["human", "remote", "remote"] });
  // The host's live page fetches its bundle with the preloads, as every page does.
  await expect(host.locator('head link[rel="preload"][href$="_bg.wasm"]')).toHaveCount(1);
  const invites = host.getByRole("region", { name: /^Invite / });
  await expect(invites).toHaveCount(2);
  const [first, second] = await Promise.all(
    [0, 1].map(async (i) => {
      const name = (await invites.nth(i).getAttribute("aria-label"))!.replace(/^Invite /, "");
      return invitation(host, name);
    }),
  );

  /** A phone whose bundle waits until `release()`: it shows the page's shell alone. */
  const held = async () => {
    const phone = await device(browser, baseURL!, true);
    let release!: () => void;
    const released = new Promise<void>((r) => (release = r));
    await phone.route("**/*_bg.wasm", async (route) => {
      await released;
      await route.continue();
    });
    return { phone, release };
  };

  // Zoé sits down before her bundle has come: her form waits for the host, and the app, once
  // there, takes her seat with no second tap.
  const zoe = await held();
  await zoe.phone.goto(first);
  const shell = zoe.phone.locator("#shell");
  await expect(shell.getByRole("heading", { name: "Join a table" })).toBeVisible();
  // On an invitation the bundle waits for the first paint: no preload in the page.
  await expect(zoe.phone.locator('head link[rel="preload"]')).toHaveCount(0);
  await shell.getByLabel("Your name").fill("Zoé");
  await shell.getByRole("button", { name: "Sit down" }).click();
  await expect(shell.getByRole("status")).toHaveText("Waiting for the device that holds the table…", { useInnerText: true });
  await expect(shell.getByRole("button", { name: "Sit down" })).toBeHidden();
  zoe.release();
  await expect(zoe.phone.getByText("You play Zoé here.")).toBeVisible({ timeout: 20_000 });
  await expect(host.getByText("Zoé — connected")).toBeVisible();

  // Léo is still typing when his bundle comes: he goes on typing in the app's form.
  const leo = await held();
  await leo.phone.goto(second);
  const name = leo.phone.getByLabel("Your name");
  await name.pressSequentially("Lé");
  leo.release();
  await expect(leo.phone.locator("#shell")).toHaveCount(0);
  await expect(name).toBeFocused();
  await expect(name).toHaveValue("Lé");
  await leo.phone.keyboard.type("o");
  await leo.phone.getByRole("button", { name: "Sit down" }).click();
  await expect(leo.phone.getByText("You play Léo here.")).toBeVisible({ timeout: 20_000 });
  await expect(host.getByText("Léo — connected")).toBeVisible();
});

test("a host's table is drawn and played before the link between devices arrives; the link then brings the QR code and the guest", async ({
  browser,
  baseURL,
}) => {
  test.setTimeout(60_000);
  // No service worker, which would serve the link from its cache, out of the route's sight.
  const host = await (await browser.newContext({ baseURL, serviceWorkers: "block" })).newPage();
  // The link's module (link/, tablee-link_bg.wasm) held back: the table must not wait for it.
  let release!: () => void;
  const released = new Promise<void>((r) => (release = r));
  const linkRequested: string[] = [];
  await host.route("**/tablee-link_bg.wasm", async (route) => {
    linkRequested.push(route.request().url());
    await released;
    await route.continue();
  });
  await newCasbah(host, { players: 2, width: 4, height: 3, names: ["Ada"], kinds: ["human", "remote"] });
  const invite = host.getByRole("region", { name: /^Invite / });
  await expect(invite.getByRole("textbox", { name: "Link" })).toHaveValue(/#\/join\//);
  await expect(host.getByRole("region", { name: "Tiles to take" })).toBeVisible();
  await expect.poll(() => linkRequested.length).toBe(1);
  // Ada plays her pick meanwhile.
  const before = await status(host).textContent();
  await host.getByRole("region", { name: "Tiles to take" }).getByRole("button", { name: /^Take /, disabled: false }).first().click();
  await expect(status(host)).not.toHaveText(before ?? "");
  // The code's place is kept meanwhile: nothing moves when it comes.
  const place = invite.locator(".qr");
  await expect(place).toHaveAttribute("aria-hidden", "true");
  const box = await place.boundingBox();
  expect(box?.width).toBe(180);
  expect(box?.height).toBe(180);
  release();
  await expect(invite.getByRole("img", { name: "QR code of the link" })).toBeVisible();
  expect(await invite.locator(".qr").boundingBox()).toEqual(box);
  const guest = await device(browser, baseURL!, true);
  await join(guest, await invitation(host, "Sacha"), "Zoé");
  await expect(host.getByText("Zoé — connected")).toBeVisible();
});
