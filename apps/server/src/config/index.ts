export { loadConfig, ConfigError, type Config, type SocialProviderConfig } from './config.ts';
export { describeSettings, SERVER_ROLES, type ServerRole, type SettingDescription } from './settings.ts';
export { REPO_ROOT, SERVER_ROOT, MIGRATIONS_DIR, resolveFromRepoRoot } from './paths.ts';
