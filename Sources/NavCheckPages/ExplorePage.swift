/// The explorer's page: the device in the current state, the path so far with a step back, the
/// enabled actions to tap, the properties in this state, the states found and the counterexamples.
/// Its address may name a start: `/?path=0,3` opens that state, `&tap=2` then taps action 2 as a
/// person would (what the browser test does).
enum ExplorePage {
    static func html(title: String) -> String {
        """
        <!DOCTYPE html>
        <html lang="en"><head><meta charset="utf-8"><title>NavCheck explorer — \(HTMLReport.escape(title))</title>
        <style>\(PageStyle.css)</style></head>
        <body><header><h1>NavCheck explorer — \(HTMLReport.escape(title))</h1>
        <p>Tap an action to take it; the page asks the engine for the successor.</p></header>
        <main class="explorer">
        <div class="panel" id="device-panel"><div id="device"></div><div class="line" id="screens"></div></div>
        <div class="controls">
        <div class="panel"><b>Path</b> <button id="back">◀ Step back</button> <button id="restart">Start again</button><ol id="path" start="0"></ol></div>
        <div class="panel"><b>Actions</b> <small>(orange: the system's)</small><div id="actions"></div></div>
        <div class="panel"><b>Properties in this state</b><table id="properties"></table></div>
        <div class="panel"><b>Counterexamples</b><div id="counterexamples"></div></div>
        <div class="panel"><b>States found</b> <input id="query" placeholder="screen text"> <span id="found-count"></span><div id="states"></div></div>
        <p id="error" class="verdict-violated"></p>
        </div></main>
        <script>\(PageScript.drawing)
        \(script)</script></body></html>

        """
    }

    static let script = """
        let path = [];
        function show(view) {
          path = view.path;
          const device = document.getElementById("device");
          device.replaceChildren(drawDevice(view.picture));
          document.getElementById("screens").textContent = view.screens;
          document.body.dataset.screens = view.screens;
          document.body.dataset.path = path.join(",");
          const ol = document.getElementById("path");
          ol.replaceChildren();
          for (const s of view.steps) ol.appendChild(el("li", "", (s.action || "start") + "  —  " + s.screens));
          const actions = document.getElementById("actions");
          actions.replaceChildren();
          for (const a of view.actions) {
            const b = el("button", a.origin === "user" ? "user" : "system", a.name);
            b.dataset.index = String(a.index);
            b.addEventListener("click", function () { go(path.concat([a.index])); });
            actions.appendChild(b);
          }
          if (!view.actions.length) actions.appendChild(el("span", "", "no action is enabled here"));
          const t = document.getElementById("properties");
          t.replaceChildren();
          for (const p of view.properties) {
            const tr = el("tr");
            tr.appendChild(el("td", "", p.name + " (" + p.kind + ")"));
            tr.appendChild(el("td", "verdict-" + p.verdict, p.verdict === "graph" ? "see counterexamples" : p.verdict));
            tr.appendChild(el("td", "", p.message));
            t.appendChild(tr);
          }
          document.getElementById("back").disabled = path.length === 0;
          document.body.dataset.ready = "1";
        }
        async function go(p) {
          const r = await fetch("/api/state?path=" + p.join(","));
          const text = await r.text();
          if (!r.ok) {
            const doc = new DOMParser().parseFromString(text, "text/html");
            const m = doc.getElementById("error");
            document.getElementById("error").textContent = m ? m.textContent : text;
            document.body.dataset.ready = "1";
            return;
          }
          document.getElementById("error").textContent = "";
          show(JSON.parse(text));
        }
        async function loadLists() {
          const cs = await (await fetch("/api/counterexamples")).json();
          const box = document.getElementById("counterexamples");
          box.replaceChildren();
          for (const c of cs) {
            const b = el("button", "", c.title);
            b.addEventListener("click", function () { go(c.path); });
            box.appendChild(b);
          }
          if (!cs.length) box.appendChild(el("span", "", "none: every property holds"));
          await search();
        }
        async function search() {
          const q = document.getElementById("query").value;
          const found = await (await fetch("/api/states?q=" + encodeURIComponent(q))).json();
          document.getElementById("found-count").textContent = found.total + " states found" + (found.capped ? " (the search stopped there: raise its bound of states to see more)" : "") + "; shortest trace to each:";
          const box = document.getElementById("states");
          box.replaceChildren();
          for (const s of found.states) {
            const b = el("button", "", s.title + "  (" + s.path.length + ")");
            b.addEventListener("click", function () { go(s.path); });
            box.appendChild(b);
          }
        }
        document.getElementById("back").addEventListener("click", function () { go(path.slice(0, -1)); });
        document.getElementById("restart").addEventListener("click", function () { go([]); });
        document.getElementById("query").addEventListener("input", search);
        (async function () {
          const params = new URLSearchParams(location.search);
          const start = params.get("path");
          await go(start ? start.split(",").map(Number) : []);
          const tap = params.get("tap");
          if (tap !== null) {
            document.body.dataset.ready = "";
            const b = document.querySelector("#actions button[data-index='" + tap + "']");
            if (b) { b.click(); } else { document.getElementById("error").textContent = "action " + tap + " is not enabled here"; document.body.dataset.ready = "1"; }
          }
          await loadLists();
        })();
        """
}
