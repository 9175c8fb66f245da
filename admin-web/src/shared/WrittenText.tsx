/**
 * Text a reader or customer wrote, as they wrote it: its own lines, its own language and its
 * own direction, so a Spanish comment shown in the Arabic back office keeps its question mark at
 * its end instead of taking the page's right-to-left order. A plain paragraph: Ant Design's
 * Typography sets the page's direction on itself, over the one the text has.
 */
export function WrittenText({
  text,
  lang,
  maxWidth = 480,
}: {
  text: string
  lang: string
  /** Narrower where the row has more to show beside it. */
  maxWidth?: number
}) {
  return (
    <p lang={lang} dir="auto" style={{ maxWidth, margin: 0, whiteSpace: 'pre-wrap' }}>
      {text}
    </p>
  )
}
