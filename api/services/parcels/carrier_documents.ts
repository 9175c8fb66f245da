/**
 * What goes with a shipment to the carrier: the 4x6 label on the box and the commercial invoice
 * customs read. Both carry the destination in the Latin spelling the customer confirmed (carriers'
 * systems read Latin only), or the address as written when it was Latin already, and print only
 * once the shipment is paid. The invoice lists the declared lines as the customer wrote them for
 * customs: English descriptions, HS codes, origins.
 */
import PDFDocument from 'pdfkit'
import type Shipment from '#models/shipment'
import type CustomsLine from '#models/customs_line'
import storageConfig from '#config/storage'
import { carrierPapersReady, LATIN_TEXT } from '#domain/parcels'
import { DomainError } from '#exceptions/domain_error'
import { drawBarcode, INCH, labelPdf, packageBarcode } from '#services/parcels/package_label'
import { printable } from '#services/parcels/latin_address'
import { serviceName } from '#services/parcels/rating'

/** Refuses the papers of a shipment the customer has not paid yet. */
function assertPapersReady(shipment: Shipment) {
  if (!carrierPapersReady(shipment.status)) {
    throw new DomainError(409, 'parcels.papersNeedPayment', { number: shipment.number })
  }
}

/** The destination lines as carriers print them. */
export function carrierDestination(shipment: Shipment) {
  const latin = shipment.latinStreet !== null
  const state = latin ? shipment.latinState : shipment.state
  return {
    name: printable(latin ? shipment.latinRecipientName! : shipment.recipientName),
    street: printable(latin ? shipment.latinStreet! : shipment.street),
    cityLine: printable(
      [latin ? shipment.latinCity! : shipment.city, state, shipment.postalCode]
        .filter(Boolean)
        .join(', ')
    ),
    country: shipment.country,
    phone: shipment.recipientPhone,
  }
}

const packedBox = (shipment: Shipment) =>
  shipment.packedAt && shipment.packedLengthIn !== null
    ? `${shipment.packedWeightLb} lb, ${shipment.packedLengthIn} x ${shipment.packedWidthIn} x ${shipment.packedHeightIn} in`
    : null

/** Who pays the duties and taxes at the destination, in the Incoterms carriers and customs read. */
const TERMS = {
  DDP: 'DDP - duties and taxes paid by the shipper',
  DAP: 'DAP - duties and taxes paid by the receiver',
} as const

const unreadable = (line: CustomsLine) => line.hsCode === null || !LATIN_TEXT.test(line.description)

/**
 * The declared lines of a shipment's packages, in order. A line declared before descriptions had
 * to be English (or without its HS code) would print what customs cannot read: support completes
 * it first.
 */
async function customsLinesOf(shipment: Shipment): Promise<CustomsLine[]> {
  await shipment.load('packages', (packages) =>
    packages.orderBy('id').preload('customsLines', (lines) => lines.orderBy('position'))
  )
  const incomplete = shipment.packages.find((pkg) => pkg.customsLines.some(unreadable))
  if (incomplete) {
    throw new DomainError(409, 'parcels.declarationIncomplete', { number: incomplete.number })
  }
  return shipment.packages.flatMap((pkg) => pkg.customsLines)
}

const usd = (cents: number) => `USD ${(cents / 100).toFixed(2)}`
const lineTotal = (line: CustomsLine) => line.quantity * line.unitValueCents
const declaredTotal = (lines: CustomsLine[]) =>
  lines.reduce((sum, line) => sum + lineTotal(line), 0)

/* The label has room for a few contents lines (as on a CN22); the invoice lists them all. */
const LABEL_CONTENTS_LINES = 4
const LABEL_DESCRIPTION_CHARS = 34

const shortened = (text: string) =>
  text.length > LABEL_DESCRIPTION_CHARS ? `${text.slice(0, LABEL_DESCRIPTION_CHARS - 1)}...` : text

/**
 * The carrier label of a shipment: who and where it goes to, the service, the box and its
 * contents for customs (English descriptions, HS codes, origins, values).
 */
export async function shipmentLabel(shipment: Shipment): Promise<Buffer> {
  assertPapersReady(shipment)
  const lines = await customsLinesOf(shipment)
  const barcode = await packageBarcode(shipment.number)
  const to = carrierDestination(shipment)
  const box = packedBox(shipment)
  return labelPdf(shipment.number, (doc, width) => {
    doc.font('Helvetica').fontSize(9).text('FROM: SIGMA FORWARDING', { width })
    doc.moveDown(0.6)
    doc.font('Helvetica').fontSize(10).text('SHIP TO', { width })
    doc.font('Helvetica-Bold').fontSize(15).text(to.name, { width })
    doc.font('Helvetica').fontSize(12)
    doc.text(to.street, { width })
    doc.text(to.cityLine, { width })
    doc.font('Helvetica-Bold').fontSize(14).text(to.country, { width })
    doc.font('Helvetica').fontSize(11).text(`Tel: ${to.phone}`, { width })
    doc.moveDown(0.8)

    drawBarcode(doc, width, barcode, shipment.number, { height: 1.2 * INCH, fontSize: 16 })
    doc.moveDown(0.8)
    doc.font('Helvetica').fontSize(10)
    doc.text(`Service: ${serviceName(shipment.service)}`, { width })
    if (box) doc.text(`Box: ${box}`, { width })
    doc.font('Helvetica-Bold').text(TERMS[shipment.incoterm], { width }).font('Helvetica')
    doc.moveDown(0.5)

    doc.font('Helvetica-Bold').fontSize(8).text('CONTENTS', { width })
    doc.font('Helvetica').fontSize(7)
    for (const line of lines.slice(0, LABEL_CONTENTS_LINES)) {
      doc.text(
        `${line.quantity} x ${shortened(line.description)}, HS ${line.hsCode}, origin ${line.originCountry}, ${usd(lineTotal(line))}`,
        { width }
      )
    }
    const more = lines.length - LABEL_CONTENTS_LINES
    if (more > 0) doc.text(`+ ${more} more, see the commercial invoice`, { width })
    doc.font('Helvetica-Bold').text(`Declared value: ${usd(declaredTotal(lines))}`, { width })
  })
}

/**
 * The commercial invoice of a shipment: exporter, consignee, one row per declared line of its
 * packages (description, HS code, origin, quantity, values) and the total. A letter page;
 * customs forms are printed on office paper.
 */
export async function commercialInvoice(shipment: Shipment): Promise<Buffer> {
  assertPapersReady(shipment)
  const lines = await customsLinesOf(shipment)
  const doc = new PDFDocument({
    size: 'LETTER',
    margin: 0.6 * INCH,
    info: { Title: `${shipment.number} commercial invoice`, Author: 'Sigma Forwarding' },
  })
  const chunks: Buffer[] = []
  doc.on('data', (chunk: Buffer) => chunks.push(chunk))
  const finished = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)))
    doc.on('error', reject)
  })

  const { warehouse } = storageConfig
  const to = carrierDestination(shipment)
  const left = doc.page.margins.left
  const width = doc.page.width - left - doc.page.margins.right

  doc.font('Helvetica-Bold').fontSize(16).text('COMMERCIAL INVOICE', { width, align: 'center' })
  doc.font('Helvetica').fontSize(10)
  doc.text(`Shipment ${shipment.number} - ${serviceName(shipment.service)}`, {
    width,
    align: 'center',
  })
  doc.moveDown(1)

  const top = doc.y
  const column = width / 2
  doc.font('Helvetica-Bold').text('EXPORTER', left, top, { width: column - 10 })
  doc.font('Helvetica')
  for (const line of [
    warehouse.company,
    warehouse.street,
    `${warehouse.city}, ${warehouse.state} ${warehouse.postalCode}`,
    warehouse.country,
    `Tel: ${warehouse.phone}`,
  ])
    doc.text(line, { width: column - 10 })
  const exporterEnd = doc.y
  doc.font('Helvetica-Bold').text('CONSIGNEE', left + column, top, { width: column })
  doc.font('Helvetica')
  for (const line of [to.name, to.street, to.cityLine, to.country, `Tel: ${to.phone}`])
    doc.text(line, left + column, doc.y, { width: column })
  doc.y = Math.max(exporterEnd, doc.y) + 14

  const columns = [
    { title: 'Description', width: width * 0.36 },
    { title: 'HS code', width: width * 0.14 },
    { title: 'Origin', width: width * 0.1 },
    { title: 'Qty', width: width * 0.08 },
    { title: 'Unit value', width: width * 0.16 },
    { title: 'Total', width: width * 0.16 },
  ]
  const row = (cells: string[], bold = false) => {
    const y = doc.y
    let x = left
    doc.font(bold ? 'Helvetica-Bold' : 'Helvetica').fontSize(9)
    let bottom = y
    cells.forEach((cell, index) => {
      doc.text(cell, x, y, { width: columns[index].width - 6 })
      bottom = Math.max(bottom, doc.y)
      x += columns[index].width
    })
    doc.y = bottom + 4
  }
  row(
    columns.map((entry) => entry.title),
    true
  )
  for (const line of lines) {
    row([
      line.description,
      line.hsCode!,
      line.originCountry,
      String(line.quantity),
      usd(line.unitValueCents),
      usd(lineTotal(line)),
    ])
  }
  doc.moveDown(0.5)
  doc
    .font('Helvetica-Bold')
    .fontSize(10)
    .text(`Total declared value: ${usd(declaredTotal(lines))}`, left)
  const box = packedBox(shipment)
  if (box) doc.font('Helvetica').text(`Packed: ${box}`, left)
  doc
    .font('Helvetica')
    .text(`Terms of delivery (Incoterms 2020): ${TERMS[shipment.incoterm]}`, left)
  doc.moveDown(1)
  doc
    .font('Helvetica')
    .fontSize(9)
    .text('The exporter declares the information above true and correct.', left, doc.y, { width })
  doc.end()
  return finished
}
