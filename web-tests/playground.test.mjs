// The playground page in Debian's headless Chromium, against a running `grundy serve` (its
// address in GRUNDY_URL; `./run` starts one): generate a path-marking input, solve it, ask for a
// hint and take a move back, and play a game to its end by clicking, the engine holding the
// winning side. Screenshots go to screenshots/.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium } from 'playwright-core';

const url = process.env.GRUNDY_URL;
const shots = new URL('./screenshots/', import.meta.url).pathname;
let context;
let profile;
let page;

before(async () => {
  assert.ok(url, 'GRUNDY_URL names the server (web-tests/run starts one)');
  mkdirSync(shots, { recursive: true });
  profile = mkdtempSync(join(tmpdir(), 'grundy-chromium-'));
  // A fresh profile of its own (Playwright passes it as --user-data-dir).
  context = await chromium.launchPersistentContext(profile, {
    executablePath: '/usr/bin/chromium',
    headless: true,
    args: [
      '--headless',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
    ],
    viewport: { width: 1200, height: 1000 },
  });
  page = await context.newPage();
  page.on('pageerror', (error) => assert.fail(`the page threw: ${error.message}`));
});

after(async () => {
  await context?.close();
  if (profile) rmSync(profile, { recursive: true, force: true });
});

/** The text of the moves played so far, as the page shows it. */
const history = () => page.locator('#history').textContent();

/** Clicks a move (its picture element when the picture has one: the edge's label, else its
 * button) and waits for the server's answer to show. */
async function play(label) {
  const before = await history();
  const element = page.locator(`#play-picture [data-move="${label}"].legal`);
  if ((await element.count()) > 0) {
    await element.last().click();
  } else {
    await page.locator(`#moves button[data-move="${label}"]`).click();
  }
  await page.waitForFunction((text) => document.getElementById('history').textContent !== text, before);
}

test('the page solves a generated path-marking input and the engine wins from a winning position', async () => {
  await page.goto(url);
  await page.waitForSelector('body[data-ready="true"]');
  assert.equal(await page.locator('#game').inputValue(), 'path-marking');
  assert.match(await page.locator('#page').textContent(), /Input/);

  // Generate a path of 6 nodes: 5 edges, all on one path, so the first player wins.
  await page.selectOption('#family', 'path');
  await page.fill('#size', '6');
  await page.fill('#seed', '1');
  await page.click('#generate');
  await page.waitForFunction(() => document.getElementById('input').value.startsWith('1\n6\n'));

  await page.click('#solve');
  await page.waitForSelector('#answer:not([hidden]) #picture svg');
  assert.equal(await page.locator('#output').textContent(), 'Play now\n');
  assert.match(await page.locator('#explanation').textContent(), /the first player \(Bob\) wins/);
  await page.screenshot({ path: join(shots, 'solved.png'), fullPage: true });

  // The person moves first: a hint colours the moves, one wins; Undo takes it back.
  await page.selectOption('#first', 'human');
  await page.click('#start');
  await page.waitForSelector('#board:not([hidden]) #moves button');
  assert.match(await page.locator('#turn').textContent(), /you win with best play/);
  await page.click('#hint');
  await page.waitForSelector('#moves button.wins');
  const winning = await page.locator('#moves button.wins').allTextContents();
  assert.ok(winning.length > 0);
  // The picture's edges stand for the same moves, coloured the same way.
  const edges = await page.locator('#play-picture g[data-move].wins').evaluateAll((groups) =>
    groups.map((group) => group.dataset.move),
  );
  assert.deepEqual([...new Set(edges)].sort(), [...winning].sort());
  await page.screenshot({ path: join(shots, 'hint.png'), fullPage: true });
  await play(winning[0]);
  assert.match(await history(), new RegExp(`^you: ${winning[0]} · engine: `));
  assert.ok((await page.locator(`#play-picture g[data-move="${winning[0]}"].played`).count()) > 0);
  await page.click('#undo');
  await page.waitForFunction(() => document.getElementById('history').textContent === 'none');
  assert.equal(await page.locator('#moves button').count(), 5);

  // The engine moves first from a position the first player wins: it must win, whatever the
  // person clicks.
  await page.selectOption('#first', 'engine');
  await page.click('#start');
  await page.waitForFunction(() => document.getElementById('history').textContent !== 'none');
  assert.match(await page.locator('#turn').textContent(), /you lose with best play/);
  for (let turn = 0; turn < 10; turn++) {
    if (/Game over/.test(await page.locator('#turn').textContent())) break;
    const first = await page.locator('#moves button').first().textContent();
    await play(first);
    if (turn === 0) await page.screenshot({ path: join(shots, 'playing.png'), fullPage: true });
  }
  const end = await page.locator('#turn').textContent();
  assert.match(end, /Game over: you have no move left\. The engine wins\./);
  assert.equal(await page.locator('#moves button').count(), 0);
  await page.screenshot({ path: join(shots, 'played.png'), fullPage: true });

  // The README's picture: a random tree, a move each, then a hint.
  await page.selectOption('#family', 'random');
  await page.fill('#size', '10');
  await page.fill('#seed', '4');
  await page.click('#generate');
  await page.waitForFunction(() => document.getElementById('input').value.startsWith('1\n10\n'));
  await page.selectOption('#first', 'human');
  await page.click('#start');
  await page.waitForFunction(() => document.getElementById('history').textContent === 'none');
  await play(await page.locator('#moves button').first().textContent());
  await page.click('#hint');
  await page.waitForSelector('#moves button.wins, #moves button.loses');
  await page.locator('#play-section').screenshot({ path: join(shots, 'web.png') });
});
