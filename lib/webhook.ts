/**
 * Posts `text` as JSON `{ text }`, as Slack-compatible webhooks take it. False when the receiver took
 * longer than `timeoutMs` to answer: the text may have arrived. Throws when it refused or could not be reached.
 */
export async function postWebhook(url: string, text: string, timeoutMs: number) {
  let response;
  try {
    response = await fetch(url, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ text }),
      signal: AbortSignal.timeout(timeoutMs),
      redirect: "error",
    });
    await response.arrayBuffer();
  } catch (error) {
    if (error instanceof DOMException && error.name === "TimeoutError") return false;
    throw error;
  }
  if (!response.ok)
    throw Object.assign(new Error(`webhook answered ${response.status}`), {
      code: `HTTP_${response.status}`,
    });
  return true;
}
