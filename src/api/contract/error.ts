import { z } from 'zod';

/**
 * The one error body of the store API: every request that fails its schema (or is not JSON)
 * gets a 400 with this shape, naming each failing field by its dotted path.
 */
export const apiIssueSchema = z.object({
  path: z.string(),
  message: z.string(),
});

export const apiErrorCodeSchema = z.enum([
  'invalid_json',
  'invalid_request',
  'not_found',
  'internal',
]);

export const apiErrorBodySchema = z.object({
  error: apiErrorCodeSchema,
  message: z.string().optional(),
  issues: z.array(apiIssueSchema),
});

export type ApiIssue = z.infer<typeof apiIssueSchema>;
export type ApiErrorCode = z.infer<typeof apiErrorCodeSchema>;
export type ApiErrorBody = z.infer<typeof apiErrorBodySchema>;

/** Turns zod issues into the API's `{path, message}` list (path joined with dots, '' for the root). */
export function toApiIssues(error: z.ZodError): ApiIssue[] {
  return error.issues.map((issue) => ({
    path: issue.path.map(String).join('.'),
    message: issue.message,
  }));
}
