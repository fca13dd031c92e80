// The embed in a blog post's frame (docs/embed.md's snippet): on a phone-width frame (358x477) and
// in a small landscape one (480x360), every game shows its board and its hand together, in view
// without scrolling the frame, when a piece is to be placed; the step line and the seat chips are
// never cut. Measured with bounding boxes against the frame's own viewport.
import { type FrameLocator, type Locator, type Page } from "@playwright/test";
import { test, expect } from "./casbah-helpers";

/** Each game's embed at a move that places a piece from the hand: the hand's name, and how its
 * board names a spot offered to the piece, in English and French. */
const GAMES = [
  { game: "casbah", query: "players=1&seed=7", hand: ["Your tiles", "Vos tuiles"], legal: [/, legal spot$/, /, emplacement permis$/] },
  { game: "drunter", query: "players=2&seed=3", hand: ["Your tiles", "Vos tuiles"], legal: [/, legal spot$/, /, emplacement permis$/] },
  { game: "captn-clever", query: "players=2&seed=5", hand: ["Your pieces", "Vos pièces"], legal: [/, legal spot$/, /, emplacement permis$/] },
  {
    game: "cabanes",
    query: "players=2&seed=3",
    hand: ["The five piles", "Les cinq piles"],
    legal: [/: the tile may (not )?go here$/, /: la tuile (ne )?peut (pas )?aller ici$/],
  },
];

/** A host page of the blog's origin with the documented <iframe>, its size fixed to `w`x`h`. */
async function host(page: Page, baseURL: string, src: string, w: number, h: number): Promise<FrameLocator> {
  const url = new URL("blog-post.html", baseURL).href;
  await page.route(url, (route) =>
    route.fulfill({
      contentType: "text/html",
      body: `<!doctype html><html><body style="margin:0"><h1>My blog post</h1>
        <iframe src="${new URL(src, baseURL).href}" title="Tablée"
          style="width: ${w}px; height: ${h}px; border: 0"></iframe></body></html>`,
    }),
  );
  await page.goto(url);
  return page.frameLocator("iframe");
}

/** Fails unless `inner` lies wholly inside the frame's box (the frame is not scrolled). */
async function expectInFrame(page: Page, inner: Locator, what: string) {
  const frame = (await page.locator("iframe").boundingBox())!;
  const box = (await inner.boundingBox())!;
  expect(box, `${what} is drawn`).not.toBeNull();
  const slack = 0.5;
  expect(box.x, `${what}: left edge`).toBeGreaterThanOrEqual(frame.x - slack);
  expect(box.y, `${what}: top edge`).toBeGreaterThanOrEqual(frame.y - slack);
  expect(box.x + box.width, `${what}: right edge`).toBeLessThanOrEqual(frame.x + frame.width + slack);
  expect(box.y + box.height, `${what}: bottom edge`).toBeLessThanOrEqual(frame.y + frame.height + slack);
}

/** Fails if the element hides part of its content (cut by overflow, or ellipsised). */
async function expectNotClipped(el: Locator, what: string) {
  const sizes = await el.evaluate((e) => ({ sw: e.scrollWidth, cw: e.clientWidth, sh: e.scrollHeight, ch: e.clientHeight }));
  expect(sizes.sw, `${what}: nothing cut across`).toBeLessThanOrEqual(sizes.cw);
  expect(sizes.sh, `${what}: nothing cut down`).toBeLessThanOrEqual(sizes.ch);
}

// The phone-width frame on a touch screen (the board's zoom button shows), the landscape one with a mouse.
for (const [w, h, touch] of [
  [358, 477, true],
  [480, 360, false],
] as const) {
  test.describe(`${w}x${h}`, () => {
    test.use({ hasTouch: touch });
    for (const { game, query, hand, legal } of GAMES) for (const [i, lang] of ["en", "fr"].entries()) {
      test(`${game} in a ${w}x${h} frame, ${lang}: the board and the hand in view with a piece to place, nothing cut`, async ({
        page,
        baseURL,
      }) => {
        const frame = await host(page, baseURL!, `embed.html?game=${game}&lang=${lang}&${query}`, w, h);
        const handRegion = frame.getByRole("region", { name: hand[i] });
        const board = frame.locator(".board-wrap > svg");
        await expect(board).toBeVisible();
        // A piece is to be placed: one is taken from the hand, and the board offers its spots.
        const piece = handRegion.getByRole("button").first();
        await piece.click();
        await expect(frame.getByRole("button", { name: legal[i] }).first()).toBeAttached();
        const scrolled = await frame.locator("html").evaluate(() => document.scrollingElement!.scrollTop);
        expect(scrolled, "the frame is not scrolled to reach them").toBe(0);
        await expectInFrame(page, board, "the board");
        // The hand: the piece taken (a long hand scrolls within itself).
        await expectInFrame(page, piece, "the piece taken from the hand");
        const step = frame.locator(".step-help");
        await expectInFrame(page, step, "the step line");
        await expectNotClipped(step, "the step line");
        // Les Cabanes shows its players by their areas, not chips.
        const seats = frame.locator(".seats");
        if (game !== "cabanes") await expectNotClipped(seats, "the seat chips");
        for (const seat of await seats.locator(".seat").all()) await expectInFrame(page, seat, "a seat chip");
        // Tabs over the board (Les Cabanes' huts) show their whole names too.
        for (const tab of await frame.getByRole("tab").all()) await expectNotClipped(tab, "a tab");
        // The zoom button, where there is one, lies beside the whole board, over none of its spots.
        const zoom = frame.getByRole("button", { name: /^(Zoom in|Zoomer)$/ });
        if (await zoom.isVisible()) {
          const [b, z] = [(await board.boundingBox())!, (await zoom.boundingBox())!];
          const apart = z.x >= b.x + b.width || z.x + z.width <= b.x || z.y >= b.y + b.height || z.y + z.height <= b.y;
          expect(apart, `the zoom button ${JSON.stringify(z)} off the board ${JSON.stringify(b)}`).toBe(true);
        }
      });
    }
  });
}
