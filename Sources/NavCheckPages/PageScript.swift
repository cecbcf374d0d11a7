/// The small scripts of the report and the explorer: written here, inlined in each page (no script
/// from elsewhere). The device drawing is shared; the report draws a finding's filmstrip when it is
/// opened (so a report of thousands of findings opens at once), the explorer asks its server.
enum PageScript {
    /// Draws a ``DevicePicture`` (as JSON) as DOM: `drawDevice(picture)`.
    static let drawing = """
        "use strict";
        function el(tag, cls, text) {
          const e = document.createElement(tag);
          if (cls) e.className = cls;
          if (text !== undefined && text !== null) e.textContent = text;
          return e;
        }
        function drawColumn(c) {
          const col = el("div", "column");
          if (c.rows.length || !c.screens.length) {
            col.classList.add("list");
            col.appendChild(el("div", "title", c.title));
            const ul = el("ul");
            for (const r of c.rows) ul.appendChild(el("li", r === c.selectedRow ? "selected" : "", r));
            col.appendChild(ul);
            return col;
          }
          col.classList.add("stack");
          const crumbs = el("div", "crumbs");
          for (const s of c.screens.slice(0, -1)) crumbs.appendChild(el("span", "", s));
          col.appendChild(crumbs);
          col.appendChild(el("div", "top", c.screens[c.screens.length - 1]));
          return col;
        }
        function drawSurface(s) {
          const box = el("div", "surface");
          const cols = el("div", "columns");
          for (const c of s.columns) cols.appendChild(drawColumn(c));
          box.appendChild(cols);
          if (s.tabs.length) {
            const bar = el("div", "tabbar");
            for (const t of s.tabs) bar.appendChild(el("span", "tab" + (t === s.selectedTab ? " selected" : ""), t));
            box.appendChild(bar);
          }
          return box;
        }
        function drawDevice(p) {
          const regular = p.sizeClass === "regular";
          const dev = el("div", "device " + (regular ? "pad" : "phone"));
          dev.appendChild(el("div", "kind", (p.device || (regular ? "iPad" : "iPhone")) + (p.sizeClass ? " · " + p.sizeClass : "")));
          const screen = el("div", "screen");
          screen.appendChild(drawSurface(p.content));
          const n = p.layers.length;
          p.layers.forEach(function (l, i) {
            const layer = el("div", "layer " + (l.isCover ? "cover" : "sheet"));
            layer.style.top = (l.isCover ? 0 : 14 + 10 * i) + "px";
            layer.style.zIndex = String(2 + i);
            layer.appendChild(el("div", "layer-title", (l.isCover ? "cover · " : "sheet · ") + l.name));
            layer.appendChild(drawSurface(l.content));
            screen.appendChild(layer);
          });
          if (p.pending.length) {
            const badges = el("div", "badges");
            for (const w of p.pending) badges.appendChild(el("span", "badge", w));
            screen.appendChild(badges);
          }
          dev.appendChild(screen);
          dev.dataset.layers = String(n);
          return dev;
        }
        """

    /// The report: draws a finding's filmstrip the first time it is opened.
    static let report = """
        const data = JSON.parse(document.getElementById("navcheck-data").textContent);
        function drawFinding(d) {
          if (d.dataset.drawn) return;
          const v = data.checks[Number(d.dataset.check)].violations[Number(d.dataset.index)];
          const body = d.querySelector(".finding-body");
          const strip = el("div", "filmstrip");
          v.steps.forEach(function (step, i) {
            if (i > 0) strip.appendChild(el("div", "step-action", step.action));
            if (v.loopStart !== undefined && v.loopStart !== null && i === v.loopStart + 1) strip.appendChild(el("div", "loop", "loop ↺"));
            const f = el("figure", "frame" + (i === v.steps.length - 1 ? " last" : ""));
            f.dataset.step = String(i);
            f.appendChild(el("figcaption", "", i + ". " + (step.action === null || step.action === undefined ? "start" : step.action)));
            f.appendChild(drawDevice(step.picture));
            f.appendChild(el("div", "line", step.screens));
            strip.appendChild(f);
          });
          body.appendChild(strip);
          if (v.changes.length) {
            body.appendChild(el("p", "", "The last step changed:"));
            const t = el("table", "diff");
            for (const c of v.changes) {
              const tr = el("tr");
              tr.appendChild(el("td", "", c.name));
              tr.appendChild(el("td", "before", "− " + c.before));
              tr.appendChild(el("td", "after", "+ " + c.after));
              t.appendChild(tr);
            }
            body.appendChild(t);
          }
          d.dataset.drawn = "1";
        }
        document.addEventListener("toggle", function (e) {
          const d = e.target;
          if (d.classList && d.classList.contains("finding") && d.open) drawFinding(d);
        }, true);
        for (const d of document.querySelectorAll("details.finding[open]")) drawFinding(d);
        document.addEventListener("click", function (e) {
          const b = e.target;
          if (!b.classList || !b.classList.contains("more")) return;
          const vs = data.checks[Number(b.dataset.check)].violations;
          const batch = Number(b.dataset.batch), from = Number(b.dataset.next), to = Math.min(vs.length, from + batch);
          b.insertAdjacentHTML("beforebegin", vs.slice(from, to).map(function (v) { return v.summary; }).join(""));
          if (to >= vs.length) { b.remove(); return; }
          b.dataset.next = String(to);
          b.textContent = "Show the next " + Math.min(batch, vs.length - to) + " of " + (vs.length - to).toLocaleString("en-US") + " more findings";
        });
        document.body.dataset.ready = "1";
        """
}
