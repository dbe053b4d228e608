/**
 * SPEC-GUIDE §4 Unit creation / §5: strands are selectable up to the required count and no more; the unit can be
 * created only at exactly that count. §9: the count is the builder's number_required_strands, else 4.
 */
const DEFAULT_REQUIRED_STRANDS = 4;

export function requiredStrands(numberRequired: number | null | undefined): number {
  return numberRequired && numberRequired > 0 ? numberRequired : DEFAULT_REQUIRED_STRANDS;
}

/** Selecting a chosen strand unselects it; a new one is added only while below the limit. */
export function toggleStrand(selected: readonly string[], strandId: string, required: number): string[] {
  if (selected.includes(strandId)) return selected.filter((id) => id !== strandId);
  return selected.length < required ? [...selected, strandId] : [...selected];
}

/** May this strand's checkbox be ticked now? (A chosen one can always be unticked.) */
export function canSelect(selected: readonly string[], strandId: string, required: number): boolean {
  return selected.includes(strandId) || selected.length < required;
}

export function canCreate(selected: readonly string[], required: number): boolean {
  return selected.length === required;
}
