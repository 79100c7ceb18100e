import { ApiError, isApiError } from '../../http/index.js';
import { showError } from '../toasts.js';
import { underItsInput } from './field-errors.js';

const reasonOf = (error: unknown) => (error instanceof Error ? error.message : String(error));

/**
 * A save whose failure has the area's own toast (spec part 2 §8: "not created", "not updated").
 * Field refusals still go under their fields (read as under their inputs), with the toast beside
 * them; any other failure becomes that toast with the server's reason. 401 and 403 are left to
 * the HTTP client, which has already acted on them.
 */
export async function saveOrSay<T>(save: Promise<T>, failure: string): Promise<T> {
  try {
    return await save;
  } catch (error) {
    if (isApiError(error) && (error.status === 401 || error.status === 403)) throw error;
    if (isApiError(error) && error.fieldErrors.length > 0) {
      showError(failure);
      const fieldErrors = error.fieldErrors.map(({ field, message }) => ({
        field,
        message: underItsInput(field, message),
      }));
      throw new ApiError(error.status, error.code, error.message, fieldErrors);
    }
    throw new Error(`${failure} ${reasonOf(error)}`);
  }
}
