/**
 * Runs `run` for the latest request only: while one runs, newer requests replace each other, and the last one runs
 * when it is done. Keeps a slow check (a password scored on every keystroke) from queueing up behind the typing.
 */
export function latestOnly<Request, Result>(
  run: (request: Request) => Promise<Result>,
  onResult: (request: Request, result: Result) => void,
): (request: Request) => void {
  let isBusy = false;
  let next: { request: Request } | null = null;
  const pump = () => {
    if (isBusy || !next) return;
    const { request } = next;
    next = null;
    isBusy = true;
    run(request)
      .then((result) => onResult(request, result))
      .catch(() => undefined)
      .finally(() => {
        isBusy = false;
        pump();
      });
  };
  return (request) => {
    next = { request };
    pump();
  };
}
