import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { parse, parseAllDocuments } from 'yaml';
import { loadConfig, REPO_ROOT } from './index.ts';
import { AppMetrics } from '../metrics/app-metrics.ts';
import { EnvSchema } from './settings.ts';

// The deployment recipes in deploy/ (issue 37 item 6) cannot be run here (no container runtime): this reads them
// the way compose and Kubernetes would and checks that every variable they set is a setting the server accepts, and
// that the environment each process gets starts the server (every required setting set, the deployment checks met).
const DEPLOY = path.join(REPO_ROOT, 'deploy');
const SETTINGS = new Set(Object.keys(EnvSchema.shape));
const read = (file: string) => fs.readFileSync(path.join(DEPLOY, file), 'utf8');

/** The parts of Kubernetes documents the checks read. */
interface Container {
  env: { name: string; value: string }[];
  readinessProbe?: { httpGet?: { path: string } };
  livenessProbe?: { httpGet?: { path: string } };
}
interface K8sDocument {
  kind: string;
  metadata: { name: string };
  configMapGenerator: { literals: string[] }[];
  secretGenerator: { literals: string[] }[];
  spec: { template: { spec: { containers: Container[] } }; scaleTargetRef: { name: string } };
}

/** Compose's `${NAME:-default}` as its default, and `${NAME:?message}` (required) as a test value of the operator's. */
const substitute = (value: string) =>
  value
    .replace(/\$\{[A-Z_]+:-([^}]*)\}/g, (_match, fallback: string) => fallback)
    .replace(
      /\$\{([A-Z_]+):\?[^}]*\}/g,
      (_match, name: string) => `${name.toLowerCase()}-set-by-the-operator-0123456789`,
    );

function expectAcceptedEnvironment(label: string, env: Record<string, string>) {
  expect(
    Object.keys(env).filter((name) => !SETTINGS.has(name)),
    `${label}: unknown settings`,
  ).toEqual([]);
  expect(() => loadConfig({ DATA_DIR: '/tmp/sym-deploy-test', ...env }), label).not.toThrow();
}

describe('deployment recipes', () => {
  it('compose: api ×2 and a worker with accepted settings, each started when its dependencies are healthy', () => {
    const compose = parse(read('compose.yaml'), { merge: true }) as {
      services: Record<
        string,
        {
          environment?: Record<string, string>;
          depends_on?: Record<string, { condition: string }>;
          healthcheck?: unknown;
          profiles?: string[];
        }
      >;
    };
    const { services } = compose;
    const apps = Object.entries(services).filter(([, service]) => service.environment?.['ROLES']);
    expect(apps.map(([name, service]) => [name, service.environment!['ROLES']])).toEqual([
      ['api-1', 'api'],
      ['api-2', 'api'],
      ['worker', 'worker'],
    ]);
    for (const [name, service] of apps) {
      const env = Object.fromEntries(
        Object.entries(service.environment!).map(([key, value]) => [key, substitute(String(value))]),
      );
      expectAcceptedEnvironment(`compose ${name}`, env);
      expect(env['DATABASE_URL']).toMatch(/^postgres:\/\//);
    }
    for (const [name, service] of Object.entries(services)) {
      for (const [dependency, rule] of Object.entries(service.depends_on ?? {})) {
        expect(rule.condition, `${name} → ${dependency}`).toBe('service_healthy');
        expect(services[dependency]?.healthcheck ?? (dependency.startsWith('api') ? 'image' : undefined)).toBeDefined();
      }
    }
    expect(services['redis']?.profiles).toEqual(['redis']);
  });

  it('Kubernetes: api and worker deployments with autoscalers, probes, and a secret for JWT_SECRET', () => {
    const files = fs.readdirSync(path.join(DEPLOY, 'k8s')).filter((file) => file.endsWith('.yaml'));
    const documents = files.flatMap((file) =>
      parseAllDocuments(read(path.join('k8s', file))).map((document) => document.toJS() as K8sDocument),
    );
    const kustomization = documents.find((document) => document.kind === 'Kustomization')!;
    const literals = (generators: { literals: string[] }[]) =>
      Object.fromEntries(
        generators.flatMap((generator) => generator.literals.map((line) => line.split(/=(.*)/s).slice(0, 2))),
      );
    const shared = { ...literals(kustomization.configMapGenerator), ...literals(kustomization.secretGenerator) };
    expect(Object.keys(literals(kustomization.secretGenerator))).toContain('JWT_SECRET');

    const deployments = documents.filter((document) => document.kind === 'Deployment');
    const roles = deployments.map((deployment) => {
      const [container] = deployment.spec.template.spec.containers as [Container];
      const own = Object.fromEntries(container.env.map((item) => [item.name, item.value]));
      expectAcceptedEnvironment(`k8s ${deployment.metadata.name}`, { ...shared, ...own });
      return {
        role: own['ROLES'],
        probes: [container.readinessProbe?.httpGet?.path, container.livenessProbe?.httpGet?.path],
      };
    });
    expect(roles).toEqual([
      { role: 'api', probes: ['/api/ready', '/api/health'] },
      { role: 'worker', probes: [undefined, undefined] },
    ]);
    const scaled = documents
      .filter((document) => document.kind === 'HorizontalPodAutoscaler')
      .map((document) => document.spec.scaleTargetRef.name);
    expect(scaled).toEqual(['sym-studio-api', 'sym-studio-worker']);
  });

  it('Dockerfile: multi-stage, non-root, sets only settings, and checks /api/ready', () => {
    const dockerfile = read('Dockerfile');
    expect(dockerfile.match(/^FROM .* AS \w+$/gm)).toHaveLength(2);
    expect(dockerfile).toMatch(/^USER node$/m);
    expect(dockerfile).toMatch(/HEALTHCHECK[\s\S]*\/api\/ready/);
    const env = Object.fromEntries(
      [...dockerfile.matchAll(/^\s*(?:ENV\s+)?([A-Z_]+)=(\S+?)(?:\s*\\)?$/gm)].map((match) => [match[1]!, match[2]!]),
    );
    delete env['NODE_ENV'];
    expect(Object.keys(env).sort()).toEqual(['DATA_DIR', 'HOST', 'PORT']);
    expectAcceptedEnvironment('Dockerfile', env);
  });

  it('Grafana dashboard: parses, and every metric its queries read is one the server exports', async () => {
    const dashboard = JSON.parse(read('grafana/sym-studio-dashboard.json')) as {
      panels: { type: string; targets?: { expr: string }[] }[];
    };
    const metrics = new AppMetrics();
    metrics.watchSockets(() => ({ connections: 0, roomsByKind: new Map() }));
    metrics.watchQueue(async () => []);
    const exported = new Set((await metrics.registry.getMetricsAsJSON()).map((metric) => metric.name));
    const queries = dashboard.panels.flatMap((panel) => panel.targets ?? []).map((target) => target.expr);
    expect(queries.length).toBeGreaterThan(15);
    const named = queries.flatMap((expr) =>
      [...expr.matchAll(/\b((?:sym|process|nodejs)_[a-z0-9_]+)\{/g)].map((m) => m[1]!),
    );
    const unknown = named.filter(
      (name) => !exported.has(name.replace(/_(bucket|sum|count)$/, '')) && !exported.has(name),
    );
    expect(unknown).toEqual([]);
    expect(new Set(named.map((name) => name.replace(/_(bucket|sum|count|total)$/, '')))).toContain(
      'sym_job_wait_seconds',
    );
  });
});
