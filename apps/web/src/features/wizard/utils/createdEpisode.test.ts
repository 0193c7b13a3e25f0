import { describe, expect, it } from 'vitest';
import { createdEpisodePath, createdSearch } from './createdEpisode';

const project = '0f8fad5b-d9cb-469f-a165-70867728950e';
const episode = '7c9e6679-7425-40de-944b-e07fc1f90ae7';

describe('the created episode in the wizard address', () => {
  it('round trips a project and an episode to the episode path', () => {
    const value = new URLSearchParams(createdSearch(project, episode)).get('created');
    expect(createdEpisodePath(value)).toBe(`/projects/${project}/scenarios/${episode}`);
  });

  it('ignores a missing or malformed value', () => {
    expect(createdEpisodePath(null)).toBeNull();
    expect(createdEpisodePath(`${project}`)).toBeNull();
    expect(createdEpisodePath(`${project}:../../etc`)).toBeNull();
  });
});
