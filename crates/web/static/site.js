// The site's script (served as /static/site.js), two parts. A game replay's steps: the frames with the
// ← → keys and the moves, without reloading, from the side the page shows
// (`side=black` after the flip link, White's otherwise). The page carries the frames
// as JSON in <script type="application/json" id="replay-data">; without
// it (every other page) this does nothing.
(function () {
  const data = document.getElementById("replay-data");
  if (!data) return;
  const REPLAY = JSON.parse(data.textContent);
  let n = Number(new URLSearchParams(location.search).get("ply") || 0);
  const last = REPLAY.frames.length - 1;
  if (!(n >= 0)) n = 0;
  if (n > last) n = last;
  const img = document.getElementById("board");
  const cap = document.getElementById("caption");
  const where = document.getElementById("where");
  const prev = document.getElementById("prev");
  const next = document.getElementById("next");
  const flip = document.getElementById("flip");
  const moves = document.querySelectorAll("#moves a");
  // The language asked with ?lang= rides along too (`lang=fr`, or "").
  const language = REPLAY.lang ? "&" + REPLAY.lang : "";
  const keep = (REPLAY.side ? "&" + REPLAY.side : "") + language;
  const other = (REPLAY.side ? "" : "&side=black") + language;
  function show(k) {
    n = Math.max(0, Math.min(last, k));
    const f = REPLAY.frames[n];
    img.src = "/games/" + REPLAY.id + "/" + n + ".png" + (REPLAY.side ? "?" + REPLAY.side : "");
    cap.textContent = f.caption;
    where.textContent = n + " / " + last;
    prev.href = "?ply=" + Math.max(0, n - 1) + keep;
    next.href = "?ply=" + Math.min(last, n + 1) + keep;
    if (flip) flip.href = "?ply=" + n + other;
    moves.forEach(function (a) {
      a.className = Number(a.dataset.ply) === f.ply ? "here" : "";
    });
    history.replaceState(null, "", "?ply=" + n + keep);
  }
  document.addEventListener("keydown", function (e) {
    if (e.key === "ArrowRight") { show(n + 1); e.preventDefault(); }
    if (e.key === "ArrowLeft") { show(n - 1); e.preventDefault(); }
  });
  prev.addEventListener("click", function (e) { show(n - 1); e.preventDefault(); });
  next.addEventListener("click", function (e) { show(n + 1); e.preventDefault(); });
  moves.forEach(function (a) {
    a.addEventListener("click", function (e) { show(Number(a.dataset.frame)); e.preventDefault(); });
  });
})();

// A puzzle's solution step by step (/puzzles/<id>): the page carries its
// frames as JSON in <script type="application/json" id="puzzle-data">
// (frame 0: the puzzle, then one after each solution move). Without this
// script the solution is in the page's "Show the solution" <details>; with
// it the buttons (hidden until now) step the board through it, and the
// moves in the details step it there too. Nothing on other pages.
(function () {
  const data = document.getElementById("puzzle-data");
  if (!data) return;
  const PUZZLE = JSON.parse(data.textContent);
  const last = PUZZLE.frames.length - 1;
  const img = document.getElementById("board");
  const cap = document.getElementById("caption");
  const where = document.getElementById("where");
  const steps = document.getElementById("steps");
  const prev = document.getElementById("prev");
  const next = document.getElementById("next");
  const moves = document.querySelectorAll("#moves a");
  let n = 0;
  function show(k) {
    n = Math.max(0, Math.min(last, k));
    img.src = "/puzzles/" + PUZZLE.id + "/" + n + ".png";
    cap.textContent = PUZZLE.frames[n].caption;
    where.textContent = n + " / " + last;
    prev.disabled = n === 0;
    next.disabled = n === last;
    moves.forEach(function (a) {
      a.className = Number(a.dataset.frame) === n ? "here" : "";
    });
  }
  steps.hidden = false;
  show(0);
  prev.addEventListener("click", function () { show(n - 1); });
  next.addEventListener("click", function () { show(n + 1); });
  moves.forEach(function (a) {
    a.addEventListener("click", function (e) { show(Number(a.dataset.frame)); e.preventDefault(); });
  });
})();
