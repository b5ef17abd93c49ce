// The variant language's highlighter: one line at a time, with the words the server
// reads from the grammar and the primitive registry (/api/info's vocabulary), so a new
// primitive's words are coloured without a change here.
"use strict";

const Highlight = (() => {
  const esc = (s) => s.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;");
  // A token: a comment, a quoted text, a number, a word, a mark, or a run of spaces.
  const TOKEN = /(#.*$)|("(?:[^"\\]|\\.)*"?)|(\b\d+\b)|([A-Za-z_][A-Za-z0-9_]*)|([:,=()\-]|->)|(\s+)|(.)/g;

  function line(text, vocab, first) {
    let out = "";
    let atStart = true;
    let m;
    TOKEN.lastIndex = 0;
    while ((m = TOKEN.exec(text)) !== null) {
      if (m[0] === "") { TOKEN.lastIndex++; continue; }
      const [tok, comment, string, number, word, mark] = m;
      let cls = "";
      if (comment !== undefined) cls = "c";
      else if (string !== undefined) cls = "s";
      else if (number !== undefined) cls = "n";
      else if (word !== undefined) {
        if (atStart && vocab.clauses.has(word)) cls = "k";
        else if (vocab.subjects.has(word)) cls = "w";
        else if (vocab.words.has(word)) cls = "l";
      } else if (mark !== undefined) cls = "p";
      if (!/^\s+$/.test(tok) && comment === undefined) atStart = false;
      out += cls ? `<span class="h${cls}">${esc(tok)}</span>` : esc(tok);
    }
    return out;
  }

  // The whole text as HTML; ``error`` (1-based line and column) marks that line and the
  // character at that column, so the mistake is seen where it is.
  function html(text, vocab, error) {
    const lines = text.split("\n");
    return lines.map((t, i) => {
      const n = i + 1;
      if (error && error.line === n) {
        const col = Math.max(1, Math.min(error.column || 1, t.length + 1));
        const before = line(t.slice(0, col - 1), vocab, true);
        const at = t.slice(col - 1, col) || " ";
        const after = esc(t.slice(col));
        return `<span class="err-line">${before}<span class="err-at">${esc(at)}</span>${after}</span>`;
      }
      return line(t, vocab, true);
    }).join("\n") + "\n";
  }

  function vocabulary(v) {
    return { clauses: new Set(v.clauses), words: new Set(v.words), subjects: new Set(v.subjects) };
  }

  return { html, vocabulary };
})();
