import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import {
  ACCOUNT_MESSAGES,
  API_KEY_MESSAGES,
  type ApiKeyCreated,
  type AuthResult,
  type ProjectView,
  type Scenario,
} from '@sym/contracts';
import { projects, sessions, storedFiles, users } from '../src/db/schema.ts';
import { newMediaKey } from '../src/media/media-storage.ts';
import type { PresentedAsset } from '../src/modules/assets/asset.presenter.ts';
import { isStored, storedKeyOf } from './helpers/media-fixtures.ts';
import { dataOf, errorOf, PNG_BYTES, projectApi, rowFixtures, uploadFile, useTestServer } from './helpers/fixtures.ts';

// users.deleteAccount: a signed-in user deletes their own account and everything in it, after typing its e-mail.
// Files only they used leave storage; files another user's rows still use stay, charged to nobody.

const server = useTestServer();
const fixtures = rowFixtures(server);
const { createProject, sharedProject } = projectApi(server);

const deleteAccount = (token: string | undefined, email: string) =>
  server.request('POST', '/api/users/me/delete', token ? { token, body: { email } } : { body: { email } });

/** A fresh asset in the project with the 1 × 1 PNG uploaded as its reference image (upload.assetReference). */
async function assetWithReference(token: string, projectId: string): Promise<PresentedAsset> {
  const asset = dataOf<PresentedAsset>(
    await server.request('POST', '/api/assets', { token, body: { name: 'Lighthouse', projectId } }),
  );
  return dataOf<PresentedAsset>(
    await uploadFile(
      server,
      `/api/upload/asset/${asset.id}/reference`,
      { bytes: PNG_BYTES, name: 'reference.png', type: 'image/png' },
      token,
    ),
  );
}

async function userExists(userId: string): Promise<boolean> {
  const rows = await server.database.db.select({ id: users.id }).from(users).where(eq(users.id, userId));
  return rows.length > 0;
}

const profileStatus = async (token: string) => (await server.request('GET', '/api/users/profile', { token })).status;

describe('users.deleteAccount', () => {
  it('deletes the user with their projects, sessions and the files only they used', async () => {
    const account = await server.register();
    const token = account.accessToken;
    const project = await createProject(token);
    const key = storedKeyOf((await assetWithReference(token, project.id)).reference_image);
    // A file charged to the user that no row uses yet (as an upload in flight leaves it).
    const loose = newMediaKey('png');
    await server.services.files.put(account.user.id, loose, PNG_BYTES, 'image/png');
    const other = dataOf<AuthResult>(
      await server.request('POST', '/api/auth/login', {
        body: { email: account.user.email, password: account.password },
      }),
    );
    expect(await profileStatus(other.accessToken)).toBe(200);

    // Trimmed and in any case, the typed e-mail confirms.
    const answer = await deleteAccount(token, `  ${account.user.email.toUpperCase()} `);
    expect(dataOf(answer)).toEqual({ deleted: true });

    const { db } = server.database;
    expect(await userExists(account.user.id)).toBe(false);
    expect(await db.select().from(projects).where(eq(projects.userId, account.user.id))).toEqual([]);
    expect(await db.select().from(sessions).where(eq(sessions.userId, account.user.id))).toEqual([]);
    expect(await profileStatus(token)).toBe(401);
    expect(await profileStatus(other.accessToken)).toBe(401);
    const refresh = await server.request('POST', '/api/auth/refresh', { body: { refreshToken: account.refreshToken } });
    expect(refresh.status).toBe(401);
    expect(await isStored(server, key), `the reference image ${key} is still stored`).toBe(false);
    expect(await isStored(server, loose), `the unused file ${loose} is still stored`).toBe(false);
    expect(await db.select().from(storedFiles).where(eq(storedFiles.key, key))).toEqual([]);
    // The e-mail is free again.
    expect((await server.register({ email: account.user.email })).user.email).toBe(account.user.email);
  });

  it('answers 422 on the email field for another e-mail, and deletes nothing', async () => {
    const account = await server.register();
    const token = account.accessToken;
    const project = await createProject(token);
    const wrong = errorOf(await deleteAccount(token, 'someone-else@example.com'), 422);
    expect(wrong).toMatchObject({ code: 'VALIDATION_ERROR' });
    expect(wrong.details).toEqual([{ field: 'email', message: ACCOUNT_MESSAGES.confirmEmail }]);
    // Empty, and missing altogether, it is refused the same way (the latter by the schema).
    const empty = await deleteAccount(token, '');
    expect(errorOf(empty, 422).details).toEqual([{ field: 'email', message: ACCOUNT_MESSAGES.confirmEmail }]);
    const missing = await server.request('POST', '/api/users/me/delete', { token, body: {} });
    expect(errorOf(missing, 422).details?.[0]?.field).toBe('email');

    expect(await userExists(account.user.id)).toBe(true);
    expect(await profileStatus(token)).toBe(200);
    expect(dataOf<ProjectView>(await server.request('GET', `/api/projects/${project.id}`, { token })).id).toBe(
      project.id,
    );
  });

  it('answers 401 without a token', async () => {
    expect(errorOf(await deleteAccount(undefined, 'ada@example.com'), 401)).toMatchObject({ code: 'UNAUTHORIZED' });
  });

  it('refuses an API key (403): only a signed-in session may delete the account', async () => {
    const account = await server.register();
    await fixtures.setUserTier(account.user.id, 'motionmaker');
    const { secret } = dataOf<ApiKeyCreated>(
      await server.request('POST', '/api/api-keys', {
        token: account.accessToken,
        body: { name: 'Pipeline', expiresInDays: 30 },
      }),
    );
    expect(errorOf(await deleteAccount(secret, account.user.email), 403)).toMatchObject({
      code: 'FORBIDDEN',
      message: API_KEY_MESSAGES.sessionOnly,
    });
    expect(await userExists(account.user.id)).toBe(true);
  });

  it("keeps a file a collaborator's clone still uses, charged to nobody", async () => {
    const { owner, collaborator, project } = await sharedProject();
    const uploaded = await assetWithReference(owner.accessToken, project.id);
    const key = storedKeyOf(uploaded.reference_image);
    const copy = dataOf<ProjectView>(
      await server.request('POST', `/api/projects/${project.id}/clone`, { token: collaborator.accessToken }),
    );

    dataOf(await deleteAccount(owner.accessToken, owner.user.email));
    expect(await userExists(owner.user.id)).toBe(false);
    expect(
      (await server.request('GET', `/api/projects/${project.id}`, { token: collaborator.accessToken })).status,
    ).toBe(404);

    const [cloned] = dataOf<PresentedAsset[]>(
      await server.request('GET', `/api/assets/project/${copy.id}`, { token: collaborator.accessToken }),
    );
    expect(cloned!.referenceImages.map(storedKeyOf)).toEqual([key]);
    expect(await isStored(server, key), `the clone's reference image ${key} was deleted`).toBe(true);
    const served = await fetch(`${server.url}${cloned!.reference_image}`);
    expect(served.status).toBe(200);
    expect(served.headers.get('content-type')).toBe('image/png');
    const [row] = await server.database.db.select().from(storedFiles).where(eq(storedFiles.key, key));
    expect(row).toMatchObject({ userId: null, refCount: 1, releasedAt: null });
  });

  it("leaves what a collaborator made in someone else's project to that project's owner", async () => {
    const { owner, collaborator, project } = await sharedProject();
    const token = collaborator.accessToken;
    const scenario = dataOf<Scenario>(
      await server.request('POST', '/api/scenarios', { token, body: { name: 'Their episode', projectId: project.id } }),
    );
    const asset = await assetWithReference(token, project.id);
    const key = storedKeyOf(asset.reference_image);

    dataOf(await deleteAccount(token, collaborator.user.email));
    expect(await userExists(collaborator.user.id)).toBe(false);
    const kept = dataOf<Scenario>(
      await server.request('GET', `/api/scenarios/${scenario.id}`, { token: owner.accessToken }),
    );
    expect(kept.name).toBe('Their episode');
    const keptAsset = dataOf<PresentedAsset>(
      await server.request('GET', `/api/assets/${asset.id}`, { token: owner.accessToken }),
    );
    expect(keptAsset.referenceImages.map(storedKeyOf)).toEqual([key]);
    expect(await isStored(server, key)).toBe(true);
  });
});
