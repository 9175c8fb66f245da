/**
 * Text without the invisible marks that keep right-to-left text in order (direction marks, and
 * the isolates around the Latin runs of Arabic messages and amounts), to compare what it says.
 */
export function plainText(text: string | null | undefined): string {
  return (text ?? '').replace(/[\u200e\u200f\u061c\u2066-\u2069]/g, '')
}
