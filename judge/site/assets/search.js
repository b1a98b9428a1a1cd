// The site's search: judge search's ranking over its index (search-index.js), in the browser,
// offline. See judge/site/search_index.py for what is the same and what is not.
"use strict";
(function () {
  const S = window.SEARCH_INDEX;
  if (!S) return;
  const STOP = new Set(S.stopwords);
  const KEEP = new Set(S.keepJoined);
  const qPhrases = S.questionPhrases.map(([p, r]) => [new RegExp(p, "gi"), r]);
  const phrases = S.phrases.map(([p, r]) => [new RegExp(p, "gi"), r]);
  const counting = new RegExp(S.counting, "i");
  const VOWELS = new Set("aeiouy");
  const DOUBLE_OK = new Set("lsz");

  // text.py's stemmer, written again: the same stems for the same words
  function undouble(w) {
    const c = w[w.length - 1];
    return w.length > 2 && c === w[w.length - 2] && !VOWELS.has(c) && !DOUBLE_OK.has(c) ? w.slice(0, -1) : w;
  }
  function hasVowel(s) { for (const ch of s) if (VOWELS.has(ch)) return true; return false; }
  function stem(word) {
    let w = word.toLowerCase();
    if (w.endsWith("'s")) w = w.slice(0, -2);
    if (Object.prototype.hasOwnProperty.call(S.irregular, w)) w = S.irregular[w];
    if (w.length > 3 && !w.includes("-")) {
      if (w.endsWith("ies") && w.length > 4) w = w.slice(0, -3) + "y";
      else if (w.endsWith("ied") && w.length > 4) w = w.slice(0, -3) + "y";
      else if (["sses", "xes", "ches", "shes", "zzes"].some((e) => w.endsWith(e))) w = w.slice(0, -2);
      else if (w.endsWith("s") && !["ss", "us", "is"].some((e) => w.endsWith(e))) w = w.slice(0, -1);
      else if (w.endsWith("ing") && w.length > 5 && hasVowel(w.slice(0, -3))) w = undouble(w.slice(0, -3));
      else if (w.endsWith("ed") && w.length > 4 && hasVowel(w.slice(0, -2))) w = undouble(w.slice(0, -2));
    }
    if (w.length > 3 && w.endsWith("e") && !w.endsWith("ee")) w = w.slice(0, -1);
    return w;
  }
  function words(text) {
    for (const [p, r] of qPhrases) text = text.replace(p, r);
    for (const [p, r] of phrases) text = text.replace(p, r);
    const toks = text.toLowerCase().replace(/[’´]/g, "'").match(/[a-z0-9]+(?:[-'][a-z0-9]+)*/g) || [];
    const out = [];
    for (let t of toks) {
      if (Object.prototype.hasOwnProperty.call(S.spellings, t)) { t = S.spellings[t]; if (!t) continue; }
      if (Object.prototype.hasOwnProperty.call(S.numbers, t)) t = S.numbers[t];
      if (t.includes("-") && !KEEP.has(t) && !t.startsWith("non-")) out.push(...t.split("-").filter(Boolean));
      else out.push(t);
    }
    return out;
  }
  // spelling.py: a word no rule uses and no table knows, one edit from a rules' word (two for a
  // long one), is read as that word; the nearest, then the most used
  const ENGLISH = new Set(S.english);
  function edits(a, b, limit) {
    if (Math.abs(a.length - b.length) > limit) return limit + 1;
    let prev2 = [], prev = [...Array(b.length + 1).keys()];
    for (let i = 1; i <= a.length; i++) {
      const cur = [i].concat(new Array(b.length).fill(0));
      for (let j = 1; j <= b.length; j++) {
        const cost = a[i - 1] !== b[j - 1] ? 1 : 0;
        cur[j] = Math.min(prev[j] + 1, cur[j - 1] + 1, prev[j - 1] + cost);
        if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) cur[j] = Math.min(cur[j], prev2[j - 2] + 1);
      }
      if (Math.min(...cur) > limit) return limit + 1;
      prev2 = prev; prev = cur;
    }
    return prev[b.length];
  }
  function known(idx, w, s) {
    return !!idx.postings[s] || idx.players.includes(w) || Object.prototype.hasOwnProperty.call(idx.vocab, w)
      || idx.other.includes(w) || w.length < S.fuzzyMin || !/^[a-z]+$/.test(w) || ENGLISH.has(w);
  }
  function correct1(idx, word) {
    const limit = word.length < 7 ? 1 : 2;
    let best = null;
    for (const cand of idx.fuzzy) {
      const d = edits(word, cand, limit);
      if (d > limit) continue;
      const s = idx.vocab[cand] || cand;
      const used = idx.postings[s] ? idx.postings[s][1].length : 0;
      if (best === null || d < best[0] || (d === best[0] && (used > best[1] || (used === best[1] && cand < best[2])))) best = [d, used, cand];
    }
    return best ? best[2] : null;
  }
  function correct(idx, word) {
    let found = correct1(idx, word);
    if (found === null && word.endsWith("s") && word.length > S.fuzzyMin) found = correct1(idx, word.slice(0, -1));
    return found;
  }

  // question.said_words: what the question says, word by word: [word, stem, misspelt]
  function saidWords(query, idx) {
    const said = [];
    for (let w of words(query)) {
      if (STOP.has(w)) continue;
      let s = stem(w);
      if (STOP.has(s)) continue;
      let fixed = false;
      if (!known(idx, w, s)) {
        if (w.startsWith("re") && w.length > 5 && known(idx, w.slice(2), stem(w.slice(2)))) { w = w.slice(2); s = stem(w); }
        else {
          const c = correct(idx, w);
          if (c !== null) { w = c; s = idx.vocab[c] || stem(c); fixed = true; }
        }
      }
      said.push([w, s, fixed]);
    }
    return said;
  }
  function queryTerms(query, idx) {
    const weighted = new Map();
    const put = (t, w) => weighted.set(t, Math.max(weighted.get(t) || 0, w));
    const said = saidWords(query, idx);
    const counts = new Map();
    for (const [, s] of said) counts.set(s, (counts.get(s) || 0) + 1);
    // a long story drowns the game's nouns in its narrative: its other words count for less
    const story = counts.size >= S.story.words ? new Set(idx.nouns) : null;
    for (const [w, s, fixed] of said) {
      let again = (fixed ? S.fuzzyWeight : 1) * (1 + 0.25 * (Math.min(counts.get(s), 3) - 1));  // said again: more
      if (story && !story.has(s) && !idx.players.includes(w)) again *= S.story.damp;
      const table = idx.words[w];
      if (table) for (const [t, q] of table) put(t, q * again);
      else put(s, again);
    }
    const stems = said.map(([, s]) => s);
    for (let i = 0; i + 1 < stems.length; i++) put(`${stems[i]}_${stems[i + 1]}`, S.weights.pair);
    return weighted;
  }
  function search(query, name, limit) {
    const idx = S.index[name];
    const terms = [...queryTerms(query, idx)].filter(([t]) => idx.postings[t]);
    const scores = new Map(), said = new Map();
    let askedWeight = 0;
    for (const [t, q] of terms) {
      const [idf, docs, ws] = idx.postings[t];
      const w = idf * q;
      askedWeight += w;
      for (let i = 0; i < docs.length; i++) {
        scores.set(docs[i], (scores.get(docs[i]) || 0) + w * ws[i]);
        said.set(docs[i], (said.get(docs[i]) || 0) + w);
      }
    }
    const asked = new Set(terms.map(([t]) => t));
    const titles = new Set(idx.titles), numbers = new Set(idx.numbers);
    const howMany = counting.test(query);
    for (const [doc, score] of scores) {
      let s = score;
      const topic = idx.topics[doc];
      const named = !!topic && topic.some((t) => asked.has(t));
      if (topic && !named) s *= S.weights.topic;
      if (idx.docs[doc][0] === "section" && !named) s *= S.weights.section;
      if (titles.has(doc)) s *= S.weights.title;
      if (howMany && numbers.has(doc)) s *= S.weights.number;
      // the share of the question's weight the rule matches (search.COORDINATION)
      s *= Math.pow(said.get(doc) / askedWeight, S.weights.coordination);
      scores.set(doc, s);
    }
    return [...scores].sort((a, b) => b[1] - a[1] || a[0] - b[0]).slice(0, limit)
      .map(([doc, score]) => ({ id: idx.docs[doc][1], href: idx.docs[doc][2], label: idx.docs[doc][3], score }));
  }
  // coverage.not_covered: what the question names that this edition never says what it is, and
  // the editions that do (Tough in the built-in edition; the 2v2 page in v5.0)
  function notCovered(query, name) {
    const idx = S.index[name];
    const st = saidWords(query, idx).map(([, s]) => s);
    const terms = new Set(st);
    for (let i = 0; i + 1 < st.length; i++) terms.add(`${st[i]}_${st[i + 1]}`);
    return idx.foreign.filter(([, ts]) => ts.every((t) => terms.has(t)))
      .map(([n, , editions, named]) => ({ name: n, editions, named }));
  }
  window.altered_search = search;
  window.altered_not_covered = notCovered;

  const params = new URLSearchParams(window.location.search);
  const q = params.get("q") || "";
  const box = document.getElementById("q");
  const status = document.getElementById("status");
  const list = document.getElementById("results");
  const pick = document.getElementById("edition");
  if (!box || !status || !list) return;  // a page without the search form
  if (pick) {
    for (const n of S.editions) { const o = document.createElement("option"); o.value = n; o.textContent = n; pick.appendChild(o); }
    if (params.get("edition") && S.editions.includes(params.get("edition"))) pick.value = params.get("edition");
  }
  function show() {
    const query = box.value.trim();
    const name = pick ? pick.value : S.editions[0];
    list.innerHTML = "";
    if (!query) { status.textContent = "Type a question in the box above."; return; }
    const hits = search(query, name, 10);
    const gaps = notCovered(query, name).map((g) => g.named
      ? `Edition ${name} names ${g.name} but no rule of it says what it is; edition ${g.editions.join(", ")} does.`
      : `No rule of edition ${name} covers ${g.name}; edition ${g.editions.join(", ")} does.`);
    status.textContent = gaps.join(" ") + (gaps.length ? " " : "") + (hits.length
      ? `${gaps.length ? "Nearest in" : `${hits.length} rules of`} ${name} for “${query}”, best first`
      : `No rule of ${name} matches “${query}”.`);
    for (const h of hits) {
      const li = document.createElement("li");
      const a = document.createElement("a");
      a.href = h.href; a.textContent = h.id; a.className = "hit";
      li.appendChild(a);
      li.appendChild(document.createTextNode(" " + h.label));
      list.appendChild(li);
    }
  }
  box.value = q;
  box.addEventListener("input", show);
  if (pick) pick.addEventListener("change", show);
  show();
})();
