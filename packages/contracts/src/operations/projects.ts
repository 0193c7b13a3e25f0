import {
  ProjectCollaboratorAddInput,
  ProjectCollaboratorRemoveInput,
  ProjectGetInput,
  ProjectIdParams,
  ProjectListInput,
  ProjectUpdateInput,
} from '../api/projects.ts';
import { ProjectCreateWithStoryInput } from '../api/story.ts';
import { ProjectCreateInput } from '../entities/project.ts';
import { PendingOutput, defineContracts, del, get, patch, post, put } from './define.ts';

export const projectsContracts = defineContracts({
  'projects.list': {
    summary: 'List projects',
    auth: 'required',
    http: get('/api/projects'),
    input: ProjectListInput,
    output: PendingOutput,
  },
  'projects.listWithPreviews': {
    summary: 'List with previews projects',
    auth: 'required',
    http: get('/api/projects/with-previews'),
    input: ProjectListInput,
    output: PendingOutput,
  },
  'project.get': {
    summary: 'Get project',
    auth: 'required',
    http: get('/api/projects/:id'),
    input: ProjectGetInput,
    output: PendingOutput,
  },
  'project.details': {
    summary: 'Details project',
    auth: 'required',
    http: get('/api/projects/:id/details'),
    input: ProjectIdParams,
    output: PendingOutput,
  },
  'project.create': {
    summary: 'Create project',
    auth: 'required',
    http: post('/api/projects'),
    input: ProjectCreateInput,
    output: PendingOutput,
  },
  'project.createWithStory': {
    summary: 'Create with story project',
    auth: 'required',
    http: post('/api/projects/create-with-story'),
    input: ProjectCreateWithStoryInput,
    output: PendingOutput,
  },
  'project.update': {
    summary: 'Update project',
    auth: 'required',
    http: patch('/api/projects/:id'),
    aliases: [put('/api/projects/:id')],
    input: ProjectUpdateInput,
    output: PendingOutput,
  },
  'project.delete': {
    summary: 'Delete project',
    auth: 'required',
    http: del('/api/projects/:id'),
    input: ProjectIdParams,
    output: PendingOutput,
  },
  'project.clone': {
    summary: 'Clone project',
    auth: 'required',
    http: post('/api/projects/:id/clone'),
    input: ProjectIdParams,
    output: PendingOutput,
  },
  'project.addCollaborator': {
    summary: 'Add collaborator project',
    auth: 'required',
    http: post('/api/projects/:id/collaborators'),
    input: ProjectCollaboratorAddInput,
    output: PendingOutput,
  },
  'project.removeCollaborator': {
    summary: 'Remove collaborator project',
    auth: 'required',
    http: del('/api/projects/:id/collaborators/:collaboratorId'),
    input: ProjectCollaboratorRemoveInput,
    output: PendingOutput,
  },
  'project.stats': {
    summary: 'Stats project',
    auth: 'required',
    http: get('/api/projects/:id/stats'),
    input: ProjectIdParams,
    output: PendingOutput,
  },
});
