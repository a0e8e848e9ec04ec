// Every /keystatic address is drawn by the layout's client-side editor.
export default function EditorPage() {
  return null;
}
