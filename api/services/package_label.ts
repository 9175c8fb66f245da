/**
 * The sticker put on a parcel when it is received: a 4x6 inch PDF page for a thermal label
 * printer, with the package number as a Code 128 barcode (scanned at packing time), the
 * suite and whose it is, when it arrived and what it weighed. The text is real PDF text (not
 * drawn shapes), so it stays searchable and readable by machines as well as people.
 */
import bwipjs from 'bwip-js/node'
import PDFDocument from 'pdfkit'
import type Package from '#models/package'
import { transliterate } from 'transliteration'

const INCH = 72
const PAGE = { width: 4 * INCH, height: 6 * INCH }
const MARGIN = 0.25 * INCH

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

/** The label of a package whose customer (`user`) is loaded. */
export async function packageLabel(pkg: Package): Promise<Buffer> {
  const barcode = await packageBarcode(pkg.number)
  const doc = new PDFDocument({
    size: [PAGE.width, PAGE.height],
    margin: MARGIN,
    info: { Title: `${pkg.number} label`, Author: 'Sigma Forwarding' },
  })
  const chunks: Buffer[] = []
  doc.on('data', (chunk: Buffer) => chunks.push(chunk))
  const finished = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)))
    doc.on('error', reject)
  })

  const width = PAGE.width - 2 * MARGIN
  doc.font('Helvetica-Bold').fontSize(14).text('SIGMA FORWARDING', { width, align: 'center' })
  doc.moveDown(0.6)
  doc.font('Helvetica').fontSize(10).text('SUITE', { width })
  doc
    .font('Helvetica-Bold')
    .fontSize(40)
    .text(pkg.user.customerId ?? '', { width })
  doc.font('Helvetica-Bold').fontSize(16).text(customerName(pkg), { width })
  doc.moveDown(0.8)

  doc.image(barcode, MARGIN, doc.y, { fit: [width, 1.4 * INCH], align: 'center' })
  doc.y += 1.5 * INCH
  doc
    .font('Helvetica-Bold')
    .fontSize(18)
    .text(pkg.number, MARGIN, doc.y, { width, align: 'center' })
  doc.moveDown(1)

  doc.font('Helvetica').fontSize(11)
  doc.text(`Received: ${pkg.receivedAt?.toUTC().toISODate() ?? '-'}`, { width })
  doc.text(`Weight: ${pkg.weightLb} lb`, { width })
  doc.text(`${pkg.carrier} ${pkg.inboundTracking}`, { width })
  doc.end()
  return finished
}

/* What the standard PDF fonts can draw (Windows-1252): Latin letters, accents included. */
const DRAWABLE = /^[\x20-\x7e\xa0-\xff€‚ƒ„…†‡ˆ‰Š‹ŒŽ‘’“”•–—˜™š›œžŸ]*$/

/*
 * The name as stored when the label fonts can draw it; otherwise its Latin transliteration
 * (ليلى → Layla-like spelling, Ősz → Osz), since carriers and warehouse staff read Latin. A
 * name that still has nothing drawable is left off: the suite is what staff match parcels by.
 */
function customerName(pkg: Package) {
  const name = `${pkg.user.firstName} ${pkg.user.lastName}`
  if (DRAWABLE.test(name)) return name
  const latin = transliterate(name)
    .replace(/[^\x20-\x7e]/g, '')
    .trim()
  return DRAWABLE.test(latin) ? latin : ''
}
