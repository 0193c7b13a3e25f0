// The password checker's worker: zxcvbn's dictionaries take a second or more to build and each check tens of
// milliseconds, which would stall typing on the main thread. One worker serves one interface language. It imports
// nothing from @sym/contracts (which would bring Zod along): the page sends the language and options.
import type { CheckerAnswer, CheckerRequest } from './passwordVerdict';
import { createZxcvbnEngine, type ZxcvbnEngine } from './zxcvbnEngine';

const scope = globalThis as unknown as {
  onmessage: ((event: MessageEvent<CheckerRequest>) => void) | null;
  postMessage(answer: CheckerAnswer): void;
};

let engine: Promise<ZxcvbnEngine> | null = null;

scope.onmessage = ({ data }) => {
  if (data.type === 'init') {
    engine = createZxcvbnEngine(data.language, data.options);
    engine.then(
      ({ translations }) => scope.postMessage({ type: 'ready', translations }),
      (error: unknown) => scope.postMessage({ type: 'failed', message: String(error) }),
    );
    return;
  }
  void engine?.then(({ check }) =>
    scope.postMessage({ type: 'verdict', id: data.id, verdict: check(data.password, data.userInputs) }),
  );
};
