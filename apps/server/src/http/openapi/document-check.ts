import { Ajv2020, type ErrorObject, type ValidateFunction } from 'ajv/dist/2020.js';
import formatsPlugin from 'ajv-formats';
import {
  UPLOAD_CONTRACTS,
  inputJsonSchema,
  outputJsonSchema,
  type JsonSchema,
  type OperationContract,
} from '@sym/contracts';
import type { ContractGroups, OpenApiDocument } from './openapi-document.ts';
import { openApiPath } from './operation-paths.ts';
import { resolveRef } from './schema-example.ts';

const addFormats = formatsPlugin as unknown as (ajv: Ajv2020) => Ajv2020;
const METHODS = ['get', 'put', 'post', 'delete', 'options', 'head', 'patch', 'trace'];

type Json = Record<string, unknown>;
const asJson = (value: unknown): Json =>
  typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as Json) : {};

function describeErrors(errors: ErrorObject[] | null | undefined): string {
  return (errors ?? [])
    .map((error) => {
      const extra = (error.params as { additionalProperty?: string }).additionalProperty;
      return `${error.instancePath || '/'} ${error.message ?? 'is not valid'}${extra ? ` '${extra}'` : ''}`;
    })
    .join('; ');
}

/** Checks values against schemas of the document, whose `#/components/...` references it resolves. */
class ExampleValidator {
  private readonly ajv = addFormats(new Ajv2020({ strict: false, allErrors: true }));
  /** The error responses repeat on every operation: each schema is compiled once. */
  private readonly compiled = new Map<string, ValidateFunction>();
  constructor(private readonly components: Json) {}

  private compile(schema: JsonSchema): ValidateFunction {
    const key = JSON.stringify(schema);
    let validate = this.compiled.get(key);
    if (!validate) {
      validate = this.ajv.compile({ ...schema, components: this.components });
      this.compiled.set(key, validate);
    }
    return validate;
  }

  /** A problem text, or undefined when the value fits the schema. */
  check(schema: JsonSchema, value: unknown, where: string): string | undefined {
    let validate;
    try {
      validate = this.compile(schema);
    } catch (error) {
      return `${where}: schema does not compile (${(error as Error).message})`;
    }
    return validate(value)
      ? undefined
      : `${where}: example does not match its schema: ${describeErrors(validate.errors)}`;
  }
}

function checkShape(document: OpenApiDocument): string[] {
  const problems: string[] = [];
  if (typeof document.openapi !== 'string' || !/^3\.1\.\d+$/.test(document.openapi)) {
    problems.push(`openapi is ${String(document.openapi)}, not 3.1.x`);
  }
  const info = asJson(document.info);
  if (typeof info.title !== 'string' || typeof info.version !== 'string') problems.push('info needs title and version');
  if (Object.keys(asJson(document.paths)).length === 0) problems.push('paths is empty');
  const schemes = asJson(asJson(document.components).securitySchemes);
  if (Object.keys(schemes).length === 0) problems.push('components.securitySchemes is empty');
  for (const [path, item] of Object.entries(asJson(document.paths))) {
    for (const [method, operation] of Object.entries(asJson(item))) {
      if (!METHODS.includes(method)) continue;
      for (const requirement of (asJson(operation).security as Json[] | undefined) ?? []) {
        for (const scheme of Object.keys(requirement)) {
          if (!schemes[scheme]) problems.push(`${method.toUpperCase()} ${path}: unknown security scheme ${scheme}`);
        }
      }
    }
  }
  return problems;
}

/** Every route of every contract and every upload is in the document, with the right method and operation. */
function checkCoverage(document: OpenApiDocument, groups: ContractGroups): string[] {
  const problems: string[] = [];
  for (const [name, upload] of Object.entries(UPLOAD_CONTRACTS)) {
    const operation = asJson(asJson(document.paths[openApiPath(upload.path)]).post);
    if (operation['x-upload'] !== name) problems.push(`${name}: POST ${upload.path} is missing from the document`);
  }
  for (const contracts of Object.values(groups)) {
    for (const [name, contract] of Object.entries(contracts)) {
      if (!contract.http) continue;
      for (const route of [contract.http, ...(contract.aliases ?? [])]) {
        const label = `${name}: ${route.method} ${route.path}`;
        const operation = asJson(asJson(document.paths[openApiPath(route.path)])[route.method.toLowerCase()]);
        if (Object.keys(operation).length === 0) problems.push(`${label} is missing from the document`);
        else if (operation['x-operation'] !== name)
          problems.push(`${label} documents ${String(operation['x-operation'])}`);
      }
    }
  }
  return problems;
}

/** The node, or what its `$ref` points at inside the document. */
function resolve(document: OpenApiDocument, node: unknown): Json {
  const ref = asJson(node).$ref;
  return typeof ref === 'string' && ref.startsWith('#/') ? resolveRef(ref, document) : asJson(node);
}

/** Each example of the operation against the schema beside it in the document. */
function checkOperationExamples(
  document: OpenApiDocument,
  label: string,
  operation: Json,
  validator: ExampleValidator,
) {
  const problems: (string | undefined)[] = [];
  for (const parameter of (operation.parameters as Json[] | undefined) ?? []) {
    if ('example' in parameter) {
      problems.push(
        validator.check(asJson(parameter.schema), parameter.example, `${label} parameter ${String(parameter.name)}`),
      );
    }
  }
  const body = asJson(asJson(asJson(operation.requestBody).content)['application/json']);
  if ('example' in body) problems.push(validator.check(asJson(body.schema), body.example, `${label} request body`));
  for (const [status, raw] of Object.entries(asJson(operation.responses))) {
    for (const [type, media] of Object.entries(asJson(resolve(document, raw).content))) {
      const content = asJson(media);
      if ('example' in content) {
        problems.push(
          validator.check(resolve(document, content.schema), content.example, `${label} response ${status} ${type}`),
        );
      }
    }
  }
  return problems.filter((problem): problem is string => problem !== undefined);
}

/** The document's request and response examples of a contract also fit the contract's own schemas. */
function checkAgainstContract(
  label: string,
  contract: OperationContract,
  operation: Json,
  validator: ExampleValidator,
): string[] {
  const input: Json = {};
  for (const parameter of (operation.parameters as Json[] | undefined) ?? []) {
    if ('example' in parameter) input[String(parameter.name)] = parameter.example;
  }
  const body = asJson(asJson(asJson(operation.requestBody).content)['application/json']);
  Object.assign(input, asJson(body.example));
  const success = asJson(asJson(asJson(asJson(operation.responses)['200']).content)['application/json']);
  const problems = [validator.check(inputJsonSchema(contract), input, `${label} example input (contract)`)];
  if (!('example' in success)) problems.push(`${label} has no response example`);
  else
    problems.push(
      validator.check(outputJsonSchema(contract), asJson(success.example).data, `${label} example output (contract)`),
    );
  return problems.filter((problem): problem is string => problem !== undefined);
}

/**
 * What is wrong with an OpenAPI document of these contracts: not 3.1-shaped, a REST route (or alias) of a
 * contract missing, or an example that does not fit its schema. Empty when all is well.
 */
export function checkOpenApiDocument(document: OpenApiDocument, groups: ContractGroups): string[] {
  const problems = [...checkShape(document), ...checkCoverage(document, groups)];
  const validator = new ExampleValidator(asJson(document.components));
  const contracts = new Map(Object.values(groups).flatMap((group) => Object.entries(group)));
  for (const [path, item] of Object.entries(asJson(document.paths))) {
    for (const [method, raw] of Object.entries(asJson(item))) {
      if (!METHODS.includes(method)) continue;
      const operation = asJson(raw);
      const label = `${method.toUpperCase()} ${path}`;
      problems.push(...checkOperationExamples(document, label, operation, validator));
      const contract = contracts.get(String(operation['x-operation']));
      if (contract) problems.push(...checkAgainstContract(label, contract, operation, validator));
    }
  }
  return problems;
}
