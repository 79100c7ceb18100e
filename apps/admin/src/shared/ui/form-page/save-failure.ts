import { ApiError, isApiError } from '../../http/index.js';
import { hideToast, showError } from '../toasts.js';
import { underItsInput } from './field-errors.js';

const reasonOf = (error: unknown) => (error instanceof Error ? error.message : String(error));

/**
 * A save whose failure has the area's own toast (spec part 2 §8: "not created", "not updated").
 * Field refusals still go under their fields (read as under their inputs), with the toast beside
 * them; any other failure becomes that toast with the server's reason. 401 and 403 are left to
 * the HTTP client, which has already acted on them. A success takes back the toast of an earlier
 * refusal.
 */
export async function saveOrSay<T>(save: Promise<T>, failure: string): Promise<T> {
  // One toast per kind of failure, taken back when a later save succeeds: "not created" beside
  // "created" would leave the merchant wondering which one is true.
  const toastId = `save-failure:${failure}`;
  try {
    const saved = await save;
    hideToast(toastId);
    return saved;
  } catch (error) {
    if (isApiError(error) && (error.status === 401 || error.status === 403)) throw error;
    if (isApiError(error) && error.fieldErrors.length > 0) {
      showError(failure, toastId);
      const fieldErrors = error.fieldErrors.map(({ field, message }) => ({
        field,
        message: underItsInput(field, message),
      }));
      throw new ApiError(error.status, error.code, error.message, fieldErrors);
    }
    throw new Error(`${failure} ${reasonOf(error)}`);
  }
}
