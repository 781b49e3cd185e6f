// The playground page in Debian's headless Chromium, against a running `grundy serve` (its
// address in GRUNDY_URL; `./run` starts one): generate a path-marking input, solve it, ask for a
// hint and take a move back, and play games to their end by clicking their pictures (path-marking
// and graph-hackenbush edges, nim's heaps), the engine holding the winning side; choose
// split-game's move of three clicks, array-game's of two and moore-nim's of two heaps.
// Screenshots go to screenshots/.
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

/** Clicks a picture element as a person would: an edge at the middle of its line (its group's
 * box may have its centre off a curve), anything else at its centre. */
async function clickElement(element) {
  await element.scrollIntoViewIfNeeded();
  const point = await element.evaluate((group) => {
    const line = group.querySelector('path');
    if (!line) return null;
    const middle = line.getPointAtLength(line.getTotalLength() / 2).matrixTransform(line.getScreenCTM());
    return { x: middle.x, y: middle.y };
  });
  if (point) {
    await page.mouse.click(point.x, point.y);
  } else {
    await element.click();
  }
}

/** Waits until the page shows a state after the moves `before` named. */
async function answered(before) {
  await page.waitForFunction((text) => document.getElementById('history').textContent !== text, before);
}

/** Clicks a move (its picture element when the picture has one: the edge's label, else its
 * button) and waits for the server's answer to show. */
async function play(label) {
  const before = await history();
  const element = page.locator(`#play-picture [data-move="${label}"].legal`);
  if ((await element.count()) > 0) {
    await clickElement(element.last());
  } else {
    await page.locator(`#moves button[data-move="${label}"]`).click();
  }
  await answered(before);
}

/** Starts a game of `id` on `input`, `first` moving first, and waits for its first state. */
async function start(id, input, first) {
  await page.goto(url);
  await page.waitForSelector('body[data-ready="true"]');
  await page.selectOption('#game', id);
  await page.fill('#input', input);
  await page.selectOption('#first', first);
  await page.click('#start');
  await page.waitForSelector('#board:not([hidden]) #play-picture svg');
}

/** Plays to the end by clicking, each turn, the first element of the picture matching
 * `clickable` (a legal move's), and checks the picture shows each new position; returns the
 * number of moves clicked. */
async function playByClicks(clickable) {
  let clicks = 0;
  while (!/Game over/.test(await page.locator('#turn').textContent())) {
    const before = await history();
    const position = await page.locator('#position').textContent();
    await clickElement(page.locator(`#play-picture ${clickable}`).first());
    await answered(before);
    clicks++;
    const title = await page.locator('#play-picture svg > title').textContent();
    assert.ok(title.endsWith(await page.locator('#position').textContent()), title);
    assert.notEqual(await page.locator('#position').textContent(), position);
    assert.ok(clicks < 40, 'the game ends');
  }
  return clicks;
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
  // The picture is the position now: the edge marked is no longer a move.
  assert.equal(await page.locator(`#play-picture g[data-move="${winning[0]}"]`).count(), 0);
  assert.match(await page.locator('#play-picture svg > title').textContent(), /^path-marking: marked: /);
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

test('nim and graph-hackenbush are played to the end by clicking heaps and edges, and the engine wins', async () => {
  // Heaps 1 2 4: nim-sum 7, the first player wins; the engine moves first.
  await start('nim', '1\n3\n1 2 4\n', 'engine');
  assert.match(await page.locator('#turn').textContent(), /you lose with best play/);
  // Each click on a heap's last stone takes that one stone.
  const heaps = await playByClicks('.units > g.legal:last-child');
  assert.ok(heaps >= 1);
  assert.match(await page.locator('#turn').textContent(), /Game over: you have no move left\. The engine wins\./);
  await page.screenshot({ path: join(shots, 'nim.png'), fullPage: true });

  // A triangle on the ground with a tail and a loop: value 3 (not 0), the first player wins.
  await start('graph-hackenbush', '1\n4 5\n1 2\n2 3\n3 1\n3 4\n4 4\n', 'engine');
  assert.match(await page.locator('#turn').textContent(), /you lose with best play/);
  assert.ok((await page.locator('#play-picture path[stroke-dasharray]').count()) > 0, 'the engine cut an edge');
  await page.screenshot({ path: join(shots, 'graph-hackenbush.png'), fullPage: true });
  const edges = await playByClicks('g[data-move].legal');
  assert.ok(edges >= 1);
  assert.match(await page.locator('#turn').textContent(), /Game over: you have no move left\. The engine wins\./);
});

test("split-game's move takes three clicks, shown as they are chosen; Escape starts over", async () => {
  await start('split-game', '1\n4\n1 0 1 3\n', 'human');
  const bottle = (index) => page.locator(`#play-picture [data-part="${index}"]`);
  await bottle(0).click();
  await page.waitForSelector('#chosen:not([hidden])');
  assert.equal(await page.locator('#chosen-words').textContent(), '0');
  assert.deepEqual(await page.locator('#moves button').allTextContents(), ['0 1 1', '0 1 2', '0 1 3', '0 2 2', '0 2 3', '0 3 3']);
  assert.ok((await bottle(0).getAttribute('class')).split(' ').includes('chosen'));
  await page.keyboard.press('Escape');
  await page.waitForSelector('#chosen[hidden]', { state: 'attached' });
  assert.equal(await page.locator('#moves button').count(), 7);

  await bottle(0).click();
  await bottle(2).click();
  assert.equal(await page.locator('#chosen-words').textContent(), '0 2');
  await page.click('#hint');
  await page.waitForSelector('#moves button.wins');
  // The hint keeps the choice: the bottles chosen stay outlined, the one that wins next green.
  assert.equal(await page.locator('#play-picture .chosen').count(), 2);
  assert.ok((await bottle(3).getAttribute('class')).split(' ').includes('wins'));
  await page.screenshot({ path: join(shots, 'split-game.png'), fullPage: true });
  await bottle(3).click();
  await answered('none');
  assert.match(await history(), /^you: 0 2 3 · engine: /);
  assert.match(await page.locator('#position').textContent(), /^beans /);
  assert.ok(await page.locator('#chosen').isHidden());
});

test("moore-nim's move lowers several heaps, clicked in any order, and Enter plays it", async () => {
  // Heaps 3 2 1 1 1 1 1 (the example's choice from seed 0); a move lowers 1 to 6 of them.
  await start('moore-nim', '7 3 6\n1 2 3\n', 'human');
  const stone = (piece) => page.locator(`#play-picture [data-piece="${piece}"]`);
  await stone('heap 3 to 0').click();
  await page.waitForSelector('#chosen:not([hidden])');
  assert.equal(await page.locator('#chosen-words').textContent(), 'heap 3 to 0');
  // A move of one heap, which a second may still join: played only when asked.
  assert.ok(await page.locator('#play-chosen').isVisible());
  assert.equal(await history(), 'none');
  await stone('heap 1 to 0').click();
  assert.equal(await page.locator('#chosen-words').textContent(), 'heap 3 to 0, heap 1 to 0');
  // Another stone of heap 1 replaces the first; the buttons narrow to the moves with both.
  await stone('heap 1 to 1').click();
  assert.equal(await page.locator('#chosen-words').textContent(), 'heap 3 to 0, heap 1 to 1');
  assert.equal(await page.locator('#play-picture .chosen').count(), 2);
  const listed = await page.locator('#moves button').allTextContents();
  assert.ok(listed.includes('heap 1 to 1, heap 3 to 0'), listed.join(' / '));
  assert.ok(listed.every((label) => label.includes('heap 1 to 1') && label.includes('heap 3 to 0')));
  await page.screenshot({ path: join(shots, 'moore-nim.png'), fullPage: true });
  await page.keyboard.press('Enter');
  await answered('none');
  assert.match(await history(), /^you: heap 1 to 1, heap 3 to 0 · engine: /);
  assert.ok(await page.locator('#chosen').isHidden());
});

test("array-game's move is two clicks: a white cell, then the last cell it flips", async () => {
  // Three cells, 1 and 2 white (the example's first query).
  await start('array-game', '3\n2\n2\n1 2\n2\n2 3\n', 'human');
  const cell = (y) => page.locator(`#play-picture [data-part^="cell ${y}|"]`);
  await cell(1).click();
  await page.waitForSelector('#chosen:not([hidden])');
  assert.deepEqual(await page.locator('#moves button').allTextContents(), ['cell 1 k 1', 'cell 1 k 2', 'cell 1 k 3']);
  await cell(2).click();
  await answered('none');
  assert.match(await history(), /^you: cell 1 k 2/);
});
