// The operator tools' password input: typed twice without echo on a terminal, else the first line of standard
// input. Never a command-line argument, which other users and shell histories see.
import readline from 'node:readline';
import { Writable } from 'node:stream';

/** Asks on the terminal without echoing what is typed. */
async function askHidden(question: string): Promise<string> {
  let isMuted = false;
  const output = new Writable({
    write(chunk: Buffer, _encoding, done) {
      if (!isMuted) process.stdout.write(chunk);
      done();
    },
  });
  const terminal = readline.createInterface({ input: process.stdin, output, terminal: true });
  const answer = new Promise<string>((resolve) => terminal.question(question, resolve));
  isMuted = true;
  const text = await answer;
  terminal.close();
  process.stdout.write('\n');
  return text;
}

/** The new password: typed twice on a terminal, else the first line of standard input (only its line end cut). */
export async function readPassword(): Promise<string | undefined> {
  if (process.stdin.isTTY) {
    const first = await askHidden('New password: ');
    const again = await askHidden('Once more: ');
    if (first !== again) {
      console.error('The two passwords differ; nothing changed.');
      return undefined;
    }
    return first;
  }
  let input = '';
  for await (const chunk of process.stdin) input += String(chunk);
  return input.split(/\r?\n/)[0];
}
