/**
 * Text a reader or customer wrote, as they wrote it: its own lines, its own language and its
 * own direction, so a Spanish comment shown in the Arabic back office keeps its question mark at
 * its end instead of taking the page's right-to-left order. A plain paragraph: Ant Design's
 * Typography sets the page's direction on itself, over the one the text has.
 */
export function WrittenText({ text, lang }: { text: string; lang: string }) {
  return (
    <p lang={lang} dir="auto" style={{ maxWidth: 480, margin: 0, whiteSpace: 'pre-wrap' }}>
      {text}
    </p>
  )
}
