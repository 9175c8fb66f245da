/**
 * Reading a package label PDF as a person and a scanner would: its pages, its text, and the
 * widths of its barcode's bars (Code 128 is a sequence of bar and space widths, so comparing them
 * with the encoder's widths for a text proves that the barcode encodes exactly that text).
 */
import { createRequire } from 'node:module'
import { dirname } from 'node:path'
import bwipjs from 'bwip-js'
import { getDocument, OPS } from 'pdfjs-dist/legacy/build/pdf.mjs'
import type { PDFPageProxy } from 'pdfjs-dist'

// The label's Helvetica is a standard font: pdf.js reads its metrics from the package's files.
const standardFontDataUrl = `${dirname(createRequire(import.meta.url).resolve('pdfjs-dist/package.json'))}/standard_fonts/`

async function pageText(page: PDFPageProxy) {
  const content = await page.getTextContent()
  return content.items.map((item) => ('str' in item ? item.str : '')).join('\n')
}

/**
 * The bars of the first image on the page, read along its middle row: the widths of the
 * alternating dark and light runs, in modules (the narrowest bar is one). These are the pixels
 * actually in the PDF, so a barcode of anything else, even one character off, reads differently.
 */
async function barWidths(page: PDFPageProxy) {
  const operators = await page.getOperatorList()
  const index = operators.fnArray.indexOf(OPS.paintImageXObject)
  if (index === -1) return []
  const name = operators.argsArray[index][0] as string
  const image = await new Promise<{ width: number; height: number; data: Uint8ClampedArray }>(
    (resolve) => page.objs.get(name, resolve)
  )
  const channels = image.data.length / (image.width * image.height)
  const row = Math.floor(image.height / 2)
  const dark = (x: number) => image.data[(row * image.width + x) * channels] < 128
  const runs: number[] = []
  let x = 0
  while (x < image.width && !dark(x)) x++
  let last = image.width - 1
  while (last > x && !dark(last)) last--
  while (x <= last) {
    const colour = dark(x)
    let run = 0
    while (x <= last && dark(x) === colour) {
      run++
      x++
    }
    runs.push(run)
  }
  const module = Math.min(...runs)
  return runs.map((run) => run / module)
}

export async function readLabel(bytes: Uint8Array) {
  const pdf = await getDocument({
    data: bytes,
    isOffscreenCanvasSupported: false,
    standardFontDataUrl,
  }).promise
  const page = await pdf.getPage(1)
  const [, , width, height] = page.view
  return {
    pages: pdf.numPages,
    size: [width, height],
    text: await pageText(page),
    bars: await barWidths(page),
  }
}

/** The bar and space widths of `text` as Code 128, from the same encoder the labels use. */
export function code128Bars(text: string) {
  return (bwipjs.raw('code128', text, '')[0] as { sbs: number[] }).sbs
}
