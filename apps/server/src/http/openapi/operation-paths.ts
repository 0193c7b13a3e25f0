import {
  inputJsonSchema,
  outputJsonSchema,
  type HttpRoute,
  type JsonSchema,
  type OperationContract,
} from '@sym/contracts';
import { errorResponsesOf } from './error-responses.ts';
import { exampleFromSchema } from './schema-example.ts';
import type { SchemaComponents } from './schema-components.ts';

/** `/api/projects/:id` → `/api/projects/{id}`. */
export function openApiPath(path: string): string {
  return path.replace(/:([A-Za-z_][A-Za-z0-9_]*)/g, '{$1}');
}

function pathParamsOf(path: string): string[] {
  return [...path.matchAll(/:([A-Za-z_][A-Za-z0-9_]*)/g)].map((match) => match[1]!);
}

const BODY_METHODS = new Set(['POST', 'PUT', 'PATCH']);

/** Security of an operation: none, a session token only, or a session token or an API key. */
function securityOf(contract: OperationContract): Record<string, string[]>[] {
  if (contract.auth === 'none') return [];
  return contract.sessionOnly ? [{ bearerAuth: [] }] : [{ bearerAuth: [] }, { apiKey: [] }];
}

interface OperationExamples {
  input: Record<string, unknown>;
  output: unknown;
}

function asRecord(value: unknown): Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as Record<string, unknown>) : {};
}

/** The contract's own example where it has one, otherwise one generated from its schemas. */
function examplesOf(contract: OperationContract, input: JsonSchema, output: JsonSchema): OperationExamples {
  const example = contract.example;
  return {
    input: asRecord(example?.input !== undefined ? example.input : exampleFromSchema(input)),
    output: example && 'output' in example ? example.output : exampleFromSchema(output),
  };
}

/** An alias may have path parameters the contract's example leaves out: they get generated values. */
function withPathExamples(examples: OperationExamples, route: HttpRoute, rawInput: JsonSchema): OperationExamples {
  const properties = asRecord(rawInput.properties) as Record<string, JsonSchema>;
  const input = { ...examples.input };
  for (const param of pathParamsOf(route.path)) {
    if (input[param] === undefined || input[param] === null) {
      input[param] = properties[param] ? exampleFromSchema(properties[param], rawInput) : 'example';
    }
  }
  return { ...examples, input };
}

/** The 200 answer: the success envelope around `data` of that schema, with an example. */
export function successResponse(description: string, data: JsonSchema, example: unknown): Record<string, unknown> {
  return {
    '200': {
      description,
      content: {
        'application/json': {
          schema: { type: 'object', properties: { success: { const: true }, data }, required: ['success', 'data'] },
          example: { success: true, data: example },
        },
      },
    },
  };
}

/** One entry of `paths[path][method]` and the facts the document needs about it. */
export interface DocumentedOperation {
  path: string;
  method: string;
  operation: Record<string, unknown>;
}

/** The main route and every alias of one operation, each as an OpenAPI operation object. */
export function documentOperation(
  name: string,
  tag: string,
  contract: OperationContract,
  components: SchemaComponents,
): DocumentedOperation[] {
  if (!contract.http) return [];
  const rawInput = inputJsonSchema(contract);
  const rawOutput = outputJsonSchema(contract);
  const examples = examplesOf(contract, rawInput, rawOutput);
  const input = components.place(rawInput, `${name}.input.`);
  const output = components.place(rawOutput, `${name}.output.`);
  const routes: HttpRoute[] = [contract.http, ...(contract.aliases ?? [])];
  return routes.map((route, index) => ({
    path: openApiPath(route.path),
    method: route.method.toLowerCase(),
    operation: operationObject({
      name,
      tag,
      contract,
      route,
      input,
      output,
      examples: withPathExamples(examples, route, rawInput),
      aliasOf: index > 0,
    }),
  }));
}

interface OperationParts {
  name: string;
  tag: string;
  contract: OperationContract;
  route: HttpRoute;
  input: JsonSchema;
  output: JsonSchema;
  examples: OperationExamples;
  aliasOf: boolean;
}

function operationObject(parts: OperationParts): Record<string, unknown> {
  const { name, contract, route, input, examples } = parts;
  const properties = asRecord(input.properties) as Record<string, JsonSchema>;
  const required = new Set(Array.isArray(input.required) ? (input.required as string[]) : []);
  const pathNames = pathParamsOf(route.path);
  const parameters: Record<string, unknown>[] = pathNames.map((param) => ({
    name: param,
    in: 'path',
    required: true,
    schema: properties[param] ?? { type: 'string' },
    example: examples.input[param],
  }));
  const fields = Object.keys(properties).filter((key) => !pathNames.includes(key));
  const withBody = BODY_METHODS.has(route.method);
  if (!withBody) {
    for (const field of fields) {
      const parameter: Record<string, unknown> = {
        name: field,
        in: 'query',
        required: required.has(field),
        schema: properties[field],
      };
      if (examples.input[field] !== undefined) parameter.example = examples.input[field];
      parameters.push(parameter);
    }
  }
  const main = parts.contract.http!;
  const operation: Record<string, unknown> = {
    operationId: parts.aliasOf ? `${name}.${route.method.toLowerCase()}` : name,
    summary: contract.summary,
    description: describe(parts, main),
    tags: [parts.tag],
    'x-operation': name,
    security: securityOf(contract),
  };
  if (parameters.length > 0) operation.parameters = parameters;
  if (withBody) operation.requestBody = requestBodyOf(input, pathNames, required, examples.input);
  operation.responses = {
    ...successResponse("Success: the envelope with the operation's data.", parts.output, examples.output ?? null),
    ...errorResponsesOf({
      contract,
      hasPathIds: pathNames.length > 0,
      hasInput: Object.keys(properties).length > 0 || input.additionalProperties !== undefined,
      checksVersion: 'expectedUpdatedAt' in properties,
    }),
  };
  return operation;
}

function describe(parts: OperationParts, main: HttpRoute): string {
  const lines = [`Operation \`${parts.name}\` (also the socket RPC action of that name).`];
  if (parts.aliasOf) lines.push(`Same operation as \`${main.method} ${openApiPath(main.path)}\`.`);
  if (parts.contract.auth === 'none') lines.push('No sign-in needed.');
  else if (parts.contract.sessionOnly) lines.push('Needs a session access token; API keys cannot call it (403).');
  else lines.push('Needs a session access token or an API key (professional edition).');
  return lines.join('\n\n');
}

function requestBodyOf(
  input: JsonSchema,
  pathNames: readonly string[],
  required: ReadonlySet<string>,
  exampleInput: Record<string, unknown>,
): Record<string, unknown> {
  const schema: JsonSchema = { ...input };
  if (input.properties) {
    const properties = { ...(input.properties as Record<string, JsonSchema>) };
    for (const param of pathNames) delete properties[param];
    schema.properties = properties;
    const bodyRequired = [...required].filter((field) => !pathNames.includes(field));
    if (bodyRequired.length > 0) schema.required = bodyRequired;
    else delete schema.required;
  }
  const example = Object.fromEntries(Object.entries(exampleInput).filter(([key]) => !pathNames.includes(key)));
  return {
    required: Array.isArray(schema.required) && schema.required.length > 0,
    content: { 'application/json': { schema, example } },
  };
}
