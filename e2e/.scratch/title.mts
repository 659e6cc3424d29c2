import { launchBrowser, newPage } from '../support/browser.ts';
const b = await launchBrowser();
const page = await newPage(b);
await page.goto('http://brain.localhost:18081/');
await page.getByLabel('Email').fill('advisor@brain.example');
await page.getByLabel('Password').fill('stride-demo');
await page.getByRole('button', { name: 'Sign in' }).click();
await page.waitForURL('**/participants');
for (let i = 0; i < 6; i++) { console.log(Date.now() % 100000, await page.title()); await page.waitForTimeout(500); }
await page.getByRole('link', { name: 'Companies' }).click();
for (let i = 0; i < 3; i++) { console.log(Date.now() % 100000, await page.title()); await page.waitForTimeout(500); }
await page.reload();
for (let i = 0; i < 4; i++) { console.log('reload', await page.title()); await page.waitForTimeout(500); }
await b.close();
