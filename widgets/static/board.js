// The one front end shared by every game board (anywidget ESM, no build step).
//
// No game logic lives here.  Python sends the board as SVG and the legal moves
// as {id, notation, label, clicks, path}; this file narrows the moves by the
// clicks made so far, highlights what can come next, and sends small messages
// back: play, explain, undo, redo, restart, jump, computer, and foresee (how will
// the board look after this move?), whose answer is shown the instant the move is
// clicked.

const SVG_NS = "http://www.w3.org/2000/svg";
const AUTOPLAY_PAUSE_MS = 450;
const OPTIMISTIC_TIMEOUT_MS = 2000;
const MAX_RECORDS = 2000;
const MAX_UPDATES = 50;      // changes of the drawing a view keeps to catch up with
const NARROW_PX = 800;       // a board narrower than this is "narrow" (see reportWidth)
const MIN_TEXT_PX = 14;      // the smallest text a projector shows legibly (issue 19)
const FORESEE_REST_MS = 40;  // the pointer rests this long on a click that ends a move: Python is asked ahead
const SETTLE_MS = 1000;      // a click this soon after one made while a computer decided belongs to that run of clicks

// Each board loads its own copy of this module, so the count of views is kept on the page: the ids a view
// makes (its move box's list of moves, its hatch pattern) are its own (issue 31: every board's move box
// suggested the first board's moves).
function nextViewId() {
  window.__rbViewCount = (window.__rbViewCount || 0) + 1;
  return window.__rbViewCount;
}

function make(tag, attributes = {}, text = "") {
  const node = document.createElement(tag);
  for (const [name, value] of Object.entries(attributes)) node.setAttribute(name, value);
  if (text) node.textContent = text;
  return node;
}

function makeSvg(tag, attributes = {}) {
  const node = document.createElementNS(SVG_NS, tag);
  for (const [name, value] of Object.entries(attributes)) node.setAttribute(name, String(value));
  return node;
}

function startsWith(list, prefix) {
  if (list.length < prefix.length) return false;
  for (let i = 0; i < prefix.length; i++) if (list[i] !== prefix[i]) return false;
  return true;
}

function title(word) {
  return word ? word[0].toUpperCase() + word.slice(1) : word;
}

// Timing records for the browser benchmark: click → highlight, click → board.
// Calls `callback(frame, drawn)` for the next frame: `frame` is when it starts (its animation
// callbacks), `drawn` when its layout and paint are done (a message posted from the animation
// frame is handled after them).
function afterNextPaint(callback) {
  requestAnimationFrame(() => {
    const frame = performance.now();
    const channel = new MessageChannel();
    channel.port1.onmessage = () => callback(frame, performance.now());
    channel.port2.postMessage(null);
  });
}

function record(root, entry) {
  const list = (window.__rbPaints = window.__rbPaints || []);
  list.push(entry);
  if (list.length > MAX_RECORDS) list.splice(0, list.length - MAX_RECORDS);
  root.dispatchEvent(new CustomEvent("rb-painted", { detail: entry, bubbles: true }));
}

// ------------------------------------------------------------ progress (issue 21)
// The exercises a learner solved, kept by this browser (no server: it works in the static site too).
const PROGRESS_KEY = "interactive-rulebook-progress";
// exercises answered right only after "Show me": shown, not solved
const SHOWN_KEY = "interactive-rulebook-shown";

function solvedIds(key = PROGRESS_KEY) {
  try {
    return new Set(JSON.parse(window.localStorage.getItem(key) || "[]"));
  } catch (error) {
    return new Set();
  }
}

function rememberSolved(id, key = PROGRESS_KEY) {
  const solved = solvedIds(key);
  if (solved.has(id)) return;
  solved.add(id);
  try { window.localStorage.setItem(key, JSON.stringify([...solved])); } catch (error) { /* private mode */ }
  window.dispatchEvent(new CustomEvent("rb-progress"));
}

// One line of the progress list, from the sentences Python made for every count (widgets/lesson.py:
// progress_texts): no words of its own here.
function progressLine(texts, sectionsDone, done, onlyShown) {
  const line = (texts.line || "").replace("{sections}", (texts.sections || [])[sectionsDone] || "")
    .replace("{exercises}", (texts.exercises || [])[done] || "");
  if (!onlyShown) return line;
  return (texts.with_shown || "").replace("{line}", line).replace("{shown}", (texts.shown || [])[onlyShown] || "");
}

// A Progress widget: how many exercises of a notebook, or sections of each game, are solved.
function renderProgress({ model, el }) {
  el.classList.add("rb-progress");
  const draw = () => {
    const solved = new Set([...solvedIds(), ...(model.get("solved") || [])]);
    const known = model.get("solved") || [];
    if ([...solved].some((id) => !known.includes(id))) {       // the saved notebook keeps what was solved
      model.set("solved", [...solved].sort());
      model.save_changes();
    }
    const progress = model.get("progress") || {};
    const rows = [];
    for (const group of progress.groups || []) {
      const ids = group.sections.flatMap(([, sectionIds]) => sectionIds);
      const done = ids.filter((id) => solved.has(id)).length;
      const shown = solvedIds(SHOWN_KEY);
      const onlyShown = ids.filter((id) => shown.has(id) && !solved.has(id)).length;
      const sectionsDone = group.sections.filter(([, sectionIds]) => sectionIds.every((id) => solved.has(id))).length;
      const text = progressLine(group.texts || {}, sectionsDone, done, onlyShown);
      const row = make("li", { class: done === ids.length && ids.length ? "rb-progress-done" : "" },
        `${done === ids.length && ids.length ? "✓" : "○"} ${text}`);
      rows.push(row);
    }
    const list = make("ul", { class: "rb-progress-list" });
    list.append(...rows);
    el.replaceChildren(make("div", { class: "rb-progress-title" }, progress.title || ""), list);
  };
  draw();
  window.addEventListener("rb-progress", draw);
  window.addEventListener("storage", draw);
  model.on("change:progress", draw);
  return () => {
    window.removeEventListener("rb-progress", draw);
    window.removeEventListener("storage", draw);
    model.off("change:progress", draw);
  };
}

function render({ model, el: root }) {
  if (model.get("svg") === undefined && model.get("progress") !== undefined) return renderProgress({ model, el: root });
  const viewId = nextViewId();
  root.classList.add("rb-board");
  root.tabIndex = 0;

  // ------------------------------------------------------------ layout
  // Every word comes from Python (the trait `texts`, in the board's language, by stable ids): `worded` lists
  // each node with the ids of its text and attributes, and paintTexts() fills them in again when they change.
  const t = (id) => (model.get("texts") || {})[id] || "";
  const worded = [];
  const words = (node, ids) => { worded.push([node, ids]); return node; };
  const toolbar = make("div", { class: "rb-toolbar", role: "toolbar" });
  const button = (action, text, hint) => {
    const node = words(make("button", { type: "button", "data-action": action }), { text, title: hint });
    toolbar.appendChild(node);
    return node;
  };
  const buttons = {
    undo: button("undo", "undo", "undo_hint"),
    redo: button("redo", "redo", "redo_hint"),
    restart: button("restart", "restart", "restart_hint"),
    computer: button("computer", "computer", "computer_hint"),
    autoplay: button("autoplay", "autoplay", "autoplay_hint"),
    suggest: button("suggest", "suggest", "suggest_hint"),
    hints: button("hints", "hints", "hints_hint"),
    flip: button("flip", "flip", "flip_hint"),
    reveal: button("reveal", "reveal", "reveal_hint"),
  };
  const kindSelect = words(make("select", { "data-action": "kind" }), { title: "kind_hint", "aria-label": "kind_hint" });
  const sideSelect = words(make("select", { "data-action": "side" }), { title: "side_hint", "aria-label": "side_label" });
  const computerGroup = words(make("span", { class: "rb-computers", role: "group" }),
    { "aria-label": "computers_label" });
  // the board's language, each named in its own language (Python redraws every text in the one chosen)
  const languageSelect = words(make("select", { "data-action": "language", class: "rb-language" }),
    { title: "language_hint", "aria-label": "language_hint" });
  toolbar.append(kindSelect, sideSelect, computerGroup, languageSelect);

  // Whose turn it is, and right beside it the refusal or news of the last click: the head
  // sticks to the top of the notebook while the board is in view, so it is where the eye is.
  const head = make("div", { class: "rb-head" });
  const status = make("div", { class: "rb-status", "aria-live": "polite" });
  const main = make("div", { class: "rb-main" });
  const svgBox = make("div", { class: "rb-svg" });
  const side = make("div", { class: "rb-side" });
  const historyTitle = make("div", { class: "rb-history-title" });
  const historyList = make("ol", { class: "rb-history" });
  // a position as a code to share, and a code to open (issue 22): beside the move list, not in the toolbar
  const positionTools = make("div", { class: "rb-position-tools" });
  const copyCode = words(make("button", { type: "button", "data-action": "copy-code" }),
    { text: "copy_code", title: "copy_code_hint" });
  const openCode = words(make("button", { type: "button", "data-action": "open-code" }),
    { text: "open_code", title: "open_code_hint" });
  // the referee (issue 22): every legal move of the player to move, in words, grouped by what is clicked first
  const refereeButton = words(make("button", { type: "button", "data-action": "referee", "aria-pressed": "false" }),
    { text: "referee", title: "referee_hint" });
  const describeButton = words(make("button", { type: "button", "data-action": "describe" }),
    { text: "describe", title: "describe_hint" });
  // the position editor (issue 22): the board's clicks change the position; Python checks it at once
  const editButton = words(make("button", { type: "button", "data-action": "edit", hidden: "" }),
    { text: "edit", title: "edit_hint" });
  // issue 33: the exercise maker (Python's panel, shown under the drawing) for the position on the board, with
  // the other tools of a teacher (in the editor too), off the toolbar a class plays with
  buttons.maker = words(make("button", { type: "button", "data-action": "maker", "aria-pressed": "false" }),
    { text: "maker", title: "maker_hint" });
  positionTools.append(describeButton, copyCode, openCode, refereeButton, editButton, buttons.maker);
  const refereeBox = words(make("div", { class: "rb-referee", hidden: "", role: "region" }), { "aria-label": "referee" });
  // a move typed by its notation or the start of its words (issue 23); the browser suggests the legal ones
  const moveBox = words(make("input", { type: "text", class: "rb-move-box", list: `rb-moves-${viewId}`,
    autocomplete: "off", spellcheck: "false" }), { "aria-label": "move_box_label", placeholder: "move_box_placeholder" });
  const moveOptions = make("datalist", { id: `rb-moves-${viewId}` });
  side.append(moveBox, moveOptions, historyTitle, historyList, positionTools, refereeBox);
  main.append(svgBox, side);
  const chooser = make("div", { class: "rb-chooser", hidden: "" });
  // it may scroll (a long list of computer turns): the keyboard can reach it
  const message = make("div", { class: "rb-message", "aria-live": "polite", tabindex: "0" });
  head.append(status, message);
  const toolbarBox = make("div", { class: "rb-toolbar-box" });
  toolbarBox.appendChild(toolbar);
  // An exercise (issue 21): its question and answer buttons above the board; Python judges every answer.
  const lessonBox = words(make("div", { class: "rb-lesson", hidden: "", role: "region" }), { "aria-label": "lesson_label" });
  const editorBox = words(make("div", { class: "rb-editor", hidden: "", role: "region" }), { "aria-label": "editor_label" });
  const makerBox = words(make("div", { class: "rb-maker-box", hidden: "", role: "region" }), { "aria-label": "maker_label" });
  root.replaceChildren(lessonBox, editorBox, toolbarBox, head, main, makerBox, chooser);

  // ------------------------------------------------------------- state
  let clicks = [];            // keys clicked so far towards one move
  let focusKey = null;        // the element the keyboard's focus ring is on (issue 23)
  let paintedRevision = null; // revision of the board now shown
  let paintedSvg = null;
  let paintedVersion = null; // the drawing's version (svg_update.version) now shown
  let updates = [];           // the drawing's changes that came since the last paint, in order
  let ahead = null;           // how to put back the piece moved ahead of Python's answer
  let keyed = new Map();      // data-key → element of the current SVG
  let overlay = null;         // <g> drawn over the board for marks and paths
  let marked = [];            // elements carrying rb-target / rb-selected
  let autoTimer = null;
  let optimisticTimer = null;
  let optimistic = false;     // a piece was moved ahead of Python's answer
  // The person went back in the game (undo, restart, a jump in the move list): a computer's seat to move waits
  // for a click (else it would play again at once and no move could be taken back past it).  Any other board
  // lets the computer's seats decide by themselves, a reaction out of turn included (issue 31).
  let heldBack = false;
  let lastPlayClick = null;   // event time of the click that sent the last play
  let lastPlaySent = null;    // when that play's message left the page
  let arrivedAt = null;       // when the first change of Python's answer reached this view
  let paintQueued = false;
  let unlaidMarks = false;    // some marks could not be drawn: the board had no size yet
  let deferMarks = false;     // collect the frames to draw instead of drawing them (a new board)
  let pendingMarks = [];      // [element, kind] to frame once the new board is on screen
  let historyCursor = null;  // the current point the move list shows
  let foreseen = new Map();   // move id → the board after it, as Python sent it ahead (see foresee)
  let foreseeAsked = new Set();
  let foreseeTimer = null;
  let shownAhead = null;      // the foreseen board shown while Python's answer is on its way
  let messageShown = "";      // the message on screen ("" once a click dismissed it)
  let waitingClick = { time: -Infinity, revision: null };  // the last click made while a computer's seat decided
  let live = true;            // the kernel still holds this board
  let everLive = false;       // it did at some point (else: a saved picture of a notebook)

  const send = (content) => {
    if (!live) { showOffline(); return; }
    try {
      model.send(content);
    } catch (error) {  // the kernel went away between two clicks
      live = false;
      showOffline();
    }
  };
  const revision = () => model.get("revision");
  // a move that other click orders make too ("also") is narrowed as one entry per click order
  let movesSeen = null, movesExpanded = [];
  const moves = () => {
    const given = model.get("moves") || [];
    if (given !== movesSeen) {
      movesSeen = given;
      // a move marked same_as an earlier one leads to the same position: the board offers only the earlier
      movesExpanded = given.filter((move) => move.same_as === undefined)
        .flatMap((move) => [move, ...(move.also || []).map((clicks) => ({ ...move, clicks }))]);
    }
    return movesExpanded;
  };
  // Who the computer plays: `computer_side` (answers the user's moves) and, for boards that
  // have it, the optional list `computer_players` (those colours always move by themselves).
  const computerList = () => model.get("computer_players") || [];
  const computerPlays = (player) => player !== "" &&
    (model.get("computer_side") === player || computerList().includes(player));

  // ----------------------------------------------------------- geometry
  function rootMatrix(node) {
    const rootCtm = overlay && overlay.getScreenCTM();
    const nodeCtm = node.getScreenCTM && node.getScreenCTM();
    if (!rootCtm || !nodeCtm) return null;
    return rootCtm.inverse().multiply(nodeCtm);
  }

  function boxOf(node) {
    const target = node.querySelector("[data-outline]") || node;
    let box;
    try { box = target.getBBox(); } catch (error) { return null; }
    const m = rootMatrix(target);
    if (!m) return { x: box.x, y: box.y, width: box.width, height: box.height };
    const x1 = m.a * box.x + m.c * box.y + m.e, y1 = m.b * box.x + m.d * box.y + m.f;
    const x2 = m.a * (box.x + box.width) + m.c * (box.y + box.height) + m.e;
    const y2 = m.b * (box.x + box.width) + m.d * (box.y + box.height) + m.f;
    return { x: Math.min(x1, x2), y: Math.min(y1, y2), width: Math.abs(x2 - x1), height: Math.abs(y2 - y1) };
  }

  function centreOf(node) {
    if (node.hasAttribute("data-cx")) {
      // in the element's own coordinates: a drawing may scale a part of itself (a transform)
      const x = Number(node.getAttribute("data-cx")), y = Number(node.getAttribute("data-cy"));
      const m = rootMatrix(node);
      // rounded to 1/100 unit: the matrix arithmetic must not turn 78 into 77.99999999999999
      const round = (value) => Math.round(value * 100) / 100;
      return m ? { x: round(m.a * x + m.c * y + m.e), y: round(m.b * x + m.d * y + m.f) } : { x, y };
    }
    const box = boxOf(node);
    return box && { x: box.x + box.width / 2, y: box.y + box.height / 2 };
  }

  // ---------------------------------------------------------- painting
  function indexKeys() {
    keyed = new Map();
    for (const node of svgBox.querySelectorAll("[data-key]")) keyed.set(node.getAttribute("data-key"), node);
  }

  function installSvg(svgText) {
    svgBox.innerHTML = svgText;
    paintedSvg = svgText;
    indexKeys();
    const drawing = svgBox.querySelector("svg");
    overlay = null;
    marked = [];
    optimistic = false;
    ahead = null;
    clearTimeout(optimisticTimer);
    if (!drawing) return;
    overlay = makeSvg("g", { class: "rb-overlay", "pointer-events": "none" });
    const defs = makeSvg("defs");
    const hatch = makeSvg("pattern", {
      id: `rb-hatch-${viewId}`, width: 10, height: 10, patternUnits: "userSpaceOnUse",
      patternTransform: "rotate(45)",
    });
    hatch.appendChild(makeSvg("rect", { width: 3, height: 10, class: "rb-hatch-line" }));
    defs.appendChild(hatch);
    overlay.appendChild(defs);
    drawing.appendChild(overlay);
  }

  // The drawing as Python last described it: its changes are swapped in where possible (a few
  // elements), else the whole drawing is installed anew.
  function paintDrawing(boardChanged) {
    const update = model.get("svg_update") || {};
    const version = update.version;
    const text = model.get("svg") || "";
    if (shownAhead) {
      if (version === paintedVersion) return;  // Python's drawing has not come yet
      const isPythons = update.digest === shownAhead.digest;
      shownAhead = null;
      clearTimeout(optimisticTimer);
      updates = [];
      if (!isPythons) installSvg(text);  // another move was played (another view): Python's board
      paintedVersion = version;
      paintedSvg = text;
      return;
    }
    if (version === paintedVersion && text === paintedSvg) {
      if (boardChanged) putBackAhead();
      return;
    }
    putBackAhead();
    if (version === paintedVersion || !patchToVersion(version)) installSvg(text);
    paintedVersion = version;
    paintedSvg = text;
    const drawing = svgBox.querySelector("svg");
    root.classList.toggle("rb-wide", Boolean(drawing && drawing.hasAttribute("data-wide")));
  }

  function patchToVersion(version) {
    const waiting = updates;
    updates = [];
    try {
      for (const update of waiting) {
        if (update.version <= paintedVersion) continue;
        if (update.from !== paintedVersion || !update.changes.length) return false;
        swapChanges(update.changes);
        paintedVersion = update.version;
      }
    } catch (error) {
      console.warn("rulebook board: drawing anew", error);
      return false;
    }
    if (paintedVersion !== version) return false;
    indexKeys();
    return true;
  }

  // Each change names an element of the drawing by its child numbers (see widgets/svg_patch.py):
  // its children first … first+count-1 give way to new ones, or (first = -1) its start tag changed.
  function swapChanges(changes) {
    const drawing = svgBox.querySelector("svg");
    const places = changes.map(([path, first, count]) => {
      let node = drawing;
      for (const index of path) node = node && node.children[index];
      if (!node) throw new Error(`no element at ${path}`);
      if (first < 0) return { node };
      const old = Array.from(node.children).slice(first, first + count);
      if (old.length !== count) throw new Error(`no children ${first}+${count} at ${path}`);
      return { node, old, before: node.children[first + count] || null };
    });
    const wrapped = changes.map(([, first, , , , text], i) =>
      `<g>${first < 0 ? `${text}</${places[i].node.tagName}>` : text}</g>`);
    // read in the drawing's own place, as innerHTML read the whole drawing (installSvg): the elements are
    // made in this page at once, with no document of their own to import them from
    const range = document.createRange();
    range.selectNodeContents(drawing);
    const boxes = Array.from(range.createContextualFragment(wrapped.join("")).children);
    if (boxes.length !== changes.length || boxes.some((box) => box.namespaceURI !== SVG_NS)) {
      throw new Error("unreadable change");
    }
    places.forEach((place, i) => {
      const fresh = Array.from(boxes[i].children);
      if (!place.old) {
        copyAttributes(fresh[0], place.node);
        return;
      }
      for (const child of fresh) place.node.insertBefore(child, place.before);
      for (const child of place.old) child.remove();
    });
  }

  function copyAttributes(from, to) {
    for (const attribute of Array.from(to.attributes)) {
      if (!from.hasAttributeNS(attribute.namespaceURI, attribute.localName)) to.removeAttributeNode(attribute);
    }
    for (const attribute of Array.from(from.attributes)) {
      // the same value set again would still invalidate the element's style (its inline style above all)
      if (to.getAttributeNS(attribute.namespaceURI, attribute.localName) !== attribute.value) {
        to.setAttributeNS(attribute.namespaceURI, attribute.name, attribute.value);
      }
    }
  }

  // The words of every node made once (buttons, menus, boxes), filled in again when the language changes.
  function paintTexts() {
    for (const [node, ids] of worded) {
      for (const [where, id] of Object.entries(ids)) {
        if (where === "text") node.textContent = t(id);
        else node.setAttribute(where, t(id));
      }
    }
  }

  function paint() {
    const rev = revision();
    const changed = rev !== paintedRevision;
    paintDrawing(changed);
    if (changed) {
      clicks = [];
      hideChooser();
      foreseen = new Map();
      foreseeAsked = new Set();
    }
    paintToolbar();
    paintHistory();
    paintMoveBox();
    status.textContent = shownAhead ? shownAhead.status : model.get("status") || "";
    root.classList.toggle("rb-busy", Boolean(model.get("busy")));
    root.classList.toggle("rb-no-hints", !model.get("show_hints"));
    // A new board is painted first; its frames (which need its layout) follow one frame later.
    deferMarks = changed;
    markClicks();
    deferMarks = false;
    // the keyboard's ring stays on the board: its element gone (a new board), it goes to the first one
    if (changed && focusKey !== null && !keyed.has(focusKey) && document.activeElement === root) {
      focusKey = null;
      afterNextPaint(() => { if (focusKey === null && document.activeElement === root) moveFocus(1); });
    }
    paintedRevision = rev;
    root.dataset.revision = String(rev);
    if (changed) {
      const clickTime = lastPlayClick, sent = lastPlaySent, arrived = arrivedAt;
      lastPlayClick = lastPlaySent = null;
      const rendered = performance.now();
      afterNextPaint((frame, time) => {
        record(root, { kind: "paint", revision: rev, clickTime, sent, arrived, rendered, frame, time,
          origin: performance.timeOrigin });
        drawPendingMarks();  // the frames measure the new board: once it is painted
      });
      afterNewBoard();
    }
    arrivedAt = null;
  }

  function queuePaint() {
    if (paintQueued) return;
    if (arrivedAt === null) arrivedAt = performance.now();
    paintQueued = true;
    queueMicrotask(() => { paintQueued = false; paint(); });
  }

  // The flash and the scroll measure the page: they wait until the frame that shows the text (and the new
  // board arriving with it) is drawn.  Measuring at once would lay the whole notebook out one more time, with
  // the old board, on the way to every answer that brings a message (the horse race's every turn).
  function showMessage(text) {
    messageShown = text;
    message.textContent = text;
    message.classList.toggle("rb-empty", !text);
    message.classList.remove("rb-flash");  // (put back after a drawn frame: the flash starts again)
    if (!text) return;
    afterNextPaint(() => setTimeout(() => {   // behind whatever else waited for that frame: the board drawn
      if (messageShown !== text) return;
      message.classList.add("rb-flash");
      // where the eye is: a board scrolled half out of view brings its message in (the board fits below it)
      if (message.scrollIntoView && !fullyInView(message)) message.scrollIntoView({ block: "nearest" });
    }));
  }

  // seen, not merely inside the window: JupyterLab's toolbars cover the top of a scrolled notebook
  function fullyInView(node) {
    const box = node.getBoundingClientRect();
    const seenAt = (y) => { const hit = document.elementFromPoint(box.left + 4, y); return !!hit && node.contains(hit); };
    return seenAt(box.top + 2) && seenAt(box.bottom - 2);
  }

  function paintMessage() {
    if (!live) return;
    showMessage(model.get("message") || "");
    if (revision() === paintedRevision && shownAhead) backFromForeseen();  // the move was refused
    if (revision() === paintedRevision && ahead) {  // the move was refused
      putBackAhead();
      markClicks();
    }
  }

  // A message stays until the next click on the board or its toolbar.
  function dismissMessage() {
    if (live && messageShown) showMessage("");
  }

  // A click that plays a move, or one of the toolbar's buttons that Python answers with a message of its own,
  // leaves Python's message in its place until the answer brings the next one: emptied at the click, its line
  // would close and open again, and the board below it jump up and back.  A note of the page's own goes at once.
  const ANSWERED_WITH_A_MESSAGE = new Set(["undo", "redo", "restart", "computer", "suggest"]);

  function dismissUnlessAnswered(answered) {
    if (!answered || messageShown !== (model.get("message") || "")) dismissMessage();
  }

  function playsAMove(key) {
    return key !== null && moveCompletedBy(key) !== null;
  }

  function answeredWithAMessage(target) {
    const action = target.closest ? target.closest("[data-action]") : null;
    return Boolean(action) && ANSWERED_WITH_A_MESSAGE.has(action.dataset.action);
  }

  // ------------------------------------------------- a board without kernel
  function showOffline() {
    root.classList.add("rb-offline");
    showMessage(t(everLive ? "offline_restarted" : "offline_saved"));
    for (const node of toolbar.querySelectorAll("button, select")) node.disabled = true;
  }

  // JupyterLab marks a view whose model lost its kernel (restart, shutdown, or a notebook
  // reopened from its saved widget state) with the class below.
  function checkLive() {
    if (root.classList.contains("jupyter-widgets-disconnected")) goOffline();
    else if (!root.classList.contains("rb-offline")) everLive = true;
  }

  function goOffline() {
    if (!live && root.classList.contains("rb-offline")) return;
    live = false;
    clearTimeout(autoTimer);
    clearSelection();
    showOffline();
  }

  // The kernel's own news: a restart or a dead kernel ends this board for good.
  function watchKernel() {
    const kernel = model.widget_manager && model.widget_manager.kernel;
    if (!kernel || !kernel.statusChanged) return () => {};
    const onStatus = (_kernel, state) => {
      if (state === "restarting" || state === "autorestarting" || state === "dead") goOffline();
    };
    kernel.statusChanged.connect(onStatus);
    return () => kernel.statusChanged.disconnect(onStatus);
  }

  function paintToolbar() {
    if (!live) return;
    const cursor = model.get("cursor");
    const historyLength = (model.get("history") || []).length;
    const toMove = model.get("to_move") || "";
    const busy = Boolean(model.get("busy"));
    buttons.undo.disabled = busy || cursor <= 0;
    buttons.redo.disabled = busy || cursor >= historyLength;
    buttons.restart.disabled = busy || cursor <= 0;
    buttons.computer.disabled = busy || !toMove;
    buttons.suggest.disabled = busy || moves().length === 0;
    buttons.autoplay.setAttribute("aria-pressed", String(Boolean(model.get("autoplay"))));
    buttons.autoplay.textContent = t(model.get("autoplay") ? "autoplay_stop" : "autoplay");
    buttons.autoplay.disabled = !toMove && !model.get("autoplay");
    buttons.hints.setAttribute("aria-pressed", String(Boolean(model.get("show_hints"))));
    const perspectives = model.get("perspectives") || [];
    buttons.flip.hidden = perspectives.length < 2;
    buttons.flip.title = t("flip_hint");
    // Only games with hidden information have the optional trait `show_all`.
    const showAll = model.get("show_all");
    buttons.reveal.hidden = showAll === undefined || showAll === null;
    buttons.reveal.setAttribute("aria-pressed", String(Boolean(showAll)));
    buttons.maker.setAttribute("aria-pressed", String(Boolean(model.get("maker_panel"))));
    buttons.maker.hidden = Boolean((model.get("lesson") || {}).question);
    fillSelect(kindSelect, (model.get("computer_kinds") || []).map((k) => [k, t(`kind:${k}`) || k]),
      model.get("computer"));
    const players = model.get("players") || [];
    fillSelect(sideSelect, [["", t("side_none")],
      ...players.map((p) => [p, t(`side:${p}`) || title(p)])], model.get("computer_side") || "");
    fillSelect(languageSelect, model.get("languages") || [], model.get("language") || "");
    languageSelect.hidden = (model.get("languages") || []).length < 2;
    // Boards with the optional list `computer_players` offer one toggle per player instead.
    const chosen = model.get("computer_players");
    const hasList = Array.isArray(chosen);
    sideSelect.hidden = hasList || players.length === 0;
    computerGroup.hidden = !hasList;
    if (hasList) paintComputerGroup(players, chosen);
  }

  function paintComputerGroup(players, chosen) {
    const wanted = [...players, t("computers_title"), ...players.map((p) => t(`player:${p}`))].join("\u0000");
    if (computerGroup.dataset.players !== wanted) {
      computerGroup.replaceChildren(make("span", { class: "rb-computers-label" }, t("computers_title")),
        ...players.map((player) => make("button", { type: "button", "data-action": "computer-player",
          "data-player": player, title: t(`computer_player_hint:${player}`) }, t(`player:${player}`) || title(player))));
      computerGroup.dataset.players = wanted;
    }
    for (const node of computerGroup.querySelectorAll("button[data-player]")) {
      node.setAttribute("aria-pressed", String(chosen.includes(node.dataset.player)));
    }
  }

  function fillSelect(select, options, value) {
    const wanted = options.map(([v, t]) => `${v}\u0000${t}`).join("\u0001");
    if (select.dataset.options !== wanted) {
      select.replaceChildren(...options.map(([v, t]) => make("option", { value: v }, t)));
      select.dataset.options = wanted;
    }
    if (select.value !== value) select.value = value;  // (setting it anyway costs the paint of every move a millisecond)
  }

  // The move list changes at its end (a move played, moves taken back): only the items after the
  // first difference are made again, and the current point's marks move.
  function paintHistory() {
    const history = model.get("history") || [];
    const cursor = model.get("cursor");
    const shows = model.get("history_shows");
    const texts = [t("history_start"), ...history.map((entry, index) => `${index + 1}. ${entry[shows] || entry.notation}`)];
    const titles = [t("history_start_hint"), ...history.map((entry) => entry.label)];
    const items = historyList.children;
    let same = 0;
    while (same < items.length && same < texts.length && items[same].textContent === texts[same]
           && items[same].title === titles[same]) same++;
    if (same === texts.length && items.length === texts.length && cursor === historyCursor) return;
    while (items.length > same) historyList.lastChild.remove();
    for (let index = same; index < texts.length; index++) {
      historyList.appendChild(make("li", { "data-cursor": String(index), title: titles[index], tabindex: "0" },
        texts[index]));
    }
    for (let index = 0; index < items.length; index++) {
      const item = items[index];
      const current = index === cursor;
      item.classList.toggle("rb-current", current);
      if (current) item.setAttribute("aria-current", "step"); else item.removeAttribute("aria-current");
      item.classList.toggle("rb-undone", index > cursor);
    }
    historyCursor = cursor;
    requestAnimationFrame(showCurrentPoint);  // it measures the page: after this frame's layout
  }

  // Scroll the move list (not the page) so that the current point is wholly in view.
  function showCurrentPoint() {
    const current = historyList.querySelector("li.rb-current");
    if (!current || !historyList.clientHeight) return;
    const list = historyList.getBoundingClientRect();
    const item = current.getBoundingClientRect();
    if (item.top < list.top || item.bottom > list.bottom) {
      historyList.scrollTop += item.top - list.top - (historyList.clientHeight - item.height) / 2;
    }
  }

  // ------------------------------------------------------ highlighting
  function candidates(prefix = clicks) {
    return moves().filter((move) => startsWith(move.clicks, prefix));
  }

  function nextKeys(prefix = clicks) {
    const keys = new Set();
    for (const move of candidates(prefix)) {
      if (move.clicks.length > prefix.length) keys.add(move.clicks[prefix.length]);
    }
    return keys;
  }

  function unmarkElements() {
    for (const node of marked) node.classList.remove("rb-target", "rb-selected", "rb-startable", "rb-suggested");
    marked = [];
  }

  function clearMarks() {
    unlaidMarks = false;
    pendingMarks = [];
    unmarkElements();
    if (overlay) for (const mark of overlay.querySelectorAll(".rb-mark, .rb-preview, .rb-suggestion")) mark.remove();
  }

  const SHAPES = new Set(["rect", "circle", "ellipse", "polygon", "polyline", "path"]);
  const PAINT = ["id", "class", "style", "fill", "stroke", "stroke-width", "stroke-dasharray", "opacity",
    "fill-opacity", "transform", "data-outline"];

  // The element's own outline (a turned card on a wheel, a round field) copied into the overlay, so a
  // highlight follows the shape instead of boxing it; null when the element marks no single shape.
  function outlineCopy(node) {
    const outline = node.querySelector("[data-outline]");
    if (!outline || !SHAPES.has(outline.localName)) return null;
    const m = rootMatrix(outline);
    if (!m) return null;
    const copy = outline.cloneNode(false);
    for (const name of PAINT) copy.removeAttribute(name);
    copy.setAttribute("transform", `matrix(${m.a} ${m.b} ${m.c} ${m.d} ${m.e} ${m.f})`);
    return copy;
  }

  function boxMark(box, kind) {
    const inset = { selected: 2, target: 4, start: 3, suggested: 1, focus: 3 }[kind] || 0;
    return makeSvg("rect", {
      x: box.x + inset, y: box.y + inset,
      width: Math.max(0, box.width - 2 * inset), height: Math.max(0, box.height - 2 * inset), rx: 6,
    });
  }

  function drawMark(node, kind) {
    if (!overlay) return;
    if (deferMarks) { pendingMarks.push([node, kind]); return; }
    const box = boxOf(node);
    if (!box || box.width <= 0 || box.height <= 0) { unlaidMarks = true; return; }
    const mark = outlineCopy(node) || boxMark(box, kind);
    mark.setAttribute("class", `rb-mark rb-mark-${kind}`);
    if (kind === "target") mark.setAttribute("fill", `url(#rb-hatch-${viewId})`);
    overlay.appendChild(mark);
  }

  function markClicks() {
    clearMarks();
    if (!live) return;  // a board without kernel offers nothing to click
    markSuggestion();
    markLesson();
    if (focusKey && keyed.has(focusKey) && document.activeElement === root) drawMark(keyed.get(focusKey), "focus");
    const hints = Boolean(model.get("show_hints"));
    for (const key of clicks) {
      const node = keyed.get(key);
      if (!node) continue;
      node.classList.add("rb-selected");
      marked.push(node);
      drawMark(node, "selected");
    }
    const next = nextKeys();
    for (const key of next) {
      const node = keyed.get(key);
      if (!node) continue;
      if (clicks.length === 0) {
        // what can be clicked first: a light dotted frame, so the board stays calm
        node.classList.add("rb-startable");
        marked.push(node);
        if (hints) drawMark(node, "start");
        continue;
      }
      node.classList.add("rb-target");
      marked.push(node);
      if (hints) drawMark(node, "target");
    }
  }

  // The computer's suggestion (a move Python chose, not played): every key to click is framed
  // and its path drawn, until the board changes or the learner starts a move.
  function markSuggestion() {
    const id = model.get("suggested");
    const move = id >= 0 && clicks.length === 0 ? moves().find((m) => m.id === id) : null;
    if (!move) return;
    for (const key of move.clicks) {
      const node = keyed.get(key);
      if (!node) continue;
      node.classList.add("rb-suggested");
      marked.push(node);
      drawMark(node, "suggested");
    }
    drawPath(move, "rb-suggestion");
  }

  // An exercise's marks: the places the learner picked (selected), the move or answer shown (suggested).
  function markLesson() {
    const lesson = model.get("lesson") || {};
    for (const [keys, kind, css] of [[lesson.picked, "selected", "rb-selected"], [lesson.marks, "suggested", "rb-suggested"]]) {
      for (const key of keys || []) {
        const node = keyed.get(key);
        if (!node) continue;
        node.classList.add(css);
        marked.push(node);
        drawMark(node, kind);
      }
    }
    if (lesson.path && lesson.path.length > 1) drawPath({ path: lesson.path, clicks: [] }, "rb-suggestion");
  }

  let optionsFor = null;
  function paintMoveBox() {
    const given = model.get("moves") || [];
    if (given === optionsFor) return;
    optionsFor = given;
    const offered = given.filter((move) => move.same_as === undefined).slice(0, 300);
    moveOptions.replaceChildren(...offered.map((move) => make("option", { value: move.label })));
    moveBox.disabled = !live;
  }

  // a text as the move box compares it, as widgets/board.py's typed_form: any space is one space and none before
  // ":", ";", "!" or "?" (French writes a no-break space there), any apostrophe is "'", upper and lower case alike
  function typedForm(text) {
    return text.replace(/[\u2019\u2018\u02bc`\u00b4]/g, "'").replace(/\s+/g, " ").trim()
      .replace(/ (?=[:;!?])/g, "").toLowerCase();
  }

  function typedMove() {
    const text = moveBox.value.trim();
    if (!text) return;
    const typed = typedForm(text);
    const offered = (model.get("moves") || []).filter((move) => move.same_as === undefined);
    const same = (move) => typedForm(move.label) === typed || typedForm(move.notation) === typed;
    const starts = (move) => typedForm(move.label).startsWith(typed) || typedForm(move.notation).startsWith(typed);
    const exact = offered.filter(same);
    const found = exact.length ? exact : offered.filter(starts);
    if (found.length === 1) {
      moveBox.value = "";
      playMove(found[0], performance.now());
    } else {
      send({ type: "typed", text, revision: revision() });   // Python says which moves it begins, or which rule forbids it
    }
  }

  function paintReferee() {
    const open = Boolean(model.get("referee_open"));
    refereeButton.setAttribute("aria-pressed", String(open));
    refereeBox.hidden = !open;
    if (!open) { refereeBox.replaceChildren(); return; }
    const groups = model.get("referee") || [];
    const count = groups.reduce((total, group) => total + group.moves.length, 0);
    const parts = [make("div", { class: "rb-referee-title" }, t("referee_heading"))];
    for (const group of groups) {
      const details = make("details", { open: "" });
      details.appendChild(make("summary", {}, `${group.title || t("history_title")} (${group.moves.length})`));
      const list = make("ul");
      for (const text of group.moves) list.appendChild(make("li", {}, text));
      details.appendChild(list);
      parts.push(details);
    }
    refereeBox.replaceChildren(...parts);
  }

  function paintLesson() {
    const lesson = model.get("lesson") || {};
    if (lesson.solved && lesson.id) rememberSolved(lesson.id);
    else if (lesson.right && lesson.shown && lesson.id) rememberSolved(lesson.id, SHOWN_KEY);
    lessonBox.hidden = !lesson.question;
    root.classList.toggle("rb-in-lesson", Boolean(lesson.question));
    if (!lesson.question) { lessonBox.replaceChildren(); return; }
    const question = make("p", { class: "rb-question" }, lesson.question);
    const words = lesson.texts || {};
    const cite = make("p", { class: "rb-cite" }, words.cite || "");
    const actions = make("div", { class: "rb-lesson-actions" });
    const act = (action, text, extra = {}) => {
      const node = make("button", { type: "button", "data-lesson": action, ...extra }, text);
      actions.appendChild(node);
      return node;
    };
    (lesson.choices || []).forEach((choice, index) => {
      const shown = (lesson.choice_words || [])[index] || choice;
      act("choose", shown, { "data-choice": choice }).disabled = lesson.answered;
    });
    if (lesson.check) act("check", words.check || "").disabled = lesson.answered;
    act("hint", words.hint || "").disabled = !lesson.more_hints;
    act("show", words.show || "");
    act("retry", words.retry || "");
    if (lesson.practice) act("next", words.next || "");
    const verdict = lesson.answered && words.verdict
      ? make("span", { class: lesson.solved ? "rb-solved" : "rb-unsolved" }, words.verdict) : null;
    if (verdict) actions.appendChild(verdict);
    const hints = make("ol", { class: "rb-lesson-hints" });
    for (const text of lesson.hints || []) hints.appendChild(make("li", {}, text));
    lessonBox.replaceChildren(question, cite, actions, ...(lesson.hints && lesson.hints.length ? [hints] : []));
  }

  function paintEditor() {
    const editing = Boolean(model.get("editing"));
    editButton.hidden = !model.get("can_edit") || editing;
    root.classList.toggle("rb-editing", editing);
    historyTitle.textContent = t(editing ? "changes_title" : "history_title");
    editorBox.hidden = !editing;
    if (!editing) { editorBox.replaceChildren(); return; }
    const problems = model.get("edit_problems") || [];
    const heading = make("p", { class: "rb-editor-title" }, t("editor_heading"));
    const list = make("ul", { class: "rb-editor-problems" });
    for (const text of problems) list.appendChild(make("li", {}, text));
    const actions = make("div", { class: "rb-lesson-actions" });
    const playHere = make("button", { type: "button", "data-edit": "play" }, t("edit_play"));
    playHere.disabled = problems.length > 0;
    actions.append(playHere, make("button", { type: "button", "data-edit": "cancel" }, t("edit_cancel")));
    editorBox.replaceChildren(heading, ...(problems.length ? [list] : []), actions);
  }

  editorBox.addEventListener("click", (event) => {
    const node = event.target.closest("button[data-edit]");
    if (!node || node.disabled) return;
    dismissMessage();
    clearSelection();
    send({ type: "edit", action: node.dataset.edit, revision: revision() });
  });
  editButton.addEventListener("click", () => {
    dismissMessage();
    clearSelection();
    send({ type: "edit", action: "start", revision: revision() });
  });

  lessonBox.addEventListener("click", (event) => {
    const node = event.target.closest("button[data-lesson]");
    if (!node || node.disabled) return;
    dismissMessage();
    const content = { type: "lesson", action: node.dataset.lesson, revision: revision() };
    if (node.dataset.choice !== undefined) content.choice = node.dataset.choice;
    send(content);
  });

  // The maker panel is a widget of Python's (ipywidgets): its view is made by the page's widget manager and
  // put under the drawing; the trait names it ("IPY_MODEL_<id>"), or is empty while it is closed.
  let makerShown = "", makerView = null;
  async function paintMaker() {
    const ref = model.get("maker_panel") || "";
    paintToolbar();
    if (ref === makerShown) return;
    makerShown = ref;
    if (makerView) { makerView.remove(); makerView = null; }
    makerBox.replaceChildren();
    makerBox.hidden = !ref;
    const manager = model.widget_manager;
    if (!ref || !manager) return;
    const panel = await manager.get_model(ref.replace(/^IPY_MODEL_/, ""));
    const view = await manager.create_view(panel, {});
    if (makerShown !== ref) { view.remove(); return; }
    makerView = view;
    const lumino = view.luminoWidget || view.pWidget;
    const Widget = lumino && lumino.constructor;
    if (Widget && typeof Widget.attach === "function") Widget.attach(lumino, makerBox);  // its children are told
    else { makerBox.appendChild(view.el); view.trigger("displayed"); }
    makerBox.scrollIntoView({ block: "nearest" });
  }
  buttons.maker.addEventListener("click", () => {
    clearSelection();
    send({ type: "maker", open: !model.get("maker_panel") });
  });
  // Escape in the panel closes it; the keyboard is back on the board
  makerBox.addEventListener("keydown", (event) => {
    if (event.key !== "Escape" || !model.get("maker_panel")) return;
    event.preventDefault();
    event.stopPropagation();
    send({ type: "maker", open: false });
    root.focus();
  });

  function drawPendingMarks() {
    const waiting = pendingMarks;
    pendingMarks = [];
    for (const [node, kind] of waiting) if (node.isConnected) drawMark(node, kind);
  }

  function clearSelection() {
    clicks = [];
    hideChooser();
    markClicks();
  }

  // --------------------------------------------------------- path preview
  function previewPath(key) {
    removePreview();
    if (!overlay || !model.get("show_hints") || clicks.length === 0) return;
    const prefix = [...clicks, key];
    const matching = candidates(prefix);
    const ending = matching.filter((move) => move.clicks.length === prefix.length);
    const move = ending[0] || matching[0];
    if (move) drawPath(move, "rb-preview");
  }

  function drawPath(move, kind) {
    const keys = move.path && move.path.length ? move.path : move.clicks;
    const points = [];
    for (const k of keys) {
      const node = keyed.get(k);
      const centre = node && centreOf(node);
      if (centre) points.push(`${centre.x},${centre.y}`);
    }
    if (points.length < 2) return;
    const group = makeSvg("g", { class: kind });
    group.appendChild(makeSvg("polyline", { points: points.join(" "), class: "rb-preview-casing" }));
    group.appendChild(makeSvg("polyline", { points: points.join(" "), class: "rb-preview-line" }));
    const [lx, ly] = points[points.length - 1].split(",").map(Number);
    group.appendChild(makeSvg("circle", { cx: lx, cy: ly, r: 9, class: "rb-preview-end" }));
    overlay.appendChild(group);
  }

  function removePreview() {
    if (overlay) for (const node of overlay.querySelectorAll(".rb-preview")) node.remove();
  }

  // ------------------------------------------------------ optimistic move
  function moveAhead(move) {
    // The moving piece is the first clicked element holding one; if that is not the first click
    // (a card, then the piece), it goes to the end of the move's path.
    const holder = move.clicks.findIndex((key) => keyed.get(key) && keyed.get(key).querySelector("[data-piece]"));
    const endKey = holder > 0 && move.path && move.path.length ? move.path[move.path.length - 1]
      : move.clicks[move.clicks.length - 1];
    const first = keyed.get(move.clicks[Math.max(0, holder)]);
    const last = keyed.get(endKey);
    const drawing = svgBox.querySelector("svg");
    if (!first || !last || first === last || !drawing || !overlay) return;
    const piece = first.querySelector("[data-piece]") || first;
    const from = centreOf(first), to = centreOf(last);
    const m = rootMatrix(piece.parentNode);
    if (!from || !to) return;
    const own = piece.getAttribute("transform");
    const parent = m ? `matrix(${m.a} ${m.b} ${m.c} ${m.d} ${m.e} ${m.f})` : "";
    const transient = Array.from(drawing.querySelectorAll("[data-transient]"));
    ahead = { piece, home: piece.parentNode, next: piece.nextSibling, own, transient };
    drawing.insertBefore(piece, overlay); // above every square, below the marks
    piece.setAttribute("transform", `translate(${to.x - from.x} ${to.y - from.y}) ${parent} ${own || ""}`);
    piece.classList.add("rb-moving");
    for (const node of transient) node.style.display = "none";
    optimistic = true;
    clearTimeout(optimisticTimer);
    optimisticTimer = setTimeout(() => {
      if (optimistic) {
        putBackAhead();
        markClicks();
      }
    }, OPTIMISTIC_TIMEOUT_MS);
  }

  // The learner has played: what the last move still animates (the horse race's dice and horses, the
  // message's flash) jumps to its end, so that the page is quiet, not drawing a frame every 16 ms, when
  // Python's answer comes (a roll's animations last longer than a learner's pause between two rolls).
  function finishAnimations() {
    if (!root.getAnimations) return;
    for (const animation of root.getAnimations({ subtree: true })) animation.finish();
  }

  // The piece moved ahead goes back where the drawing has it (before Python's changes come in).
  function putBackAhead() {
    optimistic = false;
    clearTimeout(optimisticTimer);
    if (!ahead) return;
    const { piece, home, next, own, transient } = ahead;
    ahead = null;
    home.insertBefore(piece, next && next.parentNode === home ? next : null);
    if (own === null) piece.removeAttribute("transform"); else piece.setAttribute("transform", own);
    piece.classList.remove("rb-moving");
    for (const node of transient) node.style.display = "";
  }

  // ------------------------------------------------------- foresight
  // When the pointer rests on a click that would complete a move, Python is asked how the board will
  // look after it (it answers only when nothing left to luck or hidden from this seat decides that).
  // The click then shows Python's own drawing at once; Python's answer confirms it (or replaces it).
  function moveCompletedBy(key) {
    if (clicks.length && key === clicks[clicks.length - 1]) return null;
    const prefix = [...clicks, key];
    const matching = candidates(prefix);
    return matching.length === 1 && matching[0].clicks.length === prefix.length ? matching[0] : null;
  }

  function askForesight(key) {
    clearTimeout(foreseeTimer);
    const move = key === null ? null : moveCompletedBy(key);
    if (!move || foreseeAsked.has(move.id) || !live) return;
    const rev = revision();
    foreseeTimer = setTimeout(() => {
      if (revision() !== rev || foreseeAsked.has(move.id) || !live) return;
      foreseeAsked.add(move.id);
      try { model.send({ type: "foresee", id: move.id, revision: rev }); } catch (error) { /* offline: no foresight */ }
    }, FORESEE_REST_MS);
  }

  function takeForesight(content) {
    if (content && content.type === "foreseen" && content.revision === revision() && content.digest) {
      foreseen.set(content.id, content);
    }
    if (content && content.type === "position-code" && typeof content.code === "string") giveCode(content.code);
  }

  // The clipboard may refuse (no focus, no permission): the code is then offered to copy by hand.
  function giveCode(code) {
    const byHand = () => window.prompt(t("copy_code_prompt"), code);
    if (navigator.clipboard && navigator.clipboard.writeText) navigator.clipboard.writeText(code).catch(byHand);
    else byHand();
  }

  function showForeseen(move, clickTime) {
    const board = foreseen.get(move.id);
    if (!board || board.revision !== revision() || board.version !== paintedVersion || ahead) return false;
    try {
      if (board.changes) swapChanges(board.changes); else installSvg(board.svg);
    } catch (error) {
      return false;
    }
    indexKeys();
    clearMarks();
    shownAhead = { digest: board.digest, status: board.status };
    status.textContent = board.status;
    clearTimeout(optimisticTimer);
    optimisticTimer = setTimeout(() => { if (shownAhead) backFromForeseen(); }, OPTIMISTIC_TIMEOUT_MS);
    const applied = performance.now();
    afterNextPaint((frame, time) => record(root, { kind: "foreseen", revision: revision(), clickTime,
      sent: lastPlaySent, rendered: applied, frame, time }));
    return true;
  }

  // Python did not play the move (or did not answer): the board as Python last drew it.
  function backFromForeseen() {
    shownAhead = null;
    clearTimeout(optimisticTimer);
    installSvg(model.get("svg") || "");
    paintedSvg = model.get("svg") || "";
    status.textContent = model.get("status") || "";
    markClicks();
  }

  // ---------------------------------------------------------- choosing
  function playMove(move, clickTime) {
    // the message first: the work on the page below would only delay it
    send({ type: "play", id: move.id, revision: revision() });
    lastPlaySent = performance.now();
    finishAnimations();
    hideChooser();
    clicks = [];
    clearTimeout(foreseeTimer);
    lastPlayClick = clickTime;
    heldBack = false;
    if (showForeseen(move, clickTime)) return;
    moveAhead(move);   // (it measures the page: before anything on it changes)
    unmarkElements();  // their frames stay until the new board (with its own) is painted: less to repaint
    const applied = performance.now();
    afterNextPaint((frame, time) => record(root, { kind: "optimistic", revision: revision(), clickTime,
      rendered: applied, frame, time }));
  }

  function showChooser(options, clickTime, key) {
    chooser.replaceChildren(make("span", { class: "rb-chooser-title" }, t("chooser")));
    for (const move of options) {
      const choice = make("button", { type: "button", "data-move-id": String(move.id) }, move.label);
      choice.addEventListener("click", (event) => {
        playMove(move, event.timeStamp || clickTime);
        if (fromKeyboard) root.focus({ preventScroll: true });   // the keyboard goes on on the board
      });
      chooser.appendChild(choice);
    }
    const cancel = make("button", { type: "button", class: "rb-cancel", "data-action": "cancel" }, t("chooser_cancel"));
    cancel.addEventListener("click", () => { clearSelection(); if (fromKeyboard) root.focus({ preventScroll: true }); });
    chooser.appendChild(cancel);
    chooser.hidden = false;
    placeChooser(keyed.get(key));
    // chosen by the keyboard: the first choice takes the focus (Tab goes through them, Enter picks one)
    const fromKeyboard = document.activeElement === root;
    if (fromKeyboard) chooser.querySelector("button").focus({ preventScroll: true });
  }

  // The chooser opens where the eye is: just below the clicked element, inside the board, and in view.
  function placeChooser(node) {
    const frame = root.getBoundingClientRect();
    const box = node && node.getBoundingClientRect ? node.getBoundingClientRect() : null;
    const width = chooser.offsetWidth;
    const left = box ? Math.min(Math.max(0, box.left - frame.left), Math.max(0, frame.width - width - 4)) : 0;
    const top = box ? box.bottom - frame.top + 6 : svgBox.offsetTop;
    chooser.style.left = `${left}px`;
    chooser.style.top = `${top}px`;
    if (chooser.scrollIntoView) chooser.scrollIntoView({ block: "nearest", inline: "nearest" });
  }

  function hideChooser() {
    chooser.hidden = true;
    chooser.replaceChildren();
  }

  function keyAt(target) {
    // the innermost keyed element, unless an outer one is what can come next
    const keys = [];
    for (let node = target; node && node !== svgBox; node = node.parentNode) {
      if (node.getAttribute && node.hasAttribute("data-key")) keys.push(node.getAttribute("data-key"));
    }
    if (keys.length === 0) return null;
    const next = nextKeys();
    const selectedLast = clicks[clicks.length - 1];
    return keys.find((k) => next.has(k) || k === selectedLast) || keys[0];
  }

  function clickKey(key, clickTime) {
    if (clicks.length && key === clicks[clicks.length - 1]) {
      clicks.pop();
      hideChooser();
      markClicks();
      return;
    }
    const prefix = [...clicks, key];
    const matching = candidates(prefix);
    if (matching.length === 0) {
      send({ type: "explain", clicks: prefix, revision: revision() });
      clearSelection();
      return;
    }
    clicks = prefix;
    const complete = matching.filter((move) => move.clicks.length === prefix.length);
    if (complete.length === 1 && matching.length === 1) {
      playMove(complete[0], clickTime);
      return;
    }
    hideChooser();
    if (complete.length >= 1) showChooser(complete, clickTime, key);
    markClicks();
    const applied = performance.now();
    afterNextPaint((frame, time) => record(root, { kind: "highlight", revision: revision(), clickTime,
      rendered: applied, frame, time }));
  }

  // ------------------------------------------------------ computer turns
  function afterNewBoard() {
    clearTimeout(autoTimer);
    const toMove = model.get("to_move") || "";
    const reply = !heldBack && computerPlays(toMove);
    if (!toMove || (!model.get("autoplay") && !reply)) return;
    const rev = revision();
    autoTimer = setTimeout(() => {
      if (revision() === rev && (model.get("autoplay") || computerPlays(toMove))) {
        send({ type: "computer", revision: rev, auto: true });
      }
    }, AUTOPLAY_PAUSE_MS);
  }

  // Clicks made while a computer's seat decides are not carried over to the board that comes after: a click
  // that follows one of them within SETTLE_MS, on a board changed since, was meant for the board before (issue 31:
  // four quick clicks on "Draw 2" while the computers played made Red draw on four turns).
  function tooSoon(time) {
    const rev = revision();
    if (computerPlays(model.get("to_move") || "") || model.get("busy")) {
      waitingClick = { time, revision: rev };
      return false;   // Python says whose move it is
    }
    if (time - waitingClick.time >= SETTLE_MS || rev === waitingClick.revision) return false;
    waitingClick.time = time;   // the run of clicks goes on
    showMessage(t("board_changed"));
    return true;
  }

  // ------------------------------------------------------------ events
  // A click is taken for the board it was aimed at: the second click of a double click that lands on a
  // board drawn after the first (the next seat's turn, say) is not taken as a decision of its own.
  let firstClickRevision = -1;
  svgBox.addEventListener("click", (event) => {
    if (!live) { showOffline(); return; }
    if (event.detail > 1 && revision() !== firstClickRevision) return;
    firstClickRevision = revision();
    if (tooSoon(event.timeStamp)) return;
    const key = keyAt(event.target);
    dismissUnlessAnswered(playsAMove(key));
    if (key === null) { clearSelection(); return; }
    clickKey(key, event.timeStamp);
  });
  svgBox.addEventListener("mouseover", (event) => {
    const key = keyAt(event.target);
    if (key !== null && nextKeys().has(key)) previewPath(key); else removePreview();
    askForesight(key !== null && nextKeys().has(key) ? key : null);
  });
  svgBox.addEventListener("mouseleave", () => { removePreview(); clearTimeout(foreseeTimer); });
  toolbar.addEventListener("click", (event) => dismissUnlessAnswered(answeredWithAMessage(event.target)), true);
  // ------------------------------------------------------ the keyboard (issue 23)
  // With the board focused (Tab), the arrow keys move a focus ring over what can be clicked next, in reading
  // order; Enter or Space clicks it; Escape cancels the selection. JupyterLab does not get these keys then.
  function focusableKeys() {
    const next = [...nextKeys()].filter((key) => keyed.has(key));
    const keys = next.length ? next : [...keyed.keys()];
    const placed = keys.map((key) => [key, keyed.get(key).getBoundingClientRect()]);
    placed.sort(([, a], [, b]) => (Math.abs(a.top - b.top) > 8 ? a.top - b.top : a.left - b.left));
    return placed.map(([key]) => key);
  }
  function showFocus() {
    if (overlay) for (const mark of overlay.querySelectorAll(".rb-mark-focus")) mark.remove();
    const node = focusKey && keyed.get(focusKey);
    if (!node) return;
    drawMark(node, "focus");
    const name = node.getAttribute("aria-label") || focusKey.replace(/^[a-z]+:/, "").replace(/-/g, " ");
    root.setAttribute("aria-label", t("on_board").replace("{name}", name));
  }
  function moveFocus(step, direction = null) {
    const keys = focusableKeys();
    if (!keys.length) return;
    const at = keys.indexOf(focusKey);
    const beside = at < 0 || !direction ? null : nearestToward(keys, focusKey, direction);
    focusKey = beside || keys[at < 0 ? (step > 0 ? 0 : keys.length - 1) : (at + step + keys.length) % keys.length];
    showFocus();
  }
  // The arrow keys move by the drawing's geometry (on a grid: up, down, left, right): the nearest key whose
  // centre lies that way, those in line preferred; none that way, the reading order goes on (issue 31).
  function nearestToward(keys, from, [dx, dy]) {
    const centre = (key) => { const box = keyed.get(key).getBoundingClientRect();
      return [box.left + box.width / 2, box.top + box.height / 2]; };
    const [x0, y0] = centre(from);
    let best = null, bestScore = Infinity;
    for (const key of keys) {
      if (key === from) continue;
      const [x, y] = centre(key);
      const along = (x - x0) * dx + (y - y0) * dy, across = Math.abs((x - x0) * dy - (y - y0) * dx);
      if (along < 4 || across > 2 * along) continue;
      const score = along + 2 * across;
      if (score < bestScore) { best = key; bestScore = score; }
    }
    return best;
  }
  const ARROWS = { ArrowRight: [1, 0], ArrowLeft: [-1, 0], ArrowDown: [0, 1], ArrowUp: [0, -1] };
  const BOARD_KEYS = new Set(["ArrowRight", "ArrowDown", "ArrowLeft", "ArrowUp", "Enter", " ", "Escape"]);
  root.addEventListener("keydown", (event) => {
    if (!BOARD_KEYS.has(event.key) || event.target !== root) {
      if (event.key === "Escape") { clearSelection(); event.stopPropagation(); }
      return;
    }
    event.preventDefault();
    event.stopPropagation();
    if (event.key === "Escape") { clearSelection(); focusKey = null; showFocus(); return; }
    if (event.key === "Enter" || event.key === " ") {
      if (!focusKey || !keyed.has(focusKey)) { moveFocus(1); return; }
      if (tooSoon(event.timeStamp)) return;
      const key = focusKey;
      dismissUnlessAnswered(playsAMove(key));
      clickKey(key, event.timeStamp);
      focusKey = null;
      moveFocus(1);
      return;
    }
    moveFocus(event.key === "ArrowRight" || event.key === "ArrowDown" ? 1 : -1, ARROWS[event.key]);
  });
  root.addEventListener("blur", () => { focusKey = null; showFocus(); });
  moveBox.addEventListener("keydown", (event) => {
    event.stopPropagation();            // typing is not a JupyterLab shortcut
    if (event.key === "Enter") { event.preventDefault(); dismissMessage(); typedMove(); }
  });
  refereeButton.addEventListener("click", () => {
    model.set("referee_open", !model.get("referee_open"));
    model.save_changes();
  });
  copyCode.addEventListener("click", () => send({ type: "code", revision: revision() }));
  describeButton.addEventListener("click", () => send({ type: "describe", revision: revision() }));
  openCode.addEventListener("click", () => {
    const code = window.prompt(t("open_code_prompt"), "");
    if (code) send({ type: "open", code: code.trim(), revision: revision() });
  });
  buttons.undo.addEventListener("click", () => { heldBack = true; send({ type: "undo", revision: revision() }); });
  buttons.redo.addEventListener("click", () => { heldBack = true; send({ type: "redo", revision: revision() }); });
  buttons.restart.addEventListener("click", () => { heldBack = true; send({ type: "restart", revision: revision() }); });
  buttons.computer.addEventListener("click", () => send({ type: "computer", revision: revision() }));
  buttons.suggest.addEventListener("click", () => send({ type: "suggest", revision: revision() }));
  buttons.autoplay.addEventListener("click", () => {
    model.set("autoplay", !model.get("autoplay"));
    model.save_changes();
    paintToolbar();
    if (model.get("autoplay")) afterNewBoard(); else clearTimeout(autoTimer);
  });
  buttons.hints.addEventListener("click", () => {
    model.set("show_hints", !model.get("show_hints"));
    model.save_changes();
  });
  computerGroup.addEventListener("click", (event) => {
    const node = event.target.closest("button[data-player]");
    if (!node) return;
    const player = node.dataset.player;
    const chosen = computerList();
    model.set("computer_players", chosen.includes(player) ? chosen.filter((p) => p !== player) : [...chosen, player]);
    model.save_changes();
  });
  buttons.reveal.addEventListener("click", () => {
    model.set("show_all", !model.get("show_all"));
    model.save_changes();
  });
  buttons.flip.addEventListener("click", () => {
    const perspectives = model.get("perspectives") || [];
    if (perspectives.length < 2) return;
    const index = perspectives.indexOf(model.get("perspective"));
    model.set("perspective", perspectives[(index + 1) % perspectives.length]);
    model.save_changes();
  });
  kindSelect.addEventListener("change", () => { model.set("computer", kindSelect.value); model.save_changes(); });
  languageSelect.addEventListener("change", () => { model.set("language", languageSelect.value); model.save_changes(); });
  sideSelect.addEventListener("change", () => {
    model.set("computer_side", sideSelect.value);
    model.save_changes();
    heldBack = false; // if it is now the computer's turn, it answers
    afterNewBoard();
  });
  historyList.addEventListener("keydown", (event) => {
    const item = event.target.closest("li[data-cursor]");
    if (!item || (event.key !== "Enter" && event.key !== " ")) return;
    event.preventDefault();
    event.stopPropagation();  // JupyterLab would take Enter as "edit the cell"
    heldBack = true;
    send({ type: "jump", cursor: Number(item.getAttribute("data-cursor")), revision: revision() });
  });
  historyList.addEventListener("click", (event) => {
    const item = event.target.closest("li[data-cursor]");
    if (!item) return;
    heldBack = true;
    send({ type: "jump", cursor: Number(item.getAttribute("data-cursor")), revision: revision() });
  });

  const onSvgUpdate = () => {
    updates.push(model.get("svg_update") || {});
    if (updates.length > MAX_UPDATES) updates = [{}];  // a view long out of sight: drawn anew
  };
  model.on("change:svg_update", onSvgUpdate);
  const names = ["svg", "svg_update", "moves", "status", "history", "history_shows", "cursor", "revision", "show_hints", "autoplay",
    "computer", "computer_kinds", "computer_side", "players", "to_move", "busy", "perspective", "perspectives", "show_all",
    "computer_players", "suggested"];
  for (const name of names) model.on(`change:${name}`, queuePaint);
  const onLesson = () => { paintLesson(); queuePaint(); };
  model.on("change:referee", paintReferee);
  model.on("change:referee_open", paintReferee);
  model.on("change:lesson", onLesson);
  for (const name of ["editing", "edit_problems", "can_edit"]) model.on(`change:${name}`, paintEditor);
  model.on("change:message", paintMessage);
  model.on("change:maker_panel", paintMaker);
  const onTexts = () => { paintTexts(); paintEditor(); paintReferee(); queuePaint(); };
  model.on("change:texts", onTexts);
  model.on("change:languages", queuePaint);
  model.on("change:language", queuePaint);
  model.on("msg:custom", takeForesight);
  const onComputerPlayers = () => { heldBack = false; afterNewBoard(); };
  // the computer's sides or autoplay may change from Python or another view, too
  for (const name of ["computer_players", "computer_side", "autoplay"]) model.on(`change:${name}`, onComputerPlayers);
  model.on("comm_live_update", checkLive);
  const unwatchKernel = watchKernel();
  // A board drawn while out of view (or hidden) has no size: its marks and the move list's
  // scroll position are set again once it is shown.
  const onShown = () => {
    if (unlaidMarks) markClicks();
    showCurrentPoint();
    reportWidth();
  };
  // Python may draw a narrow board differently (HIT's projector layout): tell it when this
  // view becomes narrow or wide.  Only this view's own change is reported, so two views of one
  // board with different widths do not keep switching each other's drawing.
  // A view is also "narrow" when the full drawing would show its text under MIN_TEXT_PX (a wide but low
  // window, such as 1280x720 or a closed side bar): the projector layout is drawn instead.  It goes back to
  // the full drawing only once the window has grown enough for that drawing's text to reach MIN_TEXT_PX.
  let viewNarrow = null;
  let smallFull = null;   // {width, height, px}: where the full drawing's text was last too small
  function smallestTextPx() {
    let smallest = Infinity;
    for (const node of svgBox.querySelectorAll("svg text")) {
      if (!node.textContent.trim() || !node.getClientRects().length) continue;
      const m = node.getScreenCTM();
      if (!m) continue;
      smallest = Math.min(smallest, parseFloat(getComputedStyle(node).fontSize) * Math.sqrt(Math.abs(m.a * m.d - m.b * m.c)));
    }
    return smallest;
  }
  function fullTextTooSmall(width) {
    const svg = svgBox.querySelector("svg");
    const height = window.innerHeight;
    if (svg && !svg.hasAttribute("data-compact")) {
      const px = smallestTextPx();
      if (px < MIN_TEXT_PX) smallFull = { width, height, px };
      else if (Number.isFinite(px)) smallFull = null;
      return px < MIN_TEXT_PX;
    }
    if (!smallFull) return false;
    return smallFull.px * Math.min(width / smallFull.width, height / smallFull.height) < MIN_TEXT_PX;
  }
  function reportWidth() {
    const width = root.clientWidth;
    if (!live || !width) return;
    const narrow = width < NARROW_PX || (model.get("layout") === "auto" && fullTextTooSmall(width));
    if (narrow === viewNarrow) return;
    viewNarrow = narrow;
    if (Boolean(model.get("narrow")) !== narrow) {
      model.set("narrow", narrow);
      model.save_changes();
    }
  }
  const resizeObserver = new ResizeObserver(onShown);
  resizeObserver.observe(svgBox);
  resizeObserver.observe(root);
  resizeObserver.observe(historyList);
  const visibilityObserver = new IntersectionObserver((entries) => {
    if (entries.some((entry) => entry.isIntersecting)) onShown();
  });
  visibilityObserver.observe(root);
  paintLesson();
  paintTexts();
  paintEditor();
  // a teacher's link (issue 22): the page's address may hold a position for this board to open, once
  // (JupyterLab rewrites the address once a notebook is open: the page's first address is the one sent)
  const firstAddress = (performance.getEntriesByType("navigation")[0] || {}).name || window.location.href;
  const search = new URL(firstAddress, window.location.href).search;
  // issue 33: a link may hold an exercise or a sheet instead (rulebook/lessons.py opens them)
  if (model.get("reads_address") && /[?&](position|exercise|sheet)=/.test(search)) send({ type: "address", search });
  paintReferee();
  paint();
  paintMessage();
  paintMaker();
  checkLive();

  return () => {
    resizeObserver.disconnect();
    visibilityObserver.disconnect();
    model.off("comm_live_update", checkLive);
    unwatchKernel();
    clearTimeout(autoTimer);
    clearTimeout(optimisticTimer);
    clearTimeout(foreseeTimer);
    model.off("msg:custom", takeForesight);
    for (const name of names) model.off(`change:${name}`, queuePaint);
    model.off("change:lesson", onLesson);
    for (const name of ["editing", "edit_problems", "can_edit"]) model.off(`change:${name}`, paintEditor);
    model.off("change:referee", paintReferee);
    model.off("change:referee_open", paintReferee);
    model.off("change:svg_update", onSvgUpdate);
    model.off("change:message", paintMessage);
    model.off("change:maker_panel", paintMaker);
    if (makerView) makerView.remove();
    for (const name of ["computer_players", "computer_side", "autoplay"]) model.off(`change:${name}`, onComputerPlayers);
  };
}

// Once per board (not per view): keep the model's copy of the drawing current by splicing in
// each change, so a view opened later and a saved notebook have the whole drawing.
// That copy is the front end's own change of `svg`, so the widget library keeps it among the changes to send
// with the next toolbar change (Hints, Every legal move, a narrow window) and puts it back in the model then,
// however old it is by then (issue 31: the editor's drawing came back over the board).  Python ignores a
// drawing sent to it; here a drawing that comes without a new version of Python's changes is put right.
function initialize({ model }) {
  let version = (model.get("svg_update") || {}).version;
  let whole = model.get("svg") || "";
  const onUpdate = () => {
    const update = model.get("svg_update") || {};
    if (update.from === -1) {
      whole = model.get("svg") || "";
    } else if (update.from === version && update.changes && update.changes.length) {
      whole = splice(whole, update.changes);
      model.set("svg", whole);
    } else if (update.version !== version) {
      model.send({ type: "redraw" });  // a change this copy cannot take: ask for the whole drawing
    }
    version = update.version;
  };
  // (once the change is over: a drawing sent whole comes with its version, perhaps just after it)
  const onDrawing = () => queueMicrotask(() => {
    const update = model.get("svg_update") || {};
    if (update.version === version && model.get("svg") !== whole) model.set("svg", whole);
  });
  model.on("change:svg_update", onUpdate);
  model.on("change:svg", onDrawing);
  const stopHistory = keepHistory(model);
  return () => { model.off("change:svg_update", onUpdate); model.off("change:svg", onDrawing); stopHistory(); };
}

// The move list likewise: Python sends the entries from the first one that changed (`history_update`), and the
// model's copy (what every view shows) is kept whole here.
function keepHistory(model) {
  let version = (model.get("history_update") || {}).version || 0;
  let whole = model.get("history") || [];
  const expected = (model.get("history_update") || {}).length;
  if (expected !== undefined && expected !== whole.length) model.send({ type: "redraw" });  // changes came early
  const onUpdate = () => {
    const update = model.get("history_update") || {};
    if (update.from === -1) {
      whole = model.get("history") || [];
    } else if (update.from === version && Array.isArray(update.add) && update.keep <= whole.length) {
      whole = [...whole.slice(0, update.keep), ...update.add];
      model.set("history", whole);
    } else if (update.version !== version) {
      model.send({ type: "redraw" });
    }
    version = update.version || 0;
  };
  // a toolbar change puts the copy it sent back in the model: the whole list comes back after it
  const onHistory = () => queueMicrotask(() => {
    if ((model.get("history_update") || {}).version === version && model.get("history") !== whole) {
      model.set("history", whole);
    }
  });
  model.on("change:history_update", onUpdate);
  model.on("change:history", onHistory);
  return () => { model.off("change:history_update", onUpdate); model.off("change:history", onHistory); };
}

// The text with each change's [start, end) replaced by its text (the changes do not overlap).
function splice(text, changes) {
  const sorted = [...changes].sort((a, b) => a[3] - b[3] || a[4] - b[4]);
  const pieces = [];
  let at = 0;
  for (const [, , , start, end, replacement] of sorted) {
    pieces.push(text.slice(at, start), replacement);
    at = end;
  }
  pieces.push(text.slice(at));
  return pieces.join("");
}

export default { initialize, render };
