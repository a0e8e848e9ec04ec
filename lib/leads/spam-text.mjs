// @ts-check
// What a post's text says about it: the evidence no person produces (a throwaway address, link
// markup), and a naive Bayes text classifier trained on the labelled posts the project keeps
// (spam-corpus.json) and the team's own decisions. Plain JavaScript: the staff tool trains it.
import { createHash } from "node:crypto";
import { disposableEmailBlocklistSet } from "disposable-email-domains-js";
import naiveBayes from "wink-naive-bayes-text-classifier";
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
  const email = typeof payload.email === "string" ? payload.email.toLowerCase() : "";
  if (email) tokens.push(`mail-tld:${email.split(".").at(-1)}`);
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

/** The corpus as it ships: a new one retrains the filter wherever it is deployed. */
export const corpusVersion = hash(JSON.stringify(corpus)).toString("base64url").slice(0, 16);

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

/** @typedef {{ classifier: ReturnType<typeof naiveBayes>, vocabulary: Set<string> }} Learnt */

/**
 * Log-odds of spam over the tokens the classifier has seen, divided by the root of their number: a
 * long letter weighs more than a line, but not in proportion to its length, and words nobody wrote
 * before (a name, a typo) neither weigh nor dilute.
 * @param {Learnt} learnt @param {string[]} tokens
 */
function score({ classifier, vocabulary }, tokens) {
  const known = tokens.filter((token) => vocabulary.has(token));
  const odds = classifier.computeOdds(known).find(([label]) => label === "spam")?.[1] ?? 0;
  return odds / Math.sqrt(Math.max(known.length, 1));
}

/** @param {{ label: string, tokens: string[] }[]} examples @returns {Learnt} */
function learn(examples) {
  const classifier = naiveBayes();
  classifier.defineConfig({ considerOnlyPresence: true, smoothingFactor: 0.5 });
  for (const { label, tokens } of examples) classifier.learn(tokens, label);
  classifier.consolidate();
  return { classifier, vocabulary: new Set(examples.flatMap(({ tokens }) => tokens)) };
}

const folds = 5;
/** Above the highest real score seen: what an unseen real message may score beyond it. */
const margin = 0.5;

/**
 * Trains on the messages (the sign-up forms hold only an address: their posts are judged by evidence
 * alone). The threshold is set above every real message's score, each scored by a classifier that
 * did not learn it (five folds), so that no real inquiry in any labelled set is held.
 * @param {Example[]} examples @returns {TrainedFilter}
 */
export function trainFilter(examples) {
  const messages = examples
    .filter((example) => example.kind === "contact")
    .map((example) => ({
      ...example,
      tokens: tokensOf(example.payload),
      fold: (hash(example.key)[1] ?? 0) % folds,
    }));
  let highestReal = -Infinity;
  for (let f = 0; f < folds; f += 1) {
    const learnt = learn(messages.filter((example) => example.fold !== f));
    for (const example of messages)
      if (example.fold === f && example.label === "real")
        highestReal = Math.max(highestReal, score(learnt, example.tokens));
  }
  const model = learn(messages).classifier.exportJSON();
  return { model, threshold: highestReal + margin, corpus: corpusVersion };
}

/** @param {TrainedFilter} trained */
export function loadFilter({ model, threshold }) {
  const classifier = naiveBayes();
  classifier.importJSON(model);
  classifier.consolidate();
  // The export's last part is the vocabulary (wink-naive-bayes-text-classifier's exportJSON).
  const learnt = { classifier, vocabulary: new Set(/** @type {string[]} */ (JSON.parse(model).at(-1))) };
  return {
    threshold,
    score: (/** @type {Record<string, unknown>} */ payload) => score(learnt, tokensOf(payload)),
    /** @param {string} kind @param {Record<string, unknown>} payload */
    holds: (kind, payload) => kind === "contact" && score(learnt, tokensOf(payload)) > threshold,
  };
}

/**
 * Precision and recall per form on the quarter of the corpus no training saw, with the evidence rules:
 * the filter is trained on the rest and the team's labels, as the deployed one is on all of them.
 * @param {Example[]} [labelled]
 */
export function measure(labelled = []) {
  const filter = loadFilter(
    trainFilter([...corpusExamples.filter((example) => !example.heldOut), ...labelled]),
  );
  /** @type {Record<string, { spam: number, caught: number, real: number, held: number }>} */
  const figures = {};
  for (const { kind, label, payload } of corpusExamples.filter((example) => example.heldOut)) {
    const row = (figures[kind] ??= { spam: 0, caught: 0, real: 0, held: 0 });
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

/** Held-out figures per form, in words (`npm run spam:measure`, `npm run leads -- train`). @param {ReturnType<typeof measure>} figures */
export function describeFigures(figures) {
  const percent = (/** @type {number} */ n, /** @type {number} */ of) =>
    of ? `${Math.round((100 * n) / of)}%` : "-";
  return [
    "On the quarter of the corpus no training saw (held / posts):",
    ...Object.entries(figures).map(
      ([kind, { spam, caught, real, held }]) =>
        `  ${kind.padEnd(13)} spam ${caught}/${spam} (recall ${percent(caught, spam)}), real ${held}/${real}, ` +
        `precision ${percent(caught, caught + held)}`,
    ),
  ].join("\n");
}
