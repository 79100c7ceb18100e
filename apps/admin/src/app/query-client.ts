import { MutationCache, QueryCache, QueryClient } from '@tanstack/react-query';
import { isApiError } from '../shared/http/index.js';
import { showError } from '../shared/ui/toasts.js';

/** 401 and 403 are handled by the HTTP client (refresh/sign-in, policy toast); the rest toast here. */
function toastFailure(error: unknown): void {
  if (isApiError(error) && (error.status === 401 || error.status === 403)) return;
  if (error instanceof Error) showError(error.message);
}

const retryServerErrorsOnce = (failures: number, error: unknown) =>
  failures < 1 && !(isApiError(error) && error.status > 0 && error.status < 500);

export const queryClient = new QueryClient({
  queryCache: new QueryCache({
    // A screen that shows a query's error in place says so with `meta: { inlineError: true }`;
    // `'without-data'`: in place while it has nothing to show, a toast over what it still shows.
    onError: (error, query) => {
      const inline = query.meta?.inlineError;
      if (inline === true || (inline === 'without-data' && query.state.data === undefined)) return;
      toastFailure(error);
    },
  }),
  mutationCache: new MutationCache({ onError: toastFailure }),
  defaultOptions: {
    queries: { retry: retryServerErrorsOnce, refetchOnWindowFocus: false, staleTime: 30_000 },
    mutations: { retry: false },
  },
});
