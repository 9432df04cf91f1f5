import type { ErrorHandler, NotFoundHandler } from 'hono';
import { HTTPException } from 'hono/http-exception';
import type { AppEnv } from './app-env';
import { ApiError, internalErrorBody, notFoundBody } from './api-error';

/**
 * The last word on failures. Decided answers (ApiError) go out as they are; anything else is a bug:
 * it is logged with its stack and the client gets a bare 500 that leaks nothing about the server.
 */
export const handleError: ErrorHandler<AppEnv> = (error, c) => {
  if (error instanceof ApiError) return c.json(error.body, error.status);
  // Hono's own middleware (e.g. the body limit) throws these with a response already made.
  if (error instanceof HTTPException) return error.getResponse();
  c.get('logger').error({ err: error, method: c.req.method, path: c.req.path }, 'unhandled error');
  return c.json(internalErrorBody, 500);
};

/** Every unmatched route answers in the API's error shape (pages never get here: see routes/static). */
export const handleNotFound: NotFoundHandler<AppEnv> = (c) => c.json(notFoundBody, 404);
