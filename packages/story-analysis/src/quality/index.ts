// `@sym/story-analysis/quality`: the fixture stories with the assets a writer would list for them, and the
// precision and recall of the analysis against them; shared by the tests, the bench and the server's tests.
export {
  ASSET_TYPES,
  FIXTURE_LANGUAGES,
  addTallies,
  formsMatch,
  loadQualityFixtures,
  normalizeForm,
  precision,
  recall,
  scoreFixtures,
  scoreStory,
  type ExpectedAsset,
  type QualityFixture,
  type Tally,
} from './story-quality.ts';
export { goesBy, loadStoryFixtures, type StoryFixture } from './story-fixtures.ts';
