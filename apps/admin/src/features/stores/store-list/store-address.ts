/** The address as a line: the commune only when the address does not already name it. */
export function storeAddress(store: { textAddress: string; commune: string | null }): string {
  const { textAddress, commune } = store;
  if (!commune || textAddress.toLowerCase().includes(commune.toLowerCase())) return textAddress;
  return `${textAddress}, ${commune}`;
}
