// The playground page: every answer comes from the JSON API (docs/web.md); the page keeps the
// match as the list of the person's moves and replays it on every request.
'use strict';

const $ = (id) => document.getElementById(id);

let games = [];
let game = null;
/** The match in play: what /api/play takes, and the last state it answered. */
let match = null;

class ApiError extends Error {
  constructor(message, output) {
    super(message);
    this.output = output;
  }
}

async function api(path, body) {
  const response = await fetch(path, {
    method: body === undefined ? 'GET' : 'POST',
    headers: body === undefined ? {} : { 'Content-Type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const type = response.headers.get('Content-Type') || '';
  const data = type.startsWith('application/json') ? await response.json() : await response.text();
  if (!response.ok) {
    const message = typeof data === 'object' && data.error ? data.error : `${response.status} ${data}`;
    throw new ApiError(message, typeof data === 'object' ? data.output : undefined);
  }
  return data;
}

function escape(text) {
  return text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' }[c]));
}

/** Inline Markdown: code spans; a link shows its text only (the pages link to files of the
 * repository, which the server does not serve). */
function inline(text) {
  return escape(text)
    .replace(/`([^`]+)`/g, '<code>$1</code>')
    .replace(/\[([^\]]+)\]\([^)]*\)/g, '$1');
}

/** The game's page (Markdown: headings, paragraphs, lists, tables, code blocks) as HTML. */
function markdown(text) {
  const lines = text.split('\n');
  const html = [];
  let paragraph = [];
  let list = null;
  const flush = () => {
    if (paragraph.length) html.push(`<p>${inline(paragraph.join(' '))}</p>`);
    paragraph = [];
    if (list) html.push(`<ul>${list.map((item) => `<li>${inline(item)}</li>`).join('')}</ul>`);
    list = null;
  };
  for (let i = 0; i < lines.length; i++) {
    const line = lines[i];
    if (line.startsWith('```')) {
      flush();
      const code = [];
      for (i++; i < lines.length && !lines[i].startsWith('```'); i++) code.push(lines[i]);
      html.push(`<pre>${escape(code.join('\n'))}</pre>`);
    } else if (/^#{1,6} /.test(line)) {
      flush();
      const level = Math.min(line.indexOf(' ') + 2, 6);
      html.push(`<h${level}>${inline(line.slice(line.indexOf(' ') + 1))}</h${level}>`);
    } else if (line.startsWith('|')) {
      flush();
      const rows = [];
      for (; i < lines.length && lines[i].startsWith('|'); i++) {
        if (!/^\|[-|: ]+\|$/.test(lines[i])) rows.push(lines[i].slice(1, -1).split('|').map((cell) => cell.trim()));
      }
      i--;
      const [head, ...body] = rows;
      html.push(`<table><tr>${head.map((cell) => `<th>${inline(cell)}</th>`).join('')}</tr>${body
        .map((row) => `<tr>${row.map((cell) => `<td>${inline(cell)}</td>`).join('')}</tr>`)
        .join('')}</table>`);
    } else if (/^[*-] /.test(line)) {
      if (paragraph.length) flush();
      list = list || [];
      list.push(line.slice(2));
    } else if (list && /^\s+\S/.test(line)) {
      list[list.length - 1] += ' ' + line.trim();
    } else if (line.trim() === '') {
      flush();
    } else {
      if (list) flush();
      paragraph.push(line.trim());
    }
  }
  flush();
  return html.join('\n');
}

/** The example input of the game's page: the first code block under "## Example". */
function example(summary) {
  const at = summary.indexOf('## Example');
  if (at < 0) return null;
  const found = /```[a-z]*\n([\s\S]*?)```/.exec(summary.slice(at));
  return found ? found[1] : null;
}

function showError(element, error) {
  element.textContent = error ? error.message : '';
  element.hidden = !error;
}

function busy(text) {
  $('status').textContent = text;
}

function picture(element, svg) {
  const document_ = new DOMParser().parseFromString(svg, 'image/svg+xml');
  element.replaceChildren(document.importNode(document_.documentElement, true));
}

function chooseGame(id) {
  game = games.find((entry) => entry.id === id) || games[0];
  $('game').value = game.id;
  $('title').textContent = `${game.title}: ${game.rules}`;
  $('page').innerHTML = markdown(game.summary);
  $('family').replaceChildren(...game.families.map((family) => new Option(family, family)));
  $('size').value = game.default_size;
  $('example').disabled = example(game.summary) === null;
  $('test-noun').textContent = game.test_noun;
  $('play-section').hidden = !game.playable;
  $('answer').hidden = true;
  $('board').hidden = true;
  showError($('error'), null);
  showError($('play-error'), null);
  const text = example(game.summary);
  if (text !== null) $('input').value = text;
  match = null;
  history.replaceState(null, '', `#${game.id}`);
}

async function generate() {
  showError($('error'), null);
  busy('generating…');
  try {
    const answer = await api('/api/generate', {
      game: game.id,
      family: $('family').value,
      size: Number($('size').value),
      tests: Number($('tests').value),
      seed: Number($('seed').value),
    });
    $('input').value = answer.input;
    busy('generated');
  } catch (error) {
    showError($('error'), error);
    busy('');
  }
}

async function solve() {
  showError($('error'), null);
  const request = { game: game.id, input: $('input').value, method: $('method').value };
  busy('solving…');
  const started = performance.now();
  try {
    // One request at a time: the server works on a bounded number at once.
    const contest = await api('/api/solve', request);
    $('output').textContent = contest.output;
    const explained = await api('/api/solve', { ...request, report: 'explain' });
    $('explanation').textContent = explained.output;
    $('answer').hidden = false;
    busy(`solved in ${Math.round(performance.now() - started)} ms`);
    if (game.drawable) {
      try {
        picture($('picture'), await api('/api/draw', { game: game.id, input: request.input }));
      } catch (error) {
        $('picture').textContent = `No picture: ${error.message}`;
      }
    } else {
      $('picture').textContent = 'This game has no picture yet.';
    }
  } catch (error) {
    $('answer').hidden = error.output === undefined || error.output === '';
    $('output').textContent = error.output || '';
    $('explanation').textContent = '';
    $('picture').replaceChildren();
    showError($('error'), error);
    busy('');
  }
}

async function startGame() {
  showError($('play-error'), null);
  match = {
    request: {
      game: game.id,
      input: $('input').value,
      test: Number($('play-test').value),
      first: $('first').value,
      seed: Number($('play-seed').value),
      moves: [],
    },
    state: null,
    hint: null,
    drawing: new Set(),
    chosen: [],
    chosenElements: [],
    pieces: [],
    shown: null,
  };
  if (!(await replay())) {
    match = null;
    $('board').hidden = true;
    return;
  }
  render();
}

/** Asks the server for the state after the moves so far; false (and the error shown) if refused. */
async function replay(hint = false) {
  try {
    match.state = await api('/api/play', { ...match.request, hint });
    match.hint = hint ? match.state.winning_moves : null;
    match.drawing = hint ? new Set(match.state.drawing_moves ?? []) : new Set();
    showError($('play-error'), null);
    return true;
  } catch (error) {
    showError($('play-error'), error);
    return false;
  }
}

async function move(label) {
  if (!match || match.state.over) return;
  clearChoice();
  match.request.moves.push(label);
  if (!(await replay())) match.request.moves.pop();
  render();
}

async function undo() {
  if (!match || match.request.moves.length === 0) return;
  clearChoice();
  match.request.moves.pop();
  await replay();
  render();
}

async function hint() {
  if (!match) return;
  await replay(true);
  render();
}

function render() {
  const state = match.state;
  $('board').hidden = false;
  $('position').textContent = state.position;
  let turn;
  if (state.over) {
    const stuck = state.to_move === 'human' ? 'you have' : 'the engine has';
    const how = state.ending ? `${state.ending}.` : `${stuck} no move left.`;
    const who = { human: 'You win!', engine: 'The engine wins.' }[state.winner] ?? 'A draw: nobody wins.';
    turn = `Game over: ${how} ${who}`;
  } else {
    const engine = state.engine_move ? `The engine played ${state.engine_move}. ` : '';
    const verdict = {
      first: 'you win with best play',
      second: 'you lose with best play',
      draw: 'neither side can force a win: a draw with best play',
    }[state.verdict];
    turn = `${engine}Your move: ${verdict}.`;
  }
  $('turn').textContent = turn;
  $('turn').className = `turn${state.over ? (state.winner === 'human' ? ' won' : ' lost') : ''}`;
  const winning = match.hint ? new Set(match.hint) : null;
  // The picture of the current position, drawn again only when it changed (after a hint a
  // choice in progress keeps its elements).
  if (match.shown !== (state.picture ?? state.no_picture)) {
    match.shown = state.picture ?? state.no_picture;
    if (state.picture) {
      picture($('play-picture'), state.picture);
    } else {
      $('play-picture').textContent = state.no_picture ? `No picture: ${state.no_picture}` : '';
    }
  }
  const listed = state.moves.filter(goesOn);
  $('chosen').hidden = !choosing();
  $('chosen-words').textContent = match.pieces.length ? match.pieces.join(', ') : match.chosen.join(' ');
  $('play-chosen').hidden = named() === undefined;
  $('moves').replaceChildren(
    ...listed.map((label) => {
      const button = document.createElement('button');
      button.type = 'button';
      button.className = 'move';
      button.textContent = label;
      button.dataset.move = label;
      if (winning) button.classList.add(winning.has(label) ? 'wins' : match.drawing.has(label) ? 'draws' : 'loses');
      button.addEventListener('click', () => move(label));
      return button;
    }),
  );
  if (winning && winning.size === 0) {
    $('turn').textContent += match.drawing.size
      ? ' No move wins; the ones in grey hold the draw.'
      : ' No move wins: every move loses against best play.';
  }
  const first = match.request.first;
  $('history').textContent = state.history.length
    ? state.history
        .map((label, index) => `${(index % 2 === 0) === (first === 'human') ? 'you' : 'engine'}: ${label}`)
        .join(' · ')
    : 'none';
  $('undo').disabled = match.request.moves.length === 0;
  $('hint').disabled = state.over;
  markPicture(winning);
}

/** Whether the words of move `label` begin with the words `chosen`. */
function startsWith(label, chosen) {
  const words = label.split(' ');
  return chosen.length <= words.length && chosen.every((word, index) => words[index] === word);
}

/** Whether each of `pieces` (a piece of a move, or its first words) begins a different piece of
 * move `label`, whose label lists its pieces separated by ", " in any order (moore-nim's
 * `heap 1 to 0, heap 3 to 2`). */
function hasPieces(label, pieces) {
  const left = label.split(', ');
  return pieces.every((piece) => {
    const at = left.findIndex((whole) => startsWith(whole, piece.split(' ')));
    if (at >= 0) left.splice(at, 1);
    return at >= 0;
  });
}

/** Whether a move is being chosen by clicks. */
function choosing() {
  return match.chosen.length > 0 || match.pieces.length > 0;
}

/** Whether legal move `label` goes on with the choice so far: its words begin with the parts
 * chosen, and its pieces include the pieces chosen. */
function goesOn(label) {
  return startsWith(label, match.chosen) && hasPieces(label, match.pieces);
}

/** The legal move the choice so far names, if any: the words chosen are its label, or the
 * pieces chosen are all of its pieces. */
function named() {
  if (!match || match.state.over) return undefined;
  if (match.pieces.length) {
    return match.state.moves.find(
      (label) => label.split(', ').length === match.pieces.length && hasPieces(label, match.pieces),
    );
  }
  const label = match.chosen.join(' ');
  return match.state.moves.includes(label) ? label : undefined;
}

/** The words a click on a picture element adds to the move being chosen, and the legal moves
 * it leads to: a `data-move` element is its move; a `data-part` element adds the first of its
 * alternatives (separated by |) that some legal move goes on with (one written `=words`, once a
 * move is begun, names it from its start); a `data-piece` element adds
 * its piece (in place of the chosen pieces no legal move has together with it), or takes it
 * back when it is chosen already. */
function clickOn(element) {
  const legal = match.state.over ? [] : match.state.moves;
  if (element.dataset.move !== undefined) {
    const label = element.dataset.move;
    return { words: label.split(' '), moves: legal.includes(label) ? [label] : [], whole: true };
  }
  if (element.dataset.piece !== undefined) {
    const piece = element.dataset.piece;
    const pieces = match.pieces.includes(piece)
      ? match.pieces.filter((chosen) => chosen !== piece)
      : [...match.pieces.filter((chosen) => legal.some((label) => hasPieces(label, [chosen, piece]))), piece];
    const moves = legal.filter((label) => startsWith(label, match.chosen) && hasPieces(label, pieces));
    return { words: moves.length ? match.chosen : null, pieces, moves, whole: false };
  }
  for (const alternative of element.dataset.part.split('|')) {
    // `=cell 2 k 3`: once a move is begun, the words of the move from its start, taken when
    // they go on from the words chosen.
    const whole = alternative.startsWith('=') ? alternative.slice(1).split(' ') : null;
    if (whole && (match.chosen.length === 0 || !startsWith(whole.join(' '), match.chosen))) continue;
    const words = whole ?? [...match.chosen, ...alternative.split(' ')];
    const moves = legal.filter((label) => startsWith(label, words));
    if (moves.length) return { words, moves, whole: false };
  }
  return { words: null, moves: [], whole: false };
}

/** Marks the picture's elements that stand for moves or their parts: those a click on which
 * leads to a legal move, and (with a hint) whether some of those moves win (green), only hold
 * a draw (grey), or all lose (red). */
function markPicture(winning) {
  for (const element of $('play-picture').querySelectorAll('[data-move], [data-part], [data-piece]')) {
    const { moves } = clickOn(element);
    const legal = moves.length > 0;
    const wins = legal && Boolean(winning) && moves.some((label) => winning.has(label));
    const draws = legal && Boolean(winning) && !wins && moves.some((label) => match.drawing.has(label));
    element.classList.toggle('legal', legal);
    element.classList.toggle('wins', wins);
    element.classList.toggle('draws', draws);
    element.classList.toggle('loses', legal && Boolean(winning) && !wins && !draws);
  }
  for (const element of match.chosenElements) element.classList.add('chosen');
  for (const element of $('play-picture').querySelectorAll('[data-piece]')) {
    element.classList.toggle('chosen', match.pieces.includes(element.dataset.piece));
  }
}

/** Forgets the move being chosen. */
function clearChoice() {
  match.chosen = [];
  match.chosenElements = [];
  match.pieces = [];
}

/** Clears the move being chosen. */
function cancelChoice() {
  if (!match || !choosing()) return;
  clearChoice();
  showError($('play-error'), null);
  render();
}

$('play-picture').addEventListener('click', (event) => {
  if (!match || match.state.over) return;
  const element = event.target.closest('[data-move], [data-part], [data-piece]');
  if (!element) {
    cancelChoice();
    return;
  }
  const { words, pieces, moves, whole } = clickOn(element);
  if (whole) {
    if (moves.length) move(moves[0]);
    return;
  }
  if (!words) {
    const chosen = choosing() ? ` after “${$('chosen-words').textContent}”` : '';
    showError($('play-error'), new Error(`No legal move goes on with this${chosen}: Escape starts over.`));
    return;
  }
  showError($('play-error'), null);
  if (pieces) {
    // The move is played once no other legal move has every piece chosen; else the page waits
    // for another piece, Enter or "Play it".
    match.pieces = pieces;
    if (moves.length === 1 && moves[0].split(', ').length === pieces.length) {
      move(moves[0]);
      return;
    }
    render();
    return;
  }
  const label = words.join(' ');
  if (moves.length === 1 && moves[0] === label) {
    move(label);
    return;
  }
  match.chosen = words;
  match.chosenElements = [...match.chosenElements, element];
  render();
});

document.addEventListener('keydown', (event) => {
  if (!match || !choosing()) return;
  // Enter and Escape on a button or a field are theirs.
  if (event.target.closest('button, input, select, textarea')) return;
  if (event.key === 'Escape') cancelChoice();
  const label = named();
  if (event.key === 'Enter' && label !== undefined) move(label);
});

$('upload').addEventListener('change', async () => {
  const file = $('upload').files[0];
  if (file) $('input').value = await file.text();
  $('upload').value = '';
});
$('game').addEventListener('change', () => chooseGame($('game').value));
$('example').addEventListener('click', () => {
  const text = example(game.summary);
  if (text !== null) $('input').value = text;
});
$('generate').addEventListener('click', generate);
$('solve').addEventListener('click', solve);
$('start').addEventListener('click', startGame);
$('undo').addEventListener('click', undo);
$('hint').addEventListener('click', hint);
$('cancel-chosen').addEventListener('click', cancelChoice);
$('play-chosen').addEventListener('click', () => {
  const label = named();
  if (label !== undefined) move(label);
});

(async () => {
  try {
    games = await api('/api/games');
  } catch (error) {
    showError($('error'), error);
    return;
  }
  $('game').replaceChildren(...games.map((entry) => new Option(`${entry.id} — ${entry.title}`, entry.id)));
  chooseGame(decodeURIComponent(location.hash.slice(1)) || games[0].id);
  document.body.dataset.ready = 'true';
})();
