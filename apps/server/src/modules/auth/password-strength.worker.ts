// The password checker's thread: builds zxcvbn once and answers one check per message, in order. Started by
// password-strength-thread.ts so that a check (tens to hundreds of ms of CPU) never holds up the main thread.
import { parentPort, workerData } from 'node:worker_threads';
import type { StrengthCall, StrengthReply, StrengthWorkerData } from './password-strength-thread.ts';
import { createPasswordChecker } from './zxcvbn-checker.ts';

const check = createPasswordChecker((workerData as StrengthWorkerData).options);

parentPort?.on('message', (call: StrengthCall) => {
  let reply: StrengthReply;
  try {
    reply = { id: call.id, ok: true, feedback: check(call.password, call.userInputs) };
  } catch (error) {
    reply = { id: call.id, ok: false, message: error instanceof Error ? error.message : String(error) };
  }
  parentPort?.postMessage(reply);
});
