import { Ajv2020, type ErrorObject, type ValidateFunction } from 'ajv/dist/2020.js';
import addFormats from 'ajv-formats';
import { DOMAIN_EVENTS, outputJsonSchema, type OperationContract } from '@sym/contracts';
import type { PublishedEvent } from '../events/domain-events.ts';

function describeProblem(error: ErrorObject): string {
  const extra = (error.params as { additionalProperty?: string }).additionalProperty;
  return `data${error.instancePath} ${error.message ?? 'is not valid'}${extra ? `: '${extra}'` : ''}`;
}

/**
 * The check API tests run every answer through (RESPONSE_CHECK=true): an answer that does not match its
 * contract's output schema, a field too many included, fails the call with a 500 naming the difference, so the
 * API document cannot drift from what the server sends. Off in production.
 */
export class ResponseCheck {
  private readonly ajv = new Ajv2020({ allErrors: true, strict: false });
  private readonly validators = new Map<string, ValidateFunction>();

  constructor() {
    // Without the formats Ajv ignores `format` (uuid, date-time, email, uri): a malformed id or date would pass.
    addFormats(this.ajv);
  }

  /** Compares an operation's (or an upload's) answer, as JSON, with the output schema of its contract. */
  check(name: string, contract: Pick<OperationContract, 'output'>, data: unknown): void {
    let validate = this.validators.get(name);
    if (!validate) {
      validate = this.ajv.compile(outputJsonSchema(contract));
      this.validators.set(name, validate);
    }
    const json: unknown = data === undefined ? null : JSON.parse(JSON.stringify(data));
    if (validate(json)) return;
    const problems = (validate.errors ?? []).map(describeProblem).join('; ');
    const message = `Response of ${name} does not match its output schema: ${problems}`;
    console.error(message);
    throw new Error(message);
  }
}

/**
 * The same check for the domain events the server sends to the rooms (RESPONSE_CHECK=true): an event whose data
 * does not parse with its contract schema, which the web would drop, fails the call that published it.
 */
export function checkDomainEvent(event: PublishedEvent): void {
  const parsed = DOMAIN_EVENTS[event.type].data.safeParse(event.data);
  if (parsed.success) return;
  const problems = parsed.error.issues.map((issue) => `data.${issue.path.join('.')} ${issue.message}`).join('; ');
  const message = `Event ${event.type} does not match its data schema: ${problems}`;
  console.error(message);
  throw new Error(message);
}
