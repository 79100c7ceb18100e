const uuidPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Whether a text can be a uuid column's value (anything else would be a database error, not a 404). */
export const isUuid = (text: string): boolean => uuidPattern.test(text);
