// Settings whose default is only safe for the embedded single-user trial (PGlite, reached at localhost). A
// deployment on PostgreSQL or at a public address must set them itself, so no one runs a public site with a
// default that grants rights (free credits and plans) or splits sign-in between processes (a per-folder secret).

/** The raw environment after empty values were dropped: a setting is "set" when its name is a key here. */
type RawEnv = Record<string, string | undefined>;

const LOOPBACK_HOSTS = new Set(['localhost', '::1', '[::1]']);

/** True when the address names this machine only (localhost, *.localhost, 127.0.0.0/8, ::1). */
export function isLoopbackUrl(url: string): boolean {
  let host: string;
  try {
    host = new URL(url).hostname.toLowerCase();
  } catch {
    return false;
  }
  return LOOPBACK_HOSTS.has(host) || host.endsWith('.localhost') || /^127(\.\d{1,3}){3}$/.test(host);
}

/** Why the deployment is not the embedded trial (for the message), or undefined when it is. */
export function deploymentKindOf(env: RawEnv): string | undefined {
  if (env.DATABASE_URL !== undefined) return 'on PostgreSQL (DATABASE_URL is set)';
  if (env.PUBLIC_URL !== undefined && !isLoopbackUrl(env.PUBLIC_URL))
    return `at a public PUBLIC_URL (${env.PUBLIC_URL})`;
  return undefined;
}

/**
 * Problems of a deployment that leaves a trial-only default unset, one line per setting naming it and the
 * choice to make; empty for the embedded trial or when every such setting is set explicitly.
 */
export function deploymentProblems(env: RawEnv): string[] {
  const kind = deploymentKindOf(env);
  if (!kind) return [];
  const problems: string[] = [];
  if (env.CREDITS_SELF_SERVICE === undefined) {
    problems.push(
      `CREDITS_SELF_SERVICE: must be set explicitly for a deployment ${kind}: true lets every user buy credits ` +
        'and plans at once with the built-in payment provider (no money moves), false leaves grants to administrators',
    );
  }
  if (env.DATABASE_URL !== undefined && env.JWT_SECRET === undefined) {
    problems.push(
      `JWT_SECRET: must be set explicitly for a deployment ${kind}: a secret generated into each process's ` +
        'DATA_DIR differs between processes sharing the database and is lost with a fresh DATA_DIR',
    );
  }
  return problems;
}
