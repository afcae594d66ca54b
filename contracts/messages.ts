/** The sentences of the error catalogue (spec section 8), apart from any code, so pages can import them cheaply. */
export const MESSAGES = {
  offline: 'You are offline. Please check your internet connection.',
  noResponse: 'Error 500: No response from the server. Please try again later.',
  network: 'Network Error: Please check your internet connection and try again.',
  badRequest: 'Error 400: Bad request. Please check the data you provided.',
  unauthorized: 'Error 401: Unauthorized. Please log in again.',
  forbidden: 'Error 403: Forbidden. You do not have permission to perform this action.',
  notFound: 'Error 404: Endpoint not found. Please contact support.',
  methodNotAllowed: 'Error 405: Method not allowed. Please contact support.',
  validationFailed: 'Validation failed',
  serverError: 'Error 500: Server error. Please try again later.',
  other: 'Oops! Something went wrong. Please try again later.',
  fetchUnauthorized: 'Unauthorized access',
  fetchForbidden: 'Forbidden access',
  fetchNotFound: 'Resource not found',
  fetchTooManyRequests: 'Too many requests',
  fetchTimeout: 'Request timed out',
  helperServerError: 'Internal server error!',
  helperUnauthorized: 'Unauthorized access! Please login.',
} as const;

/** Programming-error kinds (spec section 8: reference, type, syntax, range), each with its own sentence. */
export const EXCEPTION_MESSAGES: Record<string, string> = {
  ReferenceError: 'Reference error: the application referred to something that does not exist.',
  TypeError: 'Type error: the application received a value of an unexpected type.',
  SyntaxError: 'Syntax error: the application could not read a response.',
  RangeError: 'Range error: a value was outside its allowed range.',
};

/**
 * The catalogue's sentence for an API status when the answer says nothing better: what the API path shows
 * (`describeFailure`, after the answer's own message where the status allows one) and what a page that failed
 * with only a status shows (`app/lib/route-error.ts`).
 */
export function statusCatalogueSentence(status: number): string {
  switch (status) {
    case 400:
      return MESSAGES.badRequest;
    case 401:
      return MESSAGES.unauthorized;
    case 403:
      return MESSAGES.forbidden;
    case 404:
      return MESSAGES.notFound;
    case 405:
      return MESSAGES.methodNotAllowed;
    case 422:
      return MESSAGES.validationFailed;
    case 429:
      return MESSAGES.fetchTooManyRequests;
    default:
      return status >= 500 ? MESSAGES.serverError : MESSAGES.other;
  }
}
