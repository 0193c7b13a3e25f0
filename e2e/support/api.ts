import { expect, type Page } from '@playwright/test';

export type ApiMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** Calls the API as the page's signed-in user; fails the test unless it succeeds, and answers its data. */
export async function callApi<T>(page: Page, method: ApiMethod, path: string, data?: unknown): Promise<T> {
  const token = await page.evaluate(() => localStorage.getItem('sym.accessToken'));
  expect(token, 'signed in').toBeTruthy();
  const response = await page.request.fetch(path, {
    method,
    headers: { authorization: `Bearer ${token}` },
    data: data as Record<string, unknown> | undefined,
  });
  expect(response.ok(), await response.text()).toBe(true);
  return ((await response.json()) as { data: T }).data;
}

/** Generates the images of an episode's first `count` shots (all by default) locally and waits for the jobs. */
export async function generateShotImages(page: Page, scenarioId: string, count = Infinity): Promise<void> {
  const shots = await callApi<{ id: string }[]>(page, 'GET', `/api/scenarios/${scenarioId}/shots`);
  for (const shot of shots.slice(0, count)) {
    const ticket = await callApi<{ jobId: string; queue: string }>(
      page,
      'POST',
      `/api/scenarios/${scenarioId}/shots/${shot.id}/generate`,
    );
    await expect
      .poll(
        async () =>
          (await callApi<{ status: string }>(page, 'GET', `/api/jobs/${ticket.queue}/${ticket.jobId}`)).status,
        { timeout: 60_000 },
      )
      .toBe('completed');
  }
}
