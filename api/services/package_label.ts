/**
 * Labels as 4x6 inch PDF pages for a thermal label printer, with a Code 128 barcode. The sticker
 * put on a parcel when it is received: the package number (scanned at packing time), the suite
 * and whose it is, when it arrived and what it weighed. The carrier label of a shipment: the
 * destination in Latin letters (carriers' systems read Latin only), the service and the box.
 * The text is real PDF text (not drawn shapes), so it stays searchable and readable by machines
 * as well as people.
 */
import bwipjs from 'bwip-js'
import PDFDocument from 'pdfkit'
import type Package from '#models/package'
import type Shipment from '#models/shipment'
import { latinize } from '#services/latin_address'

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

/** One 4x6 page titled after `number`, written by `draw`, as the PDF's bytes. */
function labelPdf(number: string, draw: (doc: PDFKit.PDFDocument, width: number) => void) {
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

/** The label of a package whose customer (`user`) is loaded. */
export async function packageLabel(pkg: Package): Promise<Buffer> {
  const barcode = await packageBarcode(pkg.number)
  return labelPdf(pkg.number, (doc, width) => {
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
  })
}

/* What the standard PDF fonts can draw (Windows-1252): Latin letters, accents included. */
const DRAWABLE = /^[\x20-\x7e\xa0-\xff€‚ƒ„…†‡ˆ‰Š‹ŒŽ‘’“”•–—˜™š›œžŸ]*$/

/*
 * Text as stored when the label fonts can draw it; otherwise its Latin spelling (ليلى حسن →
 * Lila Hasan, Ősz → Osz), since carriers and warehouse staff read Latin. Text that still has
 * nothing drawable is left off: the suite and the numbers are what parcels are matched by.
 */
function drawable(text: string) {
  if (DRAWABLE.test(text)) return text
  const latin = latinize(text)
    .replace(/[^\x20-\x7e]/g, '')
    .trim()
  return DRAWABLE.test(latin) ? latin : ''
}

function customerName(pkg: Package) {
  return drawable(`${pkg.user.firstName} ${pkg.user.lastName}`)
}

/**
 * The carrier label of a shipment: who and where it goes to, in the Latin spelling the customer
 * confirmed (the address as written when it was Latin already), the service and the box.
 */
export async function shipmentLabel(shipment: Shipment): Promise<Buffer> {
  const barcode = await packageBarcode(shipment.number)
  const latin = shipment.latinStreet !== null
  const to = {
    name: latin ? shipment.latinRecipientName! : shipment.recipientName,
    street: latin ? shipment.latinStreet! : shipment.street,
    city: latin ? shipment.latinCity! : shipment.city,
    state: latin ? shipment.latinState : shipment.state,
  }
  const box =
    shipment.packedAt && shipment.packedLengthIn !== null
      ? `${shipment.packedWeightLb} lb, ${shipment.packedLengthIn} x ${shipment.packedWidthIn} x ${shipment.packedHeightIn} in`
      : null
  return labelPdf(shipment.number, (doc, width) => {
    doc.font('Helvetica').fontSize(9).text('FROM: SIGMA FORWARDING', { width })
    doc.moveDown(0.6)
    doc.font('Helvetica').fontSize(10).text('SHIP TO', { width })
    doc.font('Helvetica-Bold').fontSize(15).text(drawable(to.name), { width })
    doc.font('Helvetica').fontSize(12)
    doc.text(drawable(to.street), { width })
    doc.text(drawable([to.city, to.state, shipment.postalCode].filter(Boolean).join(', ')), {
      width,
    })
    doc.font('Helvetica-Bold').fontSize(14).text(shipment.country, { width })
    doc.font('Helvetica').fontSize(11).text(`Tel: ${shipment.recipientPhone}`, { width })
    doc.moveDown(0.8)

    doc.image(barcode, MARGIN, doc.y, { fit: [width, 1.2 * INCH], align: 'center' })
    doc.y += 1.3 * INCH
    doc
      .font('Helvetica-Bold')
      .fontSize(16)
      .text(shipment.number, MARGIN, doc.y, { width, align: 'center' })
    doc.moveDown(0.8)
    doc.font('Helvetica').fontSize(10)
    doc.text(`Service: ${shipment.service}`, { width })
    if (box) doc.text(`Box: ${box}`, { width })
  })
}
