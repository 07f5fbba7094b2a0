import type { Page } from '@playwright/test';
import { axeViolations, wcagAAAndBestPractice } from './axe.ts';
import { expect, test } from './fixtures.ts';
import { pageSettled } from './public-fixtures.ts';

// axe-core finds no violation on any public page, at phone and desktop widths,
// with the islands hydrated and their data shown, nor in the states visitors
// reach by interacting (open menu, project detail, toasts, 404).

async function expectNoViolations(page: Page): Promise<void> {
  expect(await axeViolations(page, wcagAAAndBestPractice)).toEqual([]);
}

async function loadFully(page: Page, route: string): Promise<void> {
  await page.goto(route);
  await pageSettled(page);
  await page.evaluate(() => window.scrollTo({ top: 0, behavior: 'instant' }));
}

// Every built page is checked at both widths in public-routes.spec.ts.

test("axe finds no violation on a project's own page, rendered by the portfolio function", async ({ page, request }) => {
  const projects = (await (await request.get('/api/projects-enhanced')).json()) as { slug: string; technologies: unknown[] }[];
  const project = projects.find((candidate) => candidate.technologies.length > 0)!;
  await page.setViewportSize({ width: 1280, height: 900 });
  await loadFully(page, `/projects-enhanced/${project.slug}`);
  await expectNoViolations(page);
  await page.setViewportSize({ width: 375, height: 800 });
  await expectNoViolations(page);
});

test('axe finds no violation on the 404 page and with the phone menu open', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 800 });
  await loadFully(page, '/this-page-does-not-exist');
  await expectNoViolations(page);
  await page.getByRole('button', { name: 'Menu' }).click();
  await expectNoViolations(page);
});

test('axe finds no violation in an open project detail', async ({ page }) => {
  await loadFully(page, '/projects-enhanced');
  await expect(page.getByTestId('project-card').first()).toBeVisible();
  await page.getByTestId('project-card').first().click();
  await expect(page.getByRole('dialog')).toBeVisible();
  await expectNoViolations(page);
});

test('axe finds no violation with the contact form showing its toasts', async ({ page }) => {
  await loadFully(page, '/contact');
  const form = page.getByRole('form', { name: 'Send us a message' });
  await form.getByLabel('Full Name').fill('A');
  await form.getByLabel('Email Address').fill('a@b');
  await form.getByLabel('Message').fill('short');
  await page.getByRole('button', { name: 'Send Message' }).click();
  await expect(page.getByRole('alert').first()).toBeVisible();
  await expectNoViolations(page);
});
