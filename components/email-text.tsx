/** An email address that may wrap after its "@" in a narrow column rather than mid-word. */
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
