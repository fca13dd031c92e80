// The embeddable page: bad parameters give a message in the frame, a good one shows one game
// without the app's chrome, playable directly and inside an <iframe> of a plain host page.
import { test, expect, status } from "./casbah-helpers";

test("bad embed parameters are listed in the frame, never a blank frame", async ({ page }) => {
  await page.goto("./embed.html?game=casbah&lang=xx&players=9&colour=red");
  const alert = page.getByRole("alert");
  await expect(alert).toContainText("lang must be en or fr, not \"xx\"");
  await expect(alert).toContainText("players must be a number from 1 to 4, not \"9\"");
  await expect(alert).toContainText("unknown parameter \"colour\"");
  await page.goto("./embed.html?game=casbah&lang=fr&players=0");
  await expect(page.getByRole("alert")).toContainText("players doit être un nombre de 1 à 4, pas « 0 »");
  await page.goto("./embed.html");
  await expect(page.getByRole("alert")).toContainText("the parameter game is missing");
});

test("an embedded solo casbah in French: no app chrome, one move by taps", async ({ page }) => {
  await page.goto("./embed.html?game=casbah&lang=fr&players=1&seed=42&size=4x3");
  await expect(page.locator("html")).toHaveAttribute("lang", "fr");
  await expect(page.getByRole("heading", { name: "Casbah 4×3" })).toBeVisible();
  // No header of the app: no link back to the shelf.
  await expect(page.getByRole("link", { name: /Tablée/ })).toHaveCount(0);
  await page.getByRole("region", { name: "Vos tuiles" }).getByRole("button", { name: /^Entrée 1/ }).click();
  const legal = page.getByRole("application").getByRole("button", { name: /, emplacement permis$/ });
  await legal.first().click();
  await expect(page.getByRole("application").getByRole("button", { name: /: Entrée 1/ })).toHaveCount(1);
  // The embed's game resumes after a reload of the post.
  await page.reload();
  await expect(page.getByRole("application").getByRole("button", { name: /: Entrée 1/ })).toHaveCount(1);
});

test("inside an iframe of a plain HTML page", async ({ page, baseURL }) => {
  const src = new URL("embed.html?game=casbah&lang=en&players=1&seed=7&size=3x3", baseURL).href;
  await page.setContent(
    `<!doctype html><html><body><h1>My blog post</h1>
     <iframe title="Casbah" src="${src}" style="width:420px;height:640px;border:0"></iframe></body></html>`,
  );
  const frame = page.frameLocator("iframe[title=Casbah]");
  await frame.getByRole("region", { name: "Your tiles" }).getByRole("button", { name: /^Entrance 1/ }).click();
  await frame.getByRole("application").getByRole("button", { name: /, legal spot$/ }).first().click();
  await expect(frame.getByRole("application").getByRole("button", { name: /: Entrance 1/ })).toHaveCount(1);
  // Sized to its container: the board fits the frame's width.
  const box = await frame.getByRole("application").boundingBox();
  expect(box!.width).toBeLessThanOrEqual(420);
  expect(box!.width).toBeGreaterThan(300);
});

test("Drunter & Drüber and Capt'n Clever embed too: a tile laid, a captain placed, both resumed after a reload", async ({
  page,
}) => {
  await page.goto("./embed.html?game=drunter&lang=en&players=2&opponents=quick&seed=3");
  await expect(page.getByRole("heading", { name: "Drunter & Drüber" })).toBeVisible();
  await expect(page.getByRole("link", { name: /Tablée/ })).toHaveCount(0);
  await page.getByRole("region", { name: "Your tiles" }).getByRole("button").first().click();
  await page.getByRole("application").getByRole("button", { name: /, legal spot$/ }).first().click();
  const log = page.getByRole("region", { name: "Game log" }).getByRole("listitem");
  const laid = log.filter({ hasText: /^Camille( lays a| would cover the toilet at .*the town votes)/ });
  // A tile over a toilet is laid once its builder confirms that it starts a vote.
  const ask = page.getByRole("region", { name: "Confirm the lay" });
  await expect(laid.or(ask)).toBeVisible();
  if (await ask.isVisible()) await ask.getByRole("button", { name: "Lay it: start the vote" }).click();
  await expect(laid).toHaveCount(1);
  await page.reload();
  await expect(log.filter({ hasText: /^Camille( lays a| would cover the toilet at .*the town votes)/ })).toHaveCount(1);

  await page.goto("./embed.html?game=captn-clever&lang=fr&players=3&variant=yes&seed=5");
  await expect(page.getByRole("heading", { name: "Capt'n Clever" })).toBeVisible();
  await page.getByRole("region", { name: "Vos pièces" }).getByRole("button", { name: "Placez votre capitaine" }).click();
  await page.getByRole("group", { name: "La mer : îles et passages" }).getByRole("button", { name: /, emplacement permis$/ }).first().click();
  await expect(page.getByRole("region", { name: "Journal de la partie" })).toContainText("Camille pose son capitaine sur");
  await page.reload();
  await expect(page.getByRole("region", { name: "Journal de la partie" })).toContainText("Camille pose son capitaine sur");
});

test("an embedded Casbah game with the snake draft: the second seat picks twice in a row", async ({ page }) => {
  await page.goto("./embed.html?game=casbah&draft=snake&opponents=human&seed=5&size=4x3&lang=en");
  const take = page.getByRole("region", { name: "Tiles to take" }).getByRole("button", { name: /^Take /, disabled: false });
  const picks = ["Camille", "Sacha", "Sacha", "Camille", "Camille", "Sacha"];
  for (const [i, who] of picks.entries()) {
    await expect(status(page)).toHaveText(`Draft — ${who} picks a tile (${12 - i} picks left)`);
    await take.first().click();
  }
  await expect(status(page)).toHaveText("Draft — Sacha picks a tile (6 picks left)");
});

test("an embedded Casbah game with the drawn draft: each round announces its order, and the picks follow it", async ({ page }) => {
  await page.goto("./embed.html?game=casbah&draft=drawn&opponents=human&seed=5&size=4x3&lang=en");
  const pool = page.getByRole("region", { name: "Tiles to take" });
  const take = pool.getByRole("button", { name: /^Take /, disabled: false });
  const announced = pool.locator(".round-order");
  const orders = new Set<string>();
  for (let round = 0; round < 5; round++) {
    const line = (await announced.textContent()) ?? "";
    const names = line.replace(/^This round: /, "").split(", ");
    expect(names.sort()).toEqual(["Camille", "Sacha"]);
    const order = line.replace(/^This round: /, "").split(", ");
    orders.add(order.join(","));
    for (const [i, who] of order.entries()) {
      await expect(status(page)).toHaveText(`Draft — ${who} picks a tile (${12 - 2 * round - i} picks left)`);
      await take.first().click();
    }
  }
  // Five rounds drawn from seed 5 do not all begin with the same player.
  expect(orders.size).toBe(2);
});

test("an embedded Casbah refuses a draft order it does not offer", async ({ page }) => {
  await page.goto("./embed.html?game=casbah&players=3&draft=serpent");
  await expect(page.getByRole("alert")).toContainText("draft must be rulebook, snake or drawn, not \"serpent\"");
  await page.goto("./embed.html?game=casbah&players=1&draft=snake&lang=fr");
  await expect(page.getByRole("alert")).toContainText("draft ne s'applique pas au casse-tête solo (players=1)");
});
