/** The rows of a raw statement's answer (`tx.execute(sql\`…\`)`), typed by the caller. */
export const rowsOf = <R>(result: unknown) => (result as { rows: R[] }).rows;
