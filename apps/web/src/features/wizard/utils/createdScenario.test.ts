import { describe, expect, it } from 'vitest';
import { createdScenarioPath, createdSearch } from './createdScenario';

const project = '0f8fad5b-d9cb-469f-a165-70867728950e';
const scenario = '7c9e6679-7425-40de-944b-e07fc1f90ae7';

describe('the created episode in the wizard address', () => {
  it('round trips a project and an episode to the episode path', () => {
    const value = new URLSearchParams(createdSearch(project, scenario)).get('created');
    expect(createdScenarioPath(value)).toBe(`/projects/${project}/scenarios/${scenario}`);
  });

  it('ignores a missing or malformed value', () => {
    expect(createdScenarioPath(null)).toBeNull();
    expect(createdScenarioPath(`${project}`)).toBeNull();
    expect(createdScenarioPath(`${project}:../../etc`)).toBeNull();
  });
});
