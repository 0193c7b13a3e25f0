import { Ajv2020, type ErrorObject, type ValidateFunction } from 'ajv/dist/2020.js';
import { outputJsonSchema, type OperationContract } from '@sym/contracts';

/** Compares an operation's (or an upload's) answer, as JSON, with the output schema of its contract. */
export type ResponseCheck = (name: string, contract: Pick<OperationContract, 'output'>, data: unknown) => void;

function describeProblem(error: ErrorObject): string {
  const extra = (error.params as { additionalProperty?: string }).additionalProperty;
  return `data${error.instancePath} ${error.message ?? 'is not valid'}${extra ? `: '${extra}'` : ''}`;
}

/**
 * The check API tests run every answer through (RESPONSE_CHECK=true): an answer that does not match its
 * contract's output schema, a field too many included, fails the call with a 500 naming the difference, so the
 * API document cannot drift from what the server sends. Off in production.
 */
export function createResponseCheck(): ResponseCheck {
  const ajv = new Ajv2020({ allErrors: true, strict: false });
  const validators = new Map<string, ValidateFunction>();
  return (name, contract, data) => {
    let validate = validators.get(name);
    if (!validate) {
      validate = ajv.compile(outputJsonSchema(contract));
      validators.set(name, validate);
    }
    const json: unknown = data === undefined ? null : JSON.parse(JSON.stringify(data));
    if (validate(json)) return;
    const problems = (validate.errors ?? []).map(describeProblem).join('; ');
    const message = `Response of ${name} does not match its output schema: ${problems}`;
    console.error(message);
    throw new Error(message);
  };
}
