/**
 * Labels as 4x6 inch PDF pages for a thermal label printer, with a Code 128 barcode. The sticker
 * put on a parcel when it is received: the package number (scanned at packing time), the suite
 * and whose it is (in Latin letters), when it arrived and what it weighed. The text is real PDF
 * text (not drawn shapes), so it stays searchable and readable by machines as well as people.
 */
import bwipjs from 'bwip-js/node'
import PDFDocument from 'pdfkit'
import type Package from '#models/package'
import { printable } from '#services/parcels/latin_address'

export const INCH = 72
const PAGE = { width: 4 * INCH, height: 6 * INCH }
export const MARGIN = 0.25 * INCH

/** The barcode as a PNG; the same options every time, so a given number always gives the same bars. */
export function packageBarcode(number: string) {
  return bwipjs.toBuffer({
    bcid: 'code128',
    text: number,
    scale: 3,
    height: 18,
    includetext: false,
    paddingwidth: 10,
    paddingheight: 4,
    backgroundcolor: 'FFFFFF',
  })
}

/** The barcode across the label, and under it the number it reads, for people. */
export function drawBarcode(
  doc: PDFKit.PDFDocument,
  width: number,
  barcode: Buffer,
  number: string,
  { height, fontSize }: { height: number; fontSize: number }
) {
  doc.image(barcode, MARGIN, doc.y, { fit: [width, height], align: 'center' })
  doc.y += height + 0.1 * INCH
  doc
    .font('Helvetica-Bold')
    .fontSize(fontSize)
    .text(number, MARGIN, doc.y, { width, align: 'center' })
}

/** One 4x6 page titled after `number`, written by `draw`, as the PDF's bytes. */
export function labelPdf(number: string, draw: (doc: PDFKit.PDFDocument, width: number) => void) {
  const doc = new PDFDocument({
    size: [PAGE.width, PAGE.height],
    margin: MARGIN,
    info: { Title: `${number} label`, Author: 'Sigma Forwarding' },
  })
  const chunks: Buffer[] = []
  doc.on('data', (chunk: Buffer) => chunks.push(chunk))
  const finished = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)))
    doc.on('error', reject)
  })
  draw(doc, PAGE.width - 2 * MARGIN)
  doc.end()
  return finished
}

/**
 * The label of a package whose customer (`user`) is loaded; an unidentified parcel's says so
 * where the suite goes, so that it is shelved apart until it is claimed.
 */
export async function packageLabel(pkg: Package): Promise<Buffer> {
  const barcode = await packageBarcode(pkg.number)
  return labelPdf(pkg.number, (doc, width) => {
    doc.font('Helvetica-Bold').fontSize(14).text('SIGMA FORWARDING', { width, align: 'center' })
    doc.moveDown(0.6)
    doc.font('Helvetica').fontSize(10).text('SUITE', { width })
    doc
      .font('Helvetica-Bold')
      .fontSize(pkg.user ? 40 : 28)
      .text(pkg.user ? (pkg.user.customerId ?? '') : 'UNIDENTIFIED', { width })
    doc
      .font('Helvetica-Bold')
      .fontSize(16)
      .text(pkg.user ? customerName(pkg) : 'Awaiting claim', { width })
    doc.moveDown(0.8)

    drawBarcode(doc, width, barcode, pkg.number, { height: 1.4 * INCH, fontSize: 18 })
    doc.moveDown(1)

    doc.font('Helvetica').fontSize(11)
    doc.text(`Received: ${pkg.receivedAt?.toUTC().toISODate() ?? '-'}`, { width })
    doc.text(`Weight: ${pkg.weightLb} lb`, { width })
    doc.text(`${pkg.carrier} ${pkg.inboundTracking}`, { width })
  })
}

function customerName(pkg: Package) {
  return printable(`${pkg.user.firstName} ${pkg.user.lastName}`)
}
