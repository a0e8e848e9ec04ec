// @ts-check
// What a post's text says about it: the evidence no person produces (a throwaway address, link
// markup), and a logistic regression text classifier trained on the labelled posts the project keeps
// (spam-corpus.json) and the team's own decisions. Plain JavaScript: the staff tool trains it.
import { createHash } from "node:crypto";
import { disposableEmailBlocklistSet } from "disposable-email-domains-js";
import corpus from "./spam-corpus.json" with { type: "json" };

/** @typedef {{ key: string, label: "spam" | "real", kind: string, payload: Record<string, unknown> }} Example */
/** @typedef {{ model: string, threshold: number, corpus: string }} TrainedFilter */

const throwawayDomains = disposableEmailBlocklistSet();
const link = /\b(?:https?:\/\/|www\.)[^\s<>"'[\]()]+/giu;
// Forum markup for links, which no one types into a contact form; or more than one HTML link.
const forumLink = /\[(?:url|link)[=\]]/iu;
const htmlLink = /<a\s[^>]*href\s*=\s*["']?(?:https?:)?\/\//giu;
const emailAddress = /[^\s@<>]+@[^\s@<>]+\.[^\s@<>]+/gu;

/** What a person does not produce: a throwaway mail service, link markup. @param {Record<string, unknown>} payload */
export function textEvidence(payload) {
  /** @type {("throwaway-email" | "link-markup")[]} */
  const reasons = [];
  const email = typeof payload.email === "string" ? payload.email.toLowerCase() : "";
  const labels = email.slice(email.lastIndexOf("@") + 1).split(".");
  if (labels.some((_, i) => i < labels.length - 1 && throwawayDomains.has(labels.slice(i).join("."))))
    reasons.push("throwaway-email");
  const message = typeof payload.message === "string" ? payload.message : "";
  if (forumLink.test(message) || (message.match(htmlLink)?.length ?? 0) >= 2) reasons.push("link-markup");
  return reasons;
}

// Words as each script writes them: dictionaries for scripts without spaces (Chinese, Japanese, Thai).
const words = new Intl.Segmenter("und", { granularity: "word" });

/**
 * The tokens the classifier counts: words and word pairs, a link's top-level domain, and the shapes
 * that typed nonsense has (no vowel, long consonant runs, case changing at every letter). Numbers,
 * addresses and links stand as one token each, so none of them is learnt as itself; a letter
 * stretched ("pleaseeee", "哈哈哈哈") counts as it is written twice.
 * @param {Record<string, unknown>} payload
 */
function features(payload) {
  const message = typeof payload.message === "string" ? payload.message.normalize("NFKC") : "";
  const tokens = [];
  for (const found of message.match(link) ?? []) {
    const host = found.replace(/^(?:https?:\/\/)?(?:www\.)?/iu, "").split(/[/?#:]/u)[0] ?? "";
    tokens.push("⟨link⟩", `tld:${host.split(".").at(-1)?.toLowerCase()}`);
  }
  if (/<a\s/iu.test(message)) tokens.push("⟨html⟩");
  /** @type {string[]} */
  const said = [];
  let latinWords = 0;
  let oddWords = 0;
  for (const { segment, isWordLike } of words.segment(
    message.replace(link, " ").replace(emailAddress, " "),
  )) {
    if (!isWordLike) continue;
    said.push(/^\p{N}+$/u.test(segment) ? "⟨number⟩" : segment.toLowerCase().replace(/(.)\1{2,}/gu, "$1$1"));
    if (segment.length < 5 || !/\p{Script=Latin}/u.test(segment)) continue;
    const shaped = shapes(segment);
    tokens.push(...shaped);
    latinWords += 1;
    if (shaped.length > 0) oddWords += 1;
  }
  if (latinWords > 0 && oddWords / latinWords >= 0.5) tokens.push("⟨mostly-odd-words⟩");
  tokens.push(...said, ...said.slice(1).map((word, i) => `${said[i]} ${word}`));
  const [first, last] = [payload.firstName, payload.lastName].map((name) => String(name ?? "").toLowerCase());
  if (first && last && (first.startsWith(last) || last.startsWith(first))) tokens.push("⟨same-names⟩");
  if (/\p{N}/u.test(`${first}${last}`)) tokens.push("⟨digits-in-name⟩");
  return tokens;
}

/** @param {string} word */
function shapes(word) {
  const lower = word.toLowerCase();
  const shapes = [];
  if (!/[aeiouyàáâãäåèéêëìíîïòóôõöùúûüýÿæøœı]/u.test(lower)) shapes.push("⟨no-vowel⟩");
  else if (/[bcdfghjklmnpqrstvwxz]{5}/u.test(lower)) shapes.push("⟨consonant-run⟩");
  const cases = [...word].map((char) => /\p{Lu}/u.test(char));
  if (cases.filter((upper, i) => i > 0 && upper !== cases[i - 1]).length >= 4) shapes.push("⟨case-changes⟩");
  if (/\p{L}/u.test(word) && /\p{N}/u.test(word)) shapes.push("⟨letters-and-digits⟩");
  return shapes;
}

const hash = (/** @type {string} */ text) => createHash("sha256").update(text).digest();

/** The corpus and the model's kind as they ship: a new one retrains the filter wherever it is deployed. */
export const corpusVersion = hash(JSON.stringify(["logistic", corpus]))
  .toString("base64url")
  .slice(0, 16);

/** Each entry of the corpus as an example: a quarter, by a hash of its fields, is never trained on. */
export const corpusExamples =
  /** @type {(Example & { set: string, category: string, language?: string, heldOut: boolean })[]} */ (
    /** @type {({ label: string, category: string, set: string, language?: string, kind?: string } & Record<string, string>)[]} */ (
      /** @type {unknown} */ (corpus)
    ).map(({ label, category, set, language, kind = "contact", ...payload }) => {
      const key = JSON.stringify(payload);
      return { key, label, kind, payload, set, category, language, heldOut: (hash(key)[0] ?? 0) % 4 === 0 };
    })
  );

const tokensOf = (/** @type {Record<string, unknown>} */ payload) => [...new Set(features(payload))];

// Logistic regression over the tokens present, each weighing 1/√(their number) so that a long letter
// counts more than a line but not in proportion, and a reply of a word or two ("ok") as a short line;
// fitted by AdaGrad with an L2 penalty and both labels weighed alike. No kept npm package fits one on
// sparse tokens (natural's and mljs's take dense matrices).
const penalty = 2e-3;
const epochs = 10;
const rate = 0.5;
const scaleOf = (/** @type {number} */ tokens) => 1 / Math.sqrt(Math.max(tokens, 5));

/** @typedef {{ x: number[], y: 0 | 1 }} Row a message's token ids and whether it is spam */

/** @param {{ bias: number, w: Float64Array }} model @param {number[]} x */
const logit = ({ bias, w }, x) => x.reduce((z, j) => z + (w[j] ?? 0), 0) * scaleOf(x.length) + bias;

/** @param {Row[]} rows @param {number} size the vocabulary's */
function fit(rows, size) {
  const spam = rows.filter(({ y }) => y === 1).length;
  const weighs = [rows.length / (2 * (rows.length - spam)), rows.length / (2 * spam)];
  const model = { bias: 0, w: new Float64Array(size) };
  const squares = new Float64Array(size);
  let biasSquares = 0;
  // The same order on every machine: a shuffle by a fixed linear congruential sequence.
  let seed = 1;
  const order = rows.map((_, i) => i);
  for (let epoch = 0; epoch < epochs; epoch += 1) {
    for (let i = order.length - 1; i > 0; i -= 1) {
      seed = (seed * 16_807) % 2_147_483_647;
      const j = seed % (i + 1);
      [order[i], order[j]] = [/** @type {number} */ (order[j]), /** @type {number} */ (order[i])];
    }
    for (const i of order) {
      const { x, y } = /** @type {Row} */ (rows[i]);
      const scale = scaleOf(x.length);
      const error = (1 / (1 + Math.exp(-logit(model, x))) - y) * (weighs[y] ?? 1);
      for (const j of x) {
        const weight = model.w[j] ?? 0;
        const gradient = error * scale + penalty * weight;
        const sum = (squares[j] ?? 0) + gradient * gradient;
        squares[j] = sum;
        model.w[j] = weight - (rate * gradient) / (Math.sqrt(sum) || 1);
      }
      biasSquares += error * error;
      model.bias -= (rate * error) / (Math.sqrt(biasSquares) || 1);
    }
  }
  return model;
}

const folds = 5;
/** Above the highest real score seen: what an unseen real message may score beyond it. */
const margin = 0.3;

/**
 * Trains on the messages (the sign-up forms hold only an address: their posts are judged by evidence
 * alone). The threshold is set above every real message's score, each scored by a model that did
 * not learn it (five folds), so that no real inquiry in any labelled set is held.
 * @param {Example[]} examples @returns {TrainedFilter}
 */
export function trainFilter(examples) {
  /** @type {Map<string, number>} */
  const ids = new Map();
  const id = (/** @type {string} */ token) => {
    if (!ids.has(token)) ids.set(token, ids.size);
    return /** @type {number} */ (ids.get(token));
  };
  const messages = examples
    .filter((example) => example.kind === "contact")
    .map((example) => ({
      x: tokensOf(example.payload).map(id),
      y: /** @type {0 | 1} */ (example.label === "spam" ? 1 : 0),
      fold: (hash(example.key)[1] ?? 0) % folds,
    }));
  let highestReal = -Infinity;
  for (let f = 0; f < folds; f += 1) {
    const model = fit(
      messages.filter(({ fold }) => fold !== f),
      ids.size,
    );
    for (const { x, y, fold } of messages)
      if (fold === f && y === 0) highestReal = Math.max(highestReal, logit(model, x));
  }
  const { bias, w } = fit(messages, ids.size);
  const weights = [...ids].map(([token, j]) => [token, Number((w[j] ?? 0).toPrecision(4))]);
  return { model: JSON.stringify({ bias, weights }), threshold: highestReal + margin, corpus: corpusVersion };
}

/** @param {TrainedFilter} trained */
export function loadFilter({ model, threshold }) {
  const { bias, weights } = JSON.parse(model);
  /** @type {Map<string, number>} */
  const learnt = new Map(weights);
  const score = (/** @type {Record<string, unknown>} */ payload) => {
    const tokens = tokensOf(payload);
    return tokens.reduce((z, token) => z + (learnt.get(token) ?? 0), 0) * scaleOf(tokens.length) + bias;
  };
  return {
    threshold,
    score,
    /** @param {string} kind @param {Record<string, unknown>} payload */
    holds: (kind, payload) => kind === "contact" && score(payload) > threshold,
  };
}

/** @typedef {Record<string, { spam: number, caught: number, real: number, held: number }>} Figures */

/**
 * What a filter and the evidence rules hold of some posts, counted by `group` (the form, the set).
 * @param {ReturnType<typeof loadFilter>} filter @param {typeof corpusExamples} examples
 * @param {(example: (typeof corpusExamples)[number]) => string} group @param {Figures} figures
 */
function judge(filter, examples, group, figures = {}) {
  for (const example of examples) {
    const { kind, label, payload } = example;
    const row = (figures[group(example)] ??= { spam: 0, caught: 0, real: 0, held: 0 });
    const holds = textEvidence(payload).length > 0 || filter.holds(kind, payload);
    if (label === "spam") {
      row.spam += 1;
      if (holds) row.caught += 1;
    } else {
      row.real += 1;
      if (holds) row.held += 1;
    }
  }
  return figures;
}

/**
 * Precision and recall per form on the quarter of the corpus no training saw, with the evidence rules
 * (the filter trained on the rest and the team's labels, as the deployed one is on all of them); and
 * per set of the corpus, each written by other hands, judged by a filter trained on the other sets.
 * @param {Example[]} [labelled] @returns {{ heldOut: Figures, bySet: Figures }}
 */
export function measure(labelled = []) {
  const rest = corpusExamples.filter((example) => !example.heldOut);
  const heldOut = judge(
    loadFilter(trainFilter([...rest, ...labelled])),
    corpusExamples.filter((example) => example.heldOut),
    ({ kind }) => kind,
  );
  /** @type {Figures} */
  const bySet = {};
  for (const set of new Set(corpusExamples.map((example) => example.set))) {
    const others = corpusExamples.filter((example) => example.set !== set);
    judge(
      loadFilter(trainFilter([...others, ...labelled])),
      corpusExamples.filter((example) => example.set === set),
      () => `set ${set}`,
      bySet,
    );
  }
  return { heldOut, bySet };
}

/** The figures in words (`npm run spam:measure`, `npm run leads -- train`). @param {ReturnType<typeof measure>} figures */
export function describeFigures({ heldOut, bySet }) {
  const percent = (/** @type {number} */ n, /** @type {number} */ of) =>
    of ? `${Math.round((100 * n) / of)}%` : "-";
  const lines = (/** @type {Figures} */ figures) =>
    Object.entries(figures).map(
      ([name, { spam, caught, real, held }]) =>
        `  ${name.padEnd(13)} spam ${caught}/${spam} (recall ${percent(caught, spam)}), real ${held}/${real}, ` +
        `precision ${percent(caught, caught + held)}`,
    );
  return [
    "On the quarter of the corpus no training saw (held / posts):",
    ...lines(heldOut),
    "On each set of the corpus, trained on the other sets:",
    ...lines(bySet),
  ].join("\n");
}
