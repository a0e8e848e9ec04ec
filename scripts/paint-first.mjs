// Paint first, then fetch the scripts: rewrites a prerendered page so that its scripts are
// requested only once the browser reports the page's first paint.
//
// Next writes every script of a page into its HTML as `<script src async>` (and the entry
// script as a `<link rel="preload" as="script">` too), so the browser fetches them beside the
// stylesheet and the web font, the two files the first paint waits for. On a slow line the
// three share it: the page appears later by the time the scripts take to arrive, about 130 KB
// that nothing on the first screen needs (the content is in the HTML and the forms post
// without them). Here the page's HTML lists the same scripts in an inline loader instead,
// which adds them to the document when the browser reports the first contentful paint (once
// the first frame with content is shown). The scripts are the same files, run in any order as
// before: Turbopack's runtime waits for the chunks it was told of, and React then hydrates the
// page.
//
// Where the browser has no paint timing (no PerformanceObserver, no "paint" entry type, or an
// observer that refuses the options), the loader adds the scripts at once; a page whose first
// paint is not reported within FALLBACK_MS (a tab that stays hidden, say) gets them then.
//
// Run by scripts/prepare-standalone.mjs over every prerendered page of the standalone build.
// A page rendered at request time (an unknown service address) keeps Next's own tags.

/** After this long without a reported paint, the loader adds the scripts anyway. */
export const FALLBACK_MS = 3000;

/** The loader's id in a page: a page that has it has been rewritten already. */
export const LOADER_ID = "paint-first";

/** Attributes of the tags Next writes; anything else means its markup changed. */
const SCRIPT_ATTRIBUTES = new Set(["src", "async"]);
const PRELOAD_ATTRIBUTES = new Set(["rel", "as", "fetchpriority", "href"]);

/** @param {string} tag */
function attributes(tag) {
  /** @type {Map<string, string>} */
  const found = new Map();
  for (const match of tag.matchAll(/\s([a-zA-Z-]+)(?:="([^"]*)")?/g)) {
    found.set(match[1].toLowerCase(), match[2] ?? "");
  }
  return found;
}

/** @param {string} src */
function isBuildScript(src) {
  return /^\/_next\/static\/[\w./-]+\.js$/.test(src);
}

/**
 * The inline loader for these scripts (JSON-encoded, and `<` escaped so that no script path
 * can end the inline script).
 * @param {string[]} scripts
 */
export function loaderScript(scripts) {
  const list = JSON.stringify(scripts).replace(/</g, "\\u003c");
  return (
    `<script id="${LOADER_ID}">(function(s){var d=document,done=0;` +
    `function go(){if(done)return;done=1;for(var i=0;i<s.length;i++){` +
    `var e=d.createElement("script");e.src=s[i];e.async=true;d.head.appendChild(e)}}` +
    `var P=window.PerformanceObserver,t=P&&P.supportedEntryTypes;` +
    `if(!t||t.indexOf("paint")<0)return go();` +
    `try{new P(function(l,o){var e=l.getEntries();for(var i=0;i<e.length;i++)` +
    `if(e[i].name==="first-contentful-paint"){o.disconnect();go()}})` +
    `.observe({type:"paint",buffered:true})}catch(x){return go()}` +
    `setTimeout(go,${FALLBACK_MS})})(${list})</script>`
  );
}

/**
 * Takes a page's script tags and script preloads out of its HTML and puts the loader at the
 * end of its head. Returns the page unchanged, with `scripts` empty, when it has none.
 * Throws when the page has a script tag of another form (a synchronous or external script, or
 * one with attributes this rewrite does not carry over): a build must not ship a page whose
 * scripts were half moved.
 * @param {string} html
 * @returns {{ html: string, scripts: string[] }}
 */
export function paintFirst(html) {
  /** @type {string[]} */
  const scripts = [];
  const add = (/** @type {string} */ src) => {
    if (!scripts.includes(src)) scripts.push(src);
  };

  const removePreloads = (/** @type {string} */ text) =>
    text.replace(/<link\b[^>]*>/g, (tag) => {
      const attrs = attributes(tag);
      if (attrs.get("rel") !== "preload" || attrs.get("as") !== "script") return tag;
      const href = attrs.get("href") ?? "";
      const unknown = [...attrs.keys()].filter((name) => !PRELOAD_ATTRIBUTES.has(name));
      if (!isBuildScript(href) || unknown.length > 0) {
        throw new Error(`unexpected script preload: ${tag}`);
      }
      add(href);
      return "";
    });

  // A script element ends at the first `</script>` after its start tag, as the HTML parser
  // reads it; text inside inline scripts (the page's RSC payload) is left as it is.
  let out = "";
  let from = 0;
  for (const match of html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/g)) {
    out += removePreloads(html.slice(from, match.index));
    from = match.index + match[0].length;
    const attrs = attributes(match[1]);
    // Inline scripts stay, and so do the legacy-browser polyfills: current browsers never
    // fetch a nomodule script.
    if (!attrs.has("src") || attrs.has("nomodule")) {
      out += match[0];
      continue;
    }
    const src = attrs.get("src") ?? "";
    const unknown = [...attrs.keys()].filter((name) => !SCRIPT_ATTRIBUTES.has(name));
    if (match[2] !== "" || !attrs.has("async") || !isBuildScript(src) || unknown.length > 0) {
      throw new Error(`unexpected script tag: ${match[0].slice(0, 200)}`);
    }
    add(src);
  }
  out += removePreloads(html.slice(from));

  if (scripts.length === 0) return { html, scripts };
  const headEnd = out.indexOf("</head>");
  if (headEnd < 0) throw new Error("the page has no </head>");
  return { html: out.slice(0, headEnd) + loaderScript(scripts) + out.slice(headEnd), scripts };
}
