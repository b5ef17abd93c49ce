// The workbench page: talks to the server's JSON routes only (same origin).
"use strict";

const $ = (sel) => document.querySelector(sel);
const el = (tag, attrs = {}, ...kids) => {
  const e = document.createElement(tag);
  for (const [k, v] of Object.entries(attrs)) {
    if (k === "class") e.className = v;
    else if (k === "text") e.textContent = v;
    else if (k.startsWith("on")) e.addEventListener(k.slice(2), v);
    else if (v !== undefined && v !== null && v !== false) e.setAttribute(k, v === true ? "" : v);
  }
  for (const kid of kids) if (kid !== null && kid !== undefined) e.append(kid);
  return e;
};

const S = {
  info: null, vocab: null, W: {}, lang: localStorage.getItem("unorules.lang") || "en",
  bookLang: null, file: null, saved: "", error: null, checking: null, checkTimer: null,
  verifyJob: null, simJob: null, frames: [], frame: 0, cxProp: "", cxScenario: null,
  table: null, pics: {}, logNext: 0,
};

// A number as the interface's language writes it (Persian digits, a decimal comma in tr and ru).
function fmt(x, digits) {
  const opts = digits === undefined ? {} : { minimumFractionDigits: digits, maximumFractionDigits: digits };
  return Number(x).toLocaleString(S.lang, { useGrouping: false, ...opts });
}

function w(key, fields = {}) {
  let text = S.W[key] || key;
  for (const [k, v] of Object.entries(fields)) text = text.split(`{${k}}`).join(typeof v === "number" ? fmt(v) : String(v));
  return text;
}

function flash(text, bad = false) {
  const f = $("#flash");
  f.textContent = text;
  f.className = bad ? "bad show" : "show";
  clearTimeout(flash.timer);
  flash.timer = setTimeout(() => { f.className = ""; }, bad ? 8000 : 3000);
}

async function api(path, body, method, signal) {
  const opts = { method: method || (body === undefined ? "GET" : "POST"), headers: {}, signal };
  if (body !== undefined) {
    opts.headers["content-type"] = "application/json";
    opts.body = JSON.stringify(body);
  }
  const res = await fetch(path, opts);
  const data = await res.json().catch(() => ({ error: `${res.status} ${res.statusText}` }));
  if (!res.ok) {
    const err = new Error(data.error || `${res.status}`);
    err.data = data;
    throw err;
  }
  return data;
}

// --- language ----------------------------------------------------------------------------
async function setLanguage(lang) {
  S.lang = lang;
  localStorage.setItem("unorules.lang", lang);
  S.W = await api(`/api/words?lang=${encodeURIComponent(lang)}`);
  document.documentElement.lang = lang;
  document.documentElement.dir = S.W._dir;
  for (const e of document.querySelectorAll("[data-w]")) e.textContent = w(e.dataset.w);
  document.title = w("app");
  $("#ui-lang").value = lang;
  if (!S.bookLang || S.bookLangFollows) { S.bookLang = lang; S.bookLangFollows = true; $("#book-lang").value = lang; }
  renderProblems();
  if (S.file) markSaved();
  scheduleCheck(0);
  if (S.table) refreshTable();
}

// --- files ---------------------------------------------------------------------------------
async function listFiles() {
  const { files } = await api("/api/files");
  const ul = $("#files");
  ul.replaceChildren();
  for (const f of files) {
    if (!f.name.endsWith(".uno")) continue;
    ul.append(el("li", {}, el("button", { class: f.name === S.file ? "file current" : "file", text: f.name,
      "data-file": f.name, onclick: () => openFile(f.name) })));
  }
  const list = $("#game-list");
  list.replaceChildren(...files.filter((f) => f.name.endsWith(".json")).map((f) => el("option", { value: f.name, text: f.name })));
  return files;
}

async function openFile(name) {
  if (S.file && code().value !== S.saved && !confirm(`${S.file}: ${w("unsaved")}. OK?`)) return;
  const data = await api(`/api/file?name=${encodeURIComponent(name)}`);
  S.file = data.name;
  S.saved = data.text;
  code().value = data.text;
  $("#file-name").textContent = name;
  for (const id of ["#verify-file", "#sim-file"]) $(id).textContent = name;
  localStorage.setItem("unorules.file", name);
  paint();
  markSaved();
  await listFiles();
  scheduleCheck(0);
  fillPlayVariants();
}

async function save() {
  if (!S.file) return;
  await api("/api/file", { name: S.file, text: code().value }, "PUT");
  S.saved = code().value;
  markSaved();
}

function markSaved() {
  const dirty = code().value !== S.saved;
  $("#save-state").textContent = dirty ? w("unsaved") : w("saved");
  $("#save-state").className = dirty ? "dirty" : "";
}

async function newFile(copy) {
  const name = $("#new-name").value.trim();
  const parent = $("#new-parent").value;
  try {
    const made = await api("/api/new", { name, parent, copy });
    await listFiles();
    await openFile(made.name);
  } catch (e) { flash(e.message, true); }
}

// --- the editor ------------------------------------------------------------------------------
const code = () => $("#code");

function paint() {
  const text = code().value;
  const err = S.error && S.error.in_file && S.error.line ? S.error : null;
  $("#code-view").innerHTML = Highlight.html(text, S.vocab, err);
  const n = text.split("\n").length;
  const g = $("#gutter");
  if (g.childElementCount !== n || g.dataset.err !== String(err ? err.line : 0)) {
    g.replaceChildren(...Array.from({ length: n }, (_, i) =>
      el("div", { class: err && err.line === i + 1 ? "err" : "", text: String(i + 1) })));
    g.dataset.err = String(err ? err.line : 0);
  }
  syncScroll();
}

function syncScroll() {
  const t = code();
  $("#code-view").scrollTop = t.scrollTop;
  $("#code-view").scrollLeft = t.scrollLeft;
  $("#gutter").scrollTop = t.scrollTop;
}

function scheduleCheck(delay = 250) {
  clearTimeout(S.checkTimer);
  S.checkTimer = setTimeout(check, delay);
}

async function check() {
  if (!S.file || !S.W.app) return;
  if (S.checking) S.checking.abort();  // a newer text supersedes the one being compiled
  const ctl = new AbortController();
  S.checking = ctl;
  $("#book-state").textContent = w("checking");
  try {
    const got = await api("/api/check", { name: S.file, text: code().value, lang: S.bookLang, book: true },
      "POST", ctl.signal);
    if (ctl !== S.checking) return;
    S.error = got.ok ? null : got.errors[0];
    S.summary = got.summary || null;
    if (got.book) showBook(got.book);
    if (!got.ok && S.bookOf !== S.file) $("#book").srcdoc = "";
    $("#book-state").textContent = got.ok ? "" : S.bookOf === S.file ? w("book_stale") : w("book_none");
  } catch (e) {
    if (e.name === "AbortError") return;
    S.error = e.data && e.data.variant ? e.data.variant : { message: e.message, line: 0, column: 0, in_file: true };
    $("#book-state").textContent = "";
  }
  paint();
  renderProblems();
}

function pdfLink() {
  const pdf = $("#pdf");
  if (S.info.pdf && S.file) {
    pdf.href = `/api/book.pdf?name=${encodeURIComponent(S.file)}&lang=${S.bookLang}`;
    pdf.classList.remove("disabled");
    pdf.removeAttribute("title");
  } else {
    pdf.removeAttribute("href");
    pdf.classList.add("disabled");
    pdf.title = w("no_pdf");
  }
}

function showBook(html) {
  S.bookOf = S.file;
  const frame = $("#book");
  let y = 0;
  try { y = frame.contentWindow.scrollY; } catch (e) { y = 0; }
  frame.onload = () => { try { frame.contentWindow.scrollTo(0, y); } catch (e) { /* opaque */ } };
  frame.srcdoc = html;
  pdfLink();
}

function renderProblems() {
  const box = $("#problems");
  box.replaceChildren();
  if (!S.W.app) return;
  const e = S.error;
  if (!e) {
    if (S.summary) {
      box.className = "ok";
      box.append(el("p", { text: "✓ " + w("compiles", { cards: S.summary.cards, low: S.summary.min_players,
        high: S.summary.max_players }) }));
    }
    return;
  }
  box.className = "bad";
  const where = !e.line ? "" : e.in_file ? w("error_at", { line: e.line, column: e.column })
    : w("error_in", { file: e.file, line: e.line });
  const head = el("p", { class: "where" }, el("strong", { text: where ? where + ": " : "" }),
    el("bdi", { dir: "ltr", lang: "en", text: e.message }));
  if (e.in_file && e.line) {
    head.classList.add("jump");
    head.addEventListener("click", () => jumpTo(e.line, e.column));
  }
  box.append(head);
  if (e.text) box.append(el("pre", { class: "src", text: `${e.text}\n${" ".repeat(Math.max(0, (e.column || 1) - 1))}^` }));
  if (e.nearest) box.append(el("p", { class: "nearest" }, el("strong", { text: w("nearest") + ": " }), el("code", { text: e.nearest })));
  else if (e.expected) box.append(el("p", {}, el("strong", { text: w("expected") + ": " }), el("bdi", { dir: "ltr", text: e.expected })));
  if (e.hint) box.append(el("p", { class: "hint" }, el("strong", { text: w("hint") + ": " }), el("bdi", { dir: "ltr", lang: "en", text: e.hint })));
}

function jumpTo(line, column) {
  const t = code();
  const lines = t.value.split("\n");
  let pos = 0;
  for (let i = 0; i < line - 1 && i < lines.length; i++) pos += lines[i].length + 1;
  pos += Math.max(0, (column || 1) - 1);
  t.focus();
  t.setSelectionRange(pos, pos);
}

function insertExample(text) {
  const t = code();
  const at = t.value.indexOf("\n", t.selectionEnd);
  const end = at < 0 ? t.value.length : at;
  const before = t.value.slice(0, end);
  t.value = before + (before.endsWith("\n") || !before ? "" : "\n") + text + t.value.slice(end);
  paint();
  markSaved();
  scheduleCheck(0);
}

function fillExamples() {
  const box = $("#examples");
  box.replaceChildren();
  for (const kind of ["effect", "condition"]) {
    box.append(el("h3", { "data-w": kind === "effect" ? "effects" : "conditions", text: w(kind === "effect" ? "effects" : "conditions") }));
    for (const ex of S.info.examples.filter((x) => x.kind === kind)) {
      box.append(el("div", { class: "example" },
        el("p", { text: ex.about, dir: "ltr", lang: "en" }),
        el("div", { class: "row" }, el("code", { text: ex.example }),
          el("button", { class: "small", "data-w": "insert", text: w("insert"), title: ex.example,
            onclick: () => insertExample(ex.example) }))));
    }
  }
}

// --- jobs -------------------------------------------------------------------------------
async function follow(job, onEvent, onEnd) {
  let next = 0;
  for (;;) {
    let got;
    try { got = await api(`/api/jobs/${job.id}?since=${next}`); } catch (e) { onEnd({ state: "failed", message: e.message }); return; }
    for (const ev of got.events) onEvent(ev);
    next = got.next;
    if (got.state !== "running") { onEnd(got); return; }
    await new Promise((r) => setTimeout(r, 300));
  }
}

// --- verify -------------------------------------------------------------------------------
async function runVerify() {
  if (!S.file) return;
  try {
    await save();
    const job = await api("/api/verify", { name: S.file, lang: S.lang });
    S.verifyJob = job.id;
    $("#verify-cancel").disabled = false;
    $("#verify-state").textContent = w("running");
    $("#props tbody").replaceChildren();
    $("#cx").hidden = true;
    follow(job, verifyEvent, (end) => {
      $("#verify-cancel").disabled = true;
      $("#verify-state").textContent = end.state === "done" ? w("job_done", { seconds: end.elapsed })
        : w("job_failed", { why: end.message || end.state });
      for (const row of document.querySelectorAll("#props tr.running")) {
        row.classList.remove("running");
        row.querySelector(".status").textContent = end.state;
      }
    });
  } catch (e) { flash(e.message, true); }
}

function propRow(label) {
  const id = "prop-" + label.replace(/[^a-z0-9]+/gi, "-");
  let row = document.getElementById(id);
  if (!row) {
    row = el("tr", { id, class: "waiting", "data-prop": label },
      el("td", { text: label }), el("td", { class: "status", text: w("waiting") }), el("td", { class: "detail" }));
    $("#props tbody").append(row);
  }
  return row;
}

function verifyEvent(ev) {
  if (ev.type === "properties") { for (const p of ev.labels) propRow(p); return; }
  const row = propRow(ev.prop);
  if (ev.type === "start") {
    if (row.classList.contains("running")) {  // started again with no result: nothing to prove here
      row.className = "skipped";
      row.querySelector(".status").textContent = w("skipped");
    } else {
      row.className = "running";
      row.querySelector(".status").textContent = w("running");
    }
    return;
  }
  if (ev.type !== "result") return;
  row.className = ev.ok ? "ok" : "bad";
  row.querySelector(".status").textContent = `${ev.verdict} (${fmt(ev.seconds)} s)`;
  row.querySelector(".status").title = ev.full_verdict || "";
  const detail = row.querySelector(".detail");
  detail.replaceChildren(el("span", { text: ev.detail, dir: "ltr", lang: "en" }));
  if (ev.frames && ev.frames.length) {
    detail.append(" ", el("button", { class: "small show-cx", "data-w": "show_cx", text: w("show_cx"),
      onclick: () => showCounterexample(ev) }));
  }
}

function showCounterexample(ev) {
  S.frames = ev.frames;
  S.frame = 0;
  S.cxProp = ev.prop;
  S.cxScenario = ev.scenario;
  $("#cx").hidden = false;
  $("#cx-prop").textContent = `${ev.prop}: ${ev.scenario.description || ev.detail}`;
  drawFrame();
  $("#cx").scrollIntoView({ block: "nearest" });
}

function drawFrame() {
  const f = S.frames[S.frame];
  $("#cx-count").textContent = w("frame", { n: S.frame + 1, total: S.frames.length });
  $("#cx-prev").disabled = S.frame === 0;
  $("#cx-next").disabled = S.frame >= S.frames.length - 1;
  $("#cx-title").textContent = f.title;
  $("#cx-action").replaceChildren(f.action || f.error || "");
  if (f.why) $("#cx-action").append(el("span", { class: "why", text: " " + f.why }));
  const verdict = $("#cx-verdict");
  verdict.replaceChildren();
  if (f.expect) {
    verdict.append(el("strong", { text: w("expects") + ": " }),
      Object.entries(f.expect).map(([k, v]) => `${k} = ${v}`).join(", "));
  }
  if (f.verdict) verdict.append(el("br"), el("span", { class: f.broken ? "broken" : "", text: f.verdict }));
  const box = $("#cx-table");
  box.replaceChildren();
  if (f.position) drawPosition(box, f.position, null);
}

async function saveScenario() {
  try {
    const got = await api("/api/scenario", { name: S.file, prop: S.cxProp, scenario: S.cxScenario });
    flash(w("scenario_saved", { file: got.file }));
    listFiles();
  } catch (e) { flash(e.message, true); }
}

// --- simulate -------------------------------------------------------------------------------
async function runSimulate() {
  if (!S.file) return;
  if (S.summary && !S.summary.parent) { flash(w("no_parent"), true); return; }
  try {
    await save();
    const job = await api("/api/simulate", { name: S.file, players: +$("#sim-players").value,
      games: +$("#sim-games").value, seed: +$("#sim-seed").value, lang: S.lang });
    $("#sim-cancel").disabled = false;
    $("#sim-table tbody").replaceChildren();
    $("#sim-chart").replaceChildren();
    const bar = $("#sim-progress");
    bar.hidden = false;
    bar.value = 0;
    S.simJob = job.id;
    follow(job, (ev) => {
      if (ev.type === "progress") {
        const half = ev.which === "parent" ? 0 : 0.5;
        bar.value = half + ev.done / ev.total / 2;
        $("#sim-state").textContent = w("progress", { which: ev.which === "parent" ? w("parent") : w("this_variant"),
          done: ev.done, total: ev.total });
      } else if (ev.type === "comparison") showComparison(ev);
    }, (end) => {
      $("#sim-cancel").disabled = true;
      bar.hidden = true;
      $("#sim-state").textContent = end.state === "done" ? w("job_done", { seconds: end.elapsed })
        : w("job_failed", { why: end.message || end.state });
    });
  } catch (e) { flash(e.message, true); }
}

const num = (x, key) => {
  if (x === null || x === undefined) return "-";
  if (key === "first_seat" || key.startsWith("seat_win")) {
    return x.toLocaleString(S.lang, { style: "percent", minimumFractionDigits: 1, maximumFractionDigits: 1 });
  }
  return fmt(x, Math.abs(x) >= 100 ? 0 : 2);
};
// Where the decimal mark is a comma, the interval's two ends are parted by a semicolon.
const sep = () => (fmt(1.5, 1).includes(",") ? "; " : S.lang === "fa" ? "، " : ", ");
const interval = (v, key) => `${num(v[0], key)} [${num(v[1], key)}${sep()}${num(v[2], key)}]`;
// Numbers and formulas keep their own order inside right-to-left text.
const bdi = (text) => el("bdi", { text, dir: "ltr" });

function showComparison(ev) {
  const body = $("#sim-table tbody");
  body.replaceChildren();
  for (const r of ev.rows) {
    body.append(el("tr", { class: r.significant ? "sig" : "", "data-key": r.key },
      el("td", { text: r.label }), el("td", {}, bdi(interval(r.parent, r.key))),
      el("td", {}, bdi(interval(r.variant, r.key))),
      el("td", {}, bdi((r.difference > 0 ? "+" : "") + num(r.difference, r.key) + (r.significant ? " *" : ""))),
      el("td", {}, bdi(r.p === null ? "-" : r.p < 1e-4 ? "<" + fmt(0.0001) : fmt(Number(r.p.toPrecision(2)))))));
  }
  $("#sim-chart").replaceChildren(chart(ev));
  // Identical figures mean the changed rules never came into play in these games: say so.
  const same = ev.rows.every((r) => r.difference === 0);
  $("#sim-state").dataset.same = same ? "1" : "";
  if (same) flash(w("no_change"));
  $("#sim-same").textContent = same ? w("no_change") : "";
}

// One small panel per figure: each variant's value as a dot with its 95% interval as a bar.
function chart(ev) {
  const NS = "http://www.w3.org/2000/svg";
  const rows = ev.rows;
  const W = 440, H = 60, PAD = 8, L = 165;
  const svg = document.createElementNS(NS, "svg");
  svg.setAttribute("viewBox", `0 0 ${W} ${rows.length * H + 24}`);
  svg.setAttribute("role", "img");
  svg.setAttribute("aria-label", "comparison chart");
  const add = (tag, attrs, text) => {
    const e = document.createElementNS(NS, tag);
    for (const [k, v] of Object.entries(attrs)) e.setAttribute(k, v);
    if (text) e.textContent = text;
    svg.append(e);
    return e;
  };
  rows.forEach((r, i) => {
    const y = i * H + 10;
    const lo = Math.min(r.parent[1] ?? 0, r.variant[1] ?? 0), hi = Math.max(r.parent[2] ?? 1, r.variant[2] ?? 1);
    const span = hi - lo || 1;
    const x = (v) => L + PAD + ((v - lo) / span) * (W - L - 3 * PAD);
    add("text", { x: 0, y: y + 20, "font-size": 11, class: "label" }, r.label.slice(0, 28));
    add("line", { x1: x(lo), x2: x(hi), y1: y + 40, y2: y + 40, stroke: "#ccc" });
    add("text", { x: x(lo), y: y + 50, "font-size": 9, fill: "#777", "text-anchor": "start" }, num(lo, r.key));
    add("text", { x: x(hi), y: y + 50, "font-size": 9, fill: "#777", "text-anchor": "end" }, num(hi, r.key));
    if (lo < 0 && hi > 0) add("line", { x1: x(0), x2: x(0), y1: y + 6, y2: y + 40, stroke: "#bbb", "stroke-dasharray": "2 2" });
    [["parent", "#777", 14], ["variant", "#0956bf", 30]].forEach(([k, colour, dy]) => {
      const v = r[k];
      if (v[0] === null) return;
      add("line", { x1: x(v[1]), x2: x(v[2]), y1: y + dy, y2: y + dy, stroke: colour, "stroke-width": 3 });
      add("circle", { cx: x(v[0]), cy: y + dy, r: 4, fill: colour });
    });
  });
  add("text", { x: L, y: rows.length * H + 18, "font-size": 11, fill: "#777" }, "● " + w("parent"));
  add("text", { x: L + 120, y: rows.length * H + 18, "font-size": 11, fill: "#0956bf" }, "● " + w("this_variant"));
  return svg;
}

// --- the table --------------------------------------------------------------------------------
function cardImg(key, pics, name, cls = "card") {
  const uri = (pics && pics[key]) || S.pics[key] || "";
  return el("img", { class: cls, src: uri, alt: name, title: name });
}

function drawPosition(box, p, table) {
  Object.assign(S.pics, p.pics);
  const seats = el("div", { class: "seats" });
  for (const s of p.seats) {
    const who = el("div", { class: "seat" + (s.to_act ? " to-act" : "") + (s.out ? " out" : ""), "data-seat": s.seat },
      el("strong", { text: s.name }), " ",
      el("span", { class: "count", text: w("cards", { n: s.count }) }), " · ",
      el("span", { text: `${w("score")}: ${fmt(s.score)}` }));
    if (s.statuses.length) who.append(" · " + s.statuses.join(", "));
    if (s.cards.length && !(table && s.seat === table.seat)) {
      who.append(el("div", { class: "mini" }, ...s.cards.map((c) => cardImg(c.pic, p.pics, c.name, "card small"))));
    }
    seats.append(who);
  }
  const centre = el("div", { class: "centre" });
  if (p.top) centre.append(cardImg(p.top.pic, p.pics, p.top.name, "card top"));
  const facts = el("div", { class: "facts" });
  if (p.colour) facts.append(el("p", {}, el("span", { class: "chip", style: `background:${p.colour_hex}` }),
    " " + w("colour", { colour: p.colour_name })));
  facts.append(el("p", { text: `${w("direction")}: ${p.direction === 1 ? "↻" : "↺"}` }));
  facts.append(el("p", { text: w("draw_pile", { n: p.draw_pile }) }));
  if (p.pending_draw) facts.append(el("p", { text: w("pending", { n: p.pending_draw }) }));
  centre.append(facts);
  box.append(seats, centre);
}

function fillPlayVariants() {
  const sel = $("#play-variant");
  const keep = sel.value;
  sel.replaceChildren(el("option", { value: "", text: `${w("this_file")}${S.file ? " (" + S.file + ")" : ""}` }),
    ...S.info.bundled.map((b) => el("option", { value: b.name, text: `${b.name} — ${b.title}` })));
  sel.value = keep;
}

async function startGame() {
  const variant = $("#play-variant").value;
  const body = { players: +$("#play-players").value, bots: $("#play-bots").value, seed: +$("#play-seed").value,
    lang: S.lang };
  if (variant) body.bundled = variant; else { await save(); body.name = S.file; }
  try {
    showTable(await api("/api/table", body), true);
  } catch (e) { flash(e.message, true); }
}

async function loadGame() {
  const name = $("#game-list").value;
  if (!name) return;
  try {
    showTable(await api("/api/table/load", { name, bots: $("#play-bots").value, lang: S.lang }), true);
  } catch (e) { flash(e.message, true); }
}

async function saveGame() {
  if (!S.table) return;
  try {
    const got = await api(`/api/table/${S.table.id}/save`, { name: $("#game-name").value });
    flash(w("game_saved", { file: got.file }));
    listFiles();
  } catch (e) { flash(e.message, true); }
}

async function refreshTable() {
  if (!S.table) return;
  showTable(await api(`/api/table/${S.table.id}?since=0`), true);
}

async function act(kind, index) {
  clearTimeout(S.botTimer);
  try {
    const got = await api(`/api/table/${S.table.id}/act`, { kind, index, version: S.table.version, since: S.logNext });
    showTable(got, false);
  } catch (e) { flash(e.message, true); await refreshTable(); }
}

// The bots move one at a time, at the chosen pace, so that a jump-in or a report can come between.
async function stepBots() {
  const id = S.table.id;
  try {
    const got = await api(`/api/table/${id}/step`, { since: S.logNext });
    if (S.table && S.table.id === id) showTable(got, false);
  } catch (e) { flash(e.message, true); }
}

function actionButton(a, pics) {
  const b = el("button", { class: "act" + (a.out_of_turn ? " oot" : ""), "data-kind": a.kind,
    "data-index": a.index, onclick: () => act("action", a.index) });
  if (a.card) b.append(cardImg(a.card, pics, a.label, "card small"), " ");
  b.append(a.label);
  return b;
}

function showTable(t, fresh) {
  S.table = t;
  $("#game").hidden = false;
  S.renders = (S.renders || 0) + 1;
  $("#game").dataset.renders = String(S.renders);  // a test (or a person) can tell the table moved
  $("#game-save").disabled = false;
  const p = t.position;
  const mine = p.seats[t.seat];
  const box = $("#seats");
  box.replaceChildren();
  drawPosition(box, p, t);
  $("#centre").replaceChildren();
  // The prompt: whose move, or what is open.
  const prompt = t.waiting === "round_over" ? w("round_over") : t.waiting === "game_over" ? w("game_over")
    : t.window ? w("window_open") : t.waiting === "human" ? w("your_turn") : w("thinking");
  $("#prompt").textContent = prompt + (p.drawn && t.waiting === "human" && !t.window ? " " + w("drawn", { card: p.drawn.name }) : "");
  // The hand: a card is a button when a play of it is offered now.
  const hand = $("#hand");
  hand.replaceChildren();
  const plays = t.actions.filter((a) => a.kind === "play" && !a.out_of_turn);
  for (const c of mine.cards) {
    const offers = plays.filter((a) => a.card === c.pic);
    const img = cardImg(c.pic, p.pics, c.name);
    if (offers.length) {
      hand.append(el("button", { class: "hand-card playable", "data-card": c.text, title: c.name,
        onclick: () => offers.length === 1 ? act("action", offers[0].index) : chooseAmong(offers, p.pics) }, img));
    } else {
      hand.append(el("span", { class: "hand-card", "data-card": c.text }, img));
    }
  }
  $("#choices").replaceChildren();
  const others = $("#other-actions");
  others.replaceChildren();
  for (const a of t.actions.filter((x) => x.kind !== "play" && !x.out_of_turn)) others.append(actionButton(a, p.pics));
  if (t.waiting === "round_over" || (t.waiting === "human" && !t.actions.length && !p.game_over && p.round_over)) {
    others.append(el("button", { class: "act", id: "next-round", "data-kind": "next", text: w("next_round"),
      onclick: () => act("next") }));
  }
  // Out-of-turn windows: shown while open, with a way to let them pass.
  const oot = t.actions.filter((a) => a.out_of_turn);
  $("#window").hidden = !oot.length && !t.window;
  const wa = $("#window-actions");
  wa.replaceChildren(...oot.map((a) => actionButton(a, p.pics)));
  if (t.window) wa.append(el("button", { class: "act", "data-kind": "waive", text: w("let_pass"), onclick: () => act("waive") }));
  // The log: new lines at the end, with the rule that made them happen.
  const log = $("#log");
  if (fresh) { log.replaceChildren(); S.logNext = 0; }
  const lines = fresh ? t.log : t.log;
  for (const line of lines) {
    const li = el("li", { class: line.seat === t.seat ? "mine" : "" }, el("span", { text: line.text }));
    if (line.why) li.append(el("div", { class: "why", text: line.why }));
    log.append(li);
  }
  S.logNext = t.log_next;
  log.scrollTop = log.scrollHeight;
  clearTimeout(S.botTimer);
  if (t.waiting === "bot") S.botTimer = setTimeout(stepBots, +$("#play-pace").value * 1000);
}

function chooseAmong(offers, pics) {
  const box = $("#choices");
  box.replaceChildren(...offers.map((a) => actionButton(a, pics)));
}

// --- start ------------------------------------------------------------------------------------
function showTab(name) {
  for (const b of document.querySelectorAll("#tabs button")) b.setAttribute("aria-selected", String(b.dataset.tab === name));
  for (const s of document.querySelectorAll(".screen")) s.classList.toggle("active", s.id === name);
  location.hash = name;
}

async function start() {
  S.info = await api("/api/info");
  S.vocab = Highlight.vocabulary(S.info.vocabulary);
  pdfLink();
  $("#ws-path").textContent = S.info.workspace;
  for (const [code_, name] of S.info.languages) {
    $("#ui-lang").append(el("option", { value: code_, text: name }));
    $("#book-lang").append(el("option", { value: code_, text: name }));
  }
  for (const b of S.info.bundled) $("#new-parent").append(el("option", { value: b.name, text: `${b.name} — ${b.title}` }));
  $("#new-parent").value = "standard";
  for (const b of S.info.bots) $("#play-bots").append(el("option", { value: b, text: b }));
  $("#play-bots").value = "greedy";
  await setLanguage(S.info.languages.some(([c]) => c === S.lang) ? S.lang : "en");
  fillExamples();
  fillPlayVariants();
  const files = await listFiles();
  const last = localStorage.getItem("unorules.file");
  const unos = files.filter((f) => f.name.endsWith(".uno")).map((f) => f.name);
  if (unos.length) await openFile(unos.includes(last) ? last : unos[0]);
  showTab(["edit", "verify", "simulate", "play"].includes(location.hash.slice(1)) ? location.hash.slice(1) : "edit");

  for (const b of document.querySelectorAll("#tabs button")) b.addEventListener("click", () => showTab(b.dataset.tab));
  $("#ui-lang").addEventListener("change", (e) => setLanguage(e.target.value));
  $("#book-lang").addEventListener("change", (e) => { S.bookLang = e.target.value; S.bookLangFollows = false; scheduleCheck(0); });
  const t = code();
  t.addEventListener("input", () => { paint(); markSaved(); scheduleCheck(); });
  t.addEventListener("scroll", syncScroll);
  t.addEventListener("keydown", (e) => {
    if ((e.ctrlKey || e.metaKey) && e.key === "s") { e.preventDefault(); save(); }
    if (e.key === "Tab") {
      e.preventDefault();
      const s = t.selectionStart;
      t.setRangeText("   ", s, t.selectionEnd, "end");
      paint(); markSaved(); scheduleCheck();
    }
  });
  $("#save").addEventListener("click", save);
  // The PDF is made from the file as saved: save first, then download.
  $("#pdf").addEventListener("click", async (e) => {
    e.preventDefault();
    if (!S.info.pdf || !S.file) return;
    await save();
    location.href = $("#pdf").href;
  });
  $("#new-create").addEventListener("click", () => newFile(false));
  $("#new-copy").addEventListener("click", () => newFile(true));
  $("#verify-run").addEventListener("click", runVerify);
  $("#verify-cancel").addEventListener("click", () => S.verifyJob && api(`/api/jobs/${S.verifyJob}/cancel`, {}));
  $("#cx-prev").addEventListener("click", () => { if (S.frame > 0) { S.frame--; drawFrame(); } });
  $("#cx-next").addEventListener("click", () => { if (S.frame < S.frames.length - 1) { S.frame++; drawFrame(); } });
  $("#cx-save").addEventListener("click", saveScenario);
  $("#sim-run").addEventListener("click", runSimulate);
  $("#sim-cancel").addEventListener("click", () => S.simJob && api(`/api/jobs/${S.simJob}/cancel`, {}));
  $("#play-start").addEventListener("click", startGame);
  $("#game-save").addEventListener("click", saveGame);
  $("#game-load").addEventListener("click", loadGame);
  document.body.dataset.ready = "1";
}

start().catch((e) => flash(e.message, true));
