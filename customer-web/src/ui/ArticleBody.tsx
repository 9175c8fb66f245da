/**
 * Renders an article or post body sent by the API as plain text: blank lines separate paragraphs and lines
 * starting with "- " become a list. Nothing is injected as HTML.
 */
export function ArticleBody({ body }: { body: string }) {
  const blocks = body
    .replace(/\r\n/g, '\n')
    .split(/\n{2,}/)
    .map((block) => block.trim())
    .filter(Boolean)
  return (
    <div className="content-article-body">
      {blocks.map((block, index) => {
        const lines = block.split('\n')
        if (lines.every((line) => /^[-*] /.test(line))) {
          return (
            <ul key={index} className="content-list">
              {lines.map((line, lineIndex) => (
                <li key={lineIndex}>{line.slice(2)}</li>
              ))}
            </ul>
          )
        }
        const heading = /^#{1,3} (.+)$/.exec(block)
        if (heading && lines.length === 1) return <h2 key={index}>{heading[1]}</h2>
        return <p key={index}>{block}</p>
      })}
    </div>
  )
}
