/** A light but bulky box to Berlin: billed on its dimensional weight, and within every limit. */
export const BULKY_BOX_TO_BERLIN = {
  weightLb: 2,
  lengthIn: 20,
  widthIn: 16,
  heightIn: 12,
  country: 'DE',
  postalCode: '10115',
}
