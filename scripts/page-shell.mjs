// The page's shell: what every Tablée page shows before its WebAssembly arrives, in the HTML
// itself, so a phone draws it at once (the first paint does not wait for the wasm). The one
// template for every page: the build (scripts/pages.mjs for every page; scripts/embed-page.mjs for the one page of
// `trunk serve`) fills the `<div id="shell"></div>` mark of index.html with `shell(...)` and puts `LANG_SCRIPT` in the
// head. The app removes the element `#shell` as it mounts (src/lib.rs, `start`), in the same
// task as its first drawing, so no empty frame shows in between.
//
// - "app" pages: the header as the app draws it (brand, language button), the page's heading,
//   then a placeholder of the shelf's cards; "embed": a placeholder of a board in the frame.
// - Words in both languages, the one not shown hidden by the page's `lang`, which LANG_SCRIPT
//   sets before anything is drawn, with the app's own choice: on app pages the language the
//   player picked (localStorage "tablee.lang", src/i18n.rs) else the browser's; on embed pages
//   `?lang=` else the browser's (src/embed.rs).
// - Its look is in static/style.css (".shell"), which the page carries inline.

/** Where the shell goes in index.html's body (an element, which Trunk keeps as it is). */
export const MARK = `<div id="shell"></div>`;

/** Sets `<html lang>` before the first paint, the way the app will choose the language. */
export const LANG_SCRIPT = `<script>(function(){var l=null;try{var e=/embed[^/]*\\.html$/.test(location.pathname);var q=e&&/[?&]lang=(en|fr)(?:&|$)/i.exec(location.search);if(q)l=q[1].toLowerCase();else if(!e){var s=localStorage.getItem("tablee.lang");if(s==="en"||s==="fr")l=s}}catch(_){}if(!l)l=/^fr/i.test(navigator.language||"")?"fr":"en";document.documentElement.lang=l})()</script>`;

const escape = (s) => s.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;");
/** Text for innerHTML built inside a JS string: escaped for HTML, and no quote that could end the string. */
function escapeText(s) {
  return escape(s).replace(/'/g, "&#39;");
}

/**
 * The crash screen. A panic in the wasm ends in a trap (`WebAssembly.RuntimeError`: the
 * deployable build aborts at once, src/panic.rs), thrown out of whatever event or task was
 * running; the page then shows what happened and a way back (every move is saved as it is
 * played), in the page's language, instead of a board that no longer answers. Plain DOM: the
 * wasm can no longer be called. The error still reaches the console.
 */
const CRASH = {
  title: { en: "Sorry, something went wrong", fr: "Oups, quelque chose s'est mal passé" },
  text: {
    en: "The game was saved after the last move. Reload to resume it.",
    fr: "La partie a été sauvegardée après le dernier coup. Rechargez pour la reprendre.",
  },
  button: { en: "Reload", fr: "Recharger" },
};
const CRASH_SCRIPT = (() => {
  const words = (key) => JSON.stringify({ en: escapeText(CRASH[key].en), fr: escapeText(CRASH[key].fr) });
  return (
    `<script>(function(){var t=${words("title")},p=${words("text")},b=${words("button")};` +
    `function crash(e){var x=e.error||e.reason;if(typeof WebAssembly==="undefined"||!(x instanceof WebAssembly.RuntimeError)||!document.body||document.getElementById("crash-reload"))return;` +
    `var l=document.documentElement.lang==="fr"?"fr":"en";` +
    `document.body.innerHTML='<main class="crash" role="alert"><h1>'+t[l]+'</h1><p>'+p[l]+'</p><button type="button" class="button primary" id="crash-reload">'+b[l]+'</button></main>';` +
    `document.getElementById("crash-reload").addEventListener("click",function(){location.reload()})}` +
    `addEventListener("error",crash);addEventListener("unhandledrejection",crash)})()</script>`
  );
})();

/** Words in both languages; CSS shows the page's. */
const both = ({ en, fr }) => `<span lang="en">${escape(en)}</span><span lang="fr">${escape(fr)}</span>`;

const LOADING = { en: "Loading…", fr: "Chargement…" };

// The home's heading, as the app's home page says it (src/home.rs, checked by tests/shell.rs).
export const SHELF_HEADING = { en: "The shelf", fr: "L'étagère" };

// The home's opening line; the app's home page says the same under its heading (src/home.rs,
// checked by tests/shell.rs), so the line stays in place when the app takes over.
export const HOME_LEDE = {
  en: "Classic European tile and card games: play together around one phone or computer, passing it from hand to hand, or against the computer.",
  fr: "Des jeux de tuiles et de cartes classiques d'Europe : à plusieurs autour d'un seul téléphone ou ordinateur qui passe de main en main, ou contre l'ordinateur.",
};

// An empty board, drawn as the games draw theirs (static/style.css: svg.board, .cell.inside), as
// a picture in the page: the frame shows the table's shape before the game arrives.
const BOARD_PICTURE = (() => {
  const n = 6;
  const cells = [];
  for (let y = 0; y < n; y++) {
    for (let x = 0; x < n; x++) cells.push(`<rect x="${x * 100 + 6}" y="${y * 100 + 6}" width="88" height="88" rx="8"/>`);
  }
  const svg =
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${n * 100} ${n * 100}">` +
    `<rect width="${n * 100}" height="${n * 100}" rx="16" fill="#efe3cf"/>` +
    `<g fill="#fffaf0" stroke="#b59a74" stroke-width="2">${cells.join("")}</g></svg>`;
  return `data:image/svg+xml,${encodeURIComponent(svg)}`;
})();

/**
 * The shell's markup.
 * kind: "app" (header, heading, cards) or "embed" (a board in a frame).
 * heading: { en, fr } the page's h1 on app pages (the shelf's, or a game's title).
 * lede: { en, fr } (optional) the line under the heading, as the app's page shows it.
 */
export function shell({ kind, heading, lede, join }) {
  const status = `<p class="shell-status" role="status">${both(LOADING)}</p>`;
  if (kind === "embed") {
    return (
      `<div id="shell" class="shell"><main class="embed" aria-busy="true">${status}` +
      `<img class="shell-board" src="${BOARD_PICTURE}" width="600" height="600" alt="" decoding="sync" fetchpriority="high" /></main></div>`
    );
  }
  // The status sits in the first card, so the cards start where the app's do.
  const cards = `<div class="shell-card">${status}</div>` + `<div class="shell-card"></div>`.repeat(3);
  return (
    `<div id="shell" class="shell">` +
    `<header class="top"><a class="brand" href="./">Tablée</a><span class="lang-switch" aria-hidden="true"><span lang="en">FR</span><span lang="fr">EN</span></span></header>` +
    `<main aria-busy="true"><h1>${both(heading)}</h1>${lede ? `<p class="lede">${both(lede)}</p>` : ""}` +
    `<div class="shell-cards">${cards}</div></main>` +
    (join ? joinShell(join) : "") +
    `</div>`
  );
}

/**
 * A live page's shell when the address is an invitation (`#/join/…`): the guest's form as the
 * app draws it (src/remote/table.rs, `join_form`, checked by tests/shell.rs), in place of the
 * page's own; JOINING_SCRIPT picks it before the first paint. The form works before the app
 * arrives: the guest types a name and sits down, and the app, once there, takes the seat.
 */
function joinShell(join) {
  return (
    `<main class="shell-join" aria-busy="true"><form class="setup join" id="shell-join"><h1>${both(JOIN_HEADING)}</h1>` +
    `<p class="lede">${both(join)}</p>` +
    `<label>${both(NAME_LABEL)}<input type="text" id="shell-guest-name" maxlength="24" autocomplete="nickname" /></label>` +
    `<button class="button primary" type="submit">${both(SIT_DOWN)}</button>` +
    `<p class="shell-status shell-loading" role="status">${both(LOADING)}</p>` +
    `<p class="notice shell-waiting" role="status">${both(WAITING_FOR_HOST)}</p></form></main>`
  );
}

// The guest's form's words (src/remote/table.rs, checked by tests/shell.rs).
export const JOIN_HEADING = { en: "Join a table", fr: "Rejoindre une table" };
export const NAME_LABEL = { en: "Your name", fr: "Votre nom" };
export const SIT_DOWN = { en: "Sit down", fr: "S'asseoir" };
export const WAITING_FOR_HOST = {
  en: "Waiting for the device that holds the table…",
  fr: "En attente de l'appareil qui tient la table…",
};

/** The guest's form's opening line for a game of `title` (src/remote/table.rs, `join_form`). */
export function joinLede(title) {
  const frDe = /^les /i.test(title) ? `des ${title.slice(4)}` : /^[aeiouyéèêàâîôûh]/i.test(title) ? `d'${title}` : `de ${title}`;
  return {
    en: `A game of ${title}, held by another device: give your name and sit down.`,
    fr: `Une partie ${frDe}, tenue par un autre appareil : donnez votre nom et asseyez-vous.`,
  };
}

/**
 * On an invitation, before the first paint: marks the page so its shell is the guest's form, and
 * makes that form work before the app arrives, keeping what the app keeps where the app reads it
 * (src/remote/table.rs: `NAME_KEY`, the last name given; `sat_key`, this device's seat at this
 * table). Sitting down there sits at once when the app starts. Elsewhere, the bundle's preloads.
 */
export const JOINING_SCRIPT =
  `<script>(function(){var d=document.documentElement,h=location.hash;` +
  `if(h.indexOf("#/join/")!==0){var t=document.getElementById("bundle-preloads");if(t)document.head.appendChild(t.content);return}` +
  `d.classList.add("joining");var p=h.slice(2).split("/"),seat=Number(p[3]),NAME="tablee.guest-name",` +
  `SAT=p.length===5&&/^[0-9]+$/.test(p[3])&&seat<256?"tablee.guest."+p[2]+"."+seat:null;` +
  `function get(k){try{return localStorage.getItem(k)}catch(_){return null}}function put(k,v){try{localStorage.setItem(k,v)}catch(_){}}` +
  `document.addEventListener("DOMContentLoaded",function(){var f=document.getElementById("shell-join"),i=document.getElementById("shell-guest-name");if(!f||!i)return;` +
  `var s=SAT&&get(SAT);i.value=s!=null?s:get(NAME)||"";if(s!=null)d.classList.add("sat");` +
  `i.addEventListener("input",function(){put(NAME,i.value)});` +
  `f.addEventListener("submit",function(e){e.preventDefault();if(!SAT)return;var n=i.value.trim();put(NAME,n);put(SAT,n);d.classList.add("sat")})})})()</script>`;

/**
 * A live page's bundle, fetched after the first paint on an invitation: the guest's form shows as
 * soon as the page arrives, not beside a download that phones on slow networks wait for, and the
 * guest types a name meanwhile. Anywhere else it comes at once, with its preloads (kept in a
 * template that JOINING_SCRIPT adds then). The script and the wasm are fetched side by side.
 */
export function paintFirst(html) {
  const preloads = html.match(/<link rel="(?:modulepreload|preload)"[^>]*>/g) || [];
  const start = /<script type="module">([\s\S]*?)<\/script>/.exec(html);
  const js = start && /import init, \* as bindings from ('[^']+');/.exec(start[1]);
  const wasm = start && /module_or_path: ('[^']+')/.exec(start[1]);
  if (!js || !wasm || preloads.length === 0) throw new Error("page-shell.mjs: Trunk's start script changed");
  const loader =
    `<script type="module">const start=async()=>{const response=fetch(${wasm[1]});const bindings=await import(${js[1]});` +
    `const wasm=await bindings.default({ module_or_path: response });window.wasmBindings=bindings;` +
    `dispatchEvent(new CustomEvent("TrunkApplicationStarted",{detail:{wasm}}))};` +
    `if(document.documentElement.classList.contains("joining")&&!document.hidden)requestAnimationFrame(()=>setTimeout(start));else start();</script>`;
  let out = html.replace(start[0], loader);
  for (const link of preloads) out = out.replace(link, "");
  return out.replace(/(<meta charset="utf-8" \/>)/, `$1\n    <template id="bundle-preloads">${preloads.join("")}</template>`);
}

/**
 * A page's HTML from the built index.html: its title, the language script, and its shell in
 * place of the mark.
 */
export function withShell(html, { title, kind, heading, lede, join }) {
  if (!html.includes(MARK)) throw new Error(`page-shell.mjs: index.html lost its ${MARK} mark`);
  let out = html.replace(MARK, shell({ kind, heading, lede, join }));
  if (title) out = out.replace(/<title>[^<]*<\/title>/, `<title>${escape(title)}</title>`);
  const scripts = join ? `${LANG_SCRIPT}\n    ${JOINING_SCRIPT}` : LANG_SCRIPT;
  out = out.replace(/(<meta charset="utf-8" \/>)/, `$1\n    ${scripts}\n    ${CRASH_SCRIPT}`);
  // The preloads' template goes first, before JOINING_SCRIPT reads it.
  return join ? paintFirst(out) : out;
}
