/** Select options by id, keeping a chosen id the list lacks (loading, or out of reach) by its number. */
export function idOptions(
  known: readonly { id: number; name: string }[] | undefined,
  chosen: readonly number[],
) {
  const ids = new Set((known ?? []).map((item) => item.id));
  return [
    ...(known ?? []).map((item) => ({ value: String(item.id), label: item.name })),
    ...chosen.filter((id) => !ids.has(id)).map((id) => ({ value: String(id), label: `#${id}` })),
  ];
}
