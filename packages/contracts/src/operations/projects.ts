import { z } from 'zod';
import {
  ProjectCollaborator,
  ProjectCollaboratorAddInput,
  ProjectCollaboratorRemoveInput,
  ProjectCollaboratorRemoved,
  ProjectDetails,
  ProjectGetInput,
  ProjectIdParams,
  ProjectListInput,
  ProjectListResult,
  ProjectMoveToTeamInput,
  ProjectStats,
  ProjectUpdateInput,
  ProjectView,
  ProjectWithRole,
} from '../api/projects.ts';
import { ProjectCreateWithStoryInput, ProjectCreateWithStoryResult } from '../api/story.ts';
import { ProjectCreateInput } from '../entities/project.ts';
import { defineContracts, del, get, patch, post, put } from './define.ts';
import { MULTI_LANGUAGE_GATE } from './feature-gate-rules.ts';
import { EXAMPLE_IDS } from './scenario-examples.ts';

const PROJECT_ID = '6f1c7c1e-4a0e-4b7a-9f55-2f0f3a7e9a11';
const OWNER_ID = '2b8e4f60-93d1-4c8a-8f0e-5a7d2c1b9e34';
const COLLABORATOR_ID = 'c4d5e6f7-1a2b-4c3d-8e9f-0a1b2c3d4e5f';
const SERIES_ID = '9a7b6c5d-4e3f-4a1b-9c8d-7e6f5a4b3c2d';
const COPY_ID = '7d8e9f0a-1b2c-4d3e-8f4a-5b6c7d8e9f0a';
const TEAM_ID = '5b1d7c3e-2a4f-4b6d-8e9f-0a1b2c3d4e5f';

/** A project as the examples show it. */
const exampleProject: ProjectView = {
  id: PROJECT_ID,
  name: 'Moon Saga',
  description: 'A crew of three flies to the far side of the moon.',
  userId: OWNER_ID,
  seriesId: SERIES_ID,
  visibility: 'private',
  status: 'active',
  tags: ['sci-fi', 'space'],
  metadata: {},
  supportedLanguages: ['en', 'de'],
  style: { moduleId: null, preset: 'photorealistic', reference_image_url: null, custom_description: 'Cold blue light' },
  teamId: null,
  deletedAt: null,
  createdAt: '2026-03-02T09:15:00.000Z',
  updatedAt: '2026-03-04T17:40:12.000Z',
};

export const projectsContracts = defineContracts({
  'projects.list': {
    summary:
      "List the caller's own, shared and teams' projects (teamId: one team's, or 'personal'), one page at a time",
    auth: 'required',
    http: get('/api/projects'),
    input: ProjectListInput,
    output: ProjectListResult,
    example: {
      input: { search: 'moon', sort: 'recent', limit: 20, offset: 0 },
      output: { items: [{ ...exampleProject, role: 'owner', teamRole: null }], total: 1, limit: 20, offset: 0 },
    },
  },
  'projects.listWithPreviews': {
    summary: 'List projects with their preview image, counts and total duration',
    auth: 'required',
    http: get('/api/projects/with-previews'),
    input: ProjectListInput,
    output: ProjectListResult,
    example: {
      input: { sort: 'modified', limit: 20, offset: 0 },
      output: {
        items: [
          {
            ...exampleProject,
            role: 'owner',
            teamRole: null,
            created_at: exampleProject.createdAt,
            updated_at: '2026-03-05T08:02:45.000Z',
            scenario_count: 2,
            asset_count: 5,
            total_duration: 94.5,
            previewImage: 'https://cdn.example.com/media/previews/moon-saga.png',
          },
        ],
        total: 1,
        limit: 20,
        offset: 0,
      },
    },
  },
  'project.get': {
    summary: "Get a project with the caller's role (with details=true: also owner, collaborators and counts)",
    auth: 'required',
    http: get('/api/projects/:id'),
    input: ProjectGetInput,
    output: z.union([ProjectDetails, ProjectWithRole]),
    example: { input: { id: PROJECT_ID }, output: { ...exampleProject, role: 'owner', teamRole: null } },
  },
  'project.details': {
    summary: "Get a project with the caller's role, its owner, collaborators and content counts",
    auth: 'required',
    http: get('/api/projects/:id/details'),
    input: ProjectIdParams,
    output: ProjectDetails,
    example: {
      input: { id: PROJECT_ID },
      output: {
        ...exampleProject,
        role: 'owner',
        teamRole: null,
        owner: { id: OWNER_ID, name: 'Ada Lovelace', email: 'ada@example.com' },
        collaborators: [
          {
            id: COLLABORATOR_ID,
            name: 'Grace Hopper',
            email: 'grace@example.com',
            role: 'editor',
            addedAt: '2026-03-03T10:00:00.000Z',
          },
        ],
        scenario_count: 2,
        asset_count: 5,
      },
    },
  },
  'project.create': {
    summary: 'Create a project',
    auth: 'required',
    http: post('/api/projects'),
    /** In a team (issue 33): team management; languages beyond English: multi-language. */
    gate: [
      { feature: 'team_management', when: (input: ProjectCreateInput) => Boolean(input.teamId) },
      MULTI_LANGUAGE_GATE,
    ],
    input: ProjectCreateInput,
    output: ProjectView,
    example: {
      input: {
        name: 'Moon Saga',
        description: 'A crew of three flies to the far side of the moon.',
        seriesId: SERIES_ID,
        supportedLanguages: ['en', 'de'],
        tags: ['sci-fi', 'space'],
        style: { preset: 'photorealistic', custom_description: 'Cold blue light' },
      },
      output: { ...exampleProject, updatedAt: exampleProject.createdAt },
    },
  },
  'project.createWithStory': {
    summary: 'Create a project with its first episode, assets and shots from a story (the wizard)',
    auth: 'required',
    http: post('/api/projects/create-with-story'),
    gate: MULTI_LANGUAGE_GATE,
    input: ProjectCreateWithStoryInput,
    output: ProjectCreateWithStoryResult,
    example: {
      input: {
        name: 'The Keeper',
        story: 'Mira, a young lighthouse keeper, finds a mechanical fox washed up on the rocks.',
        targetDuration: 30,
        episodeName: 'Episode 1: The Fox',
        style: { preset: 'photorealistic' },
        assets: [
          { key: 'mira', name: 'Mira', type: 'character', description: 'A young lighthouse keeper' },
          { key: 'fox', name: 'Mechanical fox', type: 'prop', description: 'A brass fox with clockwork joints' },
        ],
        shots: [
          {
            type: 'wide',
            description: 'Rocky shore below the lighthouse at dawn',
            action: 'Mira finds the mechanical fox among the rocks',
            duration: 5,
            assetKeys: ['mira', 'fox'],
          },
        ],
      },
      output: {
        projectId: PROJECT_ID,
        scenarioId: EXAMPLE_IDS.scenario,
        assetIds: [EXAMPLE_IDS.asset, 'f0e1d2c3-b4a5-4968-8776-655443322110'],
        shotIds: [EXAMPLE_IDS.shot],
      },
    },
  },
  'project.update': {
    summary: 'Update a project (visibility, series and status: owner only)',
    auth: 'required',
    http: patch('/api/projects/:id'),
    aliases: [put('/api/projects/:id')],
    gate: MULTI_LANGUAGE_GATE,
    input: ProjectUpdateInput,
    output: ProjectView,
    example: {
      input: {
        id: PROJECT_ID,
        expectedUpdatedAt: '2026-03-04T17:40:12.000Z',
        name: 'Moon Saga: Far Side',
        visibility: 'shared',
      },
      output: {
        ...exampleProject,
        name: 'Moon Saga: Far Side',
        visibility: 'shared',
        updatedAt: '2026-03-05T11:20:00.000Z',
      },
    },
  },
  'project.delete': {
    summary: 'Move a project to the Recycle Bin (owner only)',
    auth: 'required',
    http: del('/api/projects/:id'),
    input: ProjectIdParams,
    output: ProjectView,
    example: {
      input: { id: PROJECT_ID },
      output: {
        ...exampleProject,
        status: 'deleted',
        deletedAt: '2026-03-06T12:00:00.000Z',
        updatedAt: '2026-03-06T12:00:00.000Z',
      },
    },
  },
  'project.clone': {
    summary: "Copy a project with all its content as a new private project named '… (Copy)'",
    auth: 'required',
    http: post('/api/projects/:id/clone'),
    input: ProjectIdParams,
    output: ProjectView,
    example: {
      input: { id: PROJECT_ID },
      output: {
        ...exampleProject,
        id: COPY_ID,
        name: 'Moon Saga (Copy)',
        createdAt: '2026-03-07T08:30:00.000Z',
        updatedAt: '2026-03-07T08:30:00.000Z',
      },
    },
  },
  'project.moveToTeam': {
    summary:
      'Move a project into a team, to another team, or out of its team (teamId null): collaborators, episodes and media stay',
    auth: 'required',
    http: put('/api/projects/:id/team'),
    gate: { feature: 'team_management' },
    input: ProjectMoveToTeamInput,
    output: ProjectView,
    example: {
      input: { id: PROJECT_ID, teamId: TEAM_ID },
      output: { ...exampleProject, teamId: TEAM_ID, updatedAt: '2026-03-06T09:00:00.000Z' },
    },
  },
  'project.addCollaborator': {
    summary: 'Share a project with a registered user by e-mail (owner only)',
    auth: 'required',
    http: post('/api/projects/:id/collaborators'),
    input: ProjectCollaboratorAddInput,
    output: ProjectCollaborator,
    example: {
      input: { id: PROJECT_ID, email: 'grace@example.com' },
      output: {
        id: COLLABORATOR_ID,
        name: 'Grace Hopper',
        email: 'grace@example.com',
        role: 'editor',
        addedAt: '2026-03-03T10:00:00.000Z',
      },
    },
  },
  'project.removeCollaborator': {
    summary: 'Remove a collaborator from a project (owner only)',
    auth: 'required',
    http: del('/api/projects/:id/collaborators/:collaboratorId'),
    input: ProjectCollaboratorRemoveInput,
    output: ProjectCollaboratorRemoved,
    example: {
      input: { id: PROJECT_ID, collaboratorId: COLLABORATOR_ID },
      output: { projectId: PROJECT_ID, collaboratorId: COLLABORATOR_ID },
    },
  },
  'project.stats': {
    summary: 'Get the counts of a project: episodes, assets by type, shots, duration and generated media',
    auth: 'required',
    http: get('/api/projects/:id/stats'),
    input: ProjectIdParams,
    output: ProjectStats,
    example: {
      input: { id: PROJECT_ID },
      output: {
        projectId: PROJECT_ID,
        scenario_count: 2,
        asset_count: 5,
        assets_by_type: { character: 3, location: 1, prop: 1, style: 0 },
        shot_count: 14,
        total_duration: 94.5,
        generated_images: 21,
        generated_videos: 6,
      },
    },
  },
});
