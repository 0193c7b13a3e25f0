// The story engine's thread: runs one engine call per message, in order, and answers with its result or its
// error. Started by engine-thread.ts so that a long story never holds up the caller's main thread.
import { parentPort } from 'node:worker_threads';
import { StoryAnalysisError } from '../errors.ts';
import * as engine from './story-engine.ts';
import type { EngineCall, EngineReply } from './engine-thread.ts';

function run(call: EngineCall): unknown {
  switch (call.method) {
    case 'analyzeStoryText':
      return engine.analyzeStoryText(...call.args);
    case 'breakdownStory':
      return engine.breakdownStory(...call.args);
    case 'writeScript':
      return engine.writeScript(...call.args);
    case 'parseScriptText':
      return engine.parseScriptText(...call.args);
    case 'repairSplit':
      return engine.repairSplit(...call.args);
  }
}

parentPort?.on('message', (call: EngineCall & { id: number }) => {
  let reply: EngineReply;
  try {
    reply = { id: call.id, ok: true, value: run(call) };
  } catch (error) {
    const failure = error instanceof Error ? error : new Error(String(error));
    reply = {
      id: call.id,
      ok: false,
      error: {
        message: failure.message,
        ...(failure instanceof StoryAnalysisError ? { reason: failure.reason, isRetryable: failure.isRetryable } : {}),
      },
    };
  }
  parentPort?.postMessage(reply);
});
