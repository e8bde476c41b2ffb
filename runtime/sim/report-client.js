// The charts of a `cardsmith sim` report, drawn in the browser by Chart.js from the summary that
// report-html.ts embeds as JSON. Text from the game (roles, card ids) only ever goes into the page
// as textContent or chart labels, never as markup.
/* global Chart */
(function () {
  "use strict";
  var data = JSON.parse(document.getElementById("sim-data").textContent);
  var pct = function (x) {
    return (x * 100).toFixed(1) + "%";
  };
  var BLUE = "rgba(54, 112, 184, 0.85)";
  var BLUE_LIGHT = "rgba(54, 112, 184, 0.25)";
  var ORANGE = "rgba(219, 116, 39, 0.9)";
  var GREY = "rgba(120, 120, 120, 0.8)";
  Chart.defaults.animation = false;
  Chart.defaults.font.family = "system-ui, sans-serif";

  function el(tag, text, parent) {
    var e = document.createElement(tag);
    if (text !== undefined && text !== null) e.textContent = String(text);
    if (parent) parent.appendChild(e);
    return e;
  }

  /** A section with a heading, a note and a canvas of the given height. */
  function section(title, note, height) {
    var s = el("section", null, document.getElementById("charts"));
    el("h2", title, s);
    if (note) el("p", note, s);
    var box = el("div", null, s);
    box.className = "chart";
    box.style.height = height + "px";
    var canvas = el("canvas", null, box);
    return { section: s, canvas: canvas };
  }

  function table(parent, head, rows) {
    var t = el("table", null, parent);
    var tr = el("tr", null, el("thead", null, t));
    head.forEach(function (h) {
      el("th", h, tr);
    });
    var body = el("tbody", null, t);
    rows.forEach(function (r) {
      var row = el("tr", null, body);
      r.forEach(function (c) {
        el("td", c, row);
      });
    });
    return t;
  }

  /** Rates with their 95% intervals: the interval a floating bar, the rate a point, the even share a line. */
  function rateChart(canvas, labels, rates, horizontal, even) {
    var datasets = [
      { type: "bar", label: "95% confidence interval", data: rates.map(function (r) { return r.ci95; }), backgroundColor: BLUE_LIGHT, borderColor: BLUE, borderWidth: 1, barPercentage: 0.6, maxBarThickness: 48, order: 2 },
      { type: "line", label: "win rate", data: rates.map(function (r) { return r.rate; }), showLine: false, pointRadius: 5, pointBackgroundColor: BLUE, borderColor: BLUE, order: 1 },
    ];
    if (even !== undefined) {
      datasets.push({ type: "line", label: "even share (" + pct(even) + ")", data: labels.map(function () { return even; }), borderColor: ORANGE, borderDash: [6, 4], pointRadius: 0, borderWidth: 1.5, order: 0 });
    }
    datasets.forEach(function (d) {
      if (horizontal) d.indexAxis = "y";
    });
    var valueAxis = { min: 0, max: 1, ticks: { callback: function (v) { return pct(v); } } };
    return new Chart(canvas, {
      data: { labels: labels, datasets: datasets },
      options: {
        indexAxis: horizontal ? "y" : "x",
        maintainAspectRatio: false,
        // Every label shown: a chart of many cards is made tall enough for them.
        scales: horizontal ? { x: valueAxis, y: { ticks: { autoSkip: false, font: { size: 10 } } } } : { y: valueAxis },
        plugins: {
          tooltip: {
            callbacks: {
              label: function (ctx) {
                var r = rates[ctx.dataIndex];
                return pct(r.rate) + " [" + pct(r.ci95[0]) + " – " + pct(r.ci95[1]) + "], " + r.wins + " of " + r.n;
              },
            },
          },
        },
      },
    });
  }

  function histogramChart(canvas, series, xTitle, yTitle) {
    var keys = [];
    series.forEach(function (s) {
      s.histogram.forEach(function (p) {
        if (keys.indexOf(p[0]) < 0) keys.push(p[0]);
      });
    });
    keys.sort(function (a, b) { return a - b; });
    return new Chart(canvas, {
      type: "bar",
      data: {
        labels: keys,
        datasets: series.map(function (s) {
          var m = new Map(s.histogram);
          return { label: s.label, data: keys.map(function (k) { return m.get(k) || 0; }), backgroundColor: s.color };
        }),
      },
      options: { maintainAspectRatio: false, scales: { x: { title: { display: true, text: xTitle } }, y: { title: { display: true, text: yTitle }, beginAtZero: true } } },
    });
  }

  // ---- the header: what was simulated, and how the games ended
  el("h1", data.title + ": " + data.games.toLocaleString("en-US") + " simulated games", document.getElementById("head"));
  el(
    "p",
    data.players + " players (" + data.bots.join(", ") + " bots), seeds " + data.seed + ".." + (data.seed + data.games - 1) +
      "; " + data.ended + " ended by the rules, " + data.unfinished + " stopped by the round limit, " + data.failed + " failed; " +
      data.sharedVictories + " shared victories; " + data.length.rounds.mean.toFixed(1) + " rounds per game (median " + data.length.rounds.median + ").",
    document.getElementById("head"),
  );

  // ---- seats and the first player
  var seats = section("Win rate per seat", "Each seat's share of the games it won, with its 95% confidence interval; the dashed line is an even share.", 300);
  rateChart(seats.canvas, data.seats.map(function (s) { return "seat " + s.seat; }), data.seats, false, data.evenShare);

  var first = section(
    "First-player advantage",
    "The player first in turn order in round 1 won " + pct(data.firstPlayer.rate) + " of " + data.firstPlayer.n + " games [" + pct(data.firstPlayer.ci95[0]) + " – " + pct(data.firstPlayer.ci95[1]) + "]; an even share is " + pct(data.evenShare) + ".",
    220,
  );
  rateChart(first.canvas, ["first player"], [data.firstPlayer], true, data.evenShare);

  // ---- roles
  var roles = data.roles.slice().sort(function (a, b) { return b.rate - a.rate; });
  var roleBox = section("Win rate per role", "What each player played (a character, a deck...), with the 95% confidence interval of its win rate.", Math.max(240, 30 * roles.length + 80));
  rateChart(roleBox.canvas, roles.map(function (r) { return r.role; }), roles, true, data.evenShare);
  table(roleBox.section, ["role", "games", "wins", "win rate", "95% interval"], roles.map(function (r) {
    return [r.role, r.n, r.wins, pct(r.rate), pct(r.ci95[0]) + " – " + pct(r.ci95[1])];
  }));

  // ---- cards
  var byPlay = data.cards.slice().sort(function (a, b) { return b.playRate - a.playRate || (a.card < b.card ? -1 : 1); });
  var plays = section("Card play rate", "The share of games in which a card was played at least once.", Math.max(240, 16 * byPlay.length + 80));
  new Chart(plays.canvas, {
    type: "bar",
    data: { labels: byPlay.map(function (c) { return c.card; }), datasets: [{ label: "play rate", data: byPlay.map(function (c) { return c.playRate; }), backgroundColor: BLUE }] },
    options: { indexAxis: "y", maintainAspectRatio: false, scales: { x: { min: 0, max: 1, ticks: { callback: function (v) { return pct(v); } } }, y: { ticks: { autoSkip: false, font: { size: 10 } } } } },
  });
  var byWin = data.cards.filter(function (c) { return c.whenPlayed.n > 0; }).sort(function (a, b) { return b.whenPlayed.rate - a.whenPlayed.rate || (a.card < b.card ? -1 : 1); });
  var wins = section("Win rate when played", "Of the players who played a card in a game, the share who won that game, with its 95% confidence interval (wide when the card was rarely played).", Math.max(240, 16 * byWin.length + 80));
  rateChart(wins.canvas, byWin.map(function (c) { return c.card; }), byWin.map(function (c) { return c.whenPlayed; }), true, data.evenShare);
  table(wins.section, ["card", "games played in", "play rate", "times played", "win rate when played", "95% interval"], byWin.map(function (c) {
    return [c.card, c.games, pct(c.playRate), c.plays, pct(c.whenPlayed.rate), pct(c.whenPlayed.ci95[0]) + " – " + pct(c.whenPlayed.ci95[1])];
  }));

  // ---- length and scores
  var length = section("Game length", "Rounds per game: mean " + data.length.rounds.mean.toFixed(1) + ", median " + data.length.rounds.median + ", from " + data.length.rounds.min + " to " + data.length.rounds.max + ".", 300);
  histogramChart(length.canvas, [{ label: "games", histogram: data.length.rounds.histogram, color: BLUE }], "rounds", "games");
  var scores = section("Final scores", "Every player's final score, and the winners' alone.", 300);
  histogramChart(scores.canvas, [
    { label: "all players", histogram: data.scores.all, color: GREY },
    { label: "winners", histogram: data.scores.winners, color: ORANGE },
  ], "score", "players");

  var ends = el("section", null, document.getElementById("charts"));
  el("h2", "How the games ended", ends);
  table(ends, ["end", "games"], data.endReasons.map(function (e) { return [e[0], e[1]]; }));
  document.body.setAttribute("data-charts", String(Chart.instances ? Object.keys(Chart.instances).length : 0));
})();
