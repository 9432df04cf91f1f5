import { GraphQLError, Kind, NoSchemaIntrospectionCustomRule, type ASTNode, type SelectionSetNode, type ValidationContext, type ASTVisitor } from 'graphql';
import { createSchema, createYoga, type Plugin, type YogaServerInstance } from 'graphql-yoga';
import type { Kysely } from 'kysely';
import { accountInputSchema, BFF_PATH, BFF_SCHEMA, tenantSchema, type Account } from '../../../src/api/contract/accounts';
import type { Database } from '../../db';
import type { Caller } from './caller';
import { deleteAccount } from './deletion';
import { AccountInputError, findAccount, liveUser, saveAccount, toAccount, type IdentityUserFacts } from './records';

/**
 * The backend-for-frontend (11-G34, C32): the modern area's account record over GraphQL, served by
 * graphql-yoga on the contract's BFF_SCHEMA. The route (routes/accounts.ts) verifies the access token
 * before yoga runs; every resolver then works for that caller only. The `tenant` argument is the page's
 * market and must be the identity's own tenant: a token of one market never reads another's record.
 *
 * Hardening: queries by GET, mutations by POST only (yoga answers 405 to a mutation over GET); no
 * introspection unless DEV_ENDPOINTS=1; documents at most MAX_DEPTH deep and MAX_FIELDS fields (the
 * contract's deepest operation is 2 and widest 7); no batching; unexpected errors masked.
 */

export const MAX_DEPTH = 4;
export const MAX_FIELDS = 40;

export interface BffContext {
  db: Kysely<Database>;
  caller: Caller;
}

const notFound = () => new GraphQLError('Account Not Found', { extensions: { code: 'NOT_FOUND' } });
const forbidden = () => new GraphQLError('The tenant is not this account\'s', { extensions: { code: 'FORBIDDEN' } });
const badInput = (message: string, path?: string) => new GraphQLError(message, { extensions: { code: 'BAD_USER_INPUT', ...(path ? { field: path } : {}) } });

/** The caller's live identity, checked against the `tenant` argument. */
async function identityFor(context: BffContext, tenant: unknown): Promise<IdentityUserFacts> {
  const parsed = tenantSchema.safeParse(tenant);
  if (!parsed.success) throw badInput(`Unknown tenant: expected one of ${tenantSchema.options.join(', ')}`, 'tenant');
  const user = await liveUser(context.db, context.caller.userId);
  // verifyIdentity saw the user live a moment ago; a deletion in between reads as signed out.
  if (!user) throw new GraphQLError('not authenticated', { extensions: { code: 'UNAUTHENTICATED' } });
  if (user.tenant !== parsed.data) throw forbidden();
  return user;
}

function parsedInput(account: unknown) {
  const parsed = accountInputSchema.safeParse(account);
  if (!parsed.success) {
    const issue = parsed.error.issues[0]!;
    throw badInput(`Invalid account: ${issue.path.join('.')} ${issue.message}`, `account.${issue.path.join('.')}`);
  }
  return parsed.data;
}

async function save(context: BffContext, args: { tenant: unknown; account: unknown }, mustExist: boolean): Promise<Account> {
  const user = await identityFor(context, args.tenant);
  const input = parsedInput(args.account);
  if (mustExist && !(await findAccount(context.db, user))) throw notFound();
  try {
    return toAccount(await saveAccount(context.db, user, input));
  } catch (error) {
    if (error instanceof AccountInputError) throw badInput(`Invalid account: ${error.message}`, error.path);
    throw error;
  }
}

const resolvers = {
  Query: {
    account: async (_: unknown, args: { tenant: unknown }, context: BffContext): Promise<Account> => {
      const user = await identityFor(context, args.tenant);
      const row = await findAccount(context.db, user);
      if (!row) throw notFound();
      return toAccount(row);
    },
  },
  Mutation: {
    /** Create is an upsert: the page retries a data call up to 3 times (C33), and a retry must not fail on its own first try. */
    createAccount: (_: unknown, args: { tenant: unknown; account: unknown }, context: BffContext) => save(context, args, false),
    updateAccount: (_: unknown, args: { tenant: unknown; account: unknown }, context: BffContext) => save(context, args, true),
    deleteAccount: async (_: unknown, args: { tenant: unknown }, context: BffContext): Promise<boolean> => {
      const user = await identityFor(context, args.tenant);
      return deleteAccount(context.db, user.id);
    },
  },
};

/** Depth and field count of every operation, fragments followed once (cycles are graphql's own error). */
function documentSize(context: ValidationContext): ASTVisitor {
  const fragments = new Map(context.getDocument().definitions.flatMap((definition) => (definition.kind === Kind.FRAGMENT_DEFINITION ? [[definition.name.value, definition] as const] : [])));
  let fields = 0;
  const walk = (set: SelectionSetNode | undefined, depth: number, seen: Set<string>): number => {
    if (!set) return depth;
    let deepest = depth;
    for (const selection of set.selections) {
      if (selection.kind === Kind.FIELD) {
        fields += 1;
        deepest = Math.max(deepest, walk(selection.selectionSet, depth + 1, seen));
      } else if (selection.kind === Kind.INLINE_FRAGMENT) {
        deepest = Math.max(deepest, walk(selection.selectionSet, depth, seen));
      } else {
        const name = selection.name.value;
        if (seen.has(name)) continue;
        deepest = Math.max(deepest, walk(fragments.get(name)?.selectionSet, depth, new Set([...seen, name])));
      }
    }
    return deepest;
  };
  return {
    OperationDefinition(node: ASTNode) {
      if (node.kind !== Kind.OPERATION_DEFINITION) return;
      fields = 0;
      const depth = walk(node.selectionSet, 0, new Set());
      if (depth > MAX_DEPTH) context.reportError(new GraphQLError(`The query is ${depth} levels deep; at most ${MAX_DEPTH}`, { nodes: [node] }));
      if (fields > MAX_FIELDS) context.reportError(new GraphQLError(`The query asks ${fields} fields; at most ${MAX_FIELDS}`, { nodes: [node] }));
    },
  };
}

export function createBff(options: { introspection: boolean }): YogaServerInstance<BffContext, object> {
  const limits: Plugin<BffContext> = {
    onValidate({ addValidationRule }) {
      addValidationRule(documentSize);
      if (!options.introspection) addValidationRule(NoSchemaIntrospectionCustomRule);
    },
  };
  return createYoga<BffContext>({
    schema: createSchema<BffContext>({ typeDefs: BFF_SCHEMA, resolvers }),
    graphqlEndpoint: BFF_PATH,
    graphiql: false,
    landingPage: false,
    batching: false,
    multipart: false,
    // Only GraphQLErrors thrown on purpose reach the page; anything else is 'Unexpected error.'.
    maskedErrors: true,
    logging: false,
    plugins: [limits],
  });
}
