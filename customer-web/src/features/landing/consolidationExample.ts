/** The consolidation example of the landing page: the figures are computed, never typed into the copy. */
export const SEPARATE_PACKAGE_CENTS = [4500, 3800, 5200] as const
export const CONSOLIDATED_CENTS = 4800

export function consolidationSaving(separateCents: readonly number[], consolidatedCents: number) {
  const separateTotalCents = separateCents.reduce((sum, cents) => sum + cents, 0)
  const savingCents = separateTotalCents - consolidatedCents
  // Whole percent, rounded up: 87 / 135 = 64.4% is published as 65%.
  const savingRatio =
    separateTotalCents === 0 ? 0 : Math.ceil((savingCents / separateTotalCents) * 100 - 1e-9) / 100
  return { separateTotalCents, savingCents, savingRatio }
}
