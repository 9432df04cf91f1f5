import type { ContentfulStatusCode } from 'hono/utils/http-status';
import type { ApiErrorBody } from '../../src/api/contract/error';

/**
 * A failure with an answer already decided (status and the one error body of the API). Handlers and
 * helpers throw it; the app's error handler turns it into the JSON response, so handlers stay linear.
 */
export class ApiError extends Error {
  constructor(
    readonly status: ContentfulStatusCode,
    readonly body: ApiErrorBody,
  ) {
    super(body.message ?? body.error);
    this.name = 'ApiError';
  }
}

export const notFoundBody: ApiErrorBody = { error: 'not_found', issues: [] };
export const internalErrorBody: ApiErrorBody = { error: 'internal', issues: [] };
