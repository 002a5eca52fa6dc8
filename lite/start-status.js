// The static site's start status: one line at the foot of the page saying what the wait is for, until the
// open notebook's Python is ready ("Opening the rulebook…", "Starting Python in this browser… 4 s",
// "Python is ready"), in the page's language. lite/build.py adds this file to the site (with the texts of
// lite/start-texts.json written into it) and a <script> for it to lab/index.html.
//
// It reads only what JupyterLab shows (window.jupyterapp, the current notebook's kernel status) and
// keeps each line it showed, with the time, in window.rbStartStatus (the browser test and
// benchmarks/lite.py read it).
//
// A teacher's link to a position (issue 22: `?path=referee.ipynb&position=<code>`) runs the referee's
// notebook (in the link's language: `&lang=de`) once its Python is ready, so the position shows without a
// click; so do a teacher's links to an exercise or a sheet (issue 33: `?path=exercise.ipynb&exercise=<code>`,
// `?path=sheet.ipynb&sheet=<code>`). No other notebook runs by itself.
(() => {
  // the linked notebooks, in English or a language's folder (lite/language.js puts ?lang= links there), and
  // the part of the link each one opens
  const LINKED = { "referee.ipynb": "position", "exercise.ipynb": "exercise", "sheet.ipynb": "sheet" };
  const linked = new URLSearchParams(window.location.search);
  const linkedPath = linked.get("path") || "";
  const linkedName = linkedPath.replace(/^(fr|de|it|es)\//, "");
  let refereeToRun = Object.hasOwn(LINKED, linkedName) && linked.has(LINKED[linkedName]);
  let ranLinkedReferee = false;
  const STARTING = new Set(["initializing", "connecting", "unknown", "starting", "restarting", "autorestarting"]);
  const READY_SHOWN_MS = 3000;
  // the texts of lite/start-texts.json, in the page's language (lite/language.js sets window.rbLanguage)
  const TEXTS = __START_TEXTS__;
  const TEXT = TEXTS[window.rbLanguage] || TEXTS.en;
  const history = (window.rbStartStatus = []);
  let shown = null;
  let phaseSince = performance.now();
  let hideAt = null;

  function phase() {
    const app = window.jupyterapp;
    const panel = app && app.shell && app.shell.currentWidget;
    if (!panel || !panel.sessionContext) return "opening";
    const context = panel.sessionContext;
    if (context.kernelDisplayStatus === "dead") return "dead";
    return STARTING.has(context.kernelDisplayStatus) || !context.isReady ? "starting" : "ready";
  }

  function makeLine() {
    const line = document.createElement("div");
    line.id = "rb-start-status";
    line.setAttribute("role", "status");
    line.setAttribute("aria-live", "polite");
    line.style.cssText = [
      "position: fixed", "bottom: 12px", "left: 50%", "transform: translateX(-50%)", "z-index: 10000",
      "max-width: 90vw", "padding: 6px 16px", "border-radius: 6px", "border: 2px solid #1e56c8",
      "background: #fff", "color: #111", "font: 16px/1.4 system-ui, sans-serif", "text-align: center",
      "box-shadow: 0 2px 8px rgba(0, 0, 0, 0.25)", "pointer-events: none",
    ].join("; ");
    document.body.appendChild(line);
    return line;
  }

  function show(line, now, text) {
    line.hidden = false;
    line.textContent = text;
    if (now === "starting") {
      const note = document.createElement("div");
      note.style.fontSize = "14px";
      note.textContent = TEXT.download;
      line.appendChild(note);
    }
  }

  function runLinkedReferee(now) {
    const app = window.jupyterapp;
    const panel = app && app.shell && app.shell.currentWidget;
    if (!refereeToRun || now !== "ready" || !panel || !panel.context || panel.context.path !== linkedPath) return;
    refereeToRun = false;
    ranLinkedReferee = true;
    app.commands.execute("notebook:run-all-cells");
  }

  function tick(line) {
    const now = phase();
    runLinkedReferee(now);
    if (now !== shown) {
      const ended = shown === "starting" && now === "ready";
      if (now === "ready" && !ended) {
        line.hidden = true;               // a running kernel (busy, idle) after no start: nothing to say
      }
      phaseSince = performance.now();
      hideAt = ended ? phaseSince + READY_SHOWN_MS : null;
      shown = now;
      history.push({ phase: now, time: Math.round(phaseSince) });
    }
    if (now === "opening" || now === "dead" || hideAt !== null) {
      show(line, now, now === "ready" && ranLinkedReferee ? TEXT.linked : TEXT[now]);
    } else if (now === "starting") {
      show(line, now, `${TEXT.starting} ${Math.round((performance.now() - phaseSince) / 1000)} s`);
    }
    if (hideAt !== null && performance.now() >= hideAt) {
      line.hidden = true;
      hideAt = null;
    }
  }

  function start() {
    const line = makeLine();
    tick(line);
    setInterval(() => tick(line), 250);
  }

  if (document.body) start();
  else document.addEventListener("DOMContentLoaded", start);
})();
