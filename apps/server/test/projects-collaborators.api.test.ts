import { describe, expect, it } from 'vitest';
import { dataOf, errorOf, projectApi, useTestServer } from './helpers/fixtures.ts';

const server = useTestServer();
const { createProject, sharedProject } = projectApi(server);

describe('collaborators', () => {
  it('adds a registered user by e-mail once, within the base tier limit of 1', async () => {
    const { owner, collaborator, project } = await sharedProject();
    const again = await server.request('POST', `/api/projects/${project.id}/collaborators`, {
      token: owner.accessToken,
      body: { email: collaborator.user.email.toUpperCase() },
    });
    expect(dataOf(again)).toMatchObject({ id: collaborator.user.id, email: collaborator.user.email });
    const third = await server.register();
    const limit = errorOf(
      await server.request('POST', `/api/projects/${project.id}/collaborators`, {
        token: owner.accessToken,
        body: { email: third.user.email },
      }),
      403,
    );
    expect(limit.message).toBe(
      'Collaborator limit reached (1 per project on Sym). Upgrade to Motion Maker Pro for up to 10 collaborators.',
    );
  });

  it('answers 422 for an unknown e-mail, a malformed one or the owner’s own', async () => {
    const owner = await server.register();
    const project = await createProject(owner.accessToken);
    const path = `/api/projects/${project.id}/collaborators`;
    expect(
      errorOf(
        await server.request('POST', path, { token: owner.accessToken, body: { email: 'nobody@example.com' } }),
        422,
      ).details,
    ).toEqual([{ field: 'email', message: 'No registered user with this e-mail' }]);
    expect(
      errorOf(await server.request('POST', path, { token: owner.accessToken, body: { email: 'nope' } }), 422)
        .details?.[0]?.field,
    ).toBe('email');
    expect(
      errorOf(await server.request('POST', path, { token: owner.accessToken, body: { email: owner.user.email } }), 422)
        .details,
    ).toEqual([{ field: 'email', message: 'The owner cannot be added as a collaborator' }]);
  });

  it('is the owner’s to manage: a collaborator cannot add or remove (403); removing a non-collaborator is 404', async () => {
    const { owner, collaborator, project } = await sharedProject();
    const other = await server.register();
    expect(
      (
        await server.request('POST', `/api/projects/${project.id}/collaborators`, {
          token: collaborator.accessToken,
          body: { email: other.user.email },
        })
      ).status,
    ).toBe(403);
    expect(
      (
        await server.request('DELETE', `/api/projects/${project.id}/collaborators/${collaborator.user.id}`, {
          token: collaborator.accessToken,
        })
      ).status,
    ).toBe(403);
    expect(
      errorOf(
        await server.request('DELETE', `/api/projects/${project.id}/collaborators/${other.user.id}`, {
          token: owner.accessToken,
        }),
        404,
      ).message,
    ).toBe('Collaborator not found');
    expect(
      dataOf(
        await server.request('DELETE', `/api/projects/${project.id}/collaborators/${collaborator.user.id}`, {
          token: owner.accessToken,
        }),
      ),
    ).toEqual({ projectId: project.id, collaboratorId: collaborator.user.id });
    expect(
      (await server.request('GET', `/api/projects/${project.id}`, { token: collaborator.accessToken })).status,
    ).toBe(404);
  });
});
