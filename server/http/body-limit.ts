import { bodyLimit } from 'hono/body-limit';
import type { ApiErrorBody } from '../../src/api/contract/error';

/**
 * Upper bound on any request body. The largest legitimate one (a full basket or a log batch of 50
 * entries) is far below it; anything bigger is refused before it is read into memory.
 */
export const MAX_BODY_BYTES = 1024 * 1024;

const tooLarge: ApiErrorBody = {
  error: 'invalid_request',
  message: `Request body is larger than ${MAX_BODY_BYTES} bytes`,
  issues: [],
};

export const limitBodySize = bodyLimit({ maxSize: MAX_BODY_BYTES, onError: (c) => c.json(tooLarge, 413) });
