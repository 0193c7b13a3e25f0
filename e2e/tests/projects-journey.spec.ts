import { type Page } from '@playwright/test';
import { expect, test } from '../support/test';
import { addShotsThroughApi, registerThroughUi } from '../support/accounts';
import { deflateSync } from 'node:zlib';

// A new user builds a small slate of projects: create, search, sort, reorder by drag, fill one project with
// folders, assets, a reference image and an episode with shots, then clone, delete and restore the copy.
const user = {
  name: 'Grace Hopper',
  email: `grace-${Date.now().toString(36)}@example.com`,
  password: 'compiler cobol 1959',
};

const projects = [
  { name: 'Moon Saga', description: 'A trip to the lunar surface' },
  { name: 'Arctic Drift', description: 'Sled dogs crossing the ice' },
  { name: 'Desert Bloom', description: 'Flowers after the rain' },
];

test.use({ colorScheme: 'dark' });

/** A real 16×16 RGB PNG (a diagonal gradient), built by hand so the server's image sniffing accepts it. */
function makePng(size = 16): Buffer {
  const crcTable = Array.from({ length: 256 }, (_, n) => {
    let c = n;
    for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
    return c >>> 0;
  });
  const crc32 = (data: Buffer) => {
    let c = 0xffffffff;
    for (const byte of data) c = crcTable[(c ^ byte) & 0xff]! ^ (c >>> 8);
    return (c ^ 0xffffffff) >>> 0;
  };
  const chunk = (type: string, data: Buffer) => {
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(crc32(body));
    return Buffer.concat([length, body, crc]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(size, 0);
  header.writeUInt32BE(size, 4);
  header.writeUInt8(8, 8); // bit depth
  header.writeUInt8(2, 9); // colour type: RGB
  const rows = Array.from({ length: size }, (_, y) =>
    Buffer.from([0, ...Array.from({ length: size }, (_, x) => [x * 16, y * 16, 200]).flat()]),
  );
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(Buffer.concat(rows))),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

const projectList = (page: Page) => page.getByRole('list', { name: 'Projects', exact: true });
const card = (page: Page, name: string) => projectList(page).getByRole('article', { name, exact: true });
/** The draggable list item around a card. */
const cardItem = (page: Page, name: string) =>
  projectList(page)
    .getByRole('listitem')
    .filter({ has: page.getByRole('article', { name, exact: true }) });
const cardTitles = (page: Page) => projectList(page).getByRole('heading', { level: 3 });

async function goToProjects(page: Page) {
  await page.getByRole('navigation', { name: 'Main navigation' }).getByRole('link', { name: 'Projects' }).click();
  await expect(page).toHaveURL(/\/projects$/);
  await expect(page.getByRole('heading', { name: 'Projects', level: 1 })).toBeVisible();
}

test('a user organises projects, fills one with assets and episodes, and clones, deletes and restores it', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await page.setViewportSize({ width: 1280, height: 800 });

  await test.step('register a fresh user', async () => {
    await registerThroughUi(page, user);
    await expect(page.getByRole('heading', { name: 'Create your first project' })).toBeVisible();
  });

  await test.step('create three projects through the new-project dialog', async () => {
    for (const project of projects) {
      await page.getByRole('button', { name: 'New project', exact: true }).click();
      const dialog = page.getByRole('dialog', { name: 'New project' });
      await dialog.getByLabel('Name').fill(project.name);
      await dialog.getByLabel('Description (optional)').fill(project.description);
      await dialog.getByRole('button', { name: 'Create project' }).click();
      // A new project opens at once; come back to the list for the next one.
      await expect(page).toHaveURL(/\/projects\/[^/]+\/scenarios$/);
      await expect(page.getByRole('heading', { name: project.name, level: 1 })).toBeVisible();
      await goToProjects(page);
    }
    await expect(cardTitles(page)).toHaveCount(3);
  });

  await test.step('search filters by name or description, ignoring case', async () => {
    const search = page.getByRole('searchbox', { name: 'Search' });
    await search.fill('mOOn');
    await expect(cardTitles(page)).toHaveText(['Moon Saga']);
    await search.fill('ICE');
    await expect(cardTitles(page)).toHaveText(['Arctic Drift']);
    await search.fill('no such story');
    await expect(page.getByText('No project matches your search or series filter.')).toBeVisible();
    await page.getByRole('button', { name: 'Clear search' }).click();
    await expect(cardTitles(page)).toHaveCount(3);
  });

  await test.step('sort by name', async () => {
    await page.getByLabel('Sort by').selectOption({ label: 'Name' });
    await expect(cardTitles(page)).toHaveText(['Arctic Drift', 'Desert Bloom', 'Moon Saga']);
  });

  await test.step('drag a card to a new place: the sort switches to custom and survives a reload', async () => {
    const moon = cardItem(page, 'Moon Saga');
    const arctic = cardItem(page, 'Arctic Drift');
    await moon.dragTo(arctic);
    await expect(cardTitles(page)).toHaveText(['Moon Saga', 'Arctic Drift', 'Desert Bloom']);
    await expect(page.getByLabel('Sort by')).toHaveValue('custom');

    await page.reload();
    await expect(page.getByLabel('Sort by')).toHaveValue('custom');
    await expect(cardTitles(page)).toHaveText(['Moon Saga', 'Arctic Drift', 'Desert Bloom']);
  });

  await test.step('open a project and put two assets into two folders', async () => {
    await card(page, 'Moon Saga').click();
    await expect(page).toHaveURL(/\/projects\/[^/]+\/scenarios$/);
    await page.getByRole('navigation', { name: 'Project sections' }).getByRole('link', { name: 'Assets' }).click();
    await expect(page).toHaveURL(/\/projects\/[^/]+\/assets/);
    await expect(page.getByRole('heading', { name: 'No characters yet' })).toBeVisible();

    for (const folder of ['Heroes', 'Vehicles']) {
      await page.getByRole('button', { name: 'New folder' }).click();
      await page.getByLabel('Folder name').fill(folder);
      await page.getByRole('button', { name: 'Create folder' }).click();
      await expect(page.getByLabel('Folder name')).toBeHidden();
    }

    // The first asset gets its folder in the asset dialog.
    await page.getByRole('button', { name: 'New asset' }).first().click();
    let dialog = page.getByRole('dialog', { name: 'New asset' });
    await dialog.getByLabel('Name').fill('Captain Vega');
    await dialog.getByLabel('Description').fill('Pilot of the lunar lander');
    await dialog.getByLabel('Folder').selectOption('Heroes');
    await dialog.getByRole('button', { name: 'Create asset' }).click();
    await expect(dialog).toBeHidden();

    // The second is created loose and moved with "Move to folder".
    await page.getByRole('button', { name: 'New asset' }).first().click();
    dialog = page.getByRole('dialog', { name: 'New asset' });
    await dialog.getByLabel('Name').fill('Old Rover');
    await dialog.getByRole('button', { name: 'Create asset' }).click();
    await expect(dialog).toBeHidden();
    await expect(
      page.getByRole('list', { name: 'Not in a folder' }).getByRole('button', { name: /^Old Rover/ }),
    ).toBeVisible();

    await page.getByRole('button', { name: 'Actions for Old Rover' }).click();
    await page.getByRole('menuitem', { name: 'Move to folder' }).click();
    dialog = page.getByRole('dialog', { name: 'Move “Old Rover” to a folder' });
    await dialog.getByLabel('Folder').selectOption('Vehicles');
    await dialog.getByRole('button', { name: 'Move' }).click();
    await expect(dialog).toBeHidden();

    await expect(page.getByRole('heading', { name: /Heroes/ })).toBeVisible();
    await expect(page.getByRole('heading', { name: /Vehicles/ })).toBeVisible();
    await expect(
      page.getByRole('list', { name: 'Heroes' }).getByRole('button', { name: /^Captain Vega/ }),
    ).toBeVisible();
    await expect(
      page.getByRole('list', { name: 'Vehicles' }).getByRole('button', { name: /^Old Rover/ }),
    ).toBeVisible();
    await expect(page.getByRole('list', { name: 'Not in a folder' })).toHaveCount(0);
  });

  await test.step('select an asset and upload its reference image', async () => {
    await page
      .getByRole('list', { name: 'Heroes' })
      .getByRole('button', { name: /^Captain Vega/ })
      .click();
    const details = page.getByRole('article', { name: 'Asset details' });
    await expect(details.getByRole('heading', { name: 'Captain Vega' })).toBeVisible();
    await details.getByLabel('Upload image').setInputFiles({
      name: 'captain-vega.png',
      mimeType: 'image/png',
      buffer: makePng(),
    });
    const image = details.getByRole('img', { name: 'Reference image of Captain Vega' });
    await expect(image).toBeVisible();
    await expect.poll(() => image.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(16);
    await expect(details.getByText('Replace image')).toBeVisible();
  });

  let projectId = '';
  await test.step('create an episode and give it two shots', async () => {
    await page.getByRole('navigation', { name: 'Project sections' }).getByRole('link', { name: 'Scenarios' }).click();
    await expect(page).toHaveURL(/\/projects\/[^/]+\/scenarios$/);
    projectId = /\/projects\/([^/]+)\//.exec(page.url())![1]!;

    await page.getByRole('button', { name: 'New episode' }).first().click();
    const dialog = page.getByRole('dialog', { name: 'New episode' });
    await dialog.getByLabel('Name').fill('Pilot');
    await dialog.getByLabel('Description (optional)').fill('Launch day');
    await dialog.getByRole('radio', { name: 'Portrait 9:16' }).check();
    await dialog.getByRole('button', { name: 'Create episode' }).click();
    await expect(dialog).toBeHidden();

    await page.getByRole('link', { name: 'Pilot', exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`/projects/${projectId}/scenarios/[^/]+$`));
    const scenarioId = page.url().split('/').at(-1)!;

    // The shot editor comes later: add the shots through the API as the signed-in user.
    await addShotsThroughApi(page, scenarioId, [
      { description: 'The lander on the pad at dawn', duration: 3 },
      { description: 'Captain Vega climbs the ladder', duration: 5 },
    ]);

    await page.goBack();
    await expect(page).toHaveURL(new RegExp(`/projects/${projectId}/scenarios$`));
    await page.reload();
    const row = page.getByRole('listitem').filter({ has: page.getByRole('link', { name: 'Pilot', exact: true }) });
    await expect(row).toContainText(/Shots\s*2(?!\d)/);
    await expect(row).toContainText(/Duration\s*0:08/);
  });

  await test.step('clone the project from its card menu', async () => {
    await goToProjects(page);
    await page.getByRole('button', { name: 'Actions for Moon Saga', exact: true }).click();
    await page.getByRole('menuitem', { name: 'Clone' }).click();
    await expect(page.getByText('Cloned as "Moon Saga (Copy)".')).toBeVisible();
    // The copy carries the episode and the assets of the original.
    for (const name of ['Moon Saga', 'Moon Saga (Copy)']) {
      await expect(card(page, name)).toContainText(/Episodes\s*1(?!\d)/);
      await expect(card(page, name)).toContainText(/Assets\s*2(?!\d)/);
      await expect(card(page, name)).toContainText(/Duration\s*0:08/);
    }
    await expect(cardTitles(page)).toHaveCount(4);
  });

  await test.step('select the copy and delete it', async () => {
    await page.getByRole('checkbox', { name: 'Select Moon Saga (Copy)', exact: true }).check();
    const selection = page.getByRole('region', { name: 'Selected projects' });
    await expect(selection).toContainText('1 selected');
    await selection.getByRole('button', { name: 'Delete' }).click();
    const confirm = page.getByRole('alertdialog', { name: 'Delete projects' });
    await expect(confirm).toContainText('Delete 1 project(s)? You can restore them from the Recycle Bin.');
    await confirm.getByRole('button', { name: 'Delete' }).click();
    await expect(confirm).toBeHidden();
    await expect(card(page, 'Moon Saga (Copy)')).toHaveCount(0);
    await expect(cardTitles(page)).toHaveCount(3);
  });

  await test.step('restore the copy from the Recycle Bin', async () => {
    await page.getByRole('button', { name: 'User menu' }).click();
    await page.getByRole('menuitem', { name: 'Recycle Bin' }).click();
    await expect(page).toHaveURL(/\/recycling$/);
    await expect(page.getByRole('heading', { name: 'Recycle Bin', level: 1 })).toBeVisible();
    const item = page.getByRole('list', { name: 'Recycle Bin' }).getByRole('listitem', { name: 'Moon Saga (Copy)' });
    await expect(item).toContainText('Project');
    await item.getByRole('button', { name: 'Restore Moon Saga (Copy)' }).click();
    await expect(page.getByText('"Moon Saga (Copy)" was restored.')).toBeVisible();
    await expect(page.getByRole('heading', { name: 'The Recycle Bin is empty' })).toBeVisible();

    await goToProjects(page);
    await expect(card(page, 'Moon Saga (Copy)')).toBeVisible();
    await expect(cardTitles(page)).toHaveCount(4);
  });
});
