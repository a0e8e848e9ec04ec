/**
 * An email address that may wrap after its "@" in a narrow column instead of in the middle
 * of a word (an address too long for the column still wraps rather than overflowing).
 */
export function EmailText({ address }: { address: string }) {
  const at = address.indexOf("@") + 1;
  return (
    <span className="min-w-0 break-words">
      {address.slice(0, at)}
      <wbr />
      {address.slice(at)}
    </span>
  );
}
